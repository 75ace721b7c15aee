// Not a backend call: test hooks of the request contract, which answer the payload exactly as the mock received it,
// after the same signature check as every call, so tests see what a GET query or a /form body carried. Only with
// MOCK_TEST_HOOKS=1 (settings.testHooks), like the clock knob; else they are no such call (404).
import type { Route } from '../core';

export const routes: Route[] = [
  { method: 'GET', path: '/api/test/echo', auth: 'none', testHook: true, handle: (ctx) => ctx.body },
  { method: 'POST', path: '/api/test/echo', auth: 'none', testHook: true, handle: (ctx) => ctx.body },
  { method: 'POST', path: '/api/test/form/echo', auth: 'none', testHook: true, handle: (ctx) => ctx.body },
];
