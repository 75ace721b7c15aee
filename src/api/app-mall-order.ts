// The checkout call /appMall/order/get: a preview of the checkout, or its commit into one unpaid order per shop.
// Apart from api/app-mall.ts (the home's lists) so that the home's first load does not carry the order's types.
import { call } from '@/lib/request/client';
import type { BuyLine } from '@/rules/buy-lines';
import { mutate } from './shared';
import { DELIVERY_TYPE, toCheckout, toCommitted, type Checkout, type DeliveryType, type Order } from './product-order';

/** What to order: cart lines (of one shop or several: one order per shop) or direct lines, how to receive it, optionally a coupon. */
export interface OrderRequest {
  cartCodes?: string[];
  lines?: BuyLine[];
  /** Pickup at `communityCode`'s leader station, or delivery to `addressCode` (default address when left out). */
  deliveryType: DeliveryType;
  communityCode?: string;
  addressCode?: string;
  couponCode?: string;
  remark?: string;
  /** The checkout (docs/api.md): its sale rounds are kept from its first preview; the commit's idempotency key. */
  checkoutId?: string;
}

function orderPayload(req: OrderRequest, submit: boolean, checkoutId = req.checkoutId) {
  return {
    submit,
    cartCodes: req.cartCodes,
    lines: req.lines,
    deliveryType: req.deliveryType,
    communityCode: req.deliveryType === DELIVERY_TYPE.pickup ? req.communityCode : undefined,
    addressCode: req.deliveryType === DELIVERY_TYPE.delivery ? req.addressCode : undefined,
    couponCode: req.couponCode,
    remark: submit ? req.remark : undefined,
    checkoutId,
  };
}

/** POST /appMall/order/get with submit=false: the checkout as it would be (prices, totals per shop and in all, station); nothing changes. */
export async function previewOrder(req: OrderRequest, options: { silent?: boolean } = {}): Promise<Checkout> {
  return call('/appMall/order/get', orderPayload(req, false), { ...options, convert: toCheckout });
}

/**
 * POST /appMall/order/get with submit=true: commit the checkout, one unpaid order per shop (paid together
 * through the cashier, or closed at their expiry); ordered cart lines leave the cart. `checkoutId` is the
 * idempotency key: the backend refuses a second commit of one checkout (4013).
 */
export async function commitOrder(
  req: OrderRequest,
  checkoutId: string,
  options: { silent?: boolean } = {},
): Promise<Order[]> {
  return mutate('/appMall/order/get', orderPayload(req, true, checkoutId), { ...options, convert: toCommitted });
}
