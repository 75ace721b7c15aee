// The WeChat emulation: the OAuth authorize page (single-use codes), the code exchange (by the scene
// login, or the openid call: once in all, as WeChat allows), and JS-SDK / WeCom agent signatures
// computed with WeChat's real algorithm.
import { createHash, randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Fail, requireString, type Ctx, type Route } from '../core';
import { DEMO_OPENID } from '../seed/users';

/** The fake jsapi_ticket the mock signs with (a real backend gets one from WeChat). */
export const FAKE_JSAPI_TICKET = 'mock_jsapi_ticket_qihuo_0000000000000000000000000000000000000000000000000000';
/** The fake WeCom corp id and agent ticket. */
export const FAKE_CORP_ID = 'ww5eed0c0ffee0a1b2';
export const FAKE_AGENT_TICKET = 'mock_agent_ticket_qihuo_00000000000000000000000000000000000000000000000000000';
/** How long an issued code may be exchanged (WeChat: 5 minutes). */
export const CODE_TTL_MS = 5 * 60 * 1000;
/** Test-only switch: with this cookie set to `new`, the authorize page signs in a fresh, unbound WeChat user. */
export const WX_USER_COOKIE = 'mock_wx_user';

/** WeChat's JS-SDK signature: sha1 of `jsapi_ticket=..&noncestr=..&timestamp=..&url=..`, lowercase hex. */
export function jsSdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex');
}

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

/** Exchanges a code for its openid, once in all (WeChat codes are single-use): unknown, expired or used -> code 80. */
function exchange(ctx: Ctx): string {
  const code = requireString(ctx.body, 'code', 'code');
  const entry = ctx.store.oauthCodes.get(code);
  if (!entry || Date.now() - entry.issuedAt > CODE_TTL_MS) throw new Fail(80, 'code无效或已过期');
  if (entry.exchanged) throw new Fail(80, 'code已被使用');
  entry.exchanged = true;
  return entry.openid;
}

function signUrl(ctx: Ctx, ticket: string) {
  const url = requireString(ctx.body, 'url', 'url');
  if (!/^https?:\/\//.test(url) || url.includes('#')) throw new Fail(1, 'url须为不含#的完整地址');
  const timestamp = Math.floor(Date.now() / 1000);
  const nonceStr = randomBytes(12).toString('hex').slice(0, 16);
  return { timestamp, nonceStr, signature: jsSdkSignature(ticket, nonceStr, timestamp, url) };
}

export const routes: Route[] = [
  {
    method: 'GET',
    prefix: '/connect/oauth2/authorize',
    raw(_req, res, ctx) {
      const { appid, redirect_uri: redirectUri, response_type: responseType, scope, state = '' } = ctx.query;
      if (appid !== ctx.settings.appId) return page(res, 400, `appid 参数错误 (${appid ?? ''})`);
      if (responseType !== 'code') return page(res, 400, 'response_type 须为 code');
      if (!scope || !SCOPES.has(scope)) return page(res, 400, 'scope 参数错误');
      if (state.length > 128 || !/^[A-Za-z0-9]*$/.test(state)) return page(res, 400, 'state 参数错误');
      let target: URL;
      try {
        target = new URL(redirectUri ?? '');
      } catch {
        return page(res, 400, 'redirect_uri 参数错误');
      }
      if (target.origin !== ctx.origin) return page(res, 400, 'redirect_uri 域名与后台配置不一致');
      const openid = cookie(ctx, WX_USER_COOKIE) === 'new' ? `o_new_${ctx.store.nextId('W')}` : DEMO_OPENID;
      const code = `wxc_${randomBytes(12).toString('hex')}`;
      ctx.store.oauthCodes.set(code, { openid, exchanged: false, issuedAt: Date.now() });
      // Like WeChat: code and state go into the query, before any hash of redirect_uri.
      target.searchParams.set('code', code);
      target.searchParams.set('state', state);
      res.statusCode = 302;
      res.setHeader('location', target.toString());
      res.setHeader('cache-control', 'no-store');
      res.end();
    },
  },
  {
    method: 'POST',
    path: '/api/wx/pub/openid',
    auth: 'none',
    handle(ctx) {
      return { openid: exchange(ctx) };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/v2/scene',
    auth: 'none',
    handle(ctx) {
      const openid = exchange(ctx);
      const user = ctx.store.userByOpenid(openid);
      if (!user) return { token: ctx.store.issueToken({ userCode: '', openid }), userCode: '', userInfo: null, openid };
      return {
        token: ctx.store.issueToken({ userCode: user.userCode, openid }),
        userCode: user.userCode,
        userInfo: { ...ctx.store.publicUser(user), sceneOpenid: openid },
        openid,
      };
    },
  },
  {
    method: 'POST',
    path: '/api/wx/qy/config',
    auth: 'none',
    handle(ctx) {
      return { appId: ctx.settings.appId, ...signUrl(ctx, FAKE_JSAPI_TICKET) };
    },
  },
  {
    method: 'POST',
    path: '/api/wx/qy/agent/config',
    auth: 'none',
    handle(ctx) {
      const agentid = typeof ctx.body.agentid === 'string' && /^\d+$/.test(ctx.body.agentid) ? ctx.body.agentid : '1000042';
      return { corpid: FAKE_CORP_ID, agentid, ...signUrl(ctx, FAKE_AGENT_TICKET) };
    },
  },
];
