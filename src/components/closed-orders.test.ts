// The cashier's closed payment and the order's page say what came back: not "库存和优惠券已退回" when no
// coupon was used, nor when another order of the checkout keeps it used.
import { describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { closedOrdersText } from './closed-orders';

describe('closedOrdersText', () => {
  it('says the coupon came back only when it did, in zh-CN and en-US', () => {
    setLocale('zh-CN');
    expect(closedOrdersText([{ orderCode: 'O1', couponCode: '', cancelReason: 'expired' }])).toBe(
      '超时未支付，订单已自动关闭，商品库存已退回',
    );
    expect(closedOrdersText([{ orderCode: 'O1', couponCode: 'Q1', cancelReason: 'expired' }])).toBe(
      '超时未支付，订单已自动关闭，商品库存和优惠券已退回',
    );
    const kept = closedOrdersText([
      { orderCode: 'O1', couponCode: 'Q1', couponSharedWith: ['O2'], cancelReason: 'expired' },
    ]);
    expect(kept).toContain('O2');
    expect(kept).not.toContain('和优惠券已退回');
    expect(
      closedOrdersText([{ orderCode: 'O1', couponCode: 'Q1', couponSharedWith: ['O2'], cancelReason: 'user' }]),
    ).toMatch(/^订单已取消，商品库存已退回。优惠券仍用于/);
    setLocale('en-US');
    expect(closedOrdersText([{ orderCode: 'O1', couponCode: '', cancelReason: 'expired' }])).toBe(
      'Not paid in time: the order closed by itself and its stock went back',
    );
    setLocale('zh-CN');
  });
});
