// /pages/set/bindPhone: after a scene login without a user code. Phone and SMS code bind the phone to
// the WeChat openid (a new phone registers, so consent is asked first); the user is then refetched
// (spec section 4) and the person goes where they were going (returnTarget: never back to an auth page,
// however often the page was reloaded). What was typed is kept (normalized only to check and send); busy
// after a success until the next page has replaced it. Someone already signed in goes straight on.
import { useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { bindPhone, getCurrentUser } from '@/api/account';
import { hrefs, returnTarget } from '@/config/paths';
import { useT } from '@/i18n';
import { showToast } from '@/components/feedback';
import { maskPhone } from '@/rules/validate';
import type { ApiError } from '@/lib/request/errors';
import { hasLoginAtom, holdBindingToken, signIn, tokenAtom } from '@/state/session';
import { phoneError, phoneOf, smsCodeError, smsCodeOf, type FieldError } from './form-rules';
import { useDocumentTitle } from '@/components/use-document-title';
import { AuthField } from './auth-field';
import { ConsentLine, useConsent } from './consent';
import { useSmsCode } from './use-sms-code';
import { CodeInput, PhoneInput, SendCodeButton } from './sms-fields';
import './auth.css';

export default function BindPhonePage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  useDocumentTitle(t('auth.bindTitle'));
  const token = useAtomValue(tokenAtom);
  const loggedIn = useAtomValue(hasLoginAtom);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState({ phone: false, code: false });
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const sms = useSmsCode('bind');
  const consent = useConsent();
  const target = returnTarget(query.redirect);

  const errors = { phone: phoneError(phone), code: smsCodeError(code) };
  const shown = (error: FieldError | null, touchedField: boolean) => (touchedField && error ? t(error.key, error.params) : undefined);

  // Signed in already (bound meanwhile, or back here through history): nothing to bind, on to the target.
  if (loggedIn && !busy) return <Navigate to={target} replace />;

  async function send() {
    setTouched((s) => ({ ...s, phone: true }));
    if (errors.phone || sms.cooldown > 0) return;
    if (!(await consent.ensure())) return;
    await sms.send(phoneOf(phone));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busyRef.current) return;
    setTouched({ phone: true, code: true });
    setFormError('');
    if (errors.phone || errors.code) return;
    busyRef.current = true;
    setBusy(true);
    try {
      if (!(await consent.ensure())) throw new Error(t('auth.consentRequired'));
      const bound = await bindPhone(phoneOf(phone), smsCodeOf(code), { agreed: true });
      holdBindingToken(bound.token);
      const user = await getCurrentUser();
      signIn(bound.token, user);
      showToast(t('auth.bound'));
      // Still busy: the next screen may take a moment to load, and this form must not send again.
      navigate(target, { replace: true });
    } catch (error) {
      setFormError((error as ApiError).message);
      busyRef.current = false;
      setBusy(false);
    }
  }

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={(e) => void submit(e)} noValidate>
        <h1>{t('auth.bindHeading')}</h1>
        <p className="auth-sub">{token ? t('auth.bindSubtitle') : t('auth.bindNeedsAuth')}</p>
        {formError && (
          <p className="auth-form-error" role="alert">
            {formError}
          </p>
        )}
        <AuthField
          id="bind-phone"
          label={t('auth.phone')}
          error={shown(errors.phone, touched.phone)}
          action={
            <SendCodeButton cooldown={sms.cooldown} disabled={!token} onSend={() => void send()} />
          }
        >
          {(aria) => (
            <PhoneInput aria={aria} value={phone} onChange={setPhone} onBlur={() => setTouched((s) => ({ ...s, phone: true }))} />
          )}
        </AuthField>
        <AuthField id="bind-code" label={t('auth.smsCode')} error={shown(errors.code, touched.code)}>
          {(aria) => (
            <CodeInput aria={aria} value={code} onChange={setCode} onBlur={() => setTouched((s) => ({ ...s, code: true }))} name="verifyCode" />
          )}
        </AuthField>
        {sms.sentTo && <p className="auth-hint auth-hint--left">{t('auth.codeSent', { phone: maskPhone(sms.sentTo) })}</p>}
        <ConsentLine consent={consent} id="bind-consent" />
        <button type="submit" className="auth-submit" disabled={busy || !token} aria-busy={busy}>
          {t('auth.bindSubmit')}
        </button>
        <p className="auth-hint">{t('auth.demoSmsHint')}</p>
        {!token && (
          <Link className="auth-link" to={hrefs.login(target)} replace>
            {t('auth.bindWithPhone')}
          </Link>
        )}
        {token && (
          <Link className="auth-link" to={target} replace>
            {t('auth.browseFirst')}
          </Link>
        )}
      </form>
    </main>
  );
}
