import { describe, expect, it } from 'vitest';
import { parseFaults } from './app';
import { startServer } from './server';

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
    expect(parseFaults('/api/b=code:5:请在a=1时重试: 维护*2')).toEqual([{ match: '/api/b', kind: { code: 5, msg: '请在a=1时重试: 维护' }, times: 2 }]);
    expect(parseFaults('/api/b=code:7:x=y=z')).toEqual([{ match: '/api/b', kind: { code: 7, msg: 'x=y=z' }, times: undefined }]);
    expect(parseFaults('/api/b=code:8')).toEqual([{ match: '/api/b', kind: { code: 8, msg: '模拟错误' }, times: undefined }]);
    const json = '[{"match":"/ws/*","kind":{"code":121,"msg":"每日调用量已达上限; 明天*3再试"},"times":1},{"match":"*","kind":"hang"}]';
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
    const s = await startServer({ port: 0, settings: { faults: parseFaults('/ws/location/v1/ip=garbage*1;/ws/place/*=code:121:此key每日调用量已达到上限*2') } });
    try {
      const ip = await fetch(`${s.url}/ws/location/v1/ip?key=${key}&output=jsonp&callback=cb1`);
      expect(ip.headers.get('content-type')).toContain('text/html');
      expect(await ip.text()).toContain('<html>');
      const jsonp = await (await fetch(`${s.url}/ws/place/v1/suggestion?key=${key}&keyword=菜&output=jsonp&callback=cb2`)).text();
      expect(jsonp).toBe('cb2({"status":121,"message":"此key每日调用量已达到上限"})');
      const json = (await (await fetch(`${s.url}/ws/place/v1/search?key=${key}&keyword=菜&boundary=region(杭州,0)`)).json()) as { status: number };
      expect(json.status).toBe(121);
      // Spent: the service answers again.
      expect(((await (await fetch(`${s.url}/ws/location/v1/ip?key=${key}`)).json()) as { status: number }).status).toBe(0);
      expect(((await (await fetch(`${s.url}/ws/place/v1/search?key=${key}&keyword=菜&boundary=region(杭州,0)`)).json()) as { status: number }).status).toBe(0);
    } finally {
      await s.close();
    }
  });

  it('injects faults and latency on a running server, and limits them by count', async () => {
    const s = await startServer({ port: 0, settings: { latencyMs: 50, faults: parseFaults('/api/banner/v1/start/list=http500*1;/api/client/v1/get=garbage') } });
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

  it('answers CORS preflights so a client served elsewhere can call it', async () => {
    const s = await startServer({ port: 0 });
    try {
      const r = await fetch(`${s.url}/api/client/v1/login`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:9999', 'access-control-request-headers': 'sign,timestamp' } });
      expect(r.status).toBe(204);
      expect(r.headers.get('access-control-allow-origin')).toBeTruthy();
    } finally {
      await s.close();
    }
  });
});
