// Mock handlers of src/api/product-order.ts: the person's orders (list, detail, cancel). Orders run the states
// of docs/api.md on the business clock (mock/state/orders.ts); the checkout that places them is app-mall.ts's
// /appMall/order/get, confirming and deleting are good-order.ts. Cancelling a paid order refunds it to its payment.
import { Fail, pageIndexOf, userPost, type Route } from '../core';
import { ORDER_STATUS } from '../../src/rules/commerce-states';
import { fen, intOf, pageOf } from '../seed/util';
import { advanceOrders, giveBack, orderNow, ownOrder, publicOrder } from '../state/orders';
import { refundTo } from './refund';
import { ERR } from '../../src/rules/error-codes';

export const routes: Route[] = [
  userPost('/api/productOrder/v1/user/list', (ctx, user) => {
    const now = orderNow(ctx);
    advanceOrders(ctx.store, now);
    const pageIndex = pageIndexOf(ctx.body);
    const status = ctx.body.status === undefined ? null : intOf(ctx.body.status);
    const list = ctx.store.orders
      .filter((o) => o.userCode === user.userCode && !o.deleted && (status === null || o.status === status))
      .sort((a, b) => b.createTime - a.createTime)
      .map((o) => publicOrder(o, ctx.store));
    return { ...pageOf(list, pageIndex), serverTime: now };
  }),
  userPost('/api/productOrder/v1/user/get', (ctx, user) => ({
    ...publicOrder(ownOrder(ctx, user), ctx.store),
    serverTime: orderNow(ctx),
  })),
  userPost('/api/productOrder/v1/user/cancel', (ctx, user) => {
    const o = ownOrder(ctx, user);
    if (o.status !== ORDER_STATUS.unpaid && o.status !== ORDER_STATUS.toShip)
      throw new Fail(ERR.order.notCancellable, '订单已发货或已结束，不能取消');
    const now = orderNow(ctx);
    // Paid: everything goes back to the payment it came from.
    if (o.payTime !== null)
      refundTo(ctx.store, {
        userCode: o.userCode,
        bizType: 'order',
        bizCode: o.orderCode,
        amountFen: fen(o.payAmount),
        reason: 'orderCancelled',
        now,
      });
    o.status = ORDER_STATUS.cancelled;
    o.cancelTime = now;
    o.cancelReason = 'user';
    o.expireTime = null;
    giveBack(ctx.store, o, now);
    return publicOrder(o, ctx.store);
  }),
];
