// The fee rate as shown, where help links go, and when the amount field speaks.
import { describe, expect, it } from 'vitest';
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
    expect(linkTarget('https://help.example.com/withdraw')).toEqual({ kind: 'web', href: 'https://help.example.com/withdraw' });
    expect(linkTarget('')).toBeNull();
    expect(linkTarget('javascript:alert(1)')).toBeNull();
    expect(linkTarget('//evil.example.com')).toBeNull();
  });
});

describe('amountMessage', () => {
  it('says nothing while empty, unless there is nothing to withdraw and the person tried', () => {
    expect(amountMessage('', 'invalid', 10000, false)).toBeNull();
    expect(amountMessage('', 'invalid', 0, true)).toBe('withdraw.errNothing');
  });

  it('speaks at once for a malformed amount and one over the balance', () => {
    expect(amountMessage('1.234', 'invalid', 10000, false)).toBe('withdraw.errInvalid');
    expect(amountMessage('200', 'overBalance', 10000, false)).toBe('withdraw.errOverBalance');
    expect(amountMessage('200', 'overBalance', 0, false)).toBe('withdraw.errNothing');
  });

  it('waits with "below the limit" until the field is left or the form sent', () => {
    expect(amountMessage('1', 'belowLimit', 50000, false)).toBeNull();
    expect(amountMessage('99.99', 'belowLimit', 50000, true)).toBe('withdraw.errBelowLimit');
    expect(amountMessage('100', 'ok', 50000, true)).toBeNull();
  });
});
