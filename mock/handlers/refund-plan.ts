// Mock handler of src/api/refund-plan.ts: the refund plans of the seed (R1 to R3; activities name one).
import type { Route } from '../core';

export const routes: Route[] = [
  { method: 'GET', path: '/api/refundPlan/v1/list', auth: 'none', handle: ({ store }) => store.catalogue.refundPlans },
];
