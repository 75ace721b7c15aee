// /pages/login/reset: a forgotten (or changed) password: the registered phone gets an SMS code (type
// 'reset'), then a new password by the rules of spec section 5. Afterwards the person logs in with it,
// on the login page with the phone filled in and the same return target. What was typed is kept.
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { resetPassword } from '@/api/account';
import { hrefs, returnTarget } from '@/config/paths';
import { useT } from '@/i18n';
import type { ApiError } from '@/lib/request/errors';
import { maskPhone } from '@/rules/validate';
import { showToast } from '@/components/feedback';
import { useDocumentTitle } from '@/components/use-document-title';
import { passwordError, phoneError, phoneOf, smsCodeError, smsCodeOf, type FieldError } from './form-rules';
import { AuthField } from './auth-field';
import { useSmsCode } from './use-sms-code';
import { CodeInput, PhoneInput, SendCodeButton } from './sms-fields';
import './auth.css';

type Field = 'phone' | 'code' | 'password';

export default function PasswordResetPage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('auth.resetTitle'));
  const handed = (location.state as { phone?: unknown } | null)?.phone;
  const [phone, setPhone] = useState(typeof handed === 'string' ? handed : '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [reveal, setReveal] = useState(false);
  const [touched, setTouched] = useState<Record<Field, boolean>>({ phone: false, code: false, password: false });
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const sms = useSmsCode('reset');
  const target = query.redirect === undefined ? undefined : returnTarget(query.redirect);

  const errors: Record<Field, FieldError | null> = { phone: phoneError(phone), code: smsCodeError(code), password: passwordError(password) };
  const shown = (f: Field) => (touched[f] && errors[f] ? t(errors[f].key, errors[f].params) : undefined);

  async function send() {
    setTouched((s) => ({ ...s, phone: true }));
    if (errors.phone || sms.cooldown > 0) return;
    await sms.send(phoneOf(phone));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busyRef.current) return;
    setTouched({ phone: true, code: true, password: true });
    setFormError('');
    if (errors.phone || errors.code || errors.password) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await resetPassword(phoneOf(phone), smsCodeOf(code), password);
      showToast(t('auth.resetDone'));
      navigate(hrefs.login(target), { replace: true, state: { phone } });
    } catch (error) {
      setFormError((error as ApiError).message);
      busyRef.current = false;
      setBusy(false);
    }
  }

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={(e) => void submit(e)} noValidate>
        <h1>{t('auth.resetHeading')}</h1>
        <p className="auth-sub">{t('auth.resetSubtitle')}</p>
        {formError && (
          <p className="auth-form-error" role="alert">
            {formError}
          </p>
        )}
        <AuthField
          id="reset-phone"
          label={t('auth.phone')}
          error={shown('phone')}
          action={
            <SendCodeButton cooldown={sms.cooldown} onSend={() => void send()} />
          }
        >
          {(aria) => (
            <PhoneInput aria={aria} value={phone} onChange={setPhone} onBlur={() => setTouched((s) => ({ ...s, phone: true }))} />
          )}
        </AuthField>
        <AuthField id="reset-code" label={t('auth.smsCode')} error={shown('code')}>
          {(aria) => (
            <CodeInput aria={aria} value={code} onChange={setCode} onBlur={() => setTouched((s) => ({ ...s, code: true }))} />
          )}
        </AuthField>
        {sms.sentTo && <p className="auth-hint auth-hint--left">{t('auth.codeSent', { phone: maskPhone(sms.sentTo) })}</p>}
        <AuthField
          id="reset-password"
          label={t('auth.newPassword')}
          error={shown('password')}
          action={
            <button type="button" className="auth-inline-btn" onClick={() => setReveal((r) => !r)} aria-pressed={reveal}>
              {reveal ? t('auth.hidePassword') : t('auth.showPassword')}
            </button>
          }
        >
          {(aria) => (
            <input
              name="password"
              type={reveal ? 'text' : 'password'}
              autoComplete="new-password"
              placeholder={t('auth.passwordPlaceholder')}
              value={password}
              {...aria}
              onChange={(e) => setPassword(e.target.value)}
              onBlur={() => setTouched((s) => ({ ...s, password: true }))}
            />
          )}
        </AuthField>
        <button type="submit" className="auth-submit" disabled={busy} aria-busy={busy}>
          {t('auth.resetSubmit')}
        </button>
        <p className="auth-hint">{t('auth.demoSmsHint')}</p>
        <Link className="auth-link" to={hrefs.login(target)} replace state={{ phone }}>
          {t('auth.backToLogin')}
        </Link>
      </form>
    </main>
  );
}
