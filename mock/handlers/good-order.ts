// Mock handlers of src/api/good-order.ts: confirming an order received, and deleting a finished or cancelled one
// from the person's list.
import { Fail, userPost, type Route } from '../core';
import { ORDER_STATUS } from '../../src/rules/commerce-states';
import { orderNow, ownOrder, publicOrder } from '../state/orders';
import { ERR } from '../../src/rules/error-codes';

export const routes: Route[] = [
  userPost('/api/goodOrder/v1/confirm', (ctx, user) => {
    const o = ownOrder(ctx, user);
    if (o.status !== ORDER_STATUS.toReceive) throw new Fail(ERR.order.notShipped, '订单还未发货，不能确认收货');
    o.status = ORDER_STATUS.done;
    o.finishTime = orderNow(ctx);
    return publicOrder(o, ctx.store);
  }),
  userPost('/api/goodOrder/v1/remove', (ctx, user) => {
    const o = ownOrder(ctx, user);
    if (o.status !== ORDER_STATUS.done && o.status !== ORDER_STATUS.cancelled)
      throw new Fail(ERR.order.notRemovable, '只能删除已完成或已取消的订单');
    o.deleted = true;
    return null;
  }),
];
