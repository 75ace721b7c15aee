// Mock handler of src/api/refund.ts, refunds (docs/product.md#money): every refund goes back to the payment that paid
// for its order or join, never to a balance; it is processing until the payment channel's time has passed on the
// business clock (MOCK_REFUND_MS), then done. The person's refunds list; handlers of orders, activities and
// after-sales refund here. A refund of an order takes back the leader's commission in proportion
// (handlers/ledger.ts).
import { Fail, mockNow, userPost, type Ctx, type Route } from '../core';
import type { RefundWire } from '../../src/api/refund';
import { PAY_STATUS, REFUND_STATUS, type PayBizType, type RefundReason } from '../../src/rules/commerce-states';
import type { Store } from '../store';
import type { MockRefund } from '../types';
import { fen, intOf, pageOf, strOf, yuan } from '../seed/util';
import { takeBackCommission } from './ledger';
import { onRefundDone } from '../state/order-messages';
import { ERR } from '../../src/rules/error-codes';

/**
 * Refunds `amountFen` of what paid for `bizCode` to its payment; nothing for nothing (0 fen, or nothing paid).
 * Answers the refund, or null when nothing was paid for it.
 */
export function refundTo(
  store: Store,
  req: { userCode: string; bizType: PayBizType; bizCode: string; amountFen: number; reason: RefundReason; now: number },
): MockRefund | null {
  if (req.amountFen <= 0) return null;
  const payment = store.payments.find(
    (p) => p.bizType === req.bizType && p.bizCodes.includes(req.bizCode) && p.paidTime !== null,
  );
  if (!payment) return null;
  const left = fen(payment.amount) - fen(payment.refundedAmount);
  if (req.amountFen > left) throw new Fail(ERR.refund.overPaid, '退款金额超过支付金额');
  payment.refundedAmount = yuan(fen(payment.refundedAmount) + req.amountFen);
  payment.status = PAY_STATUS.refunded;
  const refund: MockRefund = {
    refundCode: store.nextId('RF'),
    userCode: req.userCode,
    payCode: payment.payCode,
    bizType: req.bizType,
    bizCode: req.bizCode,
    amount: yuan(req.amountFen),
    reason: req.reason,
    status: REFUND_STATUS.processing,
    createTime: req.now,
    finishTime: null,
  };
  store.refunds.unshift(refund);
  // An order whose commission a leader was credited (handed over at the station) gives back its share.
  if (req.bizType === 'order')
    takeBackCommission(store, { orderCode: req.bizCode, refundCode: refund.refundCode, now: req.now });
  return refund;
}

/** The payment channel's time passing: processing refunds are done once MOCK_REFUND_MS has passed. */
export function settleRefunds(store: Store, now: number): void {
  for (const r of store.refunds) {
    if (r.status === REFUND_STATUS.processing && now - r.createTime >= store.timing.refundMs) {
      r.status = REFUND_STATUS.done;
      r.finishTime = r.createTime + store.timing.refundMs;
      onRefundDone(store, r);
    }
  }
}

/** A refund as the person sees it. */
export function refundWire(r: MockRefund): RefundWire {
  const { userCode: _u, payCode: _p, ...rest } = r;
  return rest;
}

/** The refunds of one order or join, newest first (settled first). */
export function refundsOf(ctx: Ctx, bizCode: string): RefundWire[] {
  settleRefunds(ctx.store, mockNow(ctx.settings));
  return ctx.store.refunds.filter((r) => r.bizCode === bizCode).map(refundWire);
}

export const routes: Route[] = [
  userPost('/api/refund/v1/list', (ctx, user) => {
    settleRefunds(ctx.store, mockNow(ctx.settings));
    const pageIndex = intOf(ctx.body.pageIndex ?? 0);
    if (pageIndex === null || pageIndex < 0) throw new Fail(ERR.envelope.badInput, 'pageIndex须为从0开始的整数');
    const bizCode = strOf(ctx.body.bizCode);
    const list = ctx.store.refunds
      .filter((r) => r.userCode === user.userCode && (!bizCode || r.bizCode === bizCode))
      .map(refundWire);
    return pageOf(list, pageIndex);
  }),
];
