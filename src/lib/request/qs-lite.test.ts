// qs-lite stands in for qs inside umi-request (vite.config.ts): it must encode what this app sends the
// way qs does with umi-request's options, or GET queries and /form bodies would sign differently.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from './qs-lite';

type Qs = { stringify: (v: unknown, o: object) => string; parse: (v: string, o: object) => unknown };
const qs = createRequire(import.meta.url)('qs') as Qs;
const umiOptions = { arrayFormat: 'repeat', strictNullHandling: true };

describe('qs-lite', () => {
  const samples: Record<string, unknown>[] = [
    {},
    { pageIndex: 0, pageSize: 10 },
    { keyword: '翠湖 天地', region: '全国', page_size: 10 },
    { location: '31.2286,121.4476', boundary: 'nearby(31.2,121.4,1000,1)', orderby: '_distance' },
    { a: "it's (a) *star*!", b: '~-_.', c: '100%', d: 'a+b&c=d#e' },
    { flag: true, off: false, n: -1.5, empty: '' },
    { gone: undefined, nothing: null },
    { list: ['x', 'y', 3] },
    { nested: { a: 1, b: 'two' } },
    { when: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)) },
  ];
  it.each(samples.map((s, i) => [i, s] as const))(
    'sample %i stringifies as qs does with umi-request options',
    (_i, sample) => {
      expect(stringify(sample, umiOptions)).toBe(qs.stringify(sample, umiOptions));
    },
  );
  it('parses a query as qs does (strict null handling, repeated keys)', () => {
    const text = 'a=1&a=2&b&c=%E7%BF%A0%E6%B9%96&d=x+y';
    expect(parse(text, { strictNullHandling: true })).toEqual(qs.parse(text, { strictNullHandling: true }));
  });
});
