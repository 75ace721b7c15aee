// My orders (/pages/order/list?status=): tabs by state, pull-to-refresh, load-more (the API's pageIndex
// is 0-based, the list hook's pages 1-based), and each order's actions in place. The orders read refresh the
// pickup codes kept on the phone, which show in place of the error when the network is gone.
import { useEffect } from 'react';
import { Tabs } from 'antd-mobile';
import { Link, useNavigate } from 'react-router-dom';
import { listOrders, ORDER_STATUS, type Order, type OrderStatus } from '@/api/product-order';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { PagedList, usePagedList } from '@/components/paged-list';
import { PageHeader } from '@/components/page-header';
import { OfflinePickupCodes, useOffline } from '@/components/offline-pickup-codes';
import { learnPickupCodes, readPickupCodes } from '@/state/pickup-codes';
import { Money, Price } from '@/components/price';
import { useT, type MessageKey } from '@/i18n';
import { OrderActionButtons, useOrderActions } from './order-actions';
import { statusText, totalKind } from './order-format';
import './order.css';

const TABS: { key: string; label: MessageKey; status?: OrderStatus }[] = [
  { key: 'all', label: 'order.tabAll' },
  { key: String(ORDER_STATUS.unpaid), label: 'order.tabUnpaid', status: ORDER_STATUS.unpaid },
  { key: String(ORDER_STATUS.toShip), label: 'order.tabToShip', status: ORDER_STATUS.toShip },
  { key: String(ORDER_STATUS.toReceive), label: 'order.tabToReceive', status: ORDER_STATUS.toReceive },
  { key: String(ORDER_STATUS.done), label: 'order.tabDone', status: ORDER_STATUS.done },
  { key: String(ORDER_STATUS.cancelled), label: 'order.tabCancelled', status: ORDER_STATUS.cancelled },
];

/** The tabs a pickup code can be open in (all, paid, arrived): offline, they show the kept codes. */
const OFFLINE_TABS = new Set(['all', String(ORDER_STATUS.toShip), String(ORDER_STATUS.toReceive)]);

export default function OrderListPage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const tab = TABS.find((x) => x.key === query.status) ?? TABS[0]!;
  const status = tab.status;
  const state = usePagedList(async (page) => (await listOrders({ pageIndex: page - 1, status })).list, [status]);
  const { run, busy } = useOrderActions((changed, before) => {
    // The order changes in place; it leaves a tab whose state it no longer has, and the list once deleted.
    state.mutate(
      (d) =>
        d && {
          ...d,
          list: d.list.flatMap((o) =>
            o.orderCode !== before.orderCode
              ? [o]
              : changed && (status === undefined || changed.status === status)
                ? [changed]
                : [],
          ),
        },
    );
  }, state.reload);
  // All of them read (every page of the whole list): a kept code not among them is no longer open.
  useEffect(() => {
    if (state.data)
      learnPickupCodes(state.data.list, { complete: status === undefined && state.data.status === 'noMore' });
  }, [state.data, status]);
  const offline = useOffline({ data: state.data, error: state.error, refresh: state.reload });
  const kept = offline && OFFLINE_TABS.has(tab.key) ? readPickupCodes() : null;

  return (
    <main className="order-page">
      <PageHeader title={t('order.listTitle')} fallback={paths.tab.mine} />
      <Tabs
        className="order-tabs"
        activeKey={tab.key}
        onChange={(key) => navigate(hrefs.orderList(TABS.find((x) => x.key === key)?.status), { replace: true })}
      >
        {TABS.map((x) => (
          <Tabs.Tab key={x.key} title={t(x.label)} />
        ))}
      </Tabs>
      {kept ? (
        <OfflinePickupCodes
          codes={kept.codes.filter((c) => status === undefined || c.status === status)}
          updatedAt={kept.updatedAt}
          onRetry={state.reload}
        />
      ) : (
        <PagedList
          state={state}
          className="order-list"
          empty={{ title: t('order.emptyList'), description: t('order.emptyListHint') }}
          renderItem={(order: Order) => (
            <article
              key={order.orderCode}
              className="order-card order-summary"
              aria-labelledby={`o-${order.orderCode}`}
            >
              <Link to={hrefs.orderDetail(order.orderCode)} className="order-summary-link">
                <header>
                  <h2 id={`o-${order.orderCode}`}>{order.storeName}</h2>
                  <span className={`order-state order-state--${order.status}`}>{statusText(order)}</span>
                </header>
                <div className="order-summary-items">
                  {order.items.slice(0, 4).map((i) => (
                    <img key={`${i.goodCode}:${i.specName}`} src={i.img} alt="" width={64} height={64} loading="lazy" />
                  ))}
                  {order.items.length === 1 && (
                    <span className="order-summary-title">
                      {order.items[0]!.title}
                      <span className="order-muted">{order.items[0]!.specName}</span>
                    </span>
                  )}
                </div>
                <p className="order-summary-total">
                  {t('order.pieces', { n: order.items.reduce((n, i) => n + i.num, 0) })}{' '}
                  {totalKind(order) === 'closed' ? (
                    <span className="order-muted" data-testid="order-closed-total">
                      {t('order.closedTotal')} <Money fen={order.payFen} />
                    </span>
                  ) : (
                    <>
                      {totalKind(order) === 'toPay' ? t('order.toPayShort') : t('order.paidShort')}{' '}
                      <Price fen={order.payFen} size="s" />
                    </>
                  )}
                </p>
              </Link>
              <footer className="order-summary-actions">
                <OrderActionButtons order={order} run={run} busy={busy} onExpire={state.reload} />
              </footer>
            </article>
          )}
        />
      )}
    </main>
  );
}
