// Coupon choice at checkout: only usable coupons are offered, the best is preselected, none is allowed.
import { describe, expect, it } from 'vitest';
import { COUPON_STATUS, toCoupon, type CouponStatus } from '@/api/coupon';
import { resolveCouponChoice, usableCoupons } from './coupon-choice';

const NOW = 1_763_700_000_000;
const DAY = 86_400_000;
const coupon = (
  code: string,
  amount: number,
  threshold: number,
  o: { storeCode?: string; status?: CouponStatus; endTime?: number; beginTime?: number } = {},
) =>
  toCoupon({
    code,
    name: code,
    amount,
    threshold,
    storeCode: o.storeCode ?? '',
    storeName: '',
    beginTime: o.beginTime ?? NOW - DAY,
    endTime: o.endTime ?? NOW + 30 * DAY,
    status: o.status ?? COUPON_STATUS.usable,
  });

const wallet = [
  coupon('Q001', 5, 0),
  coupon('Q002', 8, 50),
  coupon('Q003', 5, 30, { storeCode: 'S001' }),
  coupon('Q004', 15, 100, { status: COUPON_STATUS.used }),
  coupon('Q005', 20, 0, { endTime: NOW - 1 }),
  coupon('Q006', 12, 0, { storeCode: 'S009' }),
  coupon('Q007', 30, 0, { beginTime: NOW + DAY }),
];

describe('coupon choice', () => {
  it('offers only coupons usable for this shop, amount and time, the biggest saving first', () => {
    const options = usableCoupons(wallet, [{ storeCode: 'S001', goodsFen: 6000 }], NOW);
    expect(options.map((o) => o.coupon.code)).toEqual(['Q002', 'Q001', 'Q003']);
    expect(options[0]!.discountFen).toBe(800);
    // Under a threshold, a coupon is not offered.
    expect(usableCoupons(wallet, [{ storeCode: 'S001', goodsFen: 2999 }], NOW).map((o) => o.coupon.code)).toEqual([
      'Q001',
    ]);
    expect(usableCoupons(wallet, [{ storeCode: 'S002', goodsFen: 4000 }], NOW).map((o) => o.coupon.code)).toEqual([
      'Q001',
    ]);
  });

  it('between equal savings prefers the one expiring sooner; a saving never exceeds the goods', () => {
    const soon = coupon('Q010', 5, 0, { endTime: NOW + DAY });
    const options = usableCoupons([coupon('Q001', 5, 0), soon], [{ storeCode: 'S001', goodsFen: 6000 }], NOW);
    expect(options.map((o) => o.coupon.code)).toEqual(['Q010', 'Q001']);
    expect(usableCoupons([coupon('Q011', 10, 0)], [{ storeCode: 'S001', goodsFen: 350 }], NOW)[0]!.discountFen).toBe(
      350,
    );
  });

  it('preselects the best, keeps a chosen usable one, allows none, and falls back when the chosen one is gone', () => {
    const options = usableCoupons(wallet, [{ storeCode: 'S001', goodsFen: 6000 }], NOW);
    expect(resolveCouponChoice('auto', options)).toBe('Q002');
    expect(resolveCouponChoice('Q003', options)).toBe('Q003');
    expect(resolveCouponChoice('none', options)).toBe('');
    expect(resolveCouponChoice('Q004', options)).toBe('Q002');
    expect(resolveCouponChoice('auto', [])).toBe('');
  });
});
