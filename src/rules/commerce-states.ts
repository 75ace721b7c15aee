// States and kinds of the shopping area (docs/api.md), shared by the client and the mock. No imports:
// the mock loads this module at run time, outside the app's module aliases.

/** A cart line's state: on sale, sold out (its spec has no stock), or delisted (the product is gone). */
export const CART_ITEM_STATUS = { onSale: 0, soldOut: 1, delisted: 2 } as const;
export type CartItemStatus = (typeof CART_ITEM_STATUS)[keyof typeof CART_ITEM_STATUS];

/**
 * A cart line the person can buy: on sale, and its shop delivers to the person's pickup station (`serves`
 * false when the cart was asked with a community the shop does not serve, docs/product.md#business-time; absent: not asked).
 * The cart's selectable lines and its count are these lines.
 */
export function isBuyableLine(line: { status: number; serves?: boolean }): boolean {
  return line.status === CART_ITEM_STATUS.onSale && line.serves !== false;
}

/**
 * The cart count, one rule for the backend's `/api/cart/v1/count/json`, the tab badge and the cart's
 * header: the lines a person can buy (isBuyableLine), not pieces; sold-out and delisted lines, and lines
 * the person's station cannot get, stay in the cart but are not counted (docs/api.md, Cart).
 */
export function cartCountOf(lines: Iterable<{ status: number; serves?: boolean }>): number {
  let n = 0;
  for (const line of lines) if (isBuyableLine(line)) n++;
  return n;
}

/** A coupon of a person: 0 usable, 1 used (by an order), 2 expired. */
export const COUPON_STATUS = { usable: 0, used: 1, expired: 2 } as const;
export type CouponStatus = (typeof COUPON_STATUS)[keyof typeof COUPON_STATUS];

/** Order states (not in the spec; defined in docs/api.md "Order states"). */
export const ORDER_STATUS = { unpaid: 0, toShip: 1, toReceive: 2, done: 3, cancelled: 4 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** How the goods reach the resident: picked up at the leader station of a community, or delivered to an address. */
export const DELIVERY_TYPE = { pickup: 1, delivery: 2 } as const;
export type DeliveryType = (typeof DELIVERY_TYPE)[keyof typeof DELIVERY_TYPE];

/** A finished or cancelled order: nothing is left to pay, ship or pick up. */
export function isOrderOver(status: OrderStatus): boolean {
  return status === ORDER_STATUS.done || status === ORDER_STATUS.cancelled;
}

/** A purchase that stands: paid and not cancelled (to ship, to receive or done). */
export function isOrderBought(status: OrderStatus): boolean {
  return status === ORDER_STATUS.toShip || status === ORDER_STATUS.toReceive || status === ORDER_STATUS.done;
}

/** The actions an order in `status` offers (spec: cancel, confirm receipt, delete; docs/api.md "Order states"). */
export function orderActions(status: OrderStatus): { cancel: boolean; confirm: boolean; remove: boolean } {
  return {
    cancel: status === ORDER_STATUS.unpaid || status === ORDER_STATUS.toShip,
    confirm: status === ORDER_STATUS.toReceive,
    remove: isOrderOver(status),
  };
}

/** A payment's state (docs/product.md#money): 0 unpaid, 1 paid, 2 closed, 3 refunded in part or in whole. */
export const PAY_STATUS = { unpaid: 0, paid: 1, closed: 2, refunded: 3 } as const;
export type PayStatus = (typeof PAY_STATUS)[keyof typeof PAY_STATUS];

/** What a payment pays for: product orders, or activity joins. */
export type PayBizType = 'order' | 'join';

/** An unpaid order or join closes by itself this long after it was placed (docs/product.md#money). */
export const UNPAID_TTL_MS = 15 * 60_000;

/**
 * An activity join's state: 0 joined (paid, or free), 1 left, 2 refunded because its group failed, 3 unpaid
 * (the place is held until `expireTime`), 4 closed (not paid in time, or given up before paying).
 */
export const JOIN_STATUS = { joined: 0, left: 1, failed: 2, unpaid: 3, closed: 4 } as const;
export type JoinStatus = (typeof JOIN_STATUS)[keyof typeof JOIN_STATUS];

/** The most one free amount or reward of an interactive activity may be, in fen (¥5,000.00; docs/api.md). */
export const FREE_AMOUNT_MAX_FEN = 500_000;

/** A refund's state (docs/product.md#money): 0 processing, 1 done (back on the original payment), 2 failed. */
export const REFUND_STATUS = { processing: 0, done: 1, failed: 2 } as const;
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS];

/**
 * Why money goes back: a paid order cancelled, leaving an activity, a group-buy tier's difference, a failed group,
 * an accepted after-sale, pieces that did not reach the station (docs/product.md#the-stations-day).
 */
export type RefundReason = 'orderCancelled' | 'left' | 'tierDifference' | 'groupFailed' | 'afterSale' | 'shortage';

/** An after-sale's state: 0 waiting for the leader, 1 accepted (refunded), 2 refused, 3 withdrawn by the resident. */
export const AFTER_SALE_STATUS = { pending: 0, accepted: 1, refused: 2, cancelled: 3 } as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUS)[keyof typeof AFTER_SALE_STATUS];

/** What went wrong: out of stock, bad or spoiled, pieces missing, something else. */
export const AFTER_SALE_REASONS = ['outOfStock', 'spoiled', 'missing', 'other'] as const;
export type AfterSaleReason = (typeof AFTER_SALE_REASONS)[number];

/** After-sales are asked for within this long after an order was received or picked up. */
export const AFTER_SALE_WINDOW_MS = 7 * 86_400_000;
/** At most this many photos to an after-sale. */
export const AFTER_SALE_MAX_IMAGES = 6;

/**
 * What was paid for `num` pieces of an order's line, in fen: their price and deposit, less their share of
 * the order's discount (in proportion to the goods, rounded down); the cap of an after-sale's amount.
 */
export function paidForPieces(
  order: { goodsFen: number; discountFen: number },
  line: { priceFen: number; depositFen: number },
  num: number,
): number {
  const goods = line.priceFen * num;
  const share = order.goodsFen > 0 ? Math.floor((order.discountFen * goods) / order.goodsFen) : 0;
  return goods + line.depositFen * num - share;
}
