// Format checks with real and wrong examples (spec section 5, and the documented 13x-19x deviation).
import { describe, expect, it } from 'vitest';
import { idCheckDigit, isChinese, isEmail, isLicencePlate, isNationalId, isPassword, isPhone, maskPhone, normalizePhone } from './validate';

describe('phone', () => {
  it.each(['13800138000', '14712345678', '15900159000', '16612345678', '17712345678', '18612345678', '19912345678'])('accepts %s', (p) =>
    expect(isPhone(p)).toBe(true),
  );
  it.each(['12345678901', '1380013800', '138001380001', '2380013800a', '1380013800a', ' 13800138000', '+8613800138000', ''])('refuses %j', (p) =>
    expect(isPhone(p)).toBe(false),
  );
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
  it.each(['123456', 'abcdef', 'a1b2c', 'abcdefghij1234567', 'qihuo 123', 'qihuo_123', '密码abc123'])('refuses %j', (p) =>
    expect(isPassword(p)).toBe(false),
  );
});

describe('Chinese only', () => {
  it('accepts Chinese and refuses anything mixed', () => {
    expect(isChinese('李思雨')).toBe(true);
    expect(isChinese('㐀')).toBe(true);
    expect(isChinese('李a')).toBe(false);
    expect(isChinese('李 四')).toBe(false);
    expect(isChinese('')).toBe(false);
  });
});

describe('licence plate', () => {
  it.each(['京A12345', '沪B8K2C9', '粤B1234学', '川A1234警', '京AD12345', '粤BDF1234', '沪A12345D', '粤BF23456'])('accepts %s', (p) =>
    expect(isLicencePlate(p)).toBe(true),
  );
  it.each(['京I12345', 'XA12345', '京A1234', '京A1234567', '沪A12345G', '京a12345', '京AO1234', '京AD123'])('refuses %s', (p) =>
    expect(isLicencePlate(p)).toBe(false),
  );
});

describe('email', () => {
  it.each(['a@b.cn', 'li.siyu+qihuo@example.com.cn', 'x_y@mail-1.org'])('accepts %s', (e) => expect(isEmail(e)).toBe(true));
  it.each(['a@b', 'a@@b.cn', '@b.cn', 'a b@c.cn', 'a..b@c.cn', 'a@b.c'])('refuses %s', (e) => expect(isEmail(e)).toBe(false));
});

describe('national ID', () => {
  // 11010519491231002X is the standard's own example; the others carry computed check characters.
  it.each(['11010519491231002X', '11010519491231002x', '440524188001010014', '110101200002290018'])('accepts %s', (id) =>
    expect(isNationalId(id)).toBe(true),
  );
  it('computes the GB 11643 check character', () => {
    expect(idCheckDigit('11010519491231002')).toBe('X');
    expect(idCheckDigit('44052418800101001')).toBe('4');
  });
  it.each([
    ['11010519491231002Y', 'letter other than X'],
    ['110105194912310021', 'wrong check digit'],
    ['110105174912310020', 'century 17'],
    ['110105214912310020', 'century 21'],
    ['110105194913310024', 'month 13'],
    ['110105190002290010', '1900 is no leap year'],
    ['110105199904310011', 'April 31'],
    ['11010519491231002', '17 characters'],
    ['01010519491231002X', 'leading zero'],
  ])('refuses %s (%s)', (id) => expect(isNationalId(id)).toBe(false));
});
