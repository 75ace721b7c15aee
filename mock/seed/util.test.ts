// The mock's money arithmetic is the client's tested conversion: the same rounding on both sides, no NaN.
import { describe, expect, it } from 'vitest';
import { exactFen, fen, yuan } from './util';

describe('mock money helpers', () => {
  it('turn exponent forms and float sums into fen, never NaN', () => {
    expect(fen(1e-7)).toBe(0);
    expect(fen(0.1 + 0.2)).toBe(30);
    expect(fen(0.1 + 0.2 - 0.3)).toBe(0);
    expect(fen(-19.99)).toBe(-1999);
    expect(() => fen(1e21)).toThrow(TypeError);
    expect(yuan(1999)).toBe(19.99);
  });

  it('accept a sent amount only with at most 2 decimals (the checks of prices and withdrawals)', () => {
    expect(exactFen(12.3)).toBe(1230);
    expect(exactFen(0.29)).toBe(29);
    expect(exactFen(12.345)).toBeNull();
    expect(exactFen(1e-7)).toBeNull();
    expect(exactFen(1e21)).toBeNull();
    expect(exactFen(Number.NaN)).toBeNull();
  });
});
