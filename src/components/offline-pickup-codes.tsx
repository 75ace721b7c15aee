// The pickup codes kept on the phone (state/pickup-codes.ts), shown in place of a screen's error when the
// network is gone (docs/product.md#the-stations-day): each code's digits and QR, the station, the window and the goods,
// under "离线显示 · 更新于 HH:mm" (China time). The screen refreshes itself once the network is back.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useNetwork } from 'ahooks';
import { hrefs } from '@/config/paths';
import { useT } from '@/i18n';
import { ApiError } from '@/lib/request/errors';
import { chinaDayKey, formatChina } from '@/rules/china-time';
import { ORDER_STATUS } from '@/rules/commerce-states';
import type { KeptPickupCode } from '@/state/pickup-codes';
import { EmptyState } from './loadable';
import { PickupDigits, PickupQr } from './pickup-qr';
import './offline-pickup-codes.css';

/** A failure of the network itself (no answer, or none in time), not an answer the backend gave. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}

/** Back online, a screen that failed is loaded again at once, then after 1 s and 2 s while the network still fails. */
const RETRY_DELAYS_MS = [0, 1000, 2000];

/**
 * Whether a screen whose data has not come (`data` undefined) is cut off from the network: the browser says
 * it is offline, or its request failed for want of a network. Once the network is back, a screen that had
 * failed reloads itself (`refresh`), a few times while the network is still coming up.
 */
export function useOffline({
  data,
  error,
  refresh,
}: {
  data?: unknown;
  error?: unknown;
  refresh: () => void;
}): boolean {
  const { online } = useNetwork();
  const cutOff = data === undefined && (online === false || isNetworkFailure(error));
  const wasOffline = useRef(online === false);
  const tries = useRef(0);
  const retry = useRef(refresh);
  retry.current = refresh;
  useEffect(() => {
    if (online === false) {
      wasOffline.current = true;
      tries.current = 0;
      return;
    }
    if (!wasOffline.current) return;
    // Loaded, tried enough, or failed for another reason than the network: done.
    const delay = RETRY_DELAYS_MS[tries.current];
    if (!error || delay === undefined || (tries.current > 0 && !isNetworkFailure(error))) {
      wasOffline.current = false;
      return;
    }
    tries.current += 1;
    const timer = setTimeout(() => retry.current(), delay);
    return () => clearTimeout(timer);
  }, [online, error]);
  return cutOff;
}

/** "离线显示 · 更新于 HH:mm": China time; a day before today also says its date. */
export function OfflineNote({ updatedAt, onRetry }: { updatedAt: number; onRetry?: () => void }) {
  const t = useT();
  const sameDay = chinaDayKey(updatedAt) === chinaDayKey(Date.now());
  const time = formatChina(updatedAt, sameDay ? 'HH:mm' : 'M/D HH:mm');
  return (
    <div className="qh-offline-note">
      <p role="status" data-testid="offline-note">
        {t('offline.shownOffline', { time })}
      </p>
      {onRetry && (
        <button type="button" className="qh-link-button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

/** One kept code as the leader needs it: digits, QR, station, window, goods; `link` opens its order. */
export function OfflinePickupCard({ code, link }: { code: KeptPickupCode; link?: boolean }) {
  const t = useT();
  const shown = code.goods.slice(0, 3);
  const titleId = `kept-${code.orderCode}`;
  return (
    <article className="qh-offline-card" aria-labelledby={titleId} data-testid="kept-pickup-code">
      <header>
        <h2 id={titleId}>{code.storeName}</h2>
        <span className="qh-offline-state">
          {t(code.status === ORDER_STATUS.toReceive ? 'offline.arrived' : 'offline.waiting')}
        </span>
      </header>
      <PickupDigits code={code.pickupCode} className="qh-offline-digits" />
      <PickupQr code={code.pickupCode} label={t('order.pickupQr', { code: code.pickupCode })} />
      {code.station && (
        <p className="qh-offline-line">
          <strong>{code.station.name}</strong>
          <br />
          {code.station.address}
        </p>
      )}
      {code.pickupStart !== null && code.pickupEnd !== null && (
        <p className="qh-offline-line qh-offline-window">
          {t('offline.window', {
            from: formatChina(code.pickupStart, 'M/D HH:mm'),
            to: formatChina(code.pickupEnd, 'HH:mm'),
          })}
        </p>
      )}
      <ul className="qh-offline-goods">
        {shown.map((g, i) => (
          <li key={i}>{t('offline.pieces', { title: g.title, spec: g.specName, n: g.num })}</li>
        ))}
        {code.goods.length > shown.length && <li>{t('offline.more', { n: code.goods.length - shown.length })}</li>}
      </ul>
      <p className="qh-offline-order">
        {link ? (
          <Link to={hrefs.orderDetail(code.orderCode)}>{t('offline.orderCode', { code: code.orderCode })}</Link>
        ) : (
          t('offline.orderCode', { code: code.orderCode })
        )}
      </p>
    </article>
  );
}

/** The kept codes with the offline note; none kept: an empty state that says how they get kept. */
export function OfflinePickupCodes({
  codes,
  updatedAt,
  onRetry,
  link = true,
}: {
  codes: KeptPickupCode[];
  updatedAt: number;
  onRetry?: () => void;
  link?: boolean;
}) {
  const t = useT();
  return (
    <section className="qh-offline" aria-label={t('offline.codesTitle')} data-testid="offline-codes">
      <OfflineNote updatedAt={updatedAt} onRetry={onRetry} />
      {codes.length === 0 ? (
        <EmptyState title={t('offline.noCodes')} description={t('offline.noCodesHint')} />
      ) : (
        codes.map((c) => <OfflinePickupCard key={c.orderCode} code={c} link={link} />)
      )}
    </section>
  );
}
