// Pickup days of a station: which day the screen opens on, and how a day is named (today, tomorrow,
// yesterday, or its date).
import type { PickupDayWire } from '@/api/team-pickup';
import { chinaDayKey, shiftChinaDay } from '@/rules/china-time';

/** 'YYYY-MM-DD' of a time, in China time (the station's day, docs/product.md#business-time). */
export const dayKey = chinaDayKey;

/** A day key moved by whole days. */
export const shiftDay = shiftChinaDay;

/**
 * The day the screen opens on: the one asked for if the station has it; else today; else the next
 * day with orders still to hand over; else the latest day.
 */
export function defaultDay(days: readonly PickupDayWire[], now: number, wanted?: string): string | null {
  if (days.length === 0) return null;
  if (wanted && days.some((d) => d.day === wanted)) return wanted;
  const today = dayKey(now);
  if (days.some((d) => d.day === today)) return today;
  const open = days
    .filter((d) => d.day > today && d.notArrived + d.waiting > 0)
    .map((d) => d.day)
    .sort();
  return open[0] ?? days[0]!.day;
}

export type DayName = { kind: 'today' | 'tomorrow' | 'yesterday' } | { kind: 'date'; month: number; date: number };

export function dayName(day: string, now: number): DayName {
  const today = dayKey(now);
  if (day === today) return { kind: 'today' };
  if (day === shiftDay(today, 1)) return { kind: 'tomorrow' };
  if (day === shiftDay(today, -1)) return { kind: 'yesterday' };
  const [, m, d] = day.split('-').map(Number) as [number, number, number];
  return { kind: 'date', month: m, date: d };
}
