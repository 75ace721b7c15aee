// When an order can be picked up at the leader station, one rule for the goods, the cart, the checkout and the
// order, in the client and the mock. Hours are China time (docs/product.md#business-time). Relative imports only: the
// mock loads this module as it is.
import { chinaDayAt, chinaParts } from './china-time';

const HOUR = 3_600_000;
/** Goods with no pickup time of their own (not group-buys) reach the station for 16:00 the day after the order. */
export const PICKUP_OPEN_HOUR = 16;
/** The station hands goods over until 20:00 at least. */
export const PICKUP_CLOSE_HOUR = 20;
/** Orders after 22:00 go out a day later. */
export const LATE_ORDER_HOUR = 22;
/** A window lasts at least this long. */
export const PICKUP_MIN_HOURS = 4;

/** When a good without its own pickup time can be picked up, for an order made at `orderedAt`. */
export function defaultPickupStart(orderedAt: number): number {
  const days = chinaParts(orderedAt).hour >= LATE_ORDER_HOUR ? 2 : 1;
  return chinaDayAt(orderedAt, days, PICKUP_OPEN_HOUR);
}

/** The window that opens at `start`: four hours, and at least until 20:00 of that day. */
export function pickupWindowFrom(start: number): { start: number; end: number } {
  return { start, end: Math.max(start + PICKUP_MIN_HOURS * HOUR, chinaDayAt(start, 0, PICKUP_CLOSE_HOUR)) };
}

/**
 * An order's pickup window: it opens when the last of its goods can be picked up, each good at its own
 * time: a group-buy good at its `pickupTime` (the very time its card, the product page and the cart show:
 * "明日 10:00 后自提"), any other good (`pickupTime` null) at `defaultPickupStart`. No goods: the default.
 */
export function orderPickupWindow(
  orderedAt: number,
  pickupTimes: readonly (number | null)[] = [],
): { start: number; end: number } {
  const fallback = defaultPickupStart(orderedAt);
  const starts = pickupTimes.map((p) => p ?? fallback);
  return pickupWindowFrom(starts.length ? Math.max(...starts) : fallback);
}
