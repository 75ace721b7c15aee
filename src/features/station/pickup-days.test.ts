// Which pickup day the station's screen opens on, and how days are named.
import { describe, expect, it } from 'vitest';
import { dayName, defaultDay, shiftDay } from './pickup-days';
import { chinaTime } from '@/rules/china-time';

const NOW = chinaTime(2026, 11, 21, 10);
const day = (d: string, notArrived = 0, waiting = 0, handedOver = 0) => ({ day: d, notArrived, waiting, handedOver });

describe('defaultDay', () => {
  it('opens on the day asked for, else today, else the next day with orders to hand over, else the latest', () => {
    const days = [day('2026-11-23', 1), day('2026-11-22', 2), day('2026-11-21', 0, 1), day('2026-11-20', 0, 0, 3)];
    expect(defaultDay(days, NOW, '2026-11-20')).toBe('2026-11-20');
    expect(defaultDay(days, NOW, '2026-01-01')).toBe('2026-11-21');
    expect(
      defaultDay(
        days.filter((d) => d.day !== '2026-11-21'),
        NOW,
      ),
    ).toBe('2026-11-22');
    expect(defaultDay([day('2026-11-19', 0, 0, 1), day('2026-11-18', 0, 0, 2)], NOW)).toBe('2026-11-19');
    expect(defaultDay([], NOW)).toBeNull();
  });
});

describe('dayName', () => {
  it('names today, tomorrow and yesterday, and dates otherwise (across a month end)', () => {
    expect(dayName('2026-11-21', NOW)).toEqual({ kind: 'today' });
    expect(dayName('2026-11-22', NOW)).toEqual({ kind: 'tomorrow' });
    expect(dayName('2026-11-20', NOW)).toEqual({ kind: 'yesterday' });
    expect(dayName('2026-12-01', NOW)).toEqual({ kind: 'date', month: 12, date: 1 });
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2026-01-01', -1)).toBe('2025-12-31');
  });
});
