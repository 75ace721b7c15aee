// Not a backend call: the test-only clock knob of a running mock: POST /__mock/clock {advanceMs} or {offsetMs} moves the
// business clock (activities, group deadlines); GET reads it. Only with MOCK_TEST_HOOKS=1 (else 404).
import type { ServerResponse } from 'node:http';
import { mockNow, type Ctx, type Route } from '../core';

export const CLOCK_PATH = '/__mock/clock';

function answer(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-length', Buffer.byteLength(text));
  res.end(text);
}

const state = (ctx: Ctx) => ({ offsetMs: ctx.settings.clockOffsetMs, now: mockNow(ctx.settings) });

export const routes: Route[] = [
  {
    method: 'GET',
    prefix: CLOCK_PATH,
    raw(_req, res, ctx) {
      if (!ctx.settings.testHooks) return answer(res, 404, { error: 'test hooks are off (MOCK_TEST_HOOKS=1)' });
      answer(res, 200, state(ctx));
    },
  },
  {
    method: 'POST',
    prefix: CLOCK_PATH,
    raw(_req, res, ctx) {
      if (!ctx.settings.testHooks) return answer(res, 404, { error: 'test hooks are off (MOCK_TEST_HOOKS=1)' });
      let body: { advanceMs?: unknown; offsetMs?: unknown };
      try {
        body = JSON.parse(ctx.raw.toString('utf8') || '{}') as typeof body;
      } catch {
        return answer(res, 400, { error: 'JSON body expected: {advanceMs} or {offsetMs}' });
      }
      if (typeof body.offsetMs === 'number' && Number.isFinite(body.offsetMs))
        ctx.settings.clockOffsetMs = body.offsetMs;
      else if (typeof body.advanceMs === 'number' && Number.isFinite(body.advanceMs))
        ctx.settings.clockOffsetMs += body.advanceMs;
      else return answer(res, 400, { error: 'JSON body expected: {advanceMs} or {offsetMs}' });
      answer(res, 200, state(ctx));
    },
  },
];
