// Mock handlers of src/api/wx.ts: the official-account openid of an OAuth code (exchanged once in all:
// wx-oauth.ts), and the JS-SDK and WeCom agent signatures computed with WeChat's real algorithm.
import { createHash, randomBytes } from 'node:crypto';
import { Fail, requireString, type Ctx, type Route } from '../core';
import { exchangeCode } from './wx-oauth';
import { ERR } from '../../src/rules/error-codes';

/** The fake jsapi_ticket the mock signs with (a real backend gets one from WeChat). */
export const FAKE_JSAPI_TICKET = 'mock_jsapi_ticket_qihuo_0000000000000000000000000000000000000000000000000000';
/** The fake WeCom corp id and agent ticket. */
export const FAKE_CORP_ID = 'ww5eed0c0ffee0a1b2';
export const FAKE_AGENT_TICKET = 'mock_agent_ticket_qihuo_00000000000000000000000000000000000000000000000000000';

/** WeChat's JS-SDK signature: sha1 of `jsapi_ticket=..&noncestr=..&timestamp=..&url=..`, lowercase hex. */
export function jsSdkSignature(ticket: string, nonceStr: string, timestamp: number, url: string): string {
  return createHash('sha1')
    .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`)
    .digest('hex');
}

/** The signature of the body's page `url` (no hash part) with a ticket, a fresh nonce and the time. */
function signUrl(ctx: Ctx, ticket: string) {
  const url = requireString(ctx.body, 'url', 'url');
  if (!/^https?:\/\//.test(url) || url.includes('#')) throw new Fail(ERR.envelope.badInput, 'url须为不含#的完整地址');
  const timestamp = Math.floor(Date.now() / 1000);
  const nonceStr = randomBytes(12).toString('hex').slice(0, 16);
  return { timestamp, nonceStr, signature: jsSdkSignature(ticket, nonceStr, timestamp, url) };
}

export const routes: Route[] = [
  {
    method: 'POST',
    path: '/api/wx/pub/openid',
    auth: 'none',
    handle(ctx) {
      return { openid: exchangeCode(ctx).openid };
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
      const agentid =
        typeof ctx.body.agentid === 'string' && /^\d+$/.test(ctx.body.agentid) ? ctx.body.agentid : '1000042';
      return { corpid: FAKE_CORP_ID, agentid, ...signUrl(ctx, FAKE_AGENT_TICKET) };
    },
  },
];
