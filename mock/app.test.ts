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
