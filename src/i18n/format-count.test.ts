import { describe, expect, it } from 'vitest';
import { formatCount, locales } from '@/i18n';

describe('formatCount', () => {
  const values = [0, 7, 999, 1000, 12345, 999999, 1000000, 2147483647, -1, -1234, -1234567, Number.MAX_SAFE_INTEGER];

  it.each(locales)('groups whole counts as Intl does in %s', (locale) => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    for (const n of values) expect(formatCount(n)).toBe(intl.format(n));
  });

  it('leaves a value that is not a whole count as JavaScript prints it, never a wrong grouping', () => {
    expect(formatCount(1234.5)).toBe('1234.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
