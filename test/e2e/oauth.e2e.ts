// Login CSRF in WeChat: a link carrying someone else's OAuth code is never exchanged, whatever state
// it carries; the person authorizes with a round trip of their own and is signed in as themselves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, startApp, type Opened } from './harness';
import { backendHeaders } from '../backend-headers';
import type { RunningServer } from '../../mock/server';
import { SETTING_DEFAULTS } from '../../src/config/defaults';
import { DEMO_RESIDENT } from '../../mock/seed/users';

let server: RunningServer;
let browser: Browser;
const opened: Opened[] = [];

beforeAll(async () => {
  server = await startApp();
  browser = await launchBrowser();
});
afterAll(async () => {
  await Promise.all(opened.map((o) => o.context.close()));
  await browser?.close();
  await server?.close();
});

/** A fresh, unused code of another WeChat user, straight from the mock's authorize page. */
async function attackerCode(): Promise<string> {
  const query = new URLSearchParams({
    appid: SETTING_DEFAULTS.VITE_WX_APPID,
    redirect_uri: `${server.url}/`,
    response_type: 'code',
    scope: 'snsapi_base',
    state: 'AttackerState001',
  });
  const res = await fetch(`${server.url}/connect/oauth2/authorize?${query.toString()}`, { redirect: 'manual', headers: { cookie: 'mock_wx_user=new' } });
  return new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
}

describe('OAuth state in WeChat', () => {
  for (const state of ['AttackerState001', '']) {
    it(`a link with a foreign code ${state ? 'and its own state' : 'and no state'} is never exchanged; the person signs in as themselves`, async () => {
      const code = await attackerCode();
      expect(code).toMatch(/^wxc_/);
      const o = await openPage(browser, server.url, { agent: 'wechatAndroid', bridge: true });
      opened.push(o);
      const carried: string[] = [];
      const authorize: string[] = [];
      o.page.on('request', (r) => {
        const path = new URL(r.url()).pathname;
        if (path === '/connect/oauth2/authorize') authorize.push(r.url());
        else if (path.startsWith('/api/') && (r.url().includes(code) || (r.postData() ?? '').includes(code))) carried.push(path);
      });
      await o.page.goto(`${server.url}/?code=${code}${state ? `&state=${state}` : ''}#/pages/tabbar/mine`);
      await o.page.waitForURL((u) => u.hash.startsWith('#/pages/tabbar/mine') && !u.search.includes('code='));
      await o.page.waitForFunction((userCode) => (localStorage.getItem('qihuo_userinfo') ?? '').includes(userCode), DEMO_RESIDENT.userCode);
      expect(authorize).toHaveLength(1);
      expect(carried).toEqual([]);
      // The backend never saw it: the attacker's code is still unused.
      const path = '/api/wx/pub/openid';
      const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...backendHeaders(path, { code }) }, body: JSON.stringify({ code }) });
      expect(await res.json()).toMatchObject({ code: 0, data: { openid: expect.stringMatching(/^o_new_/) } });
    });
  }
});
