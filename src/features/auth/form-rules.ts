// The login and binding forms' field rules: what was typed is normalized first (a pasted "+86 138 0013
// 8000" is a phone), then checked; a field error is an i18n key with its parameters (null = fine).
// Nothing is ever cut: a 12th digit or a 17th password character is named, not dropped.
import type { MessageKey, Params } from '@/i18n';
import { isPassword, isPhone, normalizePhone, toHalfWidth } from '@/lib/validate';

export interface FieldError {
  key: MessageKey;
  params?: Params;
}

export const PHONE_DIGITS = 11;
export const PASSWORD_MAX = 16;
export const SMS_CODE_DIGITS = 6;

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
  if (/^\d+$/.test(phone) && phone.length > PHONE_DIGITS) return { key: 'auth.phoneTooLong', params: { n: phone.length - PHONE_DIGITS } };
  return { key: 'auth.phoneInvalid' };
}

export function passwordError(password: string): FieldError | null {
  if (password === '') return { key: 'auth.passwordRequired' };
  if (password.length > PASSWORD_MAX) return { key: 'auth.passwordTooLong', params: { max: PASSWORD_MAX, n: password.length } };
  return isPassword(password) ? null : { key: 'auth.passwordInvalid' };
}

export function smsCodeError(raw: string): FieldError | null {
  const code = smsCodeOf(raw);
  if (code === '') return { key: 'auth.smsCodeRequired' };
  if (/^\d+$/.test(code) && code.length > SMS_CODE_DIGITS) return { key: 'auth.smsCodeTooLong', params: { n: code.length } };
  return new RegExp(`^\\d{${SMS_CODE_DIGITS}}$`).test(code) ? null : { key: 'auth.smsCodeInvalid' };
}
