// The pieces the auth forms share (login, password reset, phone binding, account deletion): the phone input,
// the code input, their fields bound to a form, the send button that counts down, the password field with its
// show/hide button, what the backend refused, above the form, and the submit that sends once.
import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode, type Ref } from 'react';
import { useT } from '@/i18n';
import { FormField, type FieldAria } from '@/components/form-field';

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

/** What a field needs of its form (useFormState) for one text value `K`. */
interface FormOf<K extends string> {
  values: Record<K, string>;
  set: (patch: Record<K, string>) => void;
  errorOf: (field: K) => string | undefined;
  touch: (field: K) => void;
}

interface FieldProps<K extends string> {
  id: string;
  form: FormOf<K>;
  /** Beside the input: the send button. */
  action?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** The form's phone field (手机号). */
export function PhoneField({ id, form, action, inputRef }: FieldProps<'phone'>) {
  const t = useT();
  return (
    <FormField id={id} label={t('auth.phone')} error={form.errorOf('phone')} action={action}>
      {(aria) => (
        <PhoneInput
          aria={aria}
          value={form.values.phone}
          onChange={(v) => form.set({ phone: v })}
          onBlur={() => form.touch('phone')}
          inputRef={inputRef}
        />
      )}
    </FormField>
  );
}

/** The form's SMS code field (验证码); `name` as CodeInput's. */
export function CodeField({ id, form, action, inputRef, name }: FieldProps<'code'> & { name?: string }) {
  const t = useT();
  return (
    <FormField id={id} label={t('auth.smsCode')} error={form.errorOf('code')} action={action}>
      {(aria) => (
        <CodeInput
          aria={aria}
          value={form.values.code}
          onChange={(v) => form.set({ code: v })}
          onBlur={() => form.touch('code')}
          inputRef={inputRef}
          name={name}
        />
      )}
    </FormField>
  );
}

/** 获取验证码, then the seconds until it may be sent again. */
export function SendCodeButton({
  cooldown,
  disabled = false,
  onSend,
}: {
  cooldown: number;
  disabled?: boolean;
  onSend: () => void;
}) {
  const t = useT();
  return (
    <button type="button" className="auth-inline-btn" disabled={cooldown > 0 || disabled} onClick={onSend}>
      {cooldown > 0 ? t('auth.resendIn', { n: cooldown }) : t('auth.sendCode')}
    </button>
  );
}

/** A password field whose inline button shows or hides what was typed. */
export function PasswordField({
  id,
  label,
  error,
  autoComplete,
  input,
  inputRef,
}: {
  id: string;
  label: string;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  /** The input's name, value, change and blur (useFormState's `text('password')`). */
  input: { name: string; value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void; onBlur: () => void };
  inputRef?: Ref<HTMLInputElement>;
}) {
  const t = useT();
  const [reveal, setReveal] = useState(false);
  return (
    <FormField
      id={id}
      label={label}
      error={error}
      action={
        <button type="button" className="auth-inline-btn" onClick={() => setReveal((r) => !r)} aria-pressed={reveal}>
          {reveal ? t('auth.hidePassword') : t('auth.showPassword')}
        </button>
      }
    >
      {(aria) => (
        <input
          ref={inputRef}
          type={reveal ? 'text' : 'password'}
          autoComplete={autoComplete}
          placeholder={t('auth.passwordPlaceholder')}
          {...aria}
          {...input}
        />
      )}
    </FormField>
  );
}

/** What the backend refused, said above the form (nothing when there is nothing to say). */
export function FormError({ text, testId }: { text: string; testId?: string }) {
  return text ? (
    <p className="auth-form-error" role="alert" data-testid={testId}>
      {text}
    </p>
  ) : null;
}

/**
 * The submit of an account form (sign in, bind, reset, profile): one at a time, a double tap sends once, and what the
 * backend refused is said above the form (FormError). After a success the form stays busy when the person moves on
 * (the next screen may take a moment to load, and the form must not send again); a form that stays is free again.
 */
export function useSubmitOnce(after: 'moveOn' | 'stay', failed: (error: Error) => string = (e) => e.message) {
  const [busy, setBusy] = useState(false);
  const lock = useRef(false);
  const [formError, setFormError] = useState('');
  /** Runs `action` unless a run is under way; `ready()` (the form's own check, which shows its messages) says whether to start. */
  async function run(ready: () => boolean, action: () => Promise<void>): Promise<void> {
    if (lock.current) return;
    setFormError('');
    if (!ready()) return;
    lock.current = true;
    setBusy(true);
    let ok = false;
    try {
      await action();
      ok = true;
    } catch (error) {
      setFormError(failed(error as Error));
    } finally {
      if (!ok || after === 'stay') {
        lock.current = false;
        setBusy(false);
      }
    }
  }
  /** A form's onSubmit for run(): the page never reloads. */
  const onSubmit = (ready: () => boolean, action: () => Promise<void>) => (e: FormEvent) => {
    e.preventDefault();
    void run(ready, action);
  };
  return { busy, locked: () => lock.current, formError, setFormError, run, onSubmit };
}
