// Format checks with real and wrong examples (docs/product.md#validation, and the documented 13x-19x deviation).
import { describe, expect, it } from 'vitest';
import { isPassword, isPhone, maskPhone, normalizePhone } from './validate';

describe('phone', () => {
  it.each(['13800138000', '14712345678', '15900159000', '16612345678', '17712345678', '18612345678', '19912345678'])(
    'accepts %s',
    (p) => expect(isPhone(p)).toBe(true),
  );
  it.each([
    '12345678901',
    '1380013800',
    '138001380001',
    '2380013800a',
    '1380013800a',
    ' 13800138000',
    '+8613800138000',
    '',
  ])('refuses %j', (p) => expect(isPhone(p)).toBe(false));
  it.each([
    ['138 0013 8000', '13800138000'],
    ['+86 13800138000', '13800138000'],
    ['+86 138-0013-8000', '13800138000'],
    ['0086 13800138000', '13800138000'],
    ['＋８６ １３８００１３８０００', '13800138000'],
    ['(+86) 199 1234 5678', '19912345678'],
    ['138\u00a00013\u30008000', '13800138000'],
    ['138－0013－8000', '13800138000'],
  ])('normalizes a pasted %j before the check', (typed, phone) => {
    expect(normalizePhone(typed)).toBe(phone);
    expect(isPhone(normalizePhone(typed))).toBe(true);
  });
  it.each([
    ['138001380001', '138001380001'],
    ['+86 1380013800a', '1380013800a'],
    ['+8613800138000x', '13800138000x'],
    ['86 13800138000', '8613800138000'],
  ])('keeps what is not a phone visible after normalizing %j', (typed, kept) => {
    expect(normalizePhone(typed)).toBe(kept);
    expect(isPhone(normalizePhone(typed))).toBe(false);
  });
  it('masks the middle four digits', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('12')).toBe('12');
  });
});

describe('password', () => {
  it.each(['qihuo123', 'A1b2c3', 'abcdefghij123456'])('accepts %s', (p) => expect(isPassword(p)).toBe(true));
  it.each(['123456', 'abcdef', 'a1b2c', 'abcdefghij1234567', 'qihuo 123', 'qihuo_123', '密码abc123'])(
    'refuses %j',
    (p) => expect(isPassword(p)).toBe(false),
  );
});
