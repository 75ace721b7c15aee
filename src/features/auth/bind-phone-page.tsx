// /pages/set/bindPhone: after a scene login without a user code. Phone and SMS code bind the phone to
// the WeChat openid (a new phone registers, so consent is asked first); the user is then refetched
// (docs/product.md#states) and the person goes where they were going (returnTarget: never back to an auth page,
// however often the page was reloaded). What was typed is kept (normalized only to check and send); busy
// after a success until the next page has replaced it. Someone already signed in goes straight on.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { bindPhone, getCurrentUser } from '@/api/account';
import { hrefs, returnTarget } from '@/config/paths';
import { useT } from '@/i18n';
import { showToast } from '@/components/feedback';
import { maskPhone } from '@/rules/validate';
import { hasLoginAtom, holdBindingToken, signIn, tokenAtom } from '@/state/session';
import { phoneError, phoneOf, smsCodeError, smsCodeOf } from './form-rules';
import { useDocumentTitle } from '@/components/use-document-title';
import { useFormState } from '@/components/use-form-state';
import { useSmsCode } from '@/components/use-sms-code';
import { isRecord } from '@/lib/storage';
import { readPageData, removePageData, savePageData } from '@/state/page-data';
import { ConsentLine, useConsent } from './consent';
import { CodeField, PhoneField, SendCodeButton, FormError, useSubmitOnce } from './sms-fields';
import './auth.css';

/** What the bind form keeps across a reload (pageData): the phone as typed and the consent given. */
const KEPT_KEY = 'bindPhone';
const KEPT_MS = 30 * 60 * 1000;
interface Kept {
  phone: string;
  agreed: boolean;
}
const isKept = (v: unknown): v is Kept => isRecord(v) && typeof v.phone === 'string' && typeof v.agreed === 'boolean';

export default function BindPhonePage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  useDocumentTitle(t('auth.bindTitle'));
  const token = useAtomValue(tokenAtom);
  const loggedIn = useAtomValue(hasLoginAtom);
  const [kept] = useState(() => readPageData(KEPT_KEY, isKept));
  const form = useFormState({
    initial: { phone: kept?.phone ?? '', code: '' },
    fields: ['phone', 'code'],
    check: (v) => ({ phone: phoneError(v.phone), code: smsCodeError(v.code) }),
  });
  const { phone, code } = form.values;
  const { busy, formError, onSubmit } = useSubmitOnce('moveOn');
  const sms = useSmsCode('bind', (masked) => t('auth.codeSent', { phone: masked }));
  const consent = useConsent(kept?.agreed ?? false);
  const target = returnTarget(query.redirect);
  useEffect(() => {
    if (phone || consent.agreed) savePageData(KEPT_KEY, { phone, agreed: consent.agreed } satisfies Kept, KEPT_MS);
  }, [phone, consent.agreed]);

  // Signed in already (bound meanwhile, or back here through history): nothing to bind, on to the target.
  if (loggedIn && !busy) return <Navigate to={target} replace />;

  async function send() {
    form.touch('phone');
    if (form.invalid('phone') || sms.cooldown > 0) return;
    if (!(await consent.ensure())) return;
    await sms.send(phoneOf(phone));
  }

  const submit = onSubmit(
    () => !form.submit(),
    async () => {
      if (!(await consent.ensure())) throw new Error(t('auth.consentRequired'));
      const bound = await bindPhone(phoneOf(phone), smsCodeOf(code), { agreed: true });
      holdBindingToken(bound.token);
      const user = await getCurrentUser();
      signIn(bound.token, user);
      removePageData(KEPT_KEY);
      showToast(t('auth.bound'));
      navigate(target, { replace: true });
    },
  );

  return (
    <main className="auth-page">
      <form className="auth-card auth-form" onSubmit={submit} noValidate>
        <h1>{t('auth.bindHeading')}</h1>
        <p className="auth-sub">{token ? t('auth.bindSubtitle') : t('auth.bindNeedsAuth')}</p>
        <FormError text={formError} />
        <PhoneField
          id="bind-phone"
          form={form}
          action={<SendCodeButton cooldown={sms.cooldown} disabled={!token} onSend={() => void send()} />}
        />
        <CodeField id="bind-code" form={form} name="verifyCode" />
        {sms.sentTo && (
          <p className="auth-hint auth-hint--left">{t('auth.codeSent', { phone: maskPhone(sms.sentTo) })}</p>
        )}
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
