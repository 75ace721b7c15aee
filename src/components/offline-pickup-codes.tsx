// The pickup codes kept on the phone (state/pickup-codes.ts), shown in place of a screen's error when the
// network is gone (design section 15): each code's digits and QR, the station, the window and the goods,
// under "离线显示 · 更新于 HH:mm" (China time). The screen refreshes itself once the network is back.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useNetwork } from 'ahooks';
import { hrefs } from '@/config/paths';
import { useT } from '@/i18n';
import { ApiError } from '@/lib/request/errors';
import { chinaDayKey, formatChina } from '@/rules/china-time';
import { formatPickupCode } from '@/rules/pickup-code';
import { ORDER_STATUS } from '@/rules/commerce-states';
import type { KeptPickupCode } from '@/state/pickup-codes';
import { EmptyState } from './loadable';
import { PickupQr } from './pickup-qr';
import './offline-pickup-codes.css';

/** A failure of the network itself (no answer, or none in time), not an answer the backend gave. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}

/**
 * Whether a screen whose data has not come (`data` undefined) is cut off from the network: the browser says
 * it is offline, or its request failed for want of a network. Once the network is back, `refresh` runs
 * (the screen reloads itself) when the screen was cut off or had failed.
 */
export function useOffline({ data, error, refresh }: { data?: unknown; error?: unknown; refresh: () => void }): boolean {
  const { online } = useNetwork();
  const cutOff = data === undefined && (online === false || isNetworkFailure(error));
  const wasOffline = useRef(online === false);
  const retry = useRef(refresh);
  retry.current = refresh;
  const failed = error !== undefined && error !== null;
  useEffect(() => {
    if (online === false) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      if (failed) retry.current();
    }
  }, [online, failed]);
  return cutOff;
}

/** "离线显示 · 更新于 HH:mm": China time; a day before today also says its date. */
export function OfflineNote({ updatedAt }: { updatedAt: number }) {
  const t = useT();
  const sameDay = chinaDayKey(updatedAt) === chinaDayKey(Date.now());
  const time = formatChina(updatedAt, sameDay ? 'HH:mm' : 'M/D HH:mm');
  return (
    <p className="qh-offline-note" role="status" data-testid="offline-note">
      {t('offline.shownOffline', { time })}
    </p>
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
        <span className="qh-offline-state">{t(code.status === ORDER_STATUS.toReceive ? 'offline.arrived' : 'offline.waiting')}</span>
      </header>
      <p className="qh-offline-digits" data-testid="pickup-code" aria-label={t('order.pickupCodeIs', { code: code.pickupCode.split('').join(' ') })}>
        {formatPickupCode(code.pickupCode)}
      </p>
      <PickupQr code={code.pickupCode} label={t('order.pickupQr', { code: code.pickupCode })} />
      {code.station && (
        <p className="qh-offline-line">
          <strong>{code.station.name}</strong>
          <br />
          {code.station.address}
        </p>
      )}
      {code.pickupStart !== null && code.pickupEnd !== null && (
        <p className="qh-offline-line qh-offline-window">{t('offline.window', { from: formatChina(code.pickupStart, 'M/D HH:mm'), to: formatChina(code.pickupEnd, 'HH:mm') })}</p>
      )}
      <ul className="qh-offline-goods">
        {shown.map((g, i) => (
          <li key={i}>{t('offline.pieces', { title: g.title, spec: g.specName, n: g.num })}</li>
        ))}
        {code.goods.length > shown.length && <li>{t('offline.more', { n: code.goods.length - shown.length })}</li>}
      </ul>
      <p className="qh-offline-order">
        {link ? <Link to={hrefs.orderDetail(code.orderCode)}>{t('offline.orderCode', { code: code.orderCode })}</Link> : t('offline.orderCode', { code: code.orderCode })}
      </p>
    </article>
  );
}

/** The kept codes with the offline note; none kept: an empty state that says how they get kept. */
export function OfflinePickupCodes({ codes, updatedAt, link = true }: { codes: KeptPickupCode[]; updatedAt?: number; link?: boolean }) {
  const t = useT();
  return (
    <section className="qh-offline" aria-label={t('offline.codesTitle')} data-testid="offline-codes">
      {updatedAt !== undefined && <OfflineNote updatedAt={updatedAt} />}
      {codes.length === 0 ? (
        <EmptyState title={t('offline.noCodes')} description={t('offline.noCodesHint')} />
      ) : (
        codes.map((c) => <OfflinePickupCard key={c.orderCode} code={c} link={link} />)
      )}
    </section>
  );
}
