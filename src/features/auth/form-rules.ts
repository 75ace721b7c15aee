// The login and binding forms' field rules, as i18n keys of the inline errors (null = fine).
import { isPassword, isPhone } from '@/lib/validate';

export function phoneError(phone: string): 'auth.phoneRequired' | 'auth.phoneInvalid' | null {
  if (phone === '') return 'auth.phoneRequired';
  return isPhone(phone) ? null : 'auth.phoneInvalid';
}

export function passwordError(password: string): 'auth.passwordRequired' | 'auth.passwordInvalid' | null {
  if (password === '') return 'auth.passwordRequired';
  return isPassword(password) ? null : 'auth.passwordInvalid';
}

export function smsCodeError(code: string): 'auth.smsCodeRequired' | 'auth.smsCodeInvalid' | null {
  if (code === '') return 'auth.smsCodeRequired';
  return /^\d{6}$/.test(code) ? null : 'auth.smsCodeInvalid';
}
