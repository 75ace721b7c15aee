// The life of a payment, shared by the backend's pay calls (handlers/pay.ts) and the WeChat Pay stand-in
// (handlers/wxpay.ts): time closes a payment whose orders or joins expired or went, and a confirmed payment pays
// what it covers (orders to "paid", joins to "joined").
import { mockNow, type Ctx } from '../core';
import { JOIN_STATUS, ORDER_STATUS, PAY_STATUS } from '../../src/rules/commerce-states';
import type { Store } from '../store';
import type { MockPayment } from '../types';
import { payJoin, settleActivities } from './groups';
import { advanceOrders, payOrder } from './orders';
import { onJoinPaid } from './activity-messages';
import { onOrderPaid } from './order-messages';

/** Whether everything a payment covers is still waiting for it (else the payment cannot go through). */
function stillUnpaid(store: Store, p: MockPayment): boolean {
  return p.bizCodes.every((code) =>
    p.bizType === 'order'
      ? store.orders.some((o) => o.orderCode === code && o.status === ORDER_STATUS.unpaid)
      : store.activities.joins.some((j) => j.joinCode === code && j.status === JOIN_STATUS.unpaid),
  );
}

/** Moves time on for payments: orders and joins expire first, then a payment whose things are gone closes. */
export function advancePayments(ctx: Ctx): void {
  const now = mockNow(ctx.settings);
  advanceOrders(ctx.store, now);
  settleActivities(ctx.store, now);
  for (const p of ctx.store.payments) {
    if (p.status === PAY_STATUS.unpaid && (p.expireTime <= now || !stillUnpaid(ctx.store, p)))
      p.status = PAY_STATUS.closed;
  }
}

/** A payment by its code. */
export function findByPayCode(ctx: Ctx, payCode: string): MockPayment | undefined {
  return ctx.store.payments.find((p) => p.payCode === payCode);
}

/** Pays a payment as WeChat Pay's notification would: once; what it covers moves on. */
export function settlePaid(ctx: Ctx, p: MockPayment): void {
  const now = mockNow(ctx.settings);
  p.status = PAY_STATUS.paid;
  p.paidTime = now;
  for (const code of p.bizCodes) {
    if (p.bizType === 'order') {
      payOrder(ctx.store, code, now);
      const order = ctx.store.orders.find((o) => o.orderCode === code);
      if (order) onOrderPaid(ctx.store, order, now);
    } else {
      payJoin(ctx.store, now, code);
      const join = ctx.store.activities.joins.find((j) => j.joinCode === code);
      if (join) onJoinPaid(ctx.store, join, now);
    }
  }
}
