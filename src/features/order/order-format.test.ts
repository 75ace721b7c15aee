// What an order's texts promise: a cancel says the coupon comes back only when no other order of the
// same checkout still uses it, the cancelled order says the same afterwards, and a closed unpaid order owes nothing.
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, type Order } from '@/api/product-order';
import { setLocale } from '@/i18n';
import { couponFate } from '@/rules/order-close';
import { cancelQuestion, statusHint, totalKind } from './order-format';

setLocale('zh-CN');

const order = (o: Partial<Order>): Order =>
  ({
    status: ORDER_STATUS.unpaid,
    payTime: null,
    payFen: 7980,
    couponCode: '',
    couponSharedWith: [],
    cancelReason: null,
    deliveryType: 1,
    expireTime: null,
    ...o,
  }) as Order;

describe('cancelling an order that used a coupon', () => {
  it('says the coupon stays used while another order of the checkout still uses it', () => {
    const shared = order({ couponCode: 'Q001', couponSharedWith: ['O10002'] });
    expect(couponFate(shared)).toBe('kept');
    const ask = cancelQuestion(shared);
    expect(ask).toContain('优惠券不会退回');
    expect(ask).toContain('O10002');
    expect(ask).not.toContain('优惠券会退回');
    const after = statusHint({ ...shared, status: ORDER_STATUS.cancelled, cancelReason: 'user' });
    expect(after).toContain('没有退回');
    expect(after).not.toContain('商品库存和优惠券已退回');
  });

  it('says the coupon comes back when this order alone uses it, and nothing of a coupon when none was used', () => {
    const alone = order({ couponCode: 'Q001' });
    expect(cancelQuestion(alone)).toContain('优惠券会退回');
    expect(statusHint({ ...alone, status: ORDER_STATUS.cancelled, cancelReason: 'expired' })).toBe(
      '超时未支付，订单已自动关闭，商品库存和优惠券已退回',
    );
    const none = order({});
    expect(cancelQuestion(none)).not.toContain('优惠券');
    expect(statusHint({ ...none, status: ORDER_STATUS.cancelled, cancelReason: 'user' })).toBe(
      '订单已取消，商品库存已退回',
    );
  });

  it('says where the money of a paid order goes', () => {
    expect(cancelQuestion(order({ payTime: 1, payFen: 1990, couponCode: 'Q001' }))).toBe(
      '确定取消这个订单吗？已支付的 ¥19.90 将原路退回到你的支付账户。这个订单用的优惠券会退回。',
    );
  });
});

describe('the total of an order', () => {
  it('is nothing to pay once an unpaid order is closed', () => {
    expect(totalKind(order({}))).toBe('toPay');
    expect(totalKind(order({ status: ORDER_STATUS.cancelled, cancelReason: 'expired' }))).toBe('closed');
    expect(totalKind(order({ status: ORDER_STATUS.cancelled, payTime: 1 }))).toBe('paid');
  });
});
