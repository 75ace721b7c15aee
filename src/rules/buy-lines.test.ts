// Buy-now lines in the checkout route: written and read back, odd spec names and attributes kept, bad parts dropped.
import { describe, expect, it } from 'vitest';
import { buyLinesParam, parseBuyLines, sameAttrs, specLabel } from './buy-lines';

describe('buy-now lines in the route', () => {
  it('round-trips lines, also with spec names and attributes holding the separators', () => {
    const lines = [
      { goodCode: 'P001', specName: '6枚装', num: 2, attrs: [] },
      { goodCode: 'P002', specName: '大份:加冰,少糖', num: 1, attrs: [{ name: '甜度', value: '少糖;=半糖' }] },
      {
        goodCode: 'P003',
        specName: '',
        num: 99,
        attrs: [
          { name: '处理方式', value: '切块' },
          { name: '包装', value: '礼盒' },
        ],
      },
    ];
    const text = buyLinesParam(lines);
    expect(text.split(',')).toHaveLength(3);
    expect(parseBuyLines(text)).toEqual(lines);
  });

  it('drops parts without a code, with a bad quantity, a broken escape or an attribute without a value', () => {
    expect(parseBuyLines('P001::0,:x:1,P002::1.5,P003::100,P004:%E4:1,P006::1:a=,P005::3')).toEqual([
      { goodCode: 'P005', specName: '', num: 3, attrs: [] },
    ]);
    expect(parseBuyLines(undefined)).toEqual([]);
    expect(parseBuyLines('')).toEqual([]);
  });
});

describe('chosen attributes', () => {
  it('label the line after its spec, and compare as a set', () => {
    expect(specLabel('6枚装', [{ name: '处理方式', value: '切块' }])).toBe('6枚装 · 切块');
    expect(specLabel('', [])).toBe('');
    const a = [
      { name: '处理方式', value: '切块' },
      { name: '包装', value: '礼盒' },
    ];
    expect(sameAttrs(a, [...a].reverse())).toBe(true);
    expect(
      sameAttrs(a, [
        { name: '处理方式', value: '整只' },
        { name: '包装', value: '礼盒' },
      ]),
    ).toBe(false);
    expect(sameAttrs([], a)).toBe(false);
  });
});
