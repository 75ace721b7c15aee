// Mock handlers of src/api/pay.ts (docs/product.md#money): the backend's prepay and status calls. One open payment
// per set of unpaid orders or joins, signed for JSAPI with the merchant's key or sent to the H5 cashier (the
// WeChat Pay stand-in: wxpay.ts); only a confirmed payment moves them on; an unpaid one closes at its expiry.
import { createSign, randomBytes } from 'node:crypto';
import { Fail, mockNow, requireString, userPost, type Ctx, type Route } from '../core';
import type { JsapiParamsWire, PayBizType, PaymentStatusWire, PrepayWire } from '../../src/api/pay';
import { JOIN_STATUS, ORDER_STATUS, PAY_STATUS } from '../../src/rules/commerce-states';
import type { Store } from '../store';
import type { MockPayment } from '../types';
import { fen, strOf, yuan } from '../seed/util';
import { advancePayments, findByPayCode } from '../state/payments';
import { paySignMessage, WXPAY_PREFIX } from './wxpay';
import { ERR } from '../../src/rules/error-codes';

/** The unpaid things a payment covers: amount (fen) and expiry of each, or a refusal. */
function unpaidOf(
  ctx: Ctx,
  userCode: string,
  bizType: PayBizType,
  codes: string[],
): { fen: number; expireTime: number }[] {
  const store = ctx.store;
  return codes.map((code) => {
    if (bizType === 'order') {
      const o = store.orders.find((x) => x.orderCode === code && x.userCode === userCode && !x.deleted);
      if (!o) throw new Fail(ERR.order.notFound, '订单不存在');
      if (o.status !== ORDER_STATUS.unpaid)
        throw new Fail(
          o.payTime ? ERR.pay.alreadyPaid : ERR.pay.closed,
          o.payTime ? '订单已支付' : '订单已关闭，请重新下单',
        );
      return { fen: fen(o.payAmount), expireTime: o.expireTime ?? 0 };
    }
    const j = store.activities.joins.find((x) => x.joinCode === code && x.userCode === userCode);
    if (!j) throw new Fail(ERR.activity.notJoined, '您还没有参加该活动');
    if (j.status !== JOIN_STATUS.unpaid)
      throw new Fail(
        j.status === JOIN_STATUS.closed ? ERR.pay.closed : ERR.pay.alreadyPaid,
        j.status === JOIN_STATUS.closed ? '报名已关闭，请重新报名' : '报名已支付',
      );
    return { fen: fen(j.payAmount), expireTime: j.expireTime ?? 0 };
  });
}

/** The JSAPI parameters of a prepay, signed with the merchant's private key (WeChat's JSAPI v3 paySign). */
function jsapiParams(store: Store, appId: string, prepayId: string, now: number): JsapiParamsWire {
  const base = {
    appId,
    timeStamp: String(Math.floor(now / 1000)),
    nonceStr: randomBytes(16).toString('hex'),
    package: `prepay_id=${prepayId}`,
    signType: 'RSA' as const,
  };
  const paySign = createSign('RSA-SHA256').update(paySignMessage(base)).sign(store.merchantKeys().privateKey, 'base64');
  return { ...base, paySign };
}

function prepayAnswer(ctx: Ctx, p: MockPayment, channel: string): PrepayWire {
  return {
    payCode: p.payCode,
    amount: p.amount,
    expireTime: p.expireTime,
    serverTime: mockNow(ctx.settings),
    jsapi: channel === 'jsapi' ? p.jsapi : null,
    h5Url: channel === 'h5' ? `${ctx.origin}${WXPAY_PREFIX}/h5?payCode=${encodeURIComponent(p.payCode)}` : null,
  };
}

function statusAnswer(ctx: Ctx, p: MockPayment): PaymentStatusWire {
  return {
    payCode: p.payCode,
    status: p.status,
    amount: p.amount,
    refundedAmount: p.refundedAmount,
    paidTime: p.paidTime,
    bizType: p.bizType,
    bizCodes: [...p.bizCodes],
    expireTime: p.expireTime,
    serverTime: mockNow(ctx.settings),
  };
}

export const routes: Route[] = [
  userPost('/api/pay/v1/prepay', (ctx, user) => {
    advancePayments(ctx);
    const bizType = strOf(ctx.body.bizType);
    if (bizType !== 'order' && bizType !== 'join') throw new Fail(ERR.pay.badRequest, '支付业务类型须为order或join');
    const channel = strOf(ctx.body.channel);
    if (channel !== 'jsapi' && channel !== 'h5') throw new Fail(ERR.pay.badRequest, '支付方式须为jsapi或h5');
    const raw = Array.isArray(ctx.body.bizCodes) ? (ctx.body.bizCodes as unknown[]).map(strOf).filter(Boolean) : [];
    const codes = [...new Set(raw)].sort();
    if (codes.length === 0 || codes.length > 20) throw new Fail(ERR.pay.badRequest, '请选择要支付的订单');
    const unpaid = unpaidOf(ctx, user.userCode, bizType, codes);
    const now = mockNow(ctx.settings);
    const open = ctx.store.payments.filter(
      (p) => p.status === PAY_STATUS.unpaid && p.userCode === user.userCode && p.bizType === bizType,
    );
    const same = open.find((p) => p.bizCodes.length === codes.length && p.bizCodes.every((c, i) => c === codes[i]));
    if (same) return prepayAnswer(ctx, same, channel);
    // Another open payment that covers any of these closes: one thing is never payable twice.
    for (const p of open) if (p.bizCodes.some((c) => codes.includes(c))) p.status = PAY_STATUS.closed;
    const prepayId = `wx${randomBytes(14).toString('hex')}`;
    const payment: MockPayment = {
      payCode: ctx.store.nextId('PAY'),
      userCode: user.userCode,
      bizType,
      bizCodes: codes,
      amount: yuan(unpaid.reduce((n, u) => n + u.fen, 0)),
      refundedAmount: 0,
      status: PAY_STATUS.unpaid,
      expireTime: Math.min(...unpaid.map((u) => u.expireTime)),
      createTime: now,
      paidTime: null,
      prepayId,
      jsapi: jsapiParams(ctx.store, ctx.settings.appId, prepayId, now),
    };
    ctx.store.payments.push(payment);
    return prepayAnswer(ctx, payment, channel);
  }),
  userPost('/api/pay/v1/get', (ctx, user) => {
    advancePayments(ctx);
    const p = findByPayCode(ctx, requireString(ctx.body, 'payCode', '支付单号'));
    if (!p || p.userCode !== user.userCode) throw new Fail(ERR.pay.notFound, '支付单不存在');
    return statusAnswer(ctx, p);
  }),
];
