// The auth forms' messages name the actual fault: 12345678901 starts with 1 and has 11 digits, so the
// message is about its second digit; a password says what it lacks.
import { describe, expect, it } from 'vitest';
import { setLocale, t } from '@/i18n';
import { loadDictionaries } from '@/i18n';
import { nameError, passwordError, phoneError, smsCodeError, type FieldError } from './form-rules';

await loadDictionaries('zh-CN');
setLocale('zh-CN');
const text = (e: FieldError | null) => (e ? t(e.key, e.params) : null);

describe('phone messages', () => {
  it.each([
    ['', '请输入手机号'],
    ['12345678901', '手机号第2位应为3-9，现在是2'],
    ['10012345678', '手机号第2位应为3-9，现在是0'],
    ['23800138000', '手机号应以1开头，现在第1位是2'],
    ['1380013800', '手机号少了1位数字，应为11位'],
    ['138', '手机号少了8位数字，应为11位'],
    ['138001380001', '手机号多了1位数字，应为1开头的11位数字'],
    ['138OO138000', '手机号只能包含数字，“O”不是数字'],
    ['+86 138 0013 8000', null],
    ['19912345678', null],
  ])('%j -> %s', (typed, message) => {
    expect(text(phoneError(typed))).toBe(message);
  });
});

describe('password messages (docs/product.md#validation: 6-16 letters and digits, not only one kind)', () => {
  it.each([
    ['', '请输入密码'],
    ['ab1', '密码至少6位，现在只有3位'],
    ['12345678', '密码不能全是数字，请加入字母'],
    ['abcdefgh', '密码不能全是字母，请加入数字'],
    ['qihuo 123', '密码只能包含字母和数字，不能有空格或符号'],
    ['qihuo123456789abc', '密码最多16位，现在有17位'],
    ['qihuo123', null],
  ])('%j -> %s', (typed, message) => {
    expect(text(passwordError(typed))).toBe(message);
  });
});

describe('SMS code and name messages', () => {
  it('names a short code, a long one, and letters', () => {
    expect(text(smsCodeError('12345'))).toBe('验证码为6位数字，现在只有5位');
    expect(text(smsCodeError('1234567'))).toBe('验证码为6位数字，现在有7位');
    expect(text(smsCodeError('12a456'))).toBe('验证码为6位数字');
    expect(smsCodeError('１２３ ４５６')).toBeNull();
  });

  it('a name is 1-20 characters once trimmed, counted as people see them', () => {
    expect(text(nameError('   '))).toBe('请输入昵称');
    expect(text(nameError('一二三四五六七八九十一二三四五六七八九十一'))).toBe('昵称最多20个字，现在有21个');
    expect(nameError('𠀀'.repeat(20))).toBeNull();
  });
});
