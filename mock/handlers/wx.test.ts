// The WeChat emulation as a backend would see it: the JS-SDK signature, the authorize redirect and code reuse.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server';
import { SETTING_DEFAULTS } from '../../src/config/defaults';
import { backendHeaders } from '../../test/backend-headers';
import { FAKE_JSAPI_TICKET, jsSdkSignature } from './wx';
import { DEMO_OPENID, NEIGHBOUR_OPENID } from '../seed/users';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ port: 0 });
});
afterAll(() => server.close());

// node:http, not fetch: the test sees the 302 itself, with no browser rules in between.
function raw(
  method: string,
  path: string,
  headers: Record<string, string>,
  body = '',
): Promise<{ status: number; location: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString('utf8')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? ''), text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function api(path: string, payload: Record<string, unknown>, token = '') {
  const res = await raw(
    'POST',
    path,
    {
      'content-type': 'application/json',
      ...backendHeaders(path, payload),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    JSON.stringify(payload),
  );
  return JSON.parse(res.text) as { code: number; data: Record<string, unknown>; msg: string };
}

function authorize(query: Record<string, string>, cookie = '') {
  return raw('GET', `/connect/oauth2/authorize?${new URLSearchParams(query).toString()}`, cookie ? { cookie } : {});
}

const good = () => ({
  appid: SETTING_DEFAULTS.VITE_WX_APPID,
  redirect_uri: `${server.url}/#/pages/activity/detail?code=A1`,
  response_type: 'code',
  scope: 'snsapi_base',
  state: 'abc123',
});

describe('JS-SDK signature', () => {
  it("reproduces WeChat's documented example", () => {
    expect(
      jsSdkSignature(
        'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        'Wm3WZYTPz0wzccnW',
        1414587457,
        'http://mp.weixin.qq.com?params=value',
      ),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });

  it('signs the given url with the fake ticket and refuses a url with a hash', async () => {
    const url = `${server.url}/?x=1`;
    const r = await api('/api/wx/qy/config', { url });
    expect(r.code).toBe(0);
    const { timestamp, nonceStr, signature, appId } = r.data as {
      timestamp: number;
      nonceStr: string;
      signature: string;
      appId: string;
    };
    expect(appId).toBe(SETTING_DEFAULTS.VITE_WX_APPID);
    expect(signature).toBe(jsSdkSignature(FAKE_JSAPI_TICKET, nonceStr, timestamp, url));
    expect((await api('/api/wx/qy/config', { url: `${url}#/x` })).code).not.toBe(0);
  });
});

describe('OAuth emulation', () => {
  it('redirects with code and state before the hash, and refuses a wrong appid or scope', async () => {
    const res = await authorize(good());
    expect(res.status).toBe(302);
    const location = res.location;
    expect(location).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/\?code=wxc_[0-9a-f]+&state=abc123#\/pages\/activity\/detail\?code=A1$/,
    );
    expect((await authorize({ ...good(), appid: 'wx000' })).status).toBe(400);
    expect((await authorize({ ...good(), scope: 'snsapi_all' })).status).toBe(400);
    expect((await authorize({ ...good(), redirect_uri: 'https://evil.example/' })).status).toBe(400);
  });

  it('exchanges a code once in all: the scene login answers the openid too; any second use answers 80', async () => {
    const code = new URL((await authorize(good())).location).searchParams.get('code') ?? '';
    const scene = await api('/api/auth/v2/scene', { code });
    expect(scene.data).toMatchObject({ userCode: 'U10001', openid: DEMO_OPENID });
    expect((scene.data.userInfo as { sceneOpenid: string }).sceneOpenid).toBe(DEMO_OPENID);
    expect(await api('/api/wx/pub/openid', { code })).toMatchObject({ code: 80, msg: 'code已被使用' });
    expect(await api('/api/auth/v2/scene', { code })).toMatchObject({ code: 80, msg: 'code已被使用' });
    expect((await api('/api/wx/pub/openid', { code: 'wxc_unknown' })).code).toBe(80);
  });

  it('a code exchanged by the openid call cannot log in afterwards; two calls at once: one wins', async () => {
    const code = new URL((await authorize(good())).location).searchParams.get('code') ?? '';
    expect((await api('/api/wx/pub/openid', { code })).data.openid).toBe(DEMO_OPENID);
    expect((await api('/api/auth/v2/scene', { code })).code).toBe(80);
    const other = new URL((await authorize(good())).location).searchParams.get('code') ?? '';
    const both = await Promise.all([
      api('/api/wx/pub/openid', { code: other }),
      api('/api/auth/v2/scene', { code: other }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 80]);
  });

  it('signs in an unbound user with the test cookie; the token then only binds a phone', async () => {
    const loc = (await authorize(good(), 'mock_wx_user=new')).location;
    const code = new URL(loc).searchParams.get('code') ?? '';
    const scene = await api('/api/auth/v2/scene', { code });
    expect(scene.data.userCode).toBe('');
    expect(scene.data.userInfo).toBeNull();
    expect(scene.data.openid).toMatch(/^o_new_/);
    const token = scene.data.token as string;
    expect((await api('/api/client/v1/get', {}, token)).code).toBe(99);
    // Binding a phone nobody registered registers it: only with consent to the agreements (docs/product.md#accounts).
    expect(await api('/api/client/v2/phone/bind', { phone: '19912345678', verifyCode: '123456' }, token)).toMatchObject(
      { code: 1005 },
    );
    const bound = await api(
      '/api/client/v2/phone/bind',
      { phone: '19912345678', verifyCode: '123456', agreed: true },
      token,
    );
    expect(bound.code).toBe(0);
    const me = await api('/api/client/v1/get', {}, bound.data.token as string);
    expect(me.data.phone).toBe('19912345678');
  });
});

describe('snsapi_userinfo consent (activities ask a WeChat user once for nickname and avatar)', () => {
  const neighbour = `mock_wx_user=${NEIGHBOUR_OPENID}`;
  const userinfo = () => ({ ...good(), scope: 'snsapi_userinfo' });

  it('the first time shows the consent page; refusing returns with state only, no code', async () => {
    const page = await authorize(userinfo(), neighbour);
    expect(page.status).toBe(200);
    expect(page.text).toContain('你的昵称、头像');
    const deny = /href="([^"]*choice=deny[^"]*)"/.exec(page.text)?.[1]?.replace(/&#38;/g, '&') ?? '';
    const back = await raw('GET', deny, { cookie: neighbour });
    expect(back.status).toBe(302);
    const target = new URL(back.location);
    expect(target.searchParams.get('code')).toBeNull();
    expect(target.searchParams.get('state')).toBe('abc123');
    expect(target.hash).toBe('#/pages/activity/detail?code=A1');
  });

  it('allowing gives a code whose scene login fills the missing name and avatar; later userinfo requests pass silently', async () => {
    const before = server.mock.store.userByOpenid(NEIGHBOUR_OPENID);
    expect(before).toMatchObject({ name: '', avatar: '' });
    const page = await authorize(userinfo(), neighbour);
    const allow = /href="([^"]*choice=allow[^"]*)"/.exec(page.text)?.[1]?.replace(/&#38;/g, '&') ?? '';
    const back = await raw('GET', allow, { cookie: neighbour });
    const code = new URL(back.location).searchParams.get('code') ?? '';
    expect(code).toMatch(/^wxc_/);
    const scene = await api('/api/auth/v2/scene', { code });
    expect(scene.data.userInfo).toMatchObject({
      userCode: 'U10004',
      name: '林小满',
      avatar: '/mock-assets/avatar-4.png',
    });
    const again = await authorize(userinfo(), neighbour);
    expect(again.status).toBe(302);
    expect(new URL(again.location).searchParams.get('code')).toMatch(/^wxc_/);
  });

  it('a base-scope code never changes the profile', async () => {
    const res = await authorize(good());
    const code = new URL(res.location).searchParams.get('code') ?? '';
    const scene = await api('/api/auth/v2/scene', { code });
    expect(scene.data.userInfo).toMatchObject({ userCode: 'U10001', name: '李思雨' });
  });
});
