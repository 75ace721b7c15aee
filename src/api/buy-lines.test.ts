// Buy-now lines in the checkout route: written and read back, odd spec names kept, bad parts dropped.
import { describe, expect, it } from 'vitest';
import { buyLinesParam, parseBuyLines } from './buy-lines';

describe('buy-now lines in the route', () => {
  it('round-trips lines, also with spec names holding the separators', () => {
    const lines = [
      { goodCode: 'P001', specName: '6枚装', num: 2 },
      { goodCode: 'P002', specName: '大份:加冰,少糖', num: 1 },
      { goodCode: 'P003', specName: '', num: 99 },
    ];
    const text = buyLinesParam(lines);
    expect(text.split(',')).toHaveLength(3);
    expect(parseBuyLines(text)).toEqual(lines);
  });

  it('drops parts without a code, with a bad quantity, or with a broken escape', () => {
    expect(parseBuyLines('P001::0,:x:1,P002::1.5,P003::100,P004:%E4:1,P005::3')).toEqual([{ goodCode: 'P005', specName: '', num: 3 }]);
    expect(parseBuyLines(undefined)).toEqual([]);
    expect(parseBuyLines('')).toEqual([]);
  });
});
