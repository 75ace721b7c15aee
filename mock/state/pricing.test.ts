import { describe, expect, it } from 'vitest';
import { DELIVERY_TYPE } from '../../src/rules/commerce-states';
import { ERR } from '../../src/rules/error-codes';
import { couponShares, DELIVERY_FEE_FEN, freightFen, goodsFen, shopAmounts, type PricedLine } from './pricing';

const lines: PricedLine[] = [
  { storeCode: 'S1', price: 10, deposit: 1, num: 2 }, // 20 yuan of goods, 2 of deposit
  { storeCode: 'S2', price: 3.33, deposit: 0, num: 3 }, // 9.99 yuan
  { storeCode: 'S1', price: 0.5, deposit: 0, num: 1 }, // 0.50 yuan
];

describe('checkout pricing', () => {
  it('adds the goods in fen, of all shops or of one', () => {
    expect(goodsFen(lines)).toBe(3049);
    expect(goodsFen(lines, 'S1')).toBe(2050);
    expect(goodsFen(lines, 'S2')).toBe(999);
  });

  it("charges delivery below 39 yuan of a shop's goods, never pickup", () => {
    expect(freightFen(DELIVERY_TYPE.delivery, 3899)).toBe(DELIVERY_FEE_FEN);
    expect(freightFen(DELIVERY_TYPE.delivery, 3900)).toBe(0);
    expect(freightFen(DELIVERY_TYPE.pickup, 100)).toBe(0);
  });

  it('shares a platform coupon among the shops in proportion to their goods, the last shop taking the rest', () => {
    const shares = couponShares({ storeCode: '', threshold: 30, amount: 10 }, lines);
    expect(shares.get('S1')).toBe(Math.floor((1000 * 2050) / 3049));
    expect((shares.get('S1') ?? 0) + (shares.get('S2') ?? 0)).toBe(1000);
  });

  it('counts a shop coupon against that shop only, and never gives more than its goods', () => {
    expect([...couponShares({ storeCode: 'S2', threshold: 0, amount: 50 }, lines)]).toEqual([['S2', 999]]);
  });

  it('refuses a coupon of a shop not in the checkout (4007) and one under its threshold (4008)', () => {
    expect(() => couponShares({ storeCode: 'S9', threshold: 0, amount: 5 }, lines)).toThrow(
      expect.objectContaining({ code: ERR.order.couponOtherShop }),
    );
    expect(() => couponShares({ storeCode: 'S2', threshold: 10, amount: 5 }, lines)).toThrow(
      expect.objectContaining({ code: ERR.order.couponThreshold, message: '未满10元，不能使用该优惠券' }),
    );
  });

  it("prices one shop's order: goods, deposits, freight, less its discount", () => {
    expect(shopAmounts(lines, 'S1', DELIVERY_TYPE.delivery, 300)).toEqual({
      goods: 2050,
      deposit: 200,
      freight: DELIVERY_FEE_FEN,
      discount: 300,
      pay: 2450,
    });
    expect(shopAmounts(lines, 'S2', DELIVERY_TYPE.pickup, 0)).toEqual({
      goods: 999,
      deposit: 0,
      freight: 0,
      discount: 0,
      pay: 999,
    });
  });
});
