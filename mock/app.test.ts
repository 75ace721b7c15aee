import { describe, expect, it } from 'vitest';
import { parseFaults } from './app';
import { startServer } from './server';
import { backendHeaders } from '../test/backend-headers';

describe('mock fault injection', () => {
  it('parses MOCK_FAULTS', () => {
    expect(parseFaults('/api/a=http500*1; /api/b=code:5:维护中 ;*=drop')).toEqual([
      { match: '/api/a', kind: 'http500', times: 1 },
      { match: '/api/b', kind: { code: 5, msg: '维护中' }, times: undefined },
      { match: '*', kind: 'drop', times: undefined },
    ]);
    expect(() => parseFaults('/x=explode')).toThrow(/Unknown MOCK_FAULTS kind/);
  });

  it('carries any message: "=", ":" and "*" as text, anything at all in the JSON form', () => {
    expect(parseFaults('/api/b=code:5:请在a=1时重试: 维护*2')).toEqual([
      { match: '/api/b', kind: { code: 5, msg: '请在a=1时重试: 维护' }, times: 2 },
    ]);
    expect(parseFaults('/api/b=code:7:x=y=z')).toEqual([
      { match: '/api/b', kind: { code: 7, msg: 'x=y=z' }, times: undefined },
    ]);
    expect(parseFaults('/api/b=code:8')).toEqual([
      { match: '/api/b', kind: { code: 8, msg: '模拟错误' }, times: undefined },
    ]);
    const json =
      '[{"match":"/ws/*","kind":{"code":121,"msg":"每日调用量已达上限; 明天*3再试"},"times":1},{"match":"*","kind":"hang"}]';
    expect(parseFaults(json)).toEqual([
      { match: '/ws/*', kind: { code: 121, msg: '每日调用量已达上限; 明天*3再试' }, times: 1 },
      { match: '*', kind: 'hang', times: undefined },
    ]);
    expect(() => parseFaults('[{"match":"/a","kind":"boom"}]')).toThrow(/not \{match, kind, times\?\}/);
    expect(() => parseFaults('/a=code:x')).toThrow(/whole number/);
    expect(() => parseFaults('nothing')).toThrow(/path=kind/);
  });

  it('reaches the location service (/ws/...): garbage instead of JSONP, the service status for code:N, prefixes', async () => {
    const key = 'QIHUO-DEMO-KEY-0000';
    const s = await startServer({
      port: 0,
      settings: {
        faults: parseFaults('/ws/location/v1/ip=garbage*1;/ws/place/*=code:121:此key每日调用量已达到上限*2'),
      },
    });
    try {
      const ip = await fetch(`${s.url}/ws/location/v1/ip?key=${key}&output=jsonp&callback=cb1`);
      expect(ip.headers.get('content-type')).toContain('text/html');
      expect(await ip.text()).toContain('<html>');
      const jsonp = await (
        await fetch(`${s.url}/ws/place/v1/suggestion?key=${key}&keyword=菜&output=jsonp&callback=cb2`)
      ).text();
      expect(jsonp).toBe('cb2({"status":121,"message":"此key每日调用量已达到上限"})');
      const json = (await (
        await fetch(`${s.url}/ws/place/v1/search?key=${key}&keyword=菜&boundary=region(杭州,0)`)
      ).json()) as { status: number };
      expect(json.status).toBe(121);
      // Spent: the service answers again.
      expect(((await (await fetch(`${s.url}/ws/location/v1/ip?key=${key}`)).json()) as { status: number }).status).toBe(
        0,
      );
      expect(
        (
          (await (await fetch(`${s.url}/ws/place/v1/search?key=${key}&keyword=菜&boundary=region(杭州,0)`)).json()) as {
            status: number;
          }
        ).status,
      ).toBe(0);
    } finally {
      await s.close();
    }
  });

  it('injects faults and latency on a running server, and limits them by count', async () => {
    const s = await startServer({
      port: 0,
      settings: {
        latencyMs: 50,
        faults: parseFaults('/api/banner/v1/start/list=http500*1;/api/client/v1/get=garbage'),
      },
    });
    try {
      const hit = (path: string) => fetch(`${s.url}${path}`, { method: 'POST', body: '{}' });
      const t0 = Date.now();
      expect((await hit('/api/banner/v1/start/list')).status).toBe(500);
      expect(Date.now() - t0).toBeGreaterThanOrEqual(45);
      // Fired once only: the next call reaches the handler (and is refused for its missing signature).
      expect(await (await hit('/api/banner/v1/start/list')).json()).toMatchObject({ code: 401 });
      expect(await (await hit('/api/client/v1/get')).text()).toContain('<html>');
      s.mock.setFaults([{ match: '*', kind: { code: 300, msg: '' } }]);
      expect(await (await hit('/api/client/v1/get')).json()).toMatchObject({ code: 300 });
    } finally {
      await s.close();
    }
  });

  it('serves the echo calls only with the test hooks on (as the clock knob), so npm start has none', async () => {
    const payload = { a: '1', b: 'x y' };
    const echo = (url: string) =>
      fetch(`${url}/api/test/echo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...backendHeaders('/api/test/echo', payload) },
        body: JSON.stringify(payload),
      });
    const off = await startServer({ port: 0, settings: { testHooks: false } });
    try {
      const r = await echo(off.url);
      expect(r.status).toBe(404);
      expect(await r.json()).toEqual({ code: 404, data: null, msg: 'no such call: POST /api/test/echo' });
    } finally {
      await off.close();
    }
    const on = await startServer({ port: 0, settings: { testHooks: true } });
    try {
      expect(await (await echo(on.url)).json()).toEqual({ code: 0, data: payload, msg: 'ok' });
    } finally {
      await on.close();
    }
  });

  it('answers CORS preflights so a client served elsewhere can call it', async () => {
    const s = await startServer({ port: 0 });
    try {
      const r = await fetch(`${s.url}/api/client/v1/login`, {
        method: 'OPTIONS',
        headers: { origin: 'http://127.0.0.1:9999', 'access-control-request-headers': 'sign,timestamp' },
      });
      expect(r.status).toBe(204);
      expect(r.headers.get('access-control-allow-origin')).toBeTruthy();
    } finally {
      await s.close();
    }
  });

  it('records every refusal for a signing or header reason, and nothing else', async () => {
    const s = await startServer({ port: 0, settings: { faults: parseFaults('/api/team/v1/get=code:401:injected') } });
    try {
      const call = (path: string, headers: Record<string, string>, body = '{}') =>
        fetch(`${s.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body,
        }).then((r) => r.json() as Promise<{ code: number }>);
      const path = '/api/banner/v1/start/list';
      const good = backendHeaders(path, {});
      expect(await call(path, good)).toMatchObject({ code: 0 });
      // A sign over another payload, a foreign appid, the same nonce again, an upload signed wrong.
      expect(await call(path, good, '{"x":1}')).toMatchObject({ code: 401 });
      expect(await call(path, { ...backendHeaders(path, {}), appid: 'wx0' })).toMatchObject({ code: 401 });
      expect(await call(path, good)).toMatchObject({ code: 401 });
      const upload = '/api/tool/file/upload';
      const form = new FormData();
      form.set('path', 'a');
      const login = await call(
        '/api/client/v1/login',
        backendHeaders('/api/client/v1/login', { phone: '13800138000', password: 'qihuo123' }),
        JSON.stringify({ phone: '13800138000', password: 'qihuo123' }),
      );
      const token = (login as unknown as { data: { token: string } }).data.token;
      const up = await fetch(`${s.url}${upload}`, {
        method: 'POST',
        headers: { ...backendHeaders(upload, { path: 'b' }), authorization: `Bearer ${token}` },
        body: form,
      });
      expect(await up.json()).toMatchObject({ code: 401 });
      // Not signing refusals: an injected code 401, a missing token (code 99).
      expect(await call('/api/team/v1/get', backendHeaders('/api/team/v1/get', {}))).toMatchObject({ code: 401 });
      expect(await call('/api/client/v1/get', backendHeaders('/api/client/v1/get', {}))).toMatchObject({ code: 99 });
      expect(s.mock.signingRefusals).toEqual([
        { method: 'POST', path, reason: 'sign mismatch' },
        { method: 'POST', path, reason: 'appid does not match this backend' },
        { method: 'POST', path, reason: 'nonceStr already used' },
        { method: 'POST', path: upload, reason: 'sign mismatch' },
      ]);
    } finally {
      await s.close();
    }
  });
});
