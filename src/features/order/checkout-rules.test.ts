// The checkout's rules: another person's or checkout's draft is not taken over; a placed checkout goes to the
// cashier for what is unpaid, else to its order(s); a lost commit answer is recovered from the order list; a
// refused coupon falls back to the best one; a line is removed keeping the checkout's id.
import { describe, expect, it } from 'vitest';
import { DELIVERY_TYPE, ORDER_STATUS, type Order } from '@/api/product-order';
import { ApiError } from '@/lib/request/errors';
import { newCheckoutDraft } from '@/state/checkout';
import { afterCommit, afterLostCommit, checkoutRequest, couponFallback, draftFor, withoutLine } from './checkout-rules';

const order = (orderCode: string, status: number, checkoutId = 'C1') => ({ orderCode, status, checkoutId }) as Order;
const refusal = (code: number) => new ApiError('server', 'refused', '/api/appMall/order/commit', code);

describe('checkout rules', () => {
  it("takes the stored draft only when it is this checkout's and this person's", () => {
    const mine = { ...newCheckoutDraft('C1', 'U1'), remark: '放门口' };
    expect(draftFor(mine, 'C1', 'U1').remark).toBe('放门口');
    expect(draftFor(mine, 'C2', 'U1')).toEqual(newCheckoutDraft('C2', 'U1'));
    expect(draftFor(mine, 'C1', 'U2')).toEqual(newCheckoutDraft('C1', 'U2'));
    expect(draftFor(null, 'C1', 'U1')).toEqual(newCheckoutDraft('C1', 'U1'));
  });

  it('asks for the cart lines when there are some, else the lines bought at once; the default address is left out', () => {
    const draft = { ...newCheckoutDraft('C1', 'U1'), deliveryType: DELIVERY_TYPE.delivery };
    const line = { goodCode: 'G1', specName: '500g', num: 2 };
    expect(checkoutRequest({ cartCodes: ['K1'], lines: [line] }, draft, 'M1')).toEqual({
      cartCodes: ['K1'],
      lines: undefined,
      deliveryType: DELIVERY_TYPE.delivery,
      communityCode: 'M1',
      addressCode: undefined,
      checkoutId: 'C1',
    });
    expect(checkoutRequest({ cartCodes: [], lines: [line] }, { ...draft, addressCode: 'A2' }, undefined)).toMatchObject(
      { cartCodes: undefined, lines: [line], addressCode: 'A2' },
    );
  });

  it('sends unpaid orders to one cashier, a paid single order to its page, several to the list', () => {
    expect(afterCommit([order('O1', ORDER_STATUS.unpaid), order('O2', ORDER_STATUS.unpaid)])).toBe(
      '/pages/pay/cashier?biz=order&codes=O1%2CO2',
    );
    expect(afterCommit([order('O1', ORDER_STATUS.toShip)])).toBe('/pages/order/detail?code=O1');
    expect(afterCommit([order('O1', ORDER_STATUS.toShip), order('O2', ORDER_STATUS.toShip)])).toBe('/pages/order/list');
  });

  it("recovers a commit whose answer was lost from this checkout's orders, else shows the list", () => {
    const recent = [order('O9', ORDER_STATUS.unpaid, 'C0'), order('O3', ORDER_STATUS.unpaid)];
    expect(afterLostCommit(recent, 'C1')).toBe('/pages/pay/cashier?biz=order&codes=O3');
    expect(afterLostCommit(recent, 'C7')).toBe('/pages/order/list');
  });

  it('falls back to the best coupon after a refusal about the chosen one, and only then', () => {
    expect(couponFallback(refusal(4007), 'Q002')).toBe('auto');
    expect(couponFallback(refusal(4006), 'none')).toBe('auto');
    expect(couponFallback(refusal(4008), 'auto')).toBeNull();
    expect(couponFallback(refusal(4001), 'Q002')).toBeNull();
    expect(couponFallback(new Error('offline'), 'Q002')).toBeNull();
  });

  it('removes one line and keeps the checkout id', () => {
    expect(withoutLine({ cartCodes: ['K1', 'K2', 'K3'], lines: [] }, 1, 'C1')).toBe(
      '/pages/order/confirm?cart=K1%2CK3&checkoutId=C1',
    );
    const lines = [
      { goodCode: 'G1', specName: 'a', num: 1 },
      { goodCode: 'G2', specName: 'b', num: 2 },
    ];
    expect(withoutLine({ cartCodes: [], lines }, 0, 'C1')).toBe('/pages/order/confirm?lines=G2%3Ab%3A2&checkoutId=C1');
  });
});
