// The checkout's rules, pure: whose stored draft it takes, the request it previews and commits, where a
// placed checkout goes (the cashier, the order, the orders), the coupon it falls back to after a refusal, and
// the same checkout without one of its lines.
import type { OrderRequest } from '@/api/app-mall-order';
import { buyLinesParam, type BuyLine } from '@/rules/buy-lines';
import { ORDER_STATUS, type Order } from '@/api/product-order';
import { hrefs } from '@/config/paths';
import { ApiError } from '@/lib/request/errors';
import { newCheckoutDraft, type CheckoutDraft, type CouponChoice } from '@/state/checkout';
import { COUPON_REFUSALS } from './checkout';

/** What a checkout buys: the cart's lines (their codes) or lines bought at once (goods, spec, count). */
export interface CheckoutLines {
  cartCodes: string[];
  lines: BuyLine[];
}

/** The stored draft when it is this checkout's and this person's, else a fresh one (another's is not taken over). */
export function draftFor(stored: CheckoutDraft | null, checkoutId: string, userCode: string): CheckoutDraft {
  return stored !== null && stored.checkoutId === checkoutId && stored.userCode === userCode
    ? stored
    : newCheckoutDraft(checkoutId, userCode);
}

/** The preview and commit request of a checkout: the cart's lines if any, else the lines bought at once. */
export function checkoutRequest(
  { cartCodes, lines }: CheckoutLines,
  draft: CheckoutDraft,
  communityCode: string | undefined,
): OrderRequest {
  return {
    cartCodes: cartCodes.length ? cartCodes : undefined,
    lines: cartCodes.length ? undefined : lines,
    deliveryType: draft.deliveryType,
    communityCode,
    addressCode: draft.addressCode || undefined,
    checkoutId: draft.checkoutId,
  };
}

/** Where placed orders go: the cashier for those unpaid (one payment for every shop), else the order, or the orders. */
export function afterCommit(orders: readonly Order[]): string {
  const unpaid = orders.filter((o) => o.status === ORDER_STATUS.unpaid).map((o) => o.orderCode);
  if (unpaid.length) return hrefs.cashier({ biz: 'order', codes: unpaid });
  const [only] = orders;
  return orders.length === 1 && only ? hrefs.orderDetail(only.orderCode) : hrefs.orderList();
}

/** A commit refused as already made (its answer lost): pay for, or show, the checkout's orders among `recent`. */
export function afterLostCommit(recent: readonly Order[], checkoutId: string): string {
  const created = recent.filter((o) => o.checkoutId === checkoutId);
  return created.length ? afterCommit(created) : hrefs.orderList();
}

/**
 * After a refused commit: the coupon choice to fall back to ('auto', the best coupon now) when the refusal was
 * about the chosen coupon (used, expired, under its threshold), else null (the checkout is read afresh as it is).
 */
export function couponFallback(error: unknown, choice: CouponChoice): CouponChoice | null {
  const code = error instanceof ApiError ? error.code : undefined;
  return code !== undefined && COUPON_REFUSALS.includes(code) && choice !== 'auto' ? 'auto' : null;
}

/** The same checkout (its id, so its receiving, coupon and note) without line `index`. */
export function withoutLine({ cartCodes, lines }: CheckoutLines, index: number, checkoutId: string): string {
  const keep = <T>(list: readonly T[]) => list.filter((_, i) => i !== index);
  return cartCodes.length
    ? hrefs.orderConfirm({ cart: keep(cartCodes).join(','), checkoutId })
    : hrefs.orderConfirm({ lines: buyLinesParam(keep(lines)), checkoutId });
}
