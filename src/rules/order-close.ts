// What closing an order gives back, one rule for the order's page, the cancel dialog and the cashier's
// closed payment: the stock always; the coupon only when the order used one and no other order of the same checkout
// still uses it (the backend keeps it used then: docs/api.md "Orders", couponSharedWith). Pure, no imports.

/** An order's coupon when it is (or was) cancelled: none used; it comes back; or it stays used by another order. */
export type CouponFate = 'none' | 'back' | 'kept';

export interface ClosableOrder {
  orderCode: string;
  couponCode?: string | null;
  /** The other orders of the same checkout that still use its coupon (not cancelled). */
  couponSharedWith?: readonly string[];
  cancelReason?: string | null;
}

export function couponFate(order: Pick<ClosableOrder, 'couponCode' | 'couponSharedWith'>): CouponFate {
  if (!order.couponCode) return 'none';
  return order.couponSharedWith?.length ? 'kept' : 'back';
}

export interface ClosedOutcome {
  /** Every order closed by itself, not paid in time (else cancelled by the person). */
  expired: boolean;
  coupon: CouponFate;
  /** The orders that keep the coupon used (outside those closed), when `coupon` is 'kept'. */
  keptWith: string[];
}

/**
 * What the person is told of closed orders (one order, or the orders of one closed payment): closed by the clock or
 * cancelled; and the coupon: none, back, or kept by the orders still using it. No orders (not known yet): closed
 * by the clock, nothing said of a coupon.
 */
export function closedOutcome(orders: readonly ClosableOrder[]): ClosedOutcome {
  const own = new Set(orders.map((o) => o.orderCode));
  const keptWith = [...new Set(orders.flatMap((o) => (o.couponSharedWith ?? []).filter((c) => !own.has(c))))];
  const used = orders.some((o) => o.couponCode);
  return {
    expired: orders.every((o) => o.cancelReason === 'expired'),
    coupon: !used ? 'none' : keptWith.length ? 'kept' : 'back',
    keptWith: used ? keptWith : [],
  };
}
