// One distance format everywhere: metres under 1 km, then km with one decimal, units from i18n.
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { distanceBetween } from '@/rules/distance';
import { formatDistance } from './format-distance';

describe('formatDistance', () => {
  afterEach(() => setLocale('zh-CN'));

  it('reads whole metres under 1 km, then kilometres with one decimal (zh-CN)', () => {
    setLocale('zh-CN');
    expect(formatDistance(0)).toBe('0米');
    expect(formatDistance(4.4)).toBe('4米');
    expect(formatDistance(254)).toBe('254米');
    expect(formatDistance(999.4)).toBe('999米');
    // 999.6 m rounds to 1000 m: that is a kilometre, not '1000米'.
    expect(formatDistance(999.6)).toBe('1.0公里');
    expect(formatDistance(1234)).toBe('1.2公里');
    expect(formatDistance(2550)).toBe('2.5公里');
    expect(formatDistance(162_345)).toBe('162.3公里');
  });

  it('takes the units from the language (en-US)', () => {
    setLocale('en-US');
    expect(formatDistance(850)).toBe('850 m');
    expect(formatDistance(1234)).toBe('1.2 km');
  });
});

describe('distanceBetween', () => {
  it('measures two points, and gives null for an unknown point or one without coordinates', () => {
    const a = { latitude: 31.2304, longitude: 121.4737 };
    const b = { latitude: 31.2236, longitude: 121.4456 };
    expect(distanceBetween(a, b)).toBe(distanceBetween(b, a));
    expect(distanceBetween(a, b)).toBeGreaterThan(2_000);
    expect(distanceBetween(a, b)).toBeLessThan(3_000);
    expect(distanceBetween(null, b)).toBeNull();
    expect(distanceBetween(a, { latitude: 0, longitude: 0 })).toBeNull();
  });
});
