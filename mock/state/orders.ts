// The life of an order, shared by the calls that touch orders (product-order, good-order, app-mall's checkout,
// account's counts, pay, team-pickup): time moves orders on (an unpaid order closes after UNPAID_TTL_MS, a paid one
// is "to receive" at its ready time: pickup start, or two hours after payment for delivery), a payment pays one,
// a cancel or a close gives stock and the coupon back.
import { Fail, mockNow, requireString, type Ctx } from '../core';
import type { OrderWire } from '../../src/api/product-order';
import { COUPON_STATUS, ORDER_STATUS } from '../../src/rules/commerce-states';
import { makePickupCode } from '../../src/rules/pickup-code';
import type { Store } from '../store';
import type { MockUser } from '../types';
import type { MockOrder } from '../seed/commerce';
import { HOUR } from '../seed/util';
import { specOf } from './products';
import { remindUnpaidOrders } from './order-messages';
import { ERR } from '../../src/rules/error-codes';

/** Puts a cancelled or closed order's goods back on the shelf and its coupon back in the wallet. */
export function giveBack(store: Store, o: MockOrder, now: number): void {
  for (const i of o.items) {
    const p = store.catalogue.products.find((x) => x.code === i.goodCode);
    const spec = p && specOf(p, i.specName);
    if (!p || !spec) continue;
    spec.stock += i.num;
    p.sales = Math.max(0, p.sales - i.num);
  }
  // A coupon shared by the orders of one checkout comes back when the last of them is cancelled.
  const shared = couponSharers(store, o).length > 0;
  const coupon =
    o.couponCode && !shared
      ? store.coupons.find((c) => c.code === o.couponCode && c.userCode === o.userCode)
      : undefined;
  if (coupon && coupon.status === COUPON_STATUS.used)
    coupon.status = coupon.endTime > now ? COUPON_STATUS.usable : COUPON_STATUS.expired;
}

/** Time moves orders on: an unpaid order past its expiry closes; a paid one past its ready time is to receive. */
export function advanceOrders(store: Store, now = Date.now()): void {
  remindUnpaidOrders(store, store.orders, now);
  for (const o of store.orders) {
    if (o.status === ORDER_STATUS.unpaid && o.expireTime !== null && o.expireTime <= now) {
      o.status = ORDER_STATUS.cancelled;
      o.cancelTime = o.expireTime;
      o.cancelReason = 'expired';
      o.expireTime = null;
      giveBack(store, o, now);
    } else if (o.status === ORDER_STATUS.toShip && o.readyTime !== undefined && o.readyTime <= now) {
      o.status = ORDER_STATUS.toReceive;
      o.shipTime = o.readyTime;
    }
  }
}

/** A payment went through for an unpaid order (state/payments.ts): it is paid, gets its pickup code, and waits for its ready time. */
export function payOrder(store: Store, orderCode: string, now: number): void {
  const o = store.orders.find((x) => x.orderCode === orderCode);
  if (!o || o.status !== ORDER_STATUS.unpaid) return;
  o.status = ORDER_STATUS.toShip;
  o.payTime = now;
  o.expireTime = null;
  if (o.station && !o.pickupCode) o.pickupCode = newPickupCode(store);
  o.readyTime = o.pickupStart ?? now + 2 * HOUR;
}

/** Orders run on the business clock (mockNow). */
export const orderNow = (ctx: Ctx) => mockNow(ctx.settings);

/** The caller's order named by `orderCode` (time moves orders on first), else 4001. */
export function ownOrder(ctx: Ctx, user: MockUser): MockOrder {
  advanceOrders(ctx.store, orderNow(ctx));
  const code = requireString(ctx.body, 'orderCode', '订单编号');
  const order = ctx.store.orders.find((o) => o.orderCode === code && o.userCode === user.userCode && !o.deleted);
  if (!order) throw new Fail(ERR.order.notFound, '订单不存在');
  return order;
}

/**
 * The person's other orders, not cancelled, that use the same coupon as `o` (the orders of one checkout across
 * shops share its coupon): while there are any, cancelling `o` leaves the coupon used (giveBack).
 */
export function couponSharers(store: Store, o: MockOrder): MockOrder[] {
  if (!o.couponCode) return [];
  return store.orders.filter(
    (x) => x !== o && x.couponCode === o.couponCode && x.userCode === o.userCode && x.status !== ORDER_STATUS.cancelled,
  );
}

/** An order as answered: without the mock's own fields, with the other orders sharing its coupon. */
export function publicOrder(o: MockOrder, store: Store): OrderWire {
  const { userCode: _u, deleted: _d, readyTime: _r, ...rest } = o;
  return {
    ...rest,
    items: rest.items.map((i) => ({ ...i, shortNum: i.shortNum ?? 0 })),
    couponSharedWith: couponSharers(store, o).map((x) => x.orderCode),
  };
}

/** A pickup code no other order of the mock has. */
function newPickupCode(store: Store): string {
  for (;;) {
    const code = makePickupCode(1_000_000 + Math.floor(Math.random() * 9_000_000));
    if (!store.orders.some((o) => o.pickupCode === code)) return code;
  }
}
