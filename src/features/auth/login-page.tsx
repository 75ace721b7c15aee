// /pages/login/login: phone + password, or phone + SMS code (a new phone registers: consent first),
// switchable; a forgotten password is reset by SMS code. Inline errors that name the actual fault, the
// server's msg on a failed login; on success the token and user are saved and the person goes where
// they were going (returnTarget: never back to an auth page). What was typed is kept as typed
// (normalized only to check and send); one login at a time, and the form stays busy after a success
// until the next page has replaced it.
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { loginWithPassword, loginWithSms } from '@/api/account';
import { href, hrefs, paths, returnTarget } from '@/config/paths';
import { useT } from '@/i18n';
import { maskPhone } from '@/rules/validate';
import { useAtomValue } from 'jotai';
import { showToast } from '@/components/feedback';
import { signIn, userInfoAtom } from '@/state/session';
import { passwordError, phoneError, phoneOf, smsCodeError, smsCodeOf } from './form-rules';
import { useDocumentTitle } from '@/components/use-document-title';
import { useFormState } from '@/components/use-form-state';
import { useSmsCode } from '@/components/use-sms-code';
import { ConsentLine, useConsent } from './consent';
import { CodeField, PasswordField, PhoneField, SendCodeButton, FormError, useSubmitOnce } from './sms-fields';
import './auth.css';

type Mode = 'password' | 'sms';
const FIELDS = ['phone', 'password', 'code'] as const;

/** What another auth page hands over in the history state: the phone typed there. */
function phoneFromState(state: unknown): string {
  return typeof state === 'object' && state !== null && typeof (state as { phone?: unknown }).phone === 'string'
    ? (state as { phone: string }).phone
    : '';
}

export default function LoginPage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('auth.loginTitle'));
  const [mode, setMode] = useState<Mode>(query.mode === 'sms' ? 'sms' : 'password');
  const form = useFormState({
    initial: () => ({ phone: phoneFromState(location.state), password: '', code: '' }),
    fields: FIELDS,
    check: (v) => ({ phone: phoneError(v.phone), password: passwordError(v.password), code: smsCodeError(v.code) }),
  });
  const { phone, password, code } = form.values;
  const { busy, locked, formError, setFormError, onSubmit } = useSubmitOnce(
    'moveOn',
    (error) => error.message || t('auth.loginFailed'),
  );
  const current = useAtomValue(userInfoAtom);
  const phoneRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const sms = useSmsCode('login', (masked) => t('auth.codeSent', { phone: masked }));
  const consent = useConsent();
  const target = returnTarget(query.redirect);

  function switchMode(next: Mode) {
    if (locked() || next === mode) return;
    setMode(next);
    setFormError('');
    form.untouch(['password', 'code']);
    // The mode survives a reload; the return target stays.
    navigate(href(paths.login, { redirect: query.redirect === undefined ? undefined : target, mode: next }), {
      replace: true,
      state: location.state,
    });
  }

  async function send() {
    form.touch('phone');
    if (form.invalid('phone')) return phoneRef.current?.focus();
    if (sms.cooldown > 0) return;
    if (!(await consent.ensure())) return;
    if (await sms.send(phoneOf(phone))) codeRef.current?.focus();
  }

  /** The first field the form refuses takes the focus, and nothing is sent. */
  function ready(): boolean {
    const first = form.submit(['phone', mode === 'sms' ? 'code' : 'password']);
    if (first) (first === 'phone' ? phoneRef : first === 'code' ? codeRef : passwordRef).current?.focus();
    return !first;
  }

  const submit = onSubmit(ready, async () => {
    if (mode === 'sms') {
      if (!(await consent.ensure())) throw new Error(t('auth.consentRequired'));
      const { token, user, registered } = await loginWithSms(phoneOf(phone), smsCodeOf(code), { agreed: true });
      signIn(token, user, { autologin: true });
      if (registered) showToast(t('auth.registered'));
    } else {
      const { token, user } = await loginWithPassword(phoneOf(phone), password);
      signIn(token, user, { autologin: true });
    }
    navigate(target, { replace: true });
  });

  const phoneField = (
    <PhoneField
      id="login-phone"
      form={form}
      inputRef={phoneRef}
      action={mode === 'sms' && <SendCodeButton cooldown={sms.cooldown} onSend={() => void send()} />}
    />
  );

  return (
    <main className="auth-page">
      <form className="auth-card auth-form" onSubmit={submit} noValidate>
        <h1>{t('auth.loginHeading')}</h1>
        <p className="auth-sub">{t('auth.loginSubtitle')}</p>
        <div className="auth-modes" role="tablist" aria-label={t('auth.modesLabel')}>
          {(['password', 'sms'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              className="auth-mode"
              aria-selected={mode === m}
              onClick={() => switchMode(m)}
            >
              {t(m === 'sms' ? 'auth.modeSms' : 'auth.modePassword')}
            </button>
          ))}
        </div>
        {current?.phone && (
          <p className="auth-hint auth-hint--left">{t('auth.loggedInAs', { phone: maskPhone(current.phone) })}</p>
        )}
        <FormError text={formError} testId="login-error" />
        {phoneField}
        {mode === 'password' ? (
          <PasswordField
            id="login-password"
            label={t('auth.password')}
            error={form.errorOf('password')}
            autoComplete="current-password"
            input={form.text('password')}
            inputRef={passwordRef}
          />
        ) : (
          <CodeField id="login-code" form={form} inputRef={codeRef} />
        )}
        {mode === 'sms' && sms.sentTo && (
          <p className="auth-hint auth-hint--left">{t('auth.codeSent', { phone: maskPhone(sms.sentTo) })}</p>
        )}
        {mode === 'sms' && <ConsentLine consent={consent} id="login-consent" />}
        <button type="submit" className="auth-submit" disabled={busy} aria-busy={busy}>
          {busy ? t('auth.submitting') : t(mode === 'sms' ? 'auth.smsSubmit' : 'auth.submit')}
        </button>
        {mode === 'password' ? (
          <p className="auth-row">
            <Link
              className="auth-text-link"
              to={hrefs.auth(paths.passwordReset, query.redirect === undefined ? undefined : target)}
              state={{ phone }}
            >
              {t('auth.forgotPassword')}
            </Link>
          </p>
        ) : (
          <p className="auth-hint">{t('auth.smsHint')}</p>
        )}
        <p className="auth-hint">{t(mode === 'sms' ? 'auth.demoSmsHint' : 'auth.demoHint')}</p>
        <button type="button" className="auth-link" onClick={() => navigate(paths.tab.home, { replace: true })}>
          {t('auth.browseFirst')}
        </button>
      </form>
    </main>
  );
}
