// Mock handler of src/api/coupon.ts, the user's coupons (docs/api.md "Coupons"); the checkout uses them (app-mall.ts).
import { userPost, type Route } from '../core';
import type { CouponWire } from '../../src/api/coupon';
import type { Store } from '../store';
import { intOf } from '../seed/util';

/** A usable coupon whose end time has passed becomes expired (status 2), as the backend's job would do. */
export function expireCoupons(store: Store, now = Date.now()): void {
  for (const c of store.coupons) if (c.status === 0 && c.endTime < now) c.status = 2;
}

export const routes: Route[] = [
  userPost('/api/coupon/v1/list', (ctx, user): CouponWire[] => {
    expireCoupons(ctx.store);
    const status = ctx.body.status === undefined ? null : intOf(ctx.body.status);
    return ctx.store.coupons
      .filter((c) => c.userCode === user.userCode && (status === null || c.status === status))
      .sort((a, b) => a.status - b.status || (a.status === 0 ? a.endTime - b.endTime : b.endTime - a.endTime))
      .map(({ userCode: _u, ...c }) => c);
  }),
];
