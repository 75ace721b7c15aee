// Refund plans an activity can offer; the client keeps only type 1 (docs/product.md#entities).
import { call } from '@/lib/request/client';
import { REFUND_PLAN_TYPE } from '@/rules/activity';
import { shapedList } from './shared';

export interface RefundPlanWire {
  code: string;
  /** 1: activity refund plan (kept); other types belong to other products and are dropped. */
  type: number;
  name: string;
  description: string;
}

/** Only the plans of type 1. */
export function keepRefundPlans(list: readonly RefundPlanWire[]): RefundPlanWire[] {
  return list.filter((p) => p.type === REFUND_PLAN_TYPE.activity);
}

/** GET /api/refundPlan/v1/list: refund plans with a type; only type 1 is returned to the app. */
const refundPlanList = shapedList<RefundPlanWire>({
  code: 'string',
  type: 'number',
  name: 'string',
  description: 'string',
});

export function listRefundPlans(): Promise<RefundPlanWire[]> {
  // Read at the boundary (convert): a malformed answer is refused and not kept, so a retry asks again.
  return call('/api/refundPlan/v1/list', undefined, {
    method: 'GET',
    cache: true,
    convert: (w: RefundPlanWire[]) => keepRefundPlans(refundPlanList(w)),
  });
}
