// A shop's business hours ("08:00-21:00", or past midnight: "18:00-02:00") and whether it is open at a time,
// one rule for the mock's `open` and the client (a backend that sends hours but no `open`). No imports: the
// mock loads this module as it is (relative imports only). Hours are China time (docs/product.md#business-time).
import { chinaMinuteOfDay } from './china-time';

const minutes = (hm: string): number | null => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hm.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h <= 24 && min < 60 ? h * 60 + min : null;
};

/** Opening and closing minutes of the day; null when the text is not "HH:mm-HH:mm". */
export function parseBusinessHours(hours: string): { from: number; to: number } | null {
  const [a, b, ...rest] = hours.split(/[-–~]/);
  if (a === undefined || b === undefined || rest.length) return null;
  const from = minutes(a);
  const to = minutes(b);
  return from === null || to === null || from === to ? null : { from, to };
}

/** Whether the shop is open at `time` (its hours read in China time); null when its hours are unknown or unreadable. */
export function isOpenAt(hours: string, time: number): boolean | null {
  const h = parseBusinessHours(hours);
  if (!h) return null;
  const now = chinaMinuteOfDay(time);
  return h.from < h.to ? now >= h.from && now < h.to : now >= h.from || now < h.to;
}
