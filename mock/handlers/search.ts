// Mock handler of src/api/search.ts: the hot keywords, the ten most searched (the goods list counts each
// search: app-mall.ts); with a `communityCode`, only keywords that find a good serving it (docs/product.md#business-time).
import type { Route } from '../core';
import { servesAsked } from '../state/products';

export const routes: Route[] = [
  {
    method: 'GET',
    path: '/api/search/v1/hot/list',
    auth: 'none',
    handle(ctx): string[] {
      const { store } = ctx;
      const serves = servesAsked(ctx);
      const goods = store.catalogue.products.filter((p) => serves(p.storeCode));
      // What the goods list's keyword search finds (app-mall.ts).
      const finds = (k: string) =>
        goods.some((p) => p.title.includes(k) || p.storeName.includes(k) || p.tags.includes(k));
      return [...store.catalogue.searchCounts.entries()]
        .filter(([k]) => finds(k))
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([k]) => k);
    },
  },
];
