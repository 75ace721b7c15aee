// Mock handlers of payments (design section 11): the backend's prepay and status calls, and its stand-in
// for WeChat Pay's servers on the mock's own origin (the JSAPI confirm a test bridge calls, the H5 cashier
// page, the merchant's public key). One open payment per set of unpaid orders or joins; only a confirmed
// payment moves them on (orders to "paid", joins to "joined"); an unpaid one closes at its expiry.
import { createSign, createVerify, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Fail, mockNow, requireString, send, userPost, type Ctx, type Route } from '../core';
import type { JsapiParamsWire, PayBizType, PaymentStatusWire, PrepayWire } from '../../src/api/pay';
import { JOIN_STATUS, PAY_STATUS } from '../../src/rules/commerce-states';
import type { Store } from '../store';
import type { MockPayment } from '../seed/payments';
import { fen, strOf, yuan } from '../seed/util';
import { advanceOrders, payOrder } from './order';
import { payJoin, settleActivities } from './activity';

export const WXPAY_PREFIX = '/__wxpay';

/** The unpaid things a payment covers: amount (fen) and expiry of each, or a refusal. */
function unpaidOf(ctx: Ctx, userCode: string, bizType: PayBizType, codes: string[]): { fen: number; expireTime: number }[] {
  const store = ctx.store;
  return codes.map((code) => {
    if (bizType === 'order') {
      const o = store.orders.find((x) => x.orderCode === code && x.userCode === userCode && !x.deleted);
      if (!o) throw new Fail(4001, '订单不存在');
      if (o.status !== 0) throw new Fail(o.payTime ? 7003 : 7004, o.payTime ? '订单已支付' : '订单已关闭，请重新下单');
      return { fen: fen(o.payAmount), expireTime: o.expireTime ?? 0 };
    }
    const j = store.activities.joins.find((x) => x.joinCode === code && x.userCode === userCode);
    if (!j) throw new Fail(6033, '您还没有参加该活动');
    if (j.status !== JOIN_STATUS.unpaid) throw new Fail(j.status === JOIN_STATUS.closed ? 7004 : 7003, j.status === JOIN_STATUS.closed ? '报名已关闭，请重新报名' : '报名已支付');
    return { fen: fen(j.payAmount), expireTime: j.expireTime ?? 0 };
  });
}

/** Whether everything a payment covers is still waiting for it (else the payment cannot go through). */
function stillUnpaid(store: Store, p: MockPayment): boolean {
  return p.bizCodes.every((code) =>
    p.bizType === 'order'
      ? store.orders.some((o) => o.orderCode === code && o.status === 0)
      : store.activities.joins.some((j) => j.joinCode === code && j.status === JOIN_STATUS.unpaid),
  );
}

/** Moves time on for payments: orders and joins expire first, then a payment whose things are gone closes. */
export function advancePayments(ctx: Ctx): void {
  const now = mockNow(ctx.settings);
  advanceOrders(ctx.store, now);
  settleActivities(ctx);
  for (const p of ctx.store.payments) {
    if (p.status === PAY_STATUS.unpaid && (p.expireTime <= now || !stillUnpaid(ctx.store, p))) p.status = PAY_STATUS.closed;
  }
}

/** What WeChat's JSAPI v3 signs: appId, timeStamp, nonceStr and package, each followed by a newline. */
export const paySignMessage = (j: Pick<JsapiParamsWire, 'appId' | 'timeStamp' | 'nonceStr' | 'package'>): string =>
  `${j.appId}\n${j.timeStamp}\n${j.nonceStr}\n${j.package}\n`;

function jsapiParams(store: Store, appId: string, prepayId: string, now: number): JsapiParamsWire {
  const base = { appId, timeStamp: String(Math.floor(now / 1000)), nonceStr: randomBytes(16).toString('hex'), package: `prepay_id=${prepayId}`, signType: 'RSA' as const };
  const paySign = createSign('RSA-SHA256').update(paySignMessage(base)).sign(store.merchantKeys().privateKey, 'base64');
  return { ...base, paySign };
}

function prepayAnswer(ctx: Ctx, p: MockPayment, channel: string): PrepayWire {
  return {
    payCode: p.payCode, amount: p.amount, expireTime: p.expireTime, serverTime: mockNow(ctx.settings),
    jsapi: channel === 'jsapi' ? p.jsapi : null,
    h5Url: channel === 'h5' ? `${ctx.origin}${WXPAY_PREFIX}/h5?payCode=${encodeURIComponent(p.payCode)}` : null,
  };
}

function statusAnswer(ctx: Ctx, p: MockPayment): PaymentStatusWire {
  return {
    payCode: p.payCode, status: p.status, amount: p.amount, refundedAmount: p.refundedAmount, paidTime: p.paidTime,
    bizType: p.bizType, bizCodes: [...p.bizCodes], expireTime: p.expireTime, serverTime: mockNow(ctx.settings),
  };
}

/** Pays a payment as WeChat Pay's notification would: once; what it covers moves on. */
function settlePaid(ctx: Ctx, p: MockPayment): void {
  const now = mockNow(ctx.settings);
  p.status = PAY_STATUS.paid;
  p.paidTime = now;
  for (const code of p.bizCodes) {
    if (p.bizType === 'order') payOrder(ctx.store, code, now);
    else payJoin(ctx, code);
  }
}

type ConfirmResult = { code: number; msg: string; status?: number };

/** A payment result from the emulated WeChat Pay (JSAPI confirm or H5 page): pays on 'ok' when it still can. */
function confirm(ctx: Ctx, p: MockPayment, result: string): ConfirmResult {
  advancePayments(ctx);
  if (result !== 'ok') return { code: 0, msg: result, status: p.status };
  if (p.status === PAY_STATUS.paid) return { code: 0, msg: '该订单已支付', status: p.status };
  if (p.status !== PAY_STATUS.unpaid) return { code: 3, msg: '订单已关闭', status: p.status };
  settlePaid(ctx, p);
  return { code: 0, msg: 'ok', status: p.status };
}

function rawJson(res: ServerResponse, body: ConfirmResult | { code: number; msg: string }): void {
  send(res, 200, body);
}

function html(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(body);
}

const escapeHtml = (v: string) => v.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The H5 cashier's return target: only an address on the mock's own origin (as WeChat checks the merchant's domain). */
function returnTarget(ctx: Ctx): string | null {
  try {
    const u = new URL(ctx.query.redirect_url ?? '');
    return u.origin === ctx.origin ? u.toString() : null;
  } catch {
    return null;
  }
}

function cashierPage(res: ServerResponse, p: MockPayment, target: string): void {
  // Like WeChat's cashier, it replaces itself in the history on the way back to the merchant.
  const link = (choice: string) => escapeHtml(`${WXPAY_PREFIX}/h5/result?${new URLSearchParams({ payCode: p.payCode, redirect_url: target, choice }).toString()}`);
  const open = p.status === PAY_STATUS.unpaid;
  const body = open
    ? `<p class="amount">¥${p.amount.toFixed(2)}</p><p>齐货 · 订单 ${escapeHtml(p.bizCodes.join('、'))}</p>
<a class="pay" href="${link('ok')}" onclick="location.replace(this.href);return false">确认支付</a><a class="cancel" href="${link('cancel')}" onclick="location.replace(this.href);return false">取消</a>`
    : `<p>${p.status === PAY_STATUS.paid ? '该订单已支付' : '订单已关闭'}</p><a class="cancel" href="${escapeHtml(target)}">返回商户</a>`;
  html(res, 200, `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信支付</title><style>body{margin:0;font:16px/1.5 -apple-system,'PingFang SC','WenQuanYi Micro Hei',sans-serif;background:#ededed;color:#1a1a1a}
main{max-width:480px;margin:0 auto;padding:48px 24px;text-align:center}h1{font-size:18px;margin:0 0 16px;color:#4d4d4d}.amount{font-size:40px;font-weight:600;margin:8px 0}
a{display:block;padding:12px;border-radius:8px;text-decoration:none;font-weight:600;margin-top:16px}.pay{background:#07c160;color:#fff}.cancel{background:#fff;color:#1a1a1a}</style></head>
<body><main><h1>微信支付（演示）</h1>${body}</main></body></html>`);
}

function findByPayCode(ctx: Ctx, payCode: string): MockPayment | undefined {
  return ctx.store.payments.find((p) => p.payCode === payCode);
}

function jsonBody(ctx: Ctx): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(ctx.raw.toString('utf8') || '{}');
    return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const routes: Route[] = [
  userPost('/api/pay/v1/prepay', (ctx, user) => {
    advancePayments(ctx);
    const bizType = strOf(ctx.body.bizType);
    if (bizType !== 'order' && bizType !== 'join') throw new Fail(7001, '支付业务类型须为order或join');
    const channel = strOf(ctx.body.channel);
    if (channel !== 'jsapi' && channel !== 'h5') throw new Fail(7001, '支付方式须为jsapi或h5');
    const raw = Array.isArray(ctx.body.bizCodes) ? (ctx.body.bizCodes as unknown[]).map(strOf).filter(Boolean) : [];
    const codes = [...new Set(raw)].sort();
    if (codes.length === 0 || codes.length > 20) throw new Fail(7001, '请选择要支付的订单');
    const unpaid = unpaidOf(ctx, user.userCode, bizType, codes);
    const now = mockNow(ctx.settings);
    const open = ctx.store.payments.filter((p) => p.status === PAY_STATUS.unpaid && p.userCode === user.userCode && p.bizType === bizType);
    const same = open.find((p) => p.bizCodes.length === codes.length && p.bizCodes.every((c, i) => c === codes[i]));
    if (same) return prepayAnswer(ctx, same, channel);
    // Another open payment that covers any of these closes: one thing is never payable twice.
    for (const p of open) if (p.bizCodes.some((c) => codes.includes(c))) p.status = PAY_STATUS.closed;
    const prepayId = `wx${randomBytes(14).toString('hex')}`;
    const payment: MockPayment = {
      payCode: ctx.store.nextId('PAY'), userCode: user.userCode, bizType, bizCodes: codes,
      amount: yuan(unpaid.reduce((n, u) => n + u.fen, 0)), refundedAmount: 0, status: PAY_STATUS.unpaid,
      expireTime: Math.min(...unpaid.map((u) => u.expireTime)), createTime: now, paidTime: null, prepayId,
      jsapi: jsapiParams(ctx.store, ctx.settings.appId, prepayId, now),
    };
    ctx.store.payments.push(payment);
    return prepayAnswer(ctx, payment, channel);
  }),
  userPost('/api/pay/v1/get', (ctx, user) => {
    advancePayments(ctx);
    const p = findByPayCode(ctx, requireString(ctx.body, 'payCode', '支付单号'));
    if (!p || p.userCode !== user.userCode) throw new Fail(7002, '支付单不存在');
    return statusAnswer(ctx, p);
  }),
  {
    // WeChat Pay's notification, emulated: a test bridge calls it before it answers the page.
    method: 'POST',
    prefix: `${WXPAY_PREFIX}/confirm`,
    raw(_req, res, ctx) {
      const body = jsonBody(ctx);
      const pkg = strOf(body.package);
      const p = ctx.store.payments.find((x) => `prepay_id=${x.prepayId}` === pkg);
      if (!p) return rawJson(res, { code: 2, msg: '预支付交易单不存在' });
      const signed = createVerify('RSA-SHA256').update(paySignMessage(p.jsapi));
      if (strOf(body.paySign) !== p.jsapi.paySign || !signed.verify(ctx.store.merchantKeys().publicKey, strOf(body.paySign), 'base64')) {
        return rawJson(res, { code: 1, msg: '签名错误' });
      }
      rawJson(res, confirm(ctx, p, strOf(body.result) || 'ok'));
    },
  },
  {
    // What the cashier page's two buttons lead to: pays (or not) and goes back to the merchant's page.
    method: 'GET',
    prefix: `${WXPAY_PREFIX}/h5/result`,
    raw(_req, res, ctx) {
      const p = findByPayCode(ctx, ctx.query.payCode ?? '');
      const target = returnTarget(ctx);
      if (!p || !target) return html(res, 400, '<p>参数错误</p>');
      confirm(ctx, p, ctx.query.choice === 'ok' ? 'ok' : 'cancel');
      res.statusCode = 302;
      res.setHeader('location', target);
      res.setHeader('cache-control', 'no-store');
      res.end();
    },
  },
  {
    method: 'GET',
    prefix: `${WXPAY_PREFIX}/h5`,
    raw(_req, res, ctx) {
      advancePayments(ctx);
      const p = findByPayCode(ctx, ctx.query.payCode ?? '');
      const target = returnTarget(ctx);
      if (!p) return html(res, 404, '<p>支付单不存在</p>');
      if (!target) return html(res, 400, '<p>redirect_url 参数错误</p>');
      cashierPage(res, p, target);
    },
  },
  {
    method: 'GET',
    prefix: `${WXPAY_PREFIX}/public-key`,
    raw(_req, res, ctx) {
      res.statusCode = 200;
      res.setHeader('content-type', 'application/x-pem-file');
      res.end(ctx.store.merchantKeys().publicKey);
    },
  },
];
