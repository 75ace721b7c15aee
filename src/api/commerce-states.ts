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
