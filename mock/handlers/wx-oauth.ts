// Not a backend call: WeChat's OAuth authorize page, emulated (open.weixin.qq.com's /connect/oauth2/authorize:
// the query checked as WeChat does, single-use codes back to redirect_uri, the snsapi_userinfo consent screen),
// and the code exchange that the backend's scene login and openid calls make with WeChat.
import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Fail, requireString, type Ctx, type Route } from '../core';
import { DEMO_OPENID, wechatProfile } from '../seed/users';
import { ERR } from '../../src/rules/error-codes';

/** How long an issued code may be exchanged (WeChat: 5 minutes). */
export const CODE_TTL_MS = 5 * 60 * 1000;
/**
 * Test-only switch: with this cookie set to `new`, the authorize page signs in a fresh, unbound WeChat user;
 * set to an openid (`o_...`), that WeChat user (e.g. o_neighbour_wx_0004, bound but with no name or avatar).
 */
export const WX_USER_COOKIE = 'mock_wx_user';
/** The emulated consent page of snsapi_userinfo posts the person's choice here. */
export const CONSENT_PATH = '/connect/oauth2/authorize/consent';

const SCOPES = new Set(['snsapi_base', 'snsapi_userinfo']);

function cookie(ctx: Ctx, name: string): string {
  const header = String(ctx.headers.cookie ?? '');
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return '';
}

function page(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(text);
}

/**
 * Exchanges the body's `code` once in all (WeChat codes are single-use): unknown, expired or used -> code 80.
 * Returns its entry (openid, scope). The scene login (account.ts) and the openid call (wx.ts) exchange with it.
 */
export function exchangeCode(ctx: Ctx) {
  const code = requireString(ctx.body, 'code', 'code');
  const entry = ctx.store.oauthCodes.get(code);
  if (!entry || Date.now() - entry.issuedAt > CODE_TTL_MS) throw new Fail(ERR.envelope.authFailed, 'code无效或已过期');
  if (entry.exchanged) throw new Fail(ERR.envelope.authFailed, 'code已被使用');
  entry.exchanged = true;
  return entry;
}

interface Authorize {
  target: URL;
  scope: string;
  state: string;
}

/** Checks the authorize query as WeChat does; a string is the error page's text. */
function checkAuthorize(ctx: Ctx): Authorize | string {
  const { appid, redirect_uri: redirectUri, response_type: responseType, scope, state = '' } = ctx.query;
  if (appid !== ctx.settings.appId) return `appid 参数错误 (${appid ?? ''})`;
  if (responseType !== 'code') return 'response_type 须为 code';
  if (!scope || !SCOPES.has(scope)) return 'scope 参数错误';
  if (state.length > 128 || !/^[A-Za-z0-9]*$/.test(state)) return 'state 参数错误';
  let target: URL;
  try {
    target = new URL(redirectUri ?? '');
  } catch {
    return 'redirect_uri 参数错误';
  }
  if (target.origin !== ctx.origin) return 'redirect_uri 域名与后台配置不一致';
  return { target, scope, state };
}

function redirect(res: ServerResponse, location: string): void {
  res.statusCode = 302;
  res.setHeader('location', location);
  res.setHeader('cache-control', 'no-store');
  res.end();
}

function redirectWithCode(
  ctx: Ctx,
  res: ServerResponse,
  { target, state }: Authorize,
  openid: string,
  scope: string,
): void {
  const code = `wxc_${randomBytes(12).toString('hex')}`;
  ctx.store.oauthCodes.set(code, { openid, exchanged: false, issuedAt: Date.now(), scope });
  // Like WeChat: code and state go into the query, before any hash of redirect_uri.
  target.searchParams.set('code', code);
  target.searchParams.set('state', state);
  redirect(res, target.toString());
}

const escapeHtml = (v: string) => v.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** WeChat's snsapi_userinfo consent screen, emulated: allow or refuse sharing nickname and avatar. */
function consentPage(ctx: Ctx, res: ServerResponse, openid: string): void {
  const link = (choice: string) => {
    const q = new URLSearchParams({ ...ctx.query, openid_hint: openid, choice });
    return escapeHtml(`${CONSENT_PATH}?${q.toString()}`);
  };
  const profile = wechatProfile(openid);
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信授权</title><style>body{margin:0;font:16px/1.5 -apple-system,'PingFang SC','WenQuanYi Micro Hei',sans-serif;background:#ededed;color:#1a1a1a}
main{max-width:480px;margin:0 auto;padding:48px 24px;text-align:center}h1{font-size:20px;margin:0 0 8px}p{color:#4d4d4d;margin:0 0 24px}
.who{display:flex;align-items:center;gap:12px;justify-content:center;background:#fff;border-radius:8px;padding:16px;margin-bottom:32px}
.who img{width:48px;height:48px;border-radius:50%}a{display:block;padding:12px;border-radius:8px;text-decoration:none;font-weight:600;margin-bottom:12px}
.allow{background:#07c160;color:#fff}.deny{background:#fff;color:#1a1a1a}</style></head>
<body><main><h1>齐货 申请使用</h1><p>你的昵称、头像</p>
<div class="who"><img src="${escapeHtml(profile.headimgurl)}" alt="" width="48" height="48"><span>${escapeHtml(profile.nickname)}</span></div>
<a class="allow" href="${link('allow')}">允许</a><a class="deny" href="${link('deny')}">拒绝</a></main></body></html>`;
  res.statusCode = 200;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(html);
}

export const routes: Route[] = [
  {
    // Listed before the authorize page: its path starts with the authorize page's.
    method: 'GET',
    prefix: CONSENT_PATH,
    raw(_req, res, ctx) {
      const checked = checkAuthorize(ctx);
      if (typeof checked === 'string') return page(res, 400, checked);
      const openid = ctx.query.openid_hint ?? '';
      if (!/^o_[A-Za-z0-9_]+$/.test(openid)) return page(res, 400, 'openid_hint 参数错误');
      if (ctx.query.choice === 'allow') {
        ctx.store.wxUserinfoConsents.add(openid);
        return redirectWithCode(ctx, res, checked, openid, 'snsapi_userinfo');
      }
      // Like WeChat when the person refuses: back to redirect_uri with state only, no code.
      checked.target.searchParams.set('state', checked.state);
      redirect(res, checked.target.toString());
    },
  },
  {
    method: 'GET',
    prefix: '/connect/oauth2/authorize',
    raw(_req, res, ctx) {
      const checked = checkAuthorize(ctx);
      if (typeof checked === 'string') return page(res, 400, checked);
      const wanted = cookie(ctx, WX_USER_COOKIE);
      const openid =
        wanted === 'new' ? `o_new_${ctx.store.nextId('W')}` : /^o_[A-Za-z0-9_]+$/.test(wanted) ? wanted : DEMO_OPENID;
      // snsapi_userinfo asks for consent the first time, as WeChat does; snsapi_base never asks.
      if (checked.scope === 'snsapi_userinfo' && !ctx.store.wxUserinfoConsents.has(openid))
        return consentPage(ctx, res, openid);
      redirectWithCode(ctx, res, checked, openid, checked.scope);
    },
  },
];
