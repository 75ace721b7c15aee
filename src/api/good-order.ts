// Order actions after delivery: confirm receipt and delete (the spec puts them under goodOrder).
import { mutate } from './shared';
import { toOrder, type Order } from './product-order';

/** POST /api/goodOrder/v1/confirm: confirm receipt of a shipped order; answers the changed order. */
export async function confirmOrder(orderCode: string): Promise<Order> {
  return mutate('/api/goodOrder/v1/confirm', { orderCode }, { convert: toOrder });
}

/** POST /api/goodOrder/v1/remove: delete a finished or cancelled order from the user's list. */
export function removeOrder(orderCode: string): Promise<null> {
  return mutate<null>('/api/goodOrder/v1/remove', { orderCode });
}
