// The auth and profile forms' field rules: what was typed is normalized first (a pasted "+86 138 0013
// 8000" is a phone), then checked; a field error is an i18n key with its parameters (null = fine) that
// names the actual fault (12345678901: the second digit, not "11 digits starting with 1").
// Nothing is ever cut: a 12th digit or a 17th password character is named, not dropped.
import type { MessageKey, Params } from '@/i18n';
import { isPassword, isPhone, normalizePhone, toHalfWidth } from '@/rules/validate';

export interface FieldError {
  key: MessageKey;
  params?: Params;
}

export const PHONE_DIGITS = 11;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
export const SMS_CODE_DIGITS = 6;
/** A profile name: 1-20 characters (docs/api.md, /api/client/v1/update). */
export const NAME_MAX = 20;

/** The phone to send for what was typed (digits only when it is a phone at all). */
export const phoneOf = normalizePhone;

/** The SMS code to send for what was typed: full-width digits and spaces tolerated. */
export function smsCodeOf(raw: string): string {
  return toHalfWidth(raw).replace(/[\s\u3000-]/g, '');
}

export function phoneError(raw: string): FieldError | null {
  const phone = normalizePhone(raw);
  if (phone === '') return { key: 'auth.phoneRequired' };
  if (isPhone(phone)) return null;
  const stray = [...phone].find((c) => !/\d/.test(c));
  if (stray !== undefined) return { key: 'auth.phoneNotDigits', params: { c: stray } };
  if (phone[0] !== '1') return { key: 'auth.phoneFirstDigit', params: { d: phone[0] ?? '' } };
  if (phone.length >= 2 && !/[3-9]/.test(phone[1] ?? ''))
    return { key: 'auth.phoneSecondDigit', params: { d: phone[1] ?? '' } };
  if (phone.length > PHONE_DIGITS) return { key: 'auth.phoneTooLong', params: { n: phone.length - PHONE_DIGITS } };
  if (phone.length < PHONE_DIGITS) return { key: 'auth.phoneTooShort', params: { n: PHONE_DIGITS - phone.length } };
  return { key: 'auth.phoneInvalid' };
}

export function passwordError(password: string): FieldError | null {
  if (password === '') return { key: 'auth.passwordRequired' };
  if (isPassword(password)) return null;
  if (password.length > PASSWORD_MAX)
    return { key: 'auth.passwordTooLong', params: { max: PASSWORD_MAX, n: password.length } };
  if (/[^A-Za-z0-9]/.test(password)) return { key: 'auth.passwordBadChar' };
  if (password.length < PASSWORD_MIN)
    return { key: 'auth.passwordTooShort', params: { min: PASSWORD_MIN, n: password.length } };
  if (!/[A-Za-z]/.test(password)) return { key: 'auth.passwordNoLetter' };
  if (!/\d/.test(password)) return { key: 'auth.passwordNoDigit' };
  return { key: 'auth.passwordInvalid' };
}

export function smsCodeError(raw: string): FieldError | null {
  const code = smsCodeOf(raw);
  if (code === '') return { key: 'auth.smsCodeRequired' };
  if (/^\d+$/.test(code) && code.length > SMS_CODE_DIGITS)
    return { key: 'auth.smsCodeTooLong', params: { n: code.length } };
  if (/^\d+$/.test(code))
    return code.length === SMS_CODE_DIGITS ? null : { key: 'auth.smsCodeTooShort', params: { n: code.length } };
  return { key: 'auth.smsCodeInvalid' };
}

/** A profile name as it is sent: trimmed. */
export const nameOf = (raw: string) => raw.trim();

export function nameError(raw: string): FieldError | null {
  const name = nameOf(raw);
  if (name === '') return { key: 'auth.nameRequired' };
  const n = [...name].length;
  return n > NAME_MAX ? { key: 'auth.nameTooLong', params: { max: NAME_MAX, n } } : null;
}
