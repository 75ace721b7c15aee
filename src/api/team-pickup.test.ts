// The pickup code as the station meets it (scanned from the order page's QR code, other codes a scanner
// may see, a mistyped digit) and the station's order in fen.
import { describe, expect, it } from 'vitest';
import { makePickupCode, parsePickupScan, pickupQrText, PICKUP_QR_PREFIX } from '@/rules/pickup-code';
import { PICKUP_STATE, toPickupOrder, type PickupOrderWire } from './team-pickup';

describe('pickup codes as the station meets them (the format itself: pickup-code.test.ts)', () => {
  it('reads the QR code of the order page, and nothing else a scanner might see', () => {
    const code = makePickupCode('1000000');
    expect(pickupQrText(code)).toBe(`${PICKUP_QR_PREFIX}${code}`);
    expect(parsePickupScan(pickupQrText(code))).toBe(code);
    expect(parsePickupScan('https://weixin.qq.com/r/abc')).toBeNull();
    expect(parsePickupScan('QIHUO-TEST')).toBeNull();
    expect(parsePickupScan('')).toBeNull();
    // One digit off: the check digit catches it before any call.
    const typo = `${code.slice(0, 3)}${(Number(code[3]) + 5) % 10}${code.slice(4)}`;
    expect(parsePickupScan(typo)).toBeNull();
  });
});

describe('toPickupOrder', () => {
  it('turns the goods amount and the commission into fen', () => {
    const w: PickupOrderWire = {
      orderCode: 'O1',
      state: PICKUP_STATE.waiting,
      residentName: '赵丽',
      residentPhone: '158****8001',
      items: [],
      goodsAmount: 53.96,
      commission: 4.32,
      pickupStart: 1,
      pickupEnd: 2,
      arriveTime: 1,
      pickupTime: null,
      createTime: 0,
    };
    expect(toPickupOrder(w)).toMatchObject({
      goodsFen: 5396,
      commissionFen: 432,
      residentPhone: '158****8001',
      state: 1,
    });
  });
});
