// Business hours and whether a shop is open (the shops list shows 营业中 / 已打烊).
import { describe, expect, it } from 'vitest';
import { isOpenAt, parseBusinessHours } from './shop-hours';
import { chinaTime } from './china-time';

const at = (h: number, m = 0) => chinaTime(2026, 11, 21, h, m);

describe('business hours', () => {
  it('open from the opening minute up to, not including, the closing one', () => {
    expect(isOpenAt('08:00-21:00', at(7, 59))).toBe(false);
    expect(isOpenAt('08:00-21:00', at(8))).toBe(true);
    expect(isOpenAt('08:00-21:00', at(20, 59))).toBe(true);
    expect(isOpenAt('08:00-21:00', at(21))).toBe(false);
  });

  it('past midnight when the end is earlier', () => {
    expect(isOpenAt('10:00-02:00', at(23, 30))).toBe(true);
    expect(isOpenAt('10:00-02:00', at(1, 59))).toBe(true);
    expect(isOpenAt('10:00-02:00', at(2))).toBe(false);
    expect(isOpenAt('10:00-02:00', at(9))).toBe(false);
  });

  it('unreadable hours say nothing', () => {
    expect(parseBusinessHours('全天')).toBeNull();
    expect(isOpenAt('', at(9))).toBeNull();
    expect(isOpenAt('08:00-08:00', at(9))).toBeNull();
    expect(parseBusinessHours('6:30–19:00')).toEqual({ from: 390, to: 1140 });
  });
});
