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
  // CJK unified ideographs outside the Basic Multilingual Plane (Unicode 15.1 code charts): the first
  // character of extensions B, C, D, E, F, I, G and H, and the last of B and H. Each is two UTF-16 units.
  it.each([
    ['𠀀', 'U+20000 extension B'],
    ['𪛟', 'U+2A6DF last of extension B'],
    ['𪜀', 'U+2A700 extension C'],
    ['𫝀', 'U+2B740 extension D'],
    ['𫠠', 'U+2B820 extension E'],
    ['𬺰', 'U+2CEB0 extension F'],
    ['𮯰', 'U+2EBF0 extension I'],
    ['𰀀', 'U+30000 extension G'],
    ['𱍐', 'U+31350 extension H'],
    ['𲎯', 'U+323AF last of extension H'],
  ])('accepts %s (%s), alone and in a name', (c) => {
    expect(isChinese(c)).toBe(true);
    expect(isChinese(`李${c}雨`)).toBe(true);
  });
  it.each([
    ['\uD840', 'a lone high surrogate'],
    ['李\uDC00', 'a lone low surrogate'],
    ['😀', 'U+1F600, an emoji outside the BMP'],
    ['\u{2A6E0}', 'U+2A6E0, unassigned between extensions B and C'],
    ['\u{2F800}', 'U+2F800, a compatibility ideograph'],
    ['\u{E0100}', 'U+E0100, a variation selector'],
  ])('refuses %j (%s)', (v) => expect(isChinese(v)).toBe(false));
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
  it.each(['a@b.cn', 'li.siyu+qihuo@example.com.cn', 'x_y@mail-1.org', '李思雨@例子.中国'])('accepts %s', (e) => expect(isEmail(e)).toBe(true));
  it.each(['a@b', 'a@@b.cn', '@b.cn', 'a b@c.cn', 'a..b@c.cn', 'a@b.c', 'a@-b.cn', 'a@b-.cn', 'a@b..cn'])('refuses %s', (e) =>
    expect(isEmail(e)).toBe(false),
  );

  // The vectors of validator.js's isEmail with its default options: validatorjs/validator.js,
  // test/validators/isEmail.test.js ("should validate email addresses", commit 4a6d5f2), copied as data.
  // Its "test1@invalid.co m" .. "test13" cases type thirteen kinds of space; here they are written as escapes.
  const VALIDATOR_JS_VALID = [
    'foo@bar.com',
    'x@x.au',
    'foo@bar.com.au',
    'foo+bar@bar.com',
    'hans.m端ller@test.com',
    'hans@m端ller.com',
    'test|123@m端ller.com',
    'test123+ext@gmail.com',
    'some.name.midd.leNa.me.and.locality+extension@GoogleMail.com',
    '"foobar"@example.com',
    '"  foo  m端ller "@example.com',
    '"foo\\@bar"@example.com',
    `${'a'.repeat(64)}@${'a'.repeat(63)}.com`,
    `${'a'.repeat(31)}@gmail.com`,
    'test@gmail.com',
    'test.1@gmail.com',
    'test@1337.com',
  ];
  const SPACES = ['\u0020', '\u00A0', '\u1680', '\u2002', '\u2003', '\u2004', '\u2005', '\u2006', '\u2007', '\u2008', '\u2009', '\u3000', '\u3000'];
  const VALIDATOR_JS_INVALID = [
    'invalidemail@',
    'invalid.com',
    '@invalid.com',
    'foo@bar.com.',
    'foo@_bar.com',
    'somename@ｇｍａｉｌ.com',
    'foo@bar.co.uk.',
    'z@co.c',
    'ｇｍａｉｌｇｍａｉｌｇｍａｉｌｇｍａｉｌｇｍａｉｌ@gmail.com',
    `${'a'.repeat(64)}@${'a'.repeat(251)}.com`,
    `${'a'.repeat(65)}@${'a'.repeat(250)}.com`,
    `${'a'.repeat(64)}@${'a'.repeat(64)}.com`,
    `${'a'.repeat(64)}@${'a'.repeat(63)}.${'a'.repeat(63)}.${'a'.repeat(63)}.${'a'.repeat(58)}.com`,
    ...SPACES.map((space, i) => `test${i + 1}@invalid.co${space}m`),
    'multiple..dots@stillinvalid.com',
    'test123+invalid! sub_address@gmail.com',
    'gmail...ignores...dots...@gmail.com',
    'ends.with.dot.@gmail.com',
    'multiple..dots@gmail.com',
    'wrong()[]",:;<>@@gmail.com',
    '"wrong()[]",:;<>@@gmail.com',
    'username@domain.com\uFFFD',
    'username@domain.com©',
    'nbsp\u00A0test@test.com',
    'nbsp_test@te\u00A0st.com',
    'nbsp_test@test.co\u00A0m',
    '"foobar@gmail.com',
    '"foo"bar@gmail.com',
    'foo"bar"@gmail.com',
    // "should reject emails containing unpaired UTF-16 surrogates"
    '\uD800@example.com',
    '\uDC00@example.com',
  ];
  it.each(VALIDATOR_JS_VALID)('accepts validator.js valid vector %j', (e) => expect(isEmail(e)).toBe(true));
  it.each(VALIDATOR_JS_INVALID)('refuses validator.js invalid vector %j', (e) => expect(isEmail(e)).toBe(false));
});

describe('national ID', () => {
  // GB 11643-1999 (citizen identification number), whose worked examples are 11010519491231002X
  // (check character X) and 440524188001010014; the others carry computed check characters.
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
