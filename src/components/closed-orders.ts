// What closed orders gave back, in words: one text for the order's page and the cashier's closed payment,
// by the rule of src/rules/order-close.ts (the stock always; the coupon back, kept by another order, or none used).
import { t } from '@/i18n';
import { closedOutcome, type ClosableOrder } from '@/rules/order-close';

/** '订单已取消，商品库存已退回' / '超时未支付，订单已自动关闭，商品库存和优惠券已退回' / '... 优惠券仍用于 ... 没有退回'. */
export function closedOrdersText(orders: readonly ClosableOrder[]): string {
  const { expired, coupon, keptWith } = closedOutcome(orders);
  if (coupon === 'kept')
    return t(expired ? 'order.hint4ExpiredCouponKept' : 'order.hint4CouponKept', {
      orders: keptWith.join(t('common.listJoin')),
    });
  if (coupon === 'back') return t(expired ? 'order.hint4ExpiredCoupon' : 'order.hint4Coupon');
  return t(expired ? 'order.hint4Expired' : 'order.hint4');
}
