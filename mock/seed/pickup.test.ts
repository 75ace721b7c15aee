// The station helpers of the mock: the commission in integer fen (8 %, half up) and the pickup day of a window.
import { describe, expect, it } from 'vitest';
import { pickupWindow } from './commerce';
import { commissionFen, dayOf } from './pickup';
import { chinaTime } from '../../src/rules/china-time';

describe('commission', () => {
  it('is 8 % of the goods amount, rounded half up to the fen', () => {
    expect(commissionFen(0)).toBe(0);
    expect(commissionFen(1)).toBe(0); // 0.08 fen
    expect(commissionFen(6)).toBe(0); // 0.48 fen
    expect(commissionFen(7)).toBe(1); // 0.56 fen
    expect(commissionFen(1250)).toBe(100);
    expect(commissionFen(5396)).toBe(432); // 431.68 fen
    expect(commissionFen(3125)).toBe(250); // exactly 250
  });
});

describe('pickup window', () => {
  it('opens at 16:00 the next day, a day later after the 22:00 cut-off', () => {
    const at = (h: number, m = 0) => chinaTime(2026, 11, 21, h, m);
    expect(pickupWindow(at(21, 59))).toEqual({ start: chinaTime(2026, 11, 22, 16), end: chinaTime(2026, 11, 22, 20) });
    expect(pickupWindow(at(22, 0)).start).toBe(chinaTime(2026, 11, 23, 16));
    expect(dayOf(pickupWindow(at(9)).start)).toBe('2026-11-22');
    // Across a month end.
    expect(dayOf(pickupWindow(chinaTime(2026, 11, 30, 12)).start)).toBe('2026-12-01');
  });

  it("opens at a group-buy good's own pickup time, the time its card shows", () => {
    const at = (d: number, h: number) => chinaTime(2026, 11, d, h);
    expect(pickupWindow(at(21, 9), [at(22, 10)])).toEqual({ start: at(22, 10), end: at(22, 20) });
  });
});
