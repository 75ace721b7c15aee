// Mock handler of src/api/app-mall-order.ts: the checkout /appMall/order/get, a preview, or the commit of one
// unpaid order per shop (once per checkoutId; a round's cut-off refuses it; coupons shared across shops; delivery
// or pickup). The pricing is mock/state/checkout.ts.
import { Fail, userPost, type Route } from '../core';
import { COUPON_STATUS, DELIVERY_TYPE, ORDER_STATUS, UNPAID_TTL_MS } from '../../src/rules/commerce-states';
import { ERR } from '../../src/rules/error-codes';
import type { MockOrder } from '../seed/commerce';
import { fen, strOf } from '../seed/util';
import { findProduct, specOf } from '../state/products';
import { advanceOrders, orderNow, publicOrder } from '../state/orders';
import { linesOf } from './cart';
import { checkoutDraft } from '../state/checkout';

export const routes: Route[] = [
  userPost('/appMall/order/get', (ctx, user) => {
    const now = orderNow(ctx);
    advanceOrders(ctx.store, now);
    const checkoutId = strOf(ctx.body.checkoutId).slice(0, 64);
    // One checkout commits once: a repeat (a double tap, a retry after a lost answer) is refused.
    if (
      ctx.body.submit === true &&
      checkoutId &&
      ctx.store.orders.some((o) => o.userCode === user.userCode && o.checkoutId === checkoutId)
    ) {
      throw new Fail(ERR.order.alreadyCommitted, '该订单已提交，请勿重复提交');
    }
    const { cartCodes, shops, ...draft } = checkoutDraft(ctx, user, checkoutId);
    if (ctx.body.submit !== true) return { ...draft, shops };
    if (draft.deliveryType === DELIVERY_TYPE.delivery && !draft.address)
      throw new Fail(ERR.order.noAddress, '请选择收货地址');
    if (draft.deliveryType === DELIVERY_TYPE.pickup && !draft.station)
      throw new Fail(ERR.order.noCommunity, '请选择自提社区');
    // One unpaid order per shop; they are paid together (pay.ts, wxpay.ts) or close at their expiry.
    const remark = strOf(ctx.body.remark).slice(0, 100);
    const orders: MockOrder[] = shops.map((shop) => ({
      ...shop,
      items: draft.items.filter((i) => i.storeCode === shop.storeCode),
      couponCode: fen(shop.discount) > 0 ? draft.couponCode : '',
      address: draft.address,
      deliveryType: draft.deliveryType,
      station: draft.station,
      userCode: user.userCode,
      deleted: false,
      orderCode: ctx.store.nextId('O'),
      status: ORDER_STATUS.unpaid,
      remark,
      pickupCode: '',
      checkoutId,
      expireTime: now + UNPAID_TTL_MS,
      cancelReason: null,
      createTime: now,
      payTime: null,
      shipTime: null,
      finishTime: null,
      cancelTime: null,
    }));
    for (const i of draft.items) {
      const p = findProduct(ctx, i.goodCode);
      const spec = specOf(p, i.specName)!;
      spec.stock -= i.num;
      p.sales += i.num;
    }
    if (draft.couponCode)
      ctx.store.coupons.find((c) => c.code === draft.couponCode && c.userCode === user.userCode)!.status =
        COUPON_STATUS.used;
    if (cartCodes.length)
      ctx.store.carts.set(
        user.userCode,
        linesOf(ctx).filter((l) => !cartCodes.includes(l.code)),
      );
    ctx.store.orders.unshift(...orders);
    // The first order, as before, and every order of the checkout (one per shop) beside it.
    return { ...publicOrder(orders[0]!, ctx.store), orders: orders.map((o) => publicOrder(o, ctx.store)) };
  }),
];
