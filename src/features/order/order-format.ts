// Texts of orders: dates in the spec's default format, pickup windows, distances, status names and hints.
import { DELIVERY_TYPE, ORDER_STATUS, type Order, type OrderStatus } from '@/api/product-order';
import { t, type MessageKey } from '@/i18n';
import { dayAndTime } from '@/components/sale-times';

import { formatChina } from '@/rules/china-time';

/** Spec section 9's default date format, yyyy/MM/dd HH:mm:ss (China time, design 17). */
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
    [ORDER_STATUS.cancelled]: order.cancelReason === 'expired' ? 'order.status4Expired' : 'order.status4',
  };
  return t(keys[order.status]);
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
    default:
      return order.cancelReason === 'expired' ? t('order.hint4Expired') : t('order.hint4');
  }
}
