// Mock handlers of src/api/category.ts: the team leaders' categories and the goods categories of the seed.
import type { Route } from '../core';

export const routes: Route[] = [
  {
    method: 'GET',
    path: '/api/category/v2/team/list',
    auth: 'none',
    handle: ({ store }) => store.catalogue.teamCategories,
  },
  {
    method: 'GET',
    path: '/api/category/v2/good/list',
    auth: 'none',
    handle: ({ store }) => store.catalogue.goodCategories,
  },
];
