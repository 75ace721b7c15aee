// Not a backend call: WeChat Pay's servers, emulated on the mock's own origin under /__wxpay/ (the JSAPI
// notification a test bridge calls to confirm, the H5 cashier page and its result, the merchant's public key).
// A payment goes through only here, and once (mock/state/payments.ts pays what it covers).
import { createVerify } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { send, type Route, type Ctx } from '../core';
import type { JsapiParamsWire } from '../../src/api/pay';
import { PAY_STATUS } from '../../src/rules/commerce-states';
import type { MockPayment } from '../types';
import { strOf } from '../seed/util';
import { advancePayments, findByPayCode, settlePaid } from '../state/payments';

export const WXPAY_PREFIX = '/__wxpay';

/** What WeChat's JSAPI v3 signs: appId, timeStamp, nonceStr and package, each followed by a newline. */
export const paySignMessage = (j: Pick<JsapiParamsWire, 'appId' | 'timeStamp' | 'nonceStr' | 'package'>): string =>
  `${j.appId}\n${j.timeStamp}\n${j.nonceStr}\n${j.package}\n`;

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
  const link = (choice: string) =>
    escapeHtml(
      `${WXPAY_PREFIX}/h5/result?${new URLSearchParams({ payCode: p.payCode, redirect_url: target, choice }).toString()}`,
    );
  const open = p.status === PAY_STATUS.unpaid;
  const body = open
    ? `<p class="amount">¥${p.amount.toFixed(2)}</p><p>齐货 · 订单 ${escapeHtml(p.bizCodes.join('、'))}</p>
<a class="pay" href="${link('ok')}" onclick="location.replace(this.href);return false">确认支付</a><a class="cancel" href="${link('cancel')}" onclick="location.replace(this.href);return false">取消</a>`
    : `<p>${p.status === PAY_STATUS.paid ? '该订单已支付' : '订单已关闭'}</p><a class="cancel" href="${escapeHtml(target)}">返回商户</a>`;
  html(
    res,
    200,
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信支付</title><style>body{margin:0;font:16px/1.5 -apple-system,'PingFang SC','WenQuanYi Micro Hei',sans-serif;background:#ededed;color:#1a1a1a}
main{max-width:480px;margin:0 auto;padding:48px 24px;text-align:center}h1{font-size:18px;margin:0 0 16px;color:#4d4d4d}.amount{font-size:40px;font-weight:600;margin:8px 0}
a{display:block;padding:12px;border-radius:8px;text-decoration:none;font-weight:600;margin-top:16px}.pay{background:#07c160;color:#fff}.cancel{background:#fff;color:#1a1a1a}</style></head>
<body><main><h1>微信支付（演示）</h1>${body}</main></body></html>`,
  );
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
      if (
        strOf(body.paySign) !== p.jsapi.paySign ||
        !signed.verify(ctx.store.merchantKeys().publicKey, strOf(body.paySign), 'base64')
      ) {
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
      const choice = ctx.query.choice === 'ok' ? 'ok' : 'cancel';
      confirm(ctx, p, choice);
      res.statusCode = 302;
      // A cancel says so on the way back (docs/decisions.md "The H5 cashier's cancel"): `wxpayResult=cancel` added at
      // the end of the return address, as a gateway adds its parameters (so that a hash route's query carries it).
      // Never a word for "paid": only /api/pay/v1/get says that.
      res.setHeader(
        'location',
        choice === 'cancel' ? `${target}${target.includes('?') ? '&' : '?'}wxpayResult=cancel` : target,
      );
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
