// Mock handler of src/api/banner.ts: the start screen's images (generated pictures: assets.ts).
import type { Route } from '../core';

export const routes: Route[] = [
  {
    method: 'POST',
    path: '/api/banner/v1/start/list',
    auth: 'none',
    handle() {
      return [
        { id: 'S1', img: '/mock-assets/start-1.png', link: '' },
        { id: 'S2', img: '/mock-assets/start-2.png', link: '' },
      ];
    },
  },
];
