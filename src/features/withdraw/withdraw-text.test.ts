// The fee rate as shown, where help links go, and when the amount field speaks.
import { describe, expect, it } from 'vitest';
import { readYuanInput } from '@/lib/typed-number';
import { amountMessage, linkTarget, rateText } from './withdraw-text';

describe('rateText', () => {
  it('shows the fraction as a percentage without float noise', () => {
    expect(rateText(0)).toBe('0%');
    expect(rateText(0.006)).toBe('0.6%');
    expect(rateText(0.0035)).toBe('0.35%');
    expect(rateText(0.1)).toBe('10%');
  });
});

describe('linkTarget', () => {
  it('opens app and site routes in place, web addresses in this window, nothing else', () => {
    expect(linkTarget('/pages/phone/qihuo')).toEqual({ kind: 'route', to: '/pages/phone/qihuo' });
    expect(linkTarget('https://help.example.com/withdraw')).toEqual({
      kind: 'web',
      href: 'https://help.example.com/withdraw',
    });
    expect(linkTarget('')).toBeNull();
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget('//evil.example.com')).toBeNull();
  });
});

describe('amountMessage', () => {
  const read = (text: string) => readYuanInput(text);
  it('says nothing while empty until the person tries to send, then asks for an amount', () => {
    expect(amountMessage(read(''), 'invalid', 10000, false)).toBeNull();
    expect(amountMessage(read(''), 'invalid', 10000, true)).toBe('withdraw.errEmpty');
    expect(amountMessage(read(''), 'invalid', 0, true)).toBe('withdraw.errNothing');
  });

  it('names what is wrong with the text at once: letters, a minus sign, a third decimal', () => {
    expect(amountMessage(read('abc'), 'invalid', 10000, false)).toBe('withdraw.errNotNumber');
    expect(amountMessage(read('-150'), 'invalid', 50000, false)).toBe('withdraw.errNegative');
    expect(amountMessage(read('1.234'), 'invalid', 10000, false)).toBe('withdraw.errDecimals');
  });

  it('speaks at once for an amount over the balance', () => {
    expect(amountMessage(read('200'), 'overBalance', 10000, false)).toBe('withdraw.errOverBalance');
    expect(amountMessage(read('200'), 'overBalance', 0, false)).toBe('withdraw.errNothing');
    expect(amountMessage(read('9999999999999'), 'invalid', 10000, false)).toBe('withdraw.errOverBalance');
  });

  it('waits with 0 and "below the limit" until the field is left or the form sent', () => {
    expect(amountMessage(read('0'), 'invalid', 50000, false)).toBeNull();
    expect(amountMessage(read('0'), 'invalid', 50000, true)).toBe('withdraw.errZero');
    expect(amountMessage(read('1'), 'belowLimit', 50000, false)).toBeNull();
    expect(amountMessage(read('99.99'), 'belowLimit', 50000, true)).toBe('withdraw.errBelowLimit');
    expect(amountMessage(read('100'), 'ok', 50000, true)).toBeNull();
  });
});
