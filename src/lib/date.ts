// Dates on screen (docs/product.md#constants): the default format yyyy/MM/dd hh:mm:ss, the friendly date (under
// a minute 'just now' / 'soon', under an hour 'n minutes ago / later', an hour or more the full date),
// and countdowns measured on the server's clock rather than the phone's.
/** The spec's default format yyyy/MM/dd hh:mm:ss, in this file's tokens (hours 00-23, see docs/decisions.md). */
import { formatChina } from '@/rules/china-time';

export const DEFAULT_DATE_FORMAT = 'YYYY/MM/DD HH:mm:ss';

const pad = (n: number) => String(n).padStart(2, '0');

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A Unix time in ms as China time text (docs/product.md#business-time: times shown to people are China time whatever the phone's
 * zone), by default yyyy/MM/dd hh:mm:ss. Tokens (dayjs's, which the dictionaries' formats use): YYYY, MMM
 * (Jan), MM (01), M (1), DD, D, HH (00-23), mm, ss; anything else stays as it is. Not a date: ''.
 */
export function formatDate(ms: number, format: string = DEFAULT_DATE_FORMAT): string {
  return formatChina(ms, format);
}

/** What the friendly date says; the screen puts it into words (i18n). */
export type FriendlyDate =
  | { kind: 'justNow' }
  | { kind: 'soon' }
  | { kind: 'minutesAgo'; n: number }
  | { kind: 'minutesLater'; n: number }
  | { kind: 'date'; text: string };

/**
 * The spec's friendly date of `ms` seen at `now`: under one minute 'just now' (past) or 'soon'
 * (future); under an hour whole minutes ago or later; an hour or more the full date.
 */
export function friendlyDate(ms: number, now: number, format: string = DEFAULT_DATE_FORMAT): FriendlyDate {
  const diff = ms - now;
  const abs = Math.abs(diff);
  if (abs < MINUTE) return diff > 0 ? { kind: 'soon' } : { kind: 'justNow' };
  if (abs < HOUR) {
    const n = Math.floor(abs / MINUTE);
    return diff > 0 ? { kind: 'minutesLater', n } : { kind: 'minutesAgo', n };
  }
  return { kind: 'date', text: formatDate(ms, format) };
}

/**
 * The offset to add to the phone's clock to read the server's: measured from an answer that carried
 * the server time, taking the middle of the request's round trip as the moment it was read.
 */
export function serverClockOffset(serverTime: number, sentAt: number, receivedAt: number): number {
  return Math.round(serverTime - (sentAt + receivedAt) / 2);
}

export interface Countdown {
  /** Milliseconds left (0 when over). */
  ms: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  over: boolean;
}

/** Time left until `deadline` (server ms) at the server time `serverNow`, split into parts. */
export function countdown(deadline: number, serverNow: number): Countdown {
  const ms = Math.max(0, deadline - serverNow);
  const total = Math.floor(ms / 1000);
  return {
    ms,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    over: ms === 0,
  };
}

/** 'hh:mm:ss' of a countdown, hours beyond a day included (e.g. 35:04:09). */
export function countdownClock(c: Countdown): string {
  return `${pad(c.days * 24 + c.hours)}:${pad(c.minutes)}:${pad(c.seconds)}`;
}
