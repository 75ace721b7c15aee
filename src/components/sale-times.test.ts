// The cut-off and pickup line of a group-buy good, from times, as a person reads it.
import { describe, expect, it } from 'vitest';
import { dayOffset, saleTimes } from './sale-times';
import { chinaTime } from '@/rules/china-time';

/** Local time on 21 November 2025 (a Friday), hour and minute. */
const at = (day: number, h: number, m = 0) => chinaTime(2025, 11, day, h, m);
const now = at(21, 9, 30);

describe('saleTimes', () => {
  it('reads today and tomorrow: "今日 22:00 截单 · 明日 16:00 后自提"', () => {
    expect(saleTimes(at(21, 22), at(22, 16), now, 'zh-CN')).toMatchObject({
      text: '今日 22:00 截单 · 明日 16:00 后自提',
      cutoffAt: '今日 22:00',
      pickupAt: '明日 16:00',
      closed: false,
    });
  });

  it('reads the day after tomorrow, then the date, with minutes', () => {
    expect(saleTimes(at(22, 20), at(23, 10, 5), now, 'zh-CN')?.text).toBe('明日 20:00 截单 · 后天 10:05 后自提');
    expect(saleTimes(at(24, 8), at(25, 9), now, 'zh-CN')?.text).toBe('11月24日 08:00 截单 · 11月25日 09:00 后自提');
  });

  it('says the orders are closed once the cut-off has passed (at the minute itself too)', () => {
    expect(saleTimes(at(21, 9, 30), at(22, 16), now, 'zh-CN')).toMatchObject({
      closed: true,
      cutoffAt: null,
      text: '已截单 · 明日 16:00 后自提',
    });
    expect(saleTimes(at(20, 22), at(21, 16), now, 'zh-CN')?.closed).toBe(true);
  });

  it('has no line for a good without a cut-off, and no pickup part without a pickup time', () => {
    expect(saleTimes(null, null, now)).toBeNull();
    expect(saleTimes(at(21, 22), null, now, 'zh-CN')?.text).toBe('今日 22:00 截单');
  });

  it('speaks English too', () => {
    expect(saleTimes(at(21, 22), at(22, 16), now, 'en-US')?.text).toBe(
      'Order by Today 22:00 · Pick up from Tomorrow 16:00',
    );
  });

  it('counts calendar days, not 24-hour spans', () => {
    expect(dayOffset(at(22, 0, 5), at(21, 23, 55))).toBe(1);
    expect(dayOffset(at(21, 23, 55), at(21, 0, 5))).toBe(0);
    expect(dayOffset(at(20, 12), now)).toBe(-1);
    // Across a month's end.
    expect(dayOffset(chinaTime(2025, 12, 1, 8), at(30, 20))).toBe(1);
  });
});
