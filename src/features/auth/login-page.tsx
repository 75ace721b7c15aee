// /pages/login/login: phone and password (spec section 5), inline errors, the server's msg on a
// failed login; on success the token and user are saved and the person goes where they were going.
// What was typed is kept as typed (normalized only to check and send); one login at a time, and the
// form stays busy after a success until the next page has replaced it.
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { loginWithPassword } from '@/api/account';
import { isInternalRoute, paths } from '@/config/paths';
import { useT } from '@/i18n';
import type { ApiError } from '@/lib/request/errors';
import { maskPhone } from '@/lib/validate';
import { useAtomValue } from 'jotai';
import { signIn, userInfoAtom } from '@/state/session';
import { passwordError, phoneError, phoneOf } from './form-rules';
import { useDocumentTitle } from '@/components/use-document-title';
import { AuthField } from './auth-field';
import './auth.css';

type Field = 'phone' | 'password';

export default function LoginPage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  useDocumentTitle(t('auth.loginTitle'));
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [reveal, setReveal] = useState(false);
  const [touched, setTouched] = useState<Record<Field, boolean>>({ phone: false, password: false });
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const current = useAtomValue(userInfoAtom);
  const busyRef = useRef(false);
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const errors = { phone: phoneError(phone), password: passwordError(password) };
  /** The localized error of a field once it has been touched. */
  const shownError = (f: Field) => {
    const error = errors[f];
    return touched[f] && error ? t(error.key, error.params) : undefined;
  };
  const target = isInternalRoute(query.redirect) ? query.redirect : paths.tab.home;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busyRef.current) return;
    setTouched({ phone: true, password: true });
    setFormError('');
    if (errors.phone) return phoneRef.current?.focus();
    if (errors.password) return passwordRef.current?.focus();
    busyRef.current = true;
    setBusy(true);
    try {
      const { token, user } = await loginWithPassword(phoneOf(phone), password);
      signIn(token, user, { autologin: true });
      // Still busy: the next screen may take a moment to load, and this form must not send again.
      navigate(target, { replace: true });
    } catch (error) {
      setFormError((error as ApiError).message || t('auth.loginFailed'));
      busyRef.current = false;
      setBusy(false);
    }
  }

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={(e) => void submit(e)} noValidate>
        <h1>{t('auth.loginHeading')}</h1>
        <p className="auth-sub">{t('auth.loginSubtitle')}</p>
        {current?.phone && <p className="auth-hint">{t('auth.loggedInAs', { phone: maskPhone(current.phone) })}</p>}
        {formError && (
          <p className="auth-form-error" role="alert" data-testid="login-error">
            {formError}
          </p>
        )}
        <AuthField id="login-phone" label={t('auth.phone')} error={shownError('phone')}>
          {(aria) => (
            <input
              ref={phoneRef}
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder={t('auth.phonePlaceholder')}
              value={phone}
              {...aria}
              onChange={(e) => setPhone(e.target.value)}
              onBlur={() => setTouched((s) => ({ ...s, phone: true }))}
            />
          )}
        </AuthField>
        <AuthField
          id="login-password"
          label={t('auth.password')}
          error={shownError('password')}
          action={
            <button type="button" className="auth-inline-btn" onClick={() => setReveal((r) => !r)} aria-pressed={reveal}>
              {reveal ? t('auth.hidePassword') : t('auth.showPassword')}
            </button>
          }
        >
          {(aria) => (
            <input
              ref={passwordRef}
              name="password"
              type={reveal ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder={t('auth.passwordPlaceholder')}
              value={password}
              {...aria}
              onChange={(e) => setPassword(e.target.value)}
              onBlur={() => setTouched((s) => ({ ...s, password: true }))}
            />
          )}
        </AuthField>
        <button type="submit" className="auth-submit" disabled={busy} aria-busy={busy}>
          {busy ? t('auth.submitting') : t('auth.submit')}
        </button>
        <p className="auth-hint">{t('auth.demoHint')}</p>
        <button type="button" className="auth-link" onClick={() => navigate(paths.tab.home, { replace: true })}>
          {t('auth.browseFirst')}
        </button>
      </form>
    </main>
  );
}
