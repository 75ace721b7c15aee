// Coupons on screen: grouped into the three tabs (an overdue "usable" one counts as expired), the
// threshold and scope lines, validity dates and the "expires soon" mark.
import { describe, expect, it } from 'vitest';
import { toCoupon, type CouponWire } from '@/api/coupon';
import { t } from '@/i18n';
import { expiresSoon, formatDay, groupCoupons, scopeText, thresholdText, validityText, type Text } from './coupon-view';
import { chinaTime } from '@/rules/china-time';

const DAY = 86_400_000;
const now = chinaTime(2025, 11, 21, 12);
const wire = (code: string, status: 0 | 1 | 2, endInDays: number, extra: Partial<CouponWire> = {}): CouponWire => ({
  code,
  name: code,
  amount: 5,
  threshold: 0,
  storeCode: '',
  storeName: '',
  beginTime: now - 10 * DAY,
  endTime: now + endInDays * DAY,
  status,
  ...extra,
});
const zh = (x: Text) => t(x.key, x.params, 'zh-CN');

describe('coupon grouping', () => {
  it('puts each coupon on its tab, usable ones ending first at the top', () => {
    const coupons = [
      wire('late', 0, 30),
      wire('soon', 0, 1),
      wire('used', 1, 5),
      wire('old', 2, -20),
      wire('older', 2, -40),
      wire('overdue', 0, -1),
    ].map(toCoupon);
    const g = groupCoupons(coupons, now);
    expect(g.usable.map((c) => c.code)).toEqual(['soon', 'late']);
    expect(g.used.map((c) => c.code)).toEqual(['used']);
    expect(g.expired.map((c) => c.code)).toEqual(['overdue', 'old', 'older']);
  });
  it('gives empty tabs for no coupons', () => {
    expect(groupCoupons([], now)).toEqual({ usable: [], used: [], expired: [] });
  });
});

describe('coupon texts', () => {
  it('threshold: "满 N 可用" in yuan without needless decimals, or no threshold', () => {
    expect(zh(thresholdText(toCoupon(wire('a', 0, 1, { threshold: 50 }))))).toBe('满¥50可用');
    expect(zh(thresholdText(toCoupon(wire('a', 0, 1, { threshold: 29.9 }))))).toBe('满¥29.90可用');
    expect(zh(thresholdText(toCoupon(wire('a', 0, 1, { threshold: 0 }))))).toBe('无门槛');
    expect(t(thresholdText(toCoupon(wire('a', 0, 1, { threshold: 50 }))).key, { amount: '¥50' }, 'en-US')).toBe(
      'On orders over ¥50',
    );
  });
  it('scope: one shop or all', () => {
    expect(zh(scopeText({ storeCode: 'S001', storeName: '鲜果时光' }))).toBe('仅限「鲜果时光」使用');
    expect(zh(scopeText({ storeCode: '', storeName: '' }))).toBe('全部店铺可用');
  });
  it('validity as local dates', () => {
    expect(formatDay(chinaTime(2025, 1, 5, 23, 59))).toBe('2025.01.05');
    expect(zh(validityText({ beginTime: chinaTime(2025, 11, 11), endTime: chinaTime(2025, 12, 21) }))).toBe(
      '2025.11.11 - 2025.12.21',
    );
  });
  it('"expires soon" only for a usable coupon ending within 3 days', () => {
    expect(expiresSoon({ status: 0, endTime: now + 2 * DAY }, now)).toBe(true);
    expect(expiresSoon({ status: 0, endTime: now + 4 * DAY }, now)).toBe(false);
    expect(expiresSoon({ status: 1, endTime: now + DAY }, now)).toBe(false);
    expect(expiresSoon({ status: 0, endTime: now - DAY }, now)).toBe(false);
  });
});
