// China time at the day's edges, whatever the zone this test runs in (CI is UTC).
import { describe, expect, it } from 'vitest';
import {
  chinaDayAt,
  chinaDayKey,
  chinaDayKeyStart,
  chinaDayOffset,
  chinaDayStart,
  chinaMinuteOfDay,
  chinaParts,
  chinaTime,
  formatChina,
  shiftChinaDay,
} from './china-time';

describe('China time', () => {
  it('reads 23:59 and 00:00 China time on the China date, where the UTC date differs', () => {
    // 2026-11-27 16:00 UTC is 2026-11-28 00:00 in China.
    const midnight = Date.UTC(2026, 10, 27, 16, 0);
    expect(new Date(midnight).getUTCDate()).toBe(27);
    expect(chinaDayKey(midnight)).toBe('2026-11-28');
    expect(chinaDayKey(midnight - 60_000)).toBe('2026-11-27');
    expect(formatChina(midnight - 60_000, 'YYYY/MM/DD HH:mm')).toBe('2026/11/27 23:59');
    expect(chinaParts(midnight)).toMatchObject({ year: 2026, month: 11, day: 28, hour: 0, minute: 0, weekday: 6 });
    expect(chinaDayStart(midnight + 5 * 3_600_000)).toBe(midnight);
    expect(chinaDayStart(midnight - 1)).toBe(midnight - 86_400_000);
  });

  it('builds moments from China fields, across month and year ends', () => {
    expect(chinaTime(2026, 11, 28)).toBe(Date.UTC(2026, 10, 27, 16));
    expect(chinaTime(2026, 12, 32, 16)).toBe(Date.UTC(2027, 0, 1, 8));
    expect(chinaDayKeyStart('2027-01-01')).toBe(Date.UTC(2026, 11, 31, 16));
    expect(shiftChinaDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftChinaDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(Number.isNaN(chinaDayKeyStart('tomorrow'))).toBe(true);
  });

  it('counts calendar days and places clock times on China days', () => {
    const lateEvening = chinaTime(2026, 11, 27, 23, 59);
    const earlyMorning = chinaTime(2026, 11, 28, 0, 1);
    expect(chinaDayOffset(earlyMorning, lateEvening)).toBe(1);
    expect(chinaDayOffset(lateEvening, earlyMorning)).toBe(-1);
    expect(chinaDayOffset(chinaTime(2026, 11, 27, 0, 0), lateEvening)).toBe(0);
    expect(chinaDayAt(lateEvening, 1, 16)).toBe(chinaTime(2026, 11, 28, 16));
    expect(chinaMinuteOfDay(chinaTime(2026, 11, 27, 8, 30))).toBe(510);
  });

  it('formats every token and nothing else', () => {
    const t = chinaTime(2026, 1, 5, 7, 4, 9);
    expect(formatChina(t, 'YYYY-MM-DD HH:mm:ss')).toBe('2026-01-05 07:04:09');
    expect(formatChina(t, 'M月D日 H点 MMM')).toBe('1月5日 7点 Jan');
    expect(formatChina(NaN, 'HH:mm')).toBe('');
  });
});
