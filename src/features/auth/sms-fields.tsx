// The pieces every auth form with a phone and an SMS code shares (login, password reset, phone binding,
// account deletion): the phone input, the code input, and the send button that counts down.
import type { ChangeEvent, Ref } from 'react';
import { useT } from '@/i18n';
import type { FieldAria } from '@/components/form-field';

interface InputProps {
  aria: FieldAria;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

const changed = (onChange: (value: string) => void) => (e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value);

/** A mainland phone number, as typed (never changed). */
export function PhoneInput({ aria, value, onChange, onBlur, inputRef }: InputProps) {
  const t = useT();
  return (
    <input
      ref={inputRef}
      name="phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      placeholder={t('auth.phonePlaceholder')}
      value={value}
      {...aria}
      onChange={changed(onChange)}
      onBlur={onBlur}
    />
  );
}

/** The SMS code, as typed; `name` is the field's name in the request (verifyCode for binding). */
export function CodeInput({ aria, value, onChange, onBlur, inputRef, name = 'code' }: InputProps & { name?: string }) {
  const t = useT();
  return (
    <input
      ref={inputRef}
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('auth.smsCodePlaceholder')}
      value={value}
      {...aria}
      onChange={changed(onChange)}
      onBlur={onBlur}
    />
  );
}

/** 获取验证码, then the seconds until it may be sent again. */
export function SendCodeButton({ cooldown, disabled = false, onSend }: { cooldown: number; disabled?: boolean; onSend: () => void }) {
  const t = useT();
  return (
    <button type="button" className="auth-inline-btn" disabled={cooldown > 0 || disabled} onClick={onSend}>
      {cooldown > 0 ? t('auth.resendIn', { n: cooldown }) : t('auth.sendCode')}
    </button>
  );
}
