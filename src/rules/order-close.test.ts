// What closing orders gives back: the coupon is said to come back only when it does.
import { describe, expect, it } from 'vitest';
import { closedOutcome, couponFate } from './order-close';

describe('closedOutcome', () => {
  it('no coupon: nothing said of one', () => {
    expect(closedOutcome([{ orderCode: 'O1', couponCode: '', cancelReason: 'expired' }])).toEqual({
      expired: true,
      coupon: 'none',
      keptWith: [],
    });
  });

  it('a coupon this payment alone used comes back, also when it was split over two orders of the payment', () => {
    expect(closedOutcome([{ orderCode: 'O1', couponCode: 'Q1', cancelReason: 'expired' }]).coupon).toBe('back');
    const both = [
      { orderCode: 'O1', couponCode: 'Q1', couponSharedWith: [], cancelReason: 'expired' },
      { orderCode: 'O2', couponCode: 'Q1', couponSharedWith: ['O1'], cancelReason: 'expired' },
    ];
    expect(closedOutcome(both)).toEqual({ expired: true, coupon: 'back', keptWith: [] });
  });

  it('a coupon another order of the checkout still uses stays used, and names that order', () => {
    const one = { orderCode: 'O1', couponCode: 'Q1', couponSharedWith: ['O2'], cancelReason: 'user' };
    expect(couponFate(one)).toBe('kept');
    expect(closedOutcome([one])).toEqual({ expired: false, coupon: 'kept', keptWith: ['O2'] });
  });

  it('cancelled by the person unless every order closed by the clock; nothing known yet reads as closed by the clock', () => {
    expect(
      closedOutcome([
        { orderCode: 'O1', cancelReason: 'expired' },
        { orderCode: 'O2', cancelReason: 'user' },
      ]).expired,
    ).toBe(false);
    expect(closedOutcome([])).toEqual({ expired: true, coupon: 'none', keptWith: [] });
  });
});
