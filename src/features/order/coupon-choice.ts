// Which coupons a checkout offers and which one it takes (pure): only coupons usable for this shop and
// amount right now are offered, the one saving the most is preselected, and "none" is a choice too.
import { couponApplies, type Coupon } from '@/api/coupon';
import type { CouponChoice } from '@/state/checkout';

export interface CouponOption {
  coupon: Coupon;
  /** What it takes off this order (never more than the goods), fen. */
  discountFen: number;
}

/**
 * The usable coupons for goods of `goodsFen` at `storeCode` at time `now`, best first: the biggest
 * discount, then the one expiring sooner (use it before it is lost), then the code.
 */
export function usableCoupons(coupons: readonly Coupon[], storeCode: string, goodsFen: number, now = Date.now()): CouponOption[] {
  return coupons
    .filter((c) => couponApplies(c, storeCode, goodsFen) && c.beginTime <= now && now < c.endTime)
    .map((coupon) => ({ coupon, discountFen: Math.min(coupon.amountFen, goodsFen) }))
    .filter((o) => o.discountFen > 0)
    .sort((a, b) => b.discountFen - a.discountFen || a.coupon.endTime - b.coupon.endTime || a.coupon.code.localeCompare(b.coupon.code));
}

/** The code of the coupon a choice comes to: the best for 'auto', none for 'none', the chosen one while it is offered (else the best). */
export function resolveCouponChoice(choice: CouponChoice, options: readonly CouponOption[]): string {
  if (choice === 'none') return '';
  const chosen = choice === 'auto' ? undefined : options.find((o) => o.coupon.code === choice);
  return (chosen ?? options[0])?.coupon.code ?? '';
}
