// How coupons read on screen, without React: grouped by tab, the threshold and scope lines, the
// validity dates, and whether a usable one runs out soon.
import { COUPON_STATUS, type Coupon } from '@/api/coupon';
import type { MessageKey, Params } from '@/i18n';
import { formatFen } from '@/rules/money';
import { formatChina } from '@/rules/china-time';

export const COUPON_TABS = ['usable', 'used', 'expired'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

export const isCouponTab = (v: unknown): v is CouponTab => COUPON_TABS.includes(v as CouponTab);

/** A usable coupon ending within this time is marked "expires soon". */
export const EXPIRING_MS = 3 * 24 * 3_600_000;

/**
 * The coupons of each tab. A usable coupon whose end has passed counts as expired (the backend's
 * nightly job may not have run yet). Usable ones ending first come first; the others newest first.
 */
export function groupCoupons(coupons: readonly Coupon[], now = Date.now()): Record<CouponTab, Coupon[]> {
  const groups: Record<CouponTab, Coupon[]> = { usable: [], used: [], expired: [] };
  for (const c of coupons) {
    if (c.status === COUPON_STATUS.used) groups.used.push(c);
    else if (c.status === COUPON_STATUS.expired || c.endTime < now) groups.expired.push(c);
    else groups.usable.push(c);
  }
  groups.usable.sort((a, b) => a.endTime - b.endTime);
  groups.used.sort((a, b) => b.endTime - a.endTime);
  groups.expired.sort((a, b) => b.endTime - a.endTime);
  return groups;
}

export interface Text {
  key: MessageKey;
  params?: Params;
}

/** '满¥50可用' or '无门槛'. */
export function thresholdText(c: Pick<Coupon, 'thresholdFen'>): Text {
  return c.thresholdFen > 0
    ? { key: 'coupon.threshold', params: { amount: formatFen(c.thresholdFen, { trim: true }) } }
    : { key: 'coupon.noThreshold' };
}

/** '全部店铺可用' or '仅限「鲜果时光」使用'. */
export function scopeText(c: Pick<Coupon, 'storeCode' | 'storeName'>): Text {
  return c.storeCode
    ? { key: 'coupon.scopeShop', params: { shop: c.storeName || c.storeCode } }
    : { key: 'coupon.scopeAll' };
}

/** A China date as 2025.11.21 (docs/product.md#business-time). */
export function formatDay(ms: number): string {
  return formatChina(ms, 'YYYY.MM.DD');
}

/** '2025.11.11 - 2025.12.21'. */
export function validityText(c: Pick<Coupon, 'beginTime' | 'endTime'>): Text {
  return { key: 'coupon.validity', params: { from: formatDay(c.beginTime), to: formatDay(c.endTime) } };
}

export function expiresSoon(c: Pick<Coupon, 'status' | 'endTime'>, now = Date.now()): boolean {
  return c.status === COUPON_STATUS.usable && c.endTime >= now && c.endTime - now <= EXPIRING_MS;
}
