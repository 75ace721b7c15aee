// A group-buy good's order cut-off and pickup time as a person reads them ("今日 22:00 截单 · 明日 16:00
// 后自提"): days relative to now (today, tomorrow, the day after, else the date), times as HH:mm.
// China time whatever the phone's zone (docs/product.md#business-time).
import { t, type Locale, getLocale } from '@/i18n';
import { chinaDayOffset, chinaParts, formatChina } from '@/rules/china-time';

/** Calendar days from `now` to `time` in China (0 today, 1 tomorrow, -1 yesterday). */
export const dayOffset = chinaDayOffset;

/** '今日 22:00', '明日 16:00', '后天 10:00', '11月24日 16:00'. */
export function dayAndTime(time: number, now: number, locale: Locale = getLocale()): string {
  const d = chinaParts(time);
  const offset = dayOffset(time, now);
  const day =
    offset === 0
      ? t('shop.today', undefined, locale)
      : offset === 1
        ? t('shop.tomorrow', undefined, locale)
        : offset === 2
          ? t('shop.dayAfter', undefined, locale)
          : t('shop.monthDay', { m: d.month, d: d.day }, locale);
  return `${day} ${formatChina(time, 'HH:mm')}`;
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
export function saleTimes(
  cutoffTime: number | null,
  pickupTime: number | null,
  now: number,
  locale: Locale = getLocale(),
): SaleTimes | null {
  if (cutoffTime === null) return null;
  const closed = cutoffTime <= now;
  const cutoffAt = closed ? null : dayAndTime(cutoffTime, now, locale);
  const pickupAt = pickupTime === null ? '' : dayAndTime(pickupTime, now, locale);
  const cutoff =
    cutoffAt === null ? t('shop.closed', undefined, locale) : t('shop.cutoffAt', { when: cutoffAt }, locale);
  const pickup = pickupAt ? t('shop.pickupFrom', { when: pickupAt }, locale) : '';
  return { cutoffAt, pickupAt, cutoff, pickup, closed, text: pickup ? `${cutoff} · ${pickup}` : cutoff };
}
