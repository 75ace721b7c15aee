// Which coupons a checkout offers and which one it takes (pure): only coupons usable for its shops and
// amounts right now are offered (a shop's coupon on that shop's goods, a platform coupon on all goods of the
// checkout), the one saving the most is preselected, and "none" is a choice too.
import { couponApplies, type Coupon } from '@/api/coupon';
import type { CouponChoice } from '@/state/checkout';

export interface CouponOption {
  coupon: Coupon;
  /** What it takes off this order (never more than the goods), fen. */
  discountFen: number;
}

/** One shop's goods in a checkout. */
export interface ShopGoods {
  storeCode: string;
  goodsFen: number;
}

/**
 * The usable coupons for a checkout's goods (per shop) at time `now`, best first: the biggest discount,
 * then the one expiring sooner (use it before it is lost), then the code.
 */
export function usableCoupons(
  coupons: readonly Coupon[],
  shops: readonly ShopGoods[],
  now = Date.now(),
): CouponOption[] {
  const all = shops.reduce((n, s) => n + s.goodsFen, 0);
  const goodsFor = (c: Coupon) =>
    c.storeCode === '' ? all : (shops.find((s) => s.storeCode === c.storeCode)?.goodsFen ?? 0);
  return coupons
    .filter((c) => couponApplies(c, c.storeCode, goodsFor(c)) && c.beginTime <= now && now < c.endTime)
    .map((coupon) => ({ coupon, discountFen: Math.min(coupon.amountFen, goodsFor(coupon)) }))
    .filter((o) => o.discountFen > 0)
    .sort(
      (a, b) =>
        b.discountFen - a.discountFen ||
        a.coupon.endTime - b.coupon.endTime ||
        a.coupon.code.localeCompare(b.coupon.code),
    );
}

/** The code of the coupon a choice comes to: the best for 'auto', none for 'none', the chosen one while it is offered (else the best). */
export function resolveCouponChoice(choice: CouponChoice, options: readonly CouponOption[]): string {
  if (choice === 'none') return '';
  const chosen = choice === 'auto' ? undefined : options.find((o) => o.coupon.code === choice);
  return (chosen ?? options[0])?.coupon.code ?? '';
}
