// Friendly dates (docs/product.md#constants) and countdowns on the server's clock.
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { countdown, countdownClock, formatDate, friendlyDate, serverClockOffset } from './date';
import zhStation from '@/i18n/zh-CN/station';
import enStation from '@/i18n/en-US/station';
import zhWithdraw from '@/i18n/zh-CN/withdraw';
import enWithdraw from '@/i18n/en-US/withdraw';

/** A China time written as ISO without a zone (times shown to people are China time; docs/product.md#business-time). */
const at = (s: string) => new Date(`${s}+08:00`).getTime();
const NOW = at('2025-03-08T14:30:00');

describe('formatDate', () => {
  it('uses the spec default yyyy/MM/dd hh:mm:ss, hours 00-23', () => {
    expect(formatDate(at('2025-03-08T09:05:07'))).toBe('2025/03/08 09:05:07');
    expect(formatDate(at('2025-12-31T23:59:59'))).toBe('2025/12/31 23:59:59');
    expect(formatDate(at('2025-03-08T09:05:07'), 'MM-DD HH:mm')).toBe('03-08 09:05');
  });

  it('writes every format the app uses as dayjs (the library it replaced) does, in every month', () => {
    const formats = [
      'YYYY/MM/DD HH:mm:ss',
      'YYYY/MM/DD HH:mm',
      'YYYY/MM/DD',
      'HH:mm',
      'HH:mm:ss',
      zhStation.timeFormat,
      zhStation.dayFormat,
      enStation.timeFormat,
      enStation.dayFormat,
      zhWithdraw.dateFormat,
      enWithdraw.dateFormat,
    ];
    for (let month = 0; month < 12; month++)
      for (const [day, time] of [
        [1, '00:00:00'],
        [9, '09:05:07'],
        [28, '23:59:59'],
      ] as const) {
        const iso = `2025-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}T${time}`;
        // dayjs reads the zoneless text in the host's zone: the same calendar fields as the China time.
        for (const f of formats) expect(formatDate(at(iso), f), f).toBe(dayjs(iso).format(f));
      }
  });

  it('gives nothing for what is not a date, never "NaN"', () => {
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDate(new Date('not a date').getTime(), 'M月D日')).toBe('');
  });
});

describe('friendlyDate', () => {
  it('under one minute: just now (past) or soon (future)', () => {
    expect(friendlyDate(NOW, NOW)).toEqual({ kind: 'justNow' });
    expect(friendlyDate(NOW - 59_999, NOW)).toEqual({ kind: 'justNow' });
    expect(friendlyDate(NOW + 30_000, NOW)).toEqual({ kind: 'soon' });
  });
  it('one minute to under an hour: whole minutes ago or later', () => {
    expect(friendlyDate(NOW - 60_000, NOW)).toEqual({ kind: 'minutesAgo', n: 1 });
    expect(friendlyDate(NOW - 59 * 60_000 - 59_000, NOW)).toEqual({ kind: 'minutesAgo', n: 59 });
    expect(friendlyDate(NOW + 25 * 60_000, NOW)).toEqual({ kind: 'minutesLater', n: 25 });
  });
  it('an hour or more, either way: the full date', () => {
    expect(friendlyDate(NOW - 3_600_000, NOW)).toEqual({ kind: 'date', text: '2025/03/08 13:30:00' });
    expect(friendlyDate(NOW + 3 * 86_400_000, NOW)).toEqual({ kind: 'date', text: '2025/03/11 14:30:00' });
  });
});

describe('countdown from server time', () => {
  it('measures against the server clock, not the phone: a phone 10 minutes fast still counts the server’s time left', () => {
    const serverTime = NOW;
    const phoneNow = NOW + 10 * 60_000; // the phone's clock runs 10 minutes ahead
    const offset = serverClockOffset(serverTime, phoneNow - 200, phoneNow + 200);
    expect(offset).toBe(-10 * 60_000);
    const deadline = NOW + 36 * 3_600_000;
    const left = countdown(deadline, phoneNow + offset);
    expect(left).toMatchObject({ days: 1, hours: 12, minutes: 0, seconds: 0, over: false });
    expect(countdownClock(left)).toBe('36:00:00');
    // Five seconds later on the phone: five seconds less.
    expect(countdownClock(countdown(deadline, phoneNow + 5000 + offset))).toBe('35:59:55');
  });
  it('stops at zero when the deadline has passed', () => {
    expect(countdown(NOW - 1000, NOW)).toMatchObject({ ms: 0, over: true });
    expect(countdownClock(countdown(NOW + 61_000, NOW))).toBe('00:01:01');
  });
});
