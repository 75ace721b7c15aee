// The pickup code format: 8 digits with a Luhn check digit; a mistyped digit or swapped neighbours fail.
import { describe, expect, it } from 'vitest';
import {
  formatPickupCode,
  isPickupCode,
  makePickupCode,
  parsePickupScan,
  pickupCheckDigit,
  pickupQrText,
} from './pickup-code';

describe('pickup code', () => {
  it('appends the Luhn check digit to a 7-digit body', () => {
    // Luhn's textbook example: 7992739871 has check digit 3.
    expect(pickupCheckDigit('7992739871')).toBe(3);
    expect(makePickupCode('1234567')).toBe('12345674');
    expect(makePickupCode(42)).toBe('00000422'); // 2x2 + 4 = 8, check 2
    expect(() => makePickupCode('123')).toThrow();
    expect(() => makePickupCode('12a4567')).toThrow();
  });

  it('accepts a code whose check digit matches and refuses any single wrong digit', () => {
    const code = makePickupCode('3141592');
    expect(isPickupCode(code)).toBe(true);
    for (let i = 0; i < code.length; i++) {
      for (let d = 0; d <= 9; d++) {
        if (String(d) === code[i]) continue;
        const typo = `${code.slice(0, i)}${d}${code.slice(i + 1)}`;
        expect(isPickupCode(typo), typo).toBe(false);
      }
    }
  });

  it('refuses swapped neighbours (other than 0/9), wrong lengths and non-digits', () => {
    const code = makePickupCode('5820731');
    for (let i = 0; i < code.length - 1; i++) {
      const [a, b] = [code[i], code[i + 1]];
      if (a === b || `${a}${b}` === '09' || `${a}${b}` === '90') continue;
      const swapped = `${code.slice(0, i)}${b}${a}${code.slice(i + 2)}`;
      expect(isPickupCode(swapped), swapped).toBe(false);
    }
    expect(isPickupCode(code.slice(1))).toBe(false);
    expect(isPickupCode(`${code}0`)).toBe(false);
    expect(isPickupCode('abcdefgh')).toBe(false);
  });

  it('reads what a scanner or a leader typing gives back', () => {
    const code = makePickupCode('7654321');
    expect(formatPickupCode(code)).toBe(`${code.slice(0, 4)} ${code.slice(4)}`);
    expect(parsePickupScan(pickupQrText(code))).toBe(code);
    expect(parsePickupScan(` ${formatPickupCode(code)} `)).toBe(code);
    expect(parsePickupScan('https://example.com/x')).toBeNull();
    expect(parsePickupScan(pickupQrText('12345678'))).toBeNull(); // 1234567's check digit is 4
  });
});
