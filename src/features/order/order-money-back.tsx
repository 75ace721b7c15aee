// Money back on an order's page: its refunds (a cancelled paid order, accepted after-sales) and, for an
// order received or picked up, its after-sales and the way to ask for one within 7 days of receipt.
import { useRequest } from 'ahooks';
import { Button } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { AFTER_SALE_WINDOW_MS, listAfterSales } from '@/api/after-sale';
import { ORDER_STATUS, type Order } from '@/api/product-order';
import { listRefunds } from '@/api/refund';
import { hrefs } from '@/config/paths';
import { Money } from '@/components/price';
import { RefundRows } from '@/components/refund-rows';
import { useT } from '@/i18n';
import { formatDate } from '@/lib/date';
import { anythingLeftToAsk } from '@/rules/after-sale-left';

export function OrderMoneyBack({ order }: { order: Order }) {
  const t = useT();
  const paid = order.payTime !== null;
  const received = order.status === ORDER_STATUS.done && order.finishTime !== null;
  // Extra sections of a loaded order: a failure leaves them out, silently (the order itself is on screen).
  const refunds = useRequest(() => listRefunds({ pageIndex: 0, bizCode: order.orderCode }), {
    ready: paid,
    refreshDeps: [order.orderCode, order.status],
    onError: () => undefined,
  });
  const afterSales = useRequest(() => listAfterSales({ pageIndex: 0, orderCode: order.orderCode }), {
    ready: received,
    refreshDeps: [order.orderCode],
    onError: () => undefined,
  });
  const until = received ? order.finishTime! + AFTER_SALE_WINDOW_MS : 0;
  const list = afterSales.data?.list ?? [];
  // Within the window, and something left to ask for (a fully refunded order has nothing). Until the
  // after-sales are read nothing is offered; without them (a failure) the form says what is left.
  const inWindow = received && Date.now() + order.serverOffset < until;
  const open = inWindow && (afterSales.data ? anythingLeftToAsk(order, list) : afterSales.error !== undefined);
  const allAsked = inWindow && afterSales.data !== undefined && !open;
  if (!refunds.data?.list.length && !list.length && !open) return null;
  return (
    <section className="order-card" aria-labelledby="money-back-title" data-testid="money-back">
      <h2 id="money-back-title" className="order-card-title">
        {t('afterSale.listTitle')}
      </h2>
      {list.length > 0 && (
        <ul className="order-after-sales">
          {list.map((a) => (
            <li key={a.afterSaleCode}>
              <Link to={hrefs.afterSaleDetail(a.afterSaleCode)}>
                <span>{a.items.map((i) => `${i.title} ×${i.num}`).join(t('common.listJoin'))}</span>
                <span className="order-muted">
                  <Money fen={a.amountFen} /> ·{' '}
                  <span data-testid="after-sale-state">{t(`afterSale.status${a.status}`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <RefundRows refunds={refunds.data?.list ?? []} />
      {allAsked && (
        <p className="order-muted" data-testid="after-sale-all-asked">
          {t('afterSale.nothingLeft')}
        </p>
      )}
      {open && (
        <div className="order-after-sale-entry">
          <span className="order-muted">{t('afterSale.windowLeft', { date: formatDate(until, 'MM/DD HH:mm') })}</span>
          <Link to={hrefs.afterSaleApply(order.orderCode)} className="order-after-sale-link">
            <Button size="small" shape="rounded" fill="outline" color="primary" tabIndex={-1}>
              {t('afterSale.apply')}
            </Button>
          </Link>
        </div>
      )}
    </section>
  );
}
