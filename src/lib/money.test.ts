import { describe, expect, it } from 'vitest';
import { fenToYuan, formatFen, parseYuanInput, sumFen, yuanToFen } from './money';

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
    expect(sumFen([yuanToFen(0.1), yuanToFen(0.2)])).toBe(30);
    expect(formatFen(sumFen([10, 20]))).toBe('¥0.30');
  });
  it('formats for people', () => {
    expect(formatFen(123456)).toBe('¥1,234.56');
    expect(formatFen(-105)).toBe('-¥1.05');
    expect(formatFen(1000, { trim: true })).toBe('¥10');
    expect(formatFen(5, { symbol: false })).toBe('0.05');
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
