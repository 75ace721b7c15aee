// A group-buy good's order cut-off and pickup time as a person reads them ("今日 22:00 截单 · 明日 16:00
// 后自提"): days relative to now (today, tomorrow, the day after, else the date), times as HH:mm.
import { t, type Locale, getLocale } from '@/i18n';

const DAY_MS = 86_400_000;

/** Calendar days from `now` to `time` in local time (0 today, 1 tomorrow, -1 yesterday). */
export function dayOffset(time: number, now: number): number {
  const a = new Date(now);
  const b = new Date(time);
  const start = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((start(b) - start(a)) / DAY_MS);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '今日 22:00', '明日 16:00', '后天 10:00', '11月24日 16:00'. */
export function dayAndTime(time: number, now: number, locale: Locale = getLocale()): string {
  const d = new Date(time);
  const offset = dayOffset(time, now);
  const day =
    offset === 0 ? t('shop.today', undefined, locale)
    : offset === 1 ? t('shop.tomorrow', undefined, locale)
    : offset === 2 ? t('shop.dayAfter', undefined, locale)
    : t('shop.monthDay', { m: d.getMonth() + 1, d: d.getDate() }, locale);
  return `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export interface SaleTimes {
  /** '今日 22:00', or null once the cut-off has passed. */
  cutoffAt: string | null;
  /** '明日 16:00' ('' when the backend gave no pickup time). */
  pickupAt: string;
  /** '今日 22:00 截单', or '已截单' once the cut-off has passed. */
  cutoff: string;
  /** '明日 16:00 后自提' ('' when the backend gave no pickup time). */
  pickup: string;
  /** The cut-off has passed: the good can no longer be ordered in this round. */
  closed: boolean;
  /** Both, joined: '今日 22:00 截单 · 明日 16:00 后自提'. */
  text: string;
}

/** The cut-off and pickup texts of a group-buy good; null for a good without a cut-off. */
export function saleTimes(cutoffTime: number | null, pickupTime: number | null, now: number, locale: Locale = getLocale()): SaleTimes | null {
  if (cutoffTime === null) return null;
  const closed = cutoffTime <= now;
  const cutoffAt = closed ? null : dayAndTime(cutoffTime, now, locale);
  const pickupAt = pickupTime === null ? '' : dayAndTime(pickupTime, now, locale);
  const cutoff = cutoffAt === null ? t('shop.closed', undefined, locale) : t('shop.cutoffAt', { when: cutoffAt }, locale);
  const pickup = pickupAt ? t('shop.pickupFrom', { when: pickupAt }, locale) : '';
  return { cutoffAt, pickupAt, cutoff, pickup, closed, text: pickup ? `${cutoff} · ${pickup}` : cutoff };
}
