// /pages/set/bindPhone: after a scene login without a user code. Phone and SMS code bind the phone to
// the WeChat openid; the user is then refetched (spec section 4) and the person goes on. What was typed
// is kept (normalized only to check and send); busy after a success until the next page has replaced it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { bindPhone, getCurrentUser, sendSmsCode } from '@/api/account';
import { isInternalRoute, paths } from '@/config/paths';
import { useT } from '@/i18n';
import { showToast } from '@/components/feedback';
import { maskPhone } from '@/lib/validate';
import type { ApiError } from '@/lib/request/errors';
import { holdBindingToken, signIn, tokenAtom } from '@/state/session';
import { phoneError, phoneOf, smsCodeError, smsCodeOf, type FieldError } from './form-rules';
import { useDocumentTitle } from '@/components/use-document-title';
import { AuthField } from './auth-field';
import './auth.css';

export default function BindPhonePage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  useDocumentTitle(t('auth.bindTitle'));
  const token = useAtomValue(tokenAtom);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState({ phone: false, code: false });
  const [cooldown, setCooldown] = useState(0);
  const [sentTo, setSentTo] = useState('');
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const sendingRef = useRef(false);
  const target = isInternalRoute(query.redirect) ? query.redirect : paths.tab.home;

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const errors = { phone: phoneError(phone), code: smsCodeError(code) };
  const shown = (error: FieldError | null, touchedField: boolean) => (touchedField && error ? t(error.key, error.params) : undefined);

  async function send() {
    setTouched((s) => ({ ...s, phone: true }));
    if (errors.phone || cooldown > 0 || sendingRef.current) return;
    sendingRef.current = true;
    try {
      const to = phoneOf(phone);
      const { cooldown: seconds } = await sendSmsCode(to, 'bind');
      setCooldown(seconds);
      setSentTo(to);
      showToast(t('auth.codeSent', { phone: maskPhone(to) }));
    } catch {
      // The request client has shown the server's message.
    } finally {
      sendingRef.current = false;
    }
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
      const bound = await bindPhone(phoneOf(phone), smsCodeOf(code));
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
            <button type="button" className="auth-inline-btn" disabled={cooldown > 0} onClick={() => void send()}>
              {cooldown > 0 ? t('auth.resendIn', { n: cooldown }) : t('auth.sendCode')}
            </button>
          }
        >
          {(aria) => (
            <input
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
        <AuthField id="bind-code" label={t('auth.smsCode')} error={shown(errors.code, touched.code)}>
          {(aria) => (
            <input
              name="verifyCode"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder={t('auth.smsCodePlaceholder')}
              value={code}
              {...aria}
              onChange={(e) => setCode(e.target.value)}
              onBlur={() => setTouched((s) => ({ ...s, code: true }))}
            />
          )}
        </AuthField>
        {sentTo && <p className="auth-hint">{t('auth.codeSent', { phone: maskPhone(sentTo) })}</p>}
        <button type="submit" className="auth-submit" disabled={busy || !token} aria-busy={busy}>
          {t('auth.bindSubmit')}
        </button>
      </form>
    </main>
  );
}
