// Money as the backend and the person see it: exact yuan <-> fen, property-style tables over the whole
// range 0..100000 yuan, exponent forms, spaces, negatives, and what is refused.
import { describe, expect, it } from 'vitest';
import { fenToYuan, formatFen, parseYuanInput, wireYuanToFen, yuanToFen } from './money';

describe('money', () => {
  it('converts yuan from the wire to integer fen without float drift', () => {
    expect(yuanToFen(0.29)).toBe(29);
    expect(yuanToFen(1.005)).toBe(101);
    expect(yuanToFen('12.30')).toBe(1230);
    expect(yuanToFen(0.01)).toBe(1);
    expect(yuanToFen(19.99)).toBe(1999);
  });
  it('refuses what is not money', () => {
    expect(() => yuanToFen('abc')).toThrow(TypeError);
    expect(() => yuanToFen(Number.NaN)).toThrow(TypeError);
  });
  it('converts fen to yuan for the wire, with at most 2 decimals', () => {
    expect(fenToYuan(1999)).toBe(19.99);
    expect(fenToYuan(1)).toBe(0.01);
    expect(() => fenToYuan(1.5)).toThrow(TypeError);
  });
  it('adds in fen: 0.1 + 0.2 is exactly 0.30', () => {
    expect(yuanToFen(0.1) + yuanToFen(0.2)).toBe(30);
    expect(formatFen(10 + 20)).toBe('¥0.30');
  });
  it('formats for people', () => {
    expect(formatFen(123456)).toBe('¥1,234.56');
    expect(formatFen(123456789012)).toBe('¥1,234,567,890.12');
    expect(formatFen(-105)).toBe('-¥1.05');
    expect(formatFen(1000, { trim: true })).toBe('¥10');
    expect(formatFen(5, { symbol: false })).toBe('0.05');
  });
  it('never formats a fraction of a fen or NaN (no "¥0.12.345", no "¥NaN.NaN")', () => {
    expect(() => formatFen(12.345)).toThrow(TypeError);
    expect(() => formatFen(Number.NaN)).toThrow(TypeError);
  });
  it('parses typed amounts', () => {
    expect(parseYuanInput(' 12.3 ')).toBe(1230);
    expect(parseYuanInput('0.01')).toBe(1);
    expect(parseYuanInput('1.234')).toBeNull();
    expect(parseYuanInput('-1')).toBeNull();
    expect(parseYuanInput('1e3')).toBeNull();
    expect(parseYuanInput('')).toBeNull();
  });
});

describe('every amount from 0 to 100000 yuan round-trips fen -> yuan -> fen exactly', () => {
  // Exhaustive: all 10,000,001 fen values, in ten slices so that each stays well inside the time-out.
  const MAX = 10_000_000;
  const SLICE = 1_000_000;
  for (let from = 0; from <= MAX; from += SLICE) {
    const to = Math.min(MAX, from + SLICE - 1);
    it(`fen ${from}..${to}`, () => {
      let bad: number | null = null;
      for (let fen = from; fen <= to && bad === null; fen += 1) {
        const yuan = fenToYuan(fen);
        if (wireYuanToFen(yuan) !== fen) bad = fen;
      }
      expect(bad).toBeNull();
    });
  }

  it('the yuan number is the 2-decimal text itself (what JSON puts on the wire); text and negatives too', () => {
    for (let fen = 1; fen <= MAX; fen += 7919) {
      const int = Math.floor(fen / 100);
      const cents = fen % 100;
      const text =
        cents === 0 ? `${int}` : cents % 10 === 0 ? `${int}.${cents / 10}` : `${int}.${String(cents).padStart(2, '0')}`;
      expect(JSON.stringify(fenToYuan(fen))).toBe(text);
      expect(wireYuanToFen(` ${int}.${String(cents).padStart(2, '0')} `)).toBe(fen);
      expect(wireYuanToFen(-fenToYuan(fen))).toBe(-fen);
      expect(fenToYuan(-fen)).toBe(-fenToYuan(fen));
    }
  });
});

describe('decimal text is parsed exactly, rounded half away from zero to the fen', () => {
  const table: [number | string, number][] = [
    // exponent forms JavaScript prints for tiny and huge numbers
    [1e-7, 0],
    [0.1 + 0.2 - 0.3, 0],
    ['1e-7', 0],
    ['1E2', 10000],
    ['1.5e1', 1500],
    ['12345e-4', 123],
    ['12355e-4', 124],
    [1e13, 1_000_000_000_000_000],
    ['-2.5e-2', -3],
    // half away from zero at the fen
    ['0.005', 1],
    ['0.0049999999999', 0],
    ['-0.005', -1],
    ['0.995', 100],
    [1.005, 101],
    [0.1 + 0.2, 30],
    // strings with spaces around (inside is refused below)
    [' 12.30 ', 1230],
    ['\t7\n', 700],
    ['+3.1', 310],
    // negative amounts
    [-0.01, -1],
    ['-19.99', -1999],
    ['-0', 0],
    [-0.004, 0],
    ['.5', 50],
    ['5.', 500],
  ];
  it.each(table)('yuanToFen(%j) = %d', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
    expect(Object.is(yuanToFen(yuan), -0)).toBe(false);
  });

  const refused: unknown[] = [
    '',
    '   ',
    '.',
    '-',
    'e5',
    '1e',
    'abc',
    '12a',
    '1 000',
    '1 .5',
    '1,5',
    '0x10',
    '1_000',
    'Infinity',
    '-Infinity',
    'NaN',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    1e21,
    '1e21',
    9.1e15,
    '1e400',
    '--1',
  ];
  it.each(refused)('yuanToFen(%j) throws a TypeError, never NaN', (yuan) => {
    expect(() => yuanToFen(yuan as string)).toThrow(TypeError);
    expect(() => wireYuanToFen(yuan as string)).toThrow(TypeError);
  });

  it('from the wire, a fraction of a fen is refused instead of rounded', () => {
    for (const yuan of [1e-7, 0.1 + 0.2, 0.1 + 0.2 - 0.3, '12.345', 12.345, '0.005', '-1.001', '1e-3']) {
      expect(() => wireYuanToFen(yuan), String(yuan)).toThrow(TypeError);
    }
    // trailing zeros are not a fraction of a fen
    expect(wireYuanToFen('12.300')).toBe(1230);
    expect(wireYuanToFen('1.5e1')).toBe(1500);
    expect(wireYuanToFen(' 0.01 ')).toBe(1);
  });

  it('fenToYuan refuses what is not a safe integer', () => {
    for (const fen of [Number.NaN, Number.POSITIVE_INFINITY, 0.5, 2 ** 53])
      expect(() => fenToYuan(fen)).toThrow(TypeError);
    expect(fenToYuan(-105)).toBe(-1.05);
    expect(fenToYuan(0)).toBe(0);
  });
});
