// Mock handler of src/api/search.ts: the hot keywords, the ten most searched (the goods list counts each
// search: app-mall.ts).
import type { Route } from '../core';

export const routes: Route[] = [
  {
    method: 'GET',
    path: '/api/search/v1/hot/list',
    auth: 'none',
    handle({ store }): string[] {
      return [...store.catalogue.searchCounts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([k]) => k);
    },
  },
];
