// Mock handler of src/api/community.ts: the communities of the seed (mock/seed/catalogue.ts).
import type { Route } from '../core';

export const routes: Route[] = [
  { method: 'GET', path: '/api/community/v1/list', auth: 'none', handle: ({ store }) => store.catalogue.communities },
];
