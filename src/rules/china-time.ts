// Business time is China Standard Time (UTC+8, no daylight saving) whatever the zone of the server or the
// phone: cut-offs, pickup windows, shop hours, 今日/明日, a leader's pickup day, a withdrawal's arrival day.
// The one helper the client and the mock use for them. No imports: the mock loads this module as it is.

const HOUR = 3_600_000;
export const DAY_MS = 24 * HOUR;
/** China is UTC+8 all year. */
export const CHINA_OFFSET_MS = 8 * HOUR;

export interface ChinaParts {
  year: number;
  /** 1 to 12. */
  month: number;
  /** 1 to 31. */
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
}

/** The calendar and clock fields of a moment as read in China. */
export function chinaParts(ms: number): ChinaParts {
  const d = new Date(ms + CHINA_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
  };
}

/** The moment of a China calendar date and clock time (fields may overflow: day 32 is the next month's 1st). */
export function chinaTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  return Date.UTC(year, month - 1, day, hour, minute, second) - CHINA_OFFSET_MS;
}

/** 00:00 China time of the day `ms` falls on. */
export function chinaDayStart(ms: number): number {
  return Math.floor((ms + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS;
}

/** The China day `days` after the one `ms` falls on, at the China clock time `hour:minute`. */
export function chinaDayAt(ms: number, days: number, hour: number, minute = 0): number {
  return chinaDayStart(ms) + days * DAY_MS + hour * HOUR + minute * 60_000;
}

/** Calendar days from `now` to `time` in China (0 the same day, 1 the next, -1 the one before). */
export function chinaDayOffset(time: number, now: number): number {
  return Math.round((chinaDayStart(time) - chinaDayStart(now)) / DAY_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of the China day `ms` falls on (a leader's pickup day, once a day). */
export function chinaDayKey(ms: number): string {
  const p = chinaParts(ms);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** 00:00 China time of a 'YYYY-MM-DD' day key; NaN when it is not one. */
export function chinaDayKeyStart(key: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  return m ? chinaTime(Number(m[1]), Number(m[2]), Number(m[3])) : NaN;
}

/** A day key moved by whole days. */
export function shiftChinaDay(key: string, by: number): string {
  return chinaDayKey(chinaDayKeyStart(key) + by * DAY_MS);
}

/** Minutes since 00:00 China time of the day `ms` falls on. */
export function chinaMinuteOfDay(ms: number): number {
  const p = chinaParts(ms);
  return p.hour * 60 + p.minute;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A moment as China time text. Tokens (dayjs's, which the dictionaries' formats use): YYYY, MMM (Jan),
 * MM (01), M (1), DD, D, HH (00-23), H, mm, ss; anything else stays as it is. Not a time: ''.
 */
export function formatChina(ms: number, format: string): string {
  if (!Number.isFinite(ms)) return '';
  const p = chinaParts(ms);
  const parts: Record<string, string> = {
    YYYY: String(p.year),
    MMM: MONTHS[p.month - 1] ?? '',
    MM: pad(p.month),
    M: String(p.month),
    DD: pad(p.day),
    D: String(p.day),
    HH: pad(p.hour),
    H: String(p.hour),
    mm: pad(p.minute),
    ss: pad(p.second),
  };
  return format.replace(/YYYY|MMM|MM|M|DD|D|HH|H|mm|ss/g, (token) => parts[token] ?? token);
}
