// Mock handler of src/api/config.ts: the app's configuration from the seed (withdrawal limit and rate, help links,
// the customer-service phone).
import type { Route } from '../core';

export const routes: Route[] = [
  { method: 'GET', path: '/api/config/v1/get', auth: 'none', handle: ({ store }) => store.catalogue.config },
];
