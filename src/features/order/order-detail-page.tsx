// One order (/pages/order/detail?code=): its state and what happens next, the pickup code (digits and
// QR code) of a pickup order, the station or the address, the goods, the amounts, the times, and the
// actions its state offers (cancel, confirm receipt, delete), each behind a confirmation. Without a network,
// the pickup code kept on the phone (state/pickup-codes.ts) in place of the error.
import { useEffect } from 'react';
import { useRequest } from 'ahooks';
import { useNavigate } from 'react-router-dom';
import { DELIVERY_TYPE, getOrder, isOrderOver, ORDER_STATUS, orderActions, type Order } from '@/api/product-order';
import type { PageProps } from '@/config/page-props';
import { paths } from '@/config/paths';
import { ActionBar } from '@/components/action-bar';
import { ServiceContact } from '@/components/service-contact';
import { EmptyState, Loadable, Skeleton } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { OfflineNote, OfflinePickupCard, useOffline } from '@/components/offline-pickup-codes';
import { findPickupCode, learnPickupCodes } from '@/state/pickup-codes';
import { useT, type MessageKey } from '@/i18n';
import { OrderActionButtons, useOrderActions } from './order-actions';
import { OrderAmounts, OrderItems, Place, StationPlace } from './order-parts';
import { StationMapButton } from './station-map-button';
import { formatDateTime, shortRefundsOf, statusHint, statusText, totalKind } from './order-format';
import { PickupDigits, PickupQr } from '@/components/pickup-qr';
import { OrderMoneyBack } from './order-money-back';
import './order.css';

export default function OrderDetailPage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const code = query.code ?? '';
  const request = useRequest(() => getOrder(code), { ready: code !== '', refreshDeps: [code] });
  const { run, busy } = useOrderActions((changed) => {
    if (changed) request.mutate(changed);
    else navigate(paths.orderList, { replace: true });
  }, request.refresh);
  // Every read of the order refreshes its kept pickup code (or drops it once it is handed over or cancelled).
  useEffect(() => {
    if (request.data) learnPickupCodes([request.data]);
  }, [request.data]);
  // No network: the code kept on the phone, even for an order whose page was never opened.
  const offline = useOffline(request);
  const kept = offline ? findPickupCode(code) : undefined;

  return (
    <main className="order-page">
      <PageHeader title={t('order.detailTitle')} fallback={paths.orderList} />
      {code === '' ? (
        <EmptyState title={t('order.notFound')} />
      ) : kept ? (
        <>
          <OfflineNote updatedAt={kept.seenAt} onRetry={request.refresh} />
          <OfflinePickupCard code={kept} />
        </>
      ) : (
        <Loadable request={request} skeleton={<Skeleton rows={3} variant="detail" />}>
          {(order) => (
            <>
              <section className={`order-status order-status--${order.status}`} aria-live="polite">
                <h2 data-testid="order-status">{statusText(order)}</h2>
                <p>{statusHint(order)}</p>
              </section>
              {/* The pickup code comes with payment: never on an unpaid order, nor on one closed unpaid. */}
              {order.deliveryType === DELIVERY_TYPE.pickup && order.pickupCode && order.payTime !== null && (
                <PickupCard order={order} />
              )}
              <Receive order={order} />
              <OrderItems order={order} shortRefunds={shortRefundsOf(order)} />
              <OrderAmounts
                order={order}
                totalLabel={
                  { toPay: t('order.toPay'), paid: t('order.paid'), closed: t('order.closedTotal') }[totalKind(order)]
                }
                closed={totalKind(order) === 'closed'}
              />
              <OrderMoneyBack order={order} />
              <Times order={order} />
              <ServiceContact
                className="order-card"
                leaderPhone={order.deliveryType === DELIVERY_TYPE.pickup ? order.station?.phone : undefined}
              />
              {Object.values(orderActions(order.status)).some(Boolean) && (
                <ActionBar label={t('order.actions')}>
                  <div className="order-bar-actions">
                    <OrderActionButtons order={order} run={run} busy={busy} size="middle" onExpire={request.refresh} />
                  </div>
                </ActionBar>
              )}
            </>
          )}
        </Loadable>
      )}
    </main>
  );
}

function PickupCard({ order }: { order: Order }) {
  const t = useT();
  const live = order.status === ORDER_STATUS.toShip || order.status === ORDER_STATUS.toReceive;
  return (
    <section
      className={live ? 'order-card order-pickup' : 'order-card order-pickup order-pickup--used'}
      aria-labelledby="pickup-title"
    >
      <h2 id="pickup-title" className="order-card-title">
        {t('order.pickupCode')}
      </h2>
      <PickupDigits code={order.pickupCode} className="order-pickup-digits" />
      {live ? (
        <>
          <PickupQr code={order.pickupCode} label={t('order.pickupQr', { code: order.pickupCode })} />
          <p className="order-muted">{t('order.pickupCodeHint')}</p>
        </>
      ) : (
        <p className="order-muted">
          {order.status === ORDER_STATUS.done
            ? t('order.pickupUsed')
            : order.cancelReason === 'shortage'
              ? t('order.pickupVoidShortage')
              : t('order.pickupVoid')}
        </p>
      )}
    </section>
  );
}

function Receive({ order }: { order: Order }) {
  const t = useT();
  const pickup = order.deliveryType === DELIVERY_TYPE.pickup && order.station;
  if (!pickup && !order.address) return null;
  return (
    <section className="order-card" aria-labelledby="receive-at">
      <h2 id="receive-at" className="order-card-title">
        {pickup ? t('order.pickupStation') : t('order.deliverTo')}
      </h2>
      {order.station && pickup ? (
        <>
          <StationPlace
            station={order.station}
            // Nothing is left to pick up from an order that is over: no pickup window.
            order={isOrderOver(order.status) ? { pickupStart: null, pickupEnd: null } : order}
            contact={
              <>
                {' · '}
                <a href={`tel:${order.station.phone}`}>{order.station.phone}</a>
              </>
            }
          />
          <StationMapButton station={order.station} />
        </>
      ) : (
        order.address && (
          <Place title={`${order.address.name} ${order.address.phone}`} lines={[order.address.address]} />
        )
      )}
    </section>
  );
}

function Times({ order }: { order: Order }) {
  const t = useT();
  const rows: [MessageKey, string | null][] = [
    ['order.orderCode', order.orderCode],
    ['order.createTime', formatDateTime(order.createTime)],
    ['order.payTime', order.payTime ? formatDateTime(order.payTime) : null],
    ['order.shipTime', order.shipTime ? formatDateTime(order.shipTime) : null],
    ['order.finishTime', order.finishTime ? formatDateTime(order.finishTime) : null],
    ['order.cancelTime', order.cancelTime ? formatDateTime(order.cancelTime) : null],
    ['order.remark', order.remark || null],
  ];
  return (
    <section className="order-card" aria-label={t('order.info')}>
      <dl className="qh-value-rows order-amounts order-info">
        {rows
          .filter((r): r is [MessageKey, string] => r[1] !== null)
          .map(([key, value]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
