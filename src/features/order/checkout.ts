// Loading a checkout: the order as it would be (preview), the coupons it can use and the coupon it
// takes; then the order is previewed again with that coupon, so that every total comes from the server.
import { previewOrder, type OrderRequest } from '@/api/app-mall-order';
import { COUPON_STATUS, listCoupons } from '@/api/coupon';
import type { Checkout } from '@/api/product-order';
import { ApiError } from '@/lib/request/errors';
import { ERR } from '@/rules/error-codes';
import type { CouponChoice } from '@/state/checkout';
import { resolveCouponChoice, usableCoupons, type CouponOption } from './coupon-choice';

export interface LoadedCheckout {
  order: Checkout;
  coupons: CouponOption[];
  couponCode: string;
}

/** Codes of refusals that concern the coupon (docs/api.md): the choice falls back to the best one. */
export const COUPON_REFUSALS: readonly number[] = [
  ERR.order.couponUnusable,
  ERR.order.couponOtherShop,
  ERR.order.couponThreshold,
];

export async function loadCheckout(req: OrderRequest, choice: CouponChoice): Promise<LoadedCheckout> {
  const [base, wallet] = await Promise.all([
    previewOrder({ ...req, couponCode: undefined }, { silent: true }),
    // Without the coupon list the order can still be placed, without a coupon.
    listCoupons(COUPON_STATUS.usable).catch(() => []),
  ]);
  const coupons = usableCoupons(wallet, base.shops);
  const couponCode = resolveCouponChoice(choice, coupons);
  const order = couponCode ? await previewOrder({ ...req, couponCode }, { silent: true }) : base;
  return { order, coupons, couponCode };
}

/**
 * The line a refusal is about (`data.line` of a refused preview or commit: sold out, delisted, past its
 * cut-off, over the per-person limit), 0-based in the order of the checkout's lines; null for others.
 */
export function refusedLine(error: unknown): number | null {
  const data: unknown = error instanceof ApiError ? error.response?.data : null;
  const line = typeof data === 'object' && data !== null ? (data as { line?: unknown }).line : undefined;
  return typeof line === 'number' && Number.isInteger(line) && line >= 0 ? line : null;
}
