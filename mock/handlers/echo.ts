// Test hooks of the request contract: answer the payload exactly as the mock received it, after the
// same signature check as every call, so tests see what a GET query or a /form body carried.
import type { Route } from '../core';

export const routes: Route[] = [
  { method: 'GET', path: '/api/test/echo', auth: 'none', handle: (ctx) => ctx.body },
  { method: 'POST', path: '/api/test/echo', auth: 'none', handle: (ctx) => ctx.body },
  { method: 'POST', path: '/api/test/form/echo', auth: 'none', handle: (ctx) => ctx.body },
];
