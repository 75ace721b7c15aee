// Texts of orders: dates in the spec's default format, pickup windows, distances, status names and hints.
import { DELIVERY_TYPE, ORDER_STATUS, type Order, type OrderStatus } from '@/api/product-order';
import { t, type MessageKey } from '@/i18n';
import { dayAndTime } from '@/components/sale-times';
import { shortRefund } from '@/rules/shortage';
import { formatFen } from '@/rules/money';

import { formatChina } from '@/rules/china-time';
import { couponFate } from '@/rules/order-close';
import { closedOrdersText } from '@/components/closed-orders';

/** The default date format of docs/product.md#constants, yyyy/MM/dd HH:mm:ss (China time, docs/product.md#business-time). */
export function formatDateTime(ms: number): string {
  return formatChina(ms, 'YYYY/MM/DD HH:mm:ss');
}

const hm = (ms: number) => formatChina(ms, 'HH:mm');

/**
 * '明日 16:00–20:00': the window's opening said as the goods say it ('明日 16:00 后自提', dayAndTime of
 * components/sale-times), so a good's card, the cart, the checkout and the order read the same time.
 */
export function pickupWindowText(start: number, end: number, now = Date.now()): string {
  return t('order.pickupWindow', { from: dayAndTime(start, now), to: hm(end) });
}

/** The name of an order's state; states 1 and 2 read differently for pickup and delivery. */
export function statusText(order: Pick<Order, 'status' | 'deliveryType' | 'cancelReason'>): string {
  const pickup = order.deliveryType === DELIVERY_TYPE.pickup;
  const keys: Record<OrderStatus, MessageKey> = {
    [ORDER_STATUS.unpaid]: 'order.status0',
    [ORDER_STATUS.toShip]: pickup ? 'order.status1Pickup' : 'order.status1',
    [ORDER_STATUS.toReceive]: pickup ? 'order.status2Pickup' : 'order.status2',
    [ORDER_STATUS.done]: 'order.status3',
    [ORDER_STATUS.cancelled]:
      order.cancelReason === 'expired'
        ? 'order.status4Expired'
        : order.cancelReason === 'shortage'
          ? 'order.status4Shortage'
          : 'order.status4',
  };
  return t(keys[order.status]);
}

/**
 * How an order's total reads: still to pay (unpaid), paid, or closed before anything was paid: a closed unpaid
 * order owes nothing, so its amount is only what it came to, never "to pay" in the price's red.
 */
export function totalKind(order: Pick<Order, 'status' | 'payTime'>): 'toPay' | 'paid' | 'closed' {
  if (order.payTime !== null) return 'paid';
  return order.status === ORDER_STATUS.cancelled ? 'closed' : 'toPay';
}

/** One line under the state on the order's page: what happens next. */
export function statusHint(order: Order): string {
  const pickup = order.deliveryType === DELIVERY_TYPE.pickup;
  switch (order.status) {
    case ORDER_STATUS.unpaid:
      return order.expireTime ? t('order.hint0', { time: hm(order.expireTime) }) : t('order.status0');
    case ORDER_STATUS.toShip:
      return pickup && order.pickupStart && order.pickupEnd
        ? t('order.hint1Pickup', { window: pickupWindowText(order.pickupStart, order.pickupEnd) })
        : t('order.hint1');
    case ORDER_STATUS.toReceive:
      return pickup ? t('order.hint2Pickup') : t('order.hint2');
    case ORDER_STATUS.done:
      return t('order.hint3');
    default: {
      if (order.cancelReason === 'shortage') return t('order.hint4Shortage');
      return closedOrdersText([order]);
    }
  }
}

const sharers = (order: Pick<Order, 'couponSharedWith'>) => (order.couponSharedWith ?? []).join(t('common.listJoin'));

/** The confirmation before cancelling: what comes back (the money to its payment, the coupon or not, and why). */
export function cancelQuestion(order: Pick<Order, 'payTime' | 'payFen' | 'couponCode' | 'couponSharedWith'>): string {
  const ask =
    order.payTime !== null
      ? t('order.cancelConfirmPaid', { amount: formatFen(order.payFen) })
      : t('order.cancelConfirm');
  const coupon = couponFate(order);
  if (coupon === 'back') return `${ask}${t('order.cancelCouponBack')}`;
  if (coupon === 'kept') return `${ask}${t('order.cancelCouponKept', { orders: sharers(order) })}`;
  return ask;
}

/** What each line's missing pieces (shortNum) were refunded, in fen, by the rule the backend refunds by (rules/shortage.ts). */
export function shortRefundsOf(
  order: Pick<Order, 'orderCode' | 'payTime' | 'items' | 'discountFen' | 'payFen'>,
): number[] {
  if (!order.items.some((i) => i.shortNum > 0)) return order.items.map(() => 0);
  const lines = order.items.map((i) => ({
    goodCode: i.goodCode,
    specName: i.specName,
    priceFen: i.priceFen,
    depositFen: i.depositFen,
    num: i.num,
  }));
  return shortRefund(
    {
      orderCode: order.orderCode,
      payTime: order.payTime ?? 0,
      lines,
      discountFen: order.discountFen,
      payFen: order.payFen,
    },
    order.items.map((i) => i.shortNum),
  ).lines;
}
