import { describe, expect, it } from 'vitest';
import { checkCount, shortLines } from './sheet-counts';

describe('checkCount', () => {
  it('takes a whole number from 0 to what was ordered', () => {
    expect(checkCount(' 3 ', 5)).toEqual({ ok: true, value: 3 });
    expect(checkCount('0', 5)).toEqual({ ok: true, value: 0 });
    expect(checkCount('5', 5)).toEqual({ ok: true, value: 5 });
  });

  it('says why anything else is refused, without changing it', () => {
    expect(checkCount('6', 5)).toEqual({ ok: false, reason: 'above' });
    expect(checkCount('2.5', 5)).toEqual({ ok: false, reason: 'notInteger' });
    expect(checkCount('', 5)).toEqual({ ok: false, reason: 'notInteger' });
    expect(checkCount('三', 5)).toEqual({ ok: false, reason: 'notInteger' });
    expect(checkCount('-1', 5)).toEqual({ ok: false, reason: 'below' });
  });
});

describe('shortLines', () => {
  const line = (goodCode: string, ordered: number) => ({
    goodCode,
    title: goodCode,
    img: '',
    specName: '',
    ordered,
    received: null,
  });
  it('lists the lines counted below what was ordered; a line not touched is received in full', () => {
    const lines = [line('A', 4), line('B', 2), line('C', 3)];
    expect(shortLines(lines, { 'A|': '1', 'C|': '3' })).toEqual([{ line: lines[0], short: 3, received: 1 }]);
  });
});
