// States and kinds of the shopping area (docs/api.md), shared by the client and the mock. No imports:
// the mock loads this module at run time, outside the app's module aliases.

/** A cart line's state: on sale, sold out (its spec has no stock), or delisted (the product is gone). */
export const CART_ITEM_STATUS = { onSale: 0, soldOut: 1, delisted: 2 } as const;
export type CartItemStatus = (typeof CART_ITEM_STATUS)[keyof typeof CART_ITEM_STATUS];

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

/** The actions an order in `status` offers (spec: cancel, confirm receipt, delete; docs/api.md "Order states"). */
export function orderActions(status: OrderStatus): { cancel: boolean; confirm: boolean; remove: boolean } {
  return {
    cancel: status === ORDER_STATUS.unpaid || status === ORDER_STATUS.toShip,
    confirm: status === ORDER_STATUS.toReceive,
    remove: isOrderOver(status),
  };
}

/** A payment's state (design section 11): 0 unpaid, 1 paid, 2 closed, 3 refunded in part or in whole. */
export const PAY_STATUS = { unpaid: 0, paid: 1, closed: 2, refunded: 3 } as const;
export type PayStatus = (typeof PAY_STATUS)[keyof typeof PAY_STATUS];

/** What a payment pays for: product orders, or activity joins. */
export type PayBizType = 'order' | 'join';

/** An unpaid order or join closes by itself this long after it was placed (design section 11). */
export const UNPAID_TTL_MS = 15 * 60_000;

/**
 * An activity join's state: 0 joined (paid, or free), 1 left, 2 refunded because its group failed, 3 unpaid
 * (the place is held until `expireTime`), 4 closed (not paid in time, or given up before paying).
 */
export const JOIN_STATUS = { joined: 0, left: 1, failed: 2, unpaid: 3, closed: 4 } as const;
export type JoinStatus = (typeof JOIN_STATUS)[keyof typeof JOIN_STATUS];

/** The most one free amount or reward of an interactive activity may be, in fen (¥5,000.00; docs/api.md). */
export const FREE_AMOUNT_MAX_FEN = 500_000;
