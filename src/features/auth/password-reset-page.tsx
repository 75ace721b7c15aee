// /pages/login/reset: a forgotten (or changed) password: the registered phone gets an SMS code (type
// 'reset'), then a new password by the rules of docs/product.md#validation. Afterwards the person logs in with it,
// on the login page with the phone filled in and the same return target. What was typed is kept.
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { resetPassword } from '@/api/account';
import { hrefs, returnTarget } from '@/config/paths';
import { useT } from '@/i18n';
import { maskPhone } from '@/rules/validate';
import { showToast } from '@/components/feedback';
import { useDocumentTitle } from '@/components/use-document-title';
import { useFormState } from '@/components/use-form-state';
import { useSmsCode } from '@/components/use-sms-code';
import { passwordError, phoneError, phoneOf, smsCodeError, smsCodeOf } from './form-rules';
import { CodeField, PasswordField, PhoneField, SendCodeButton, FormError, useSubmitOnce } from './sms-fields';
import './auth.css';

export default function PasswordResetPage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t('auth.resetTitle'));
  const handed = (location.state as { phone?: unknown } | null)?.phone;
  const form = useFormState({
    initial: { phone: typeof handed === 'string' ? handed : '', code: '', password: '' },
    fields: ['phone', 'code', 'password'],
    check: (v) => ({ phone: phoneError(v.phone), code: smsCodeError(v.code), password: passwordError(v.password) }),
  });
  const { phone, code, password } = form.values;
  const { busy, formError, onSubmit } = useSubmitOnce('moveOn');
  const sms = useSmsCode('reset', (masked) => t('auth.codeSent', { phone: masked }));
  const target = query.redirect === undefined ? undefined : returnTarget(query.redirect);

  async function send() {
    form.touch('phone');
    if (form.invalid('phone') || sms.cooldown > 0) return;
    await sms.send(phoneOf(phone));
  }

  const submit = onSubmit(
    () => !form.submit(),
    async () => {
      await resetPassword(phoneOf(phone), smsCodeOf(code), password);
      showToast(t('auth.resetDone'));
      navigate(hrefs.login(target), { replace: true, state: { phone } });
    },
  );

  return (
    <main className="auth-page">
      <form className="auth-card auth-form" onSubmit={submit} noValidate>
        <h1>{t('auth.resetHeading')}</h1>
        <p className="auth-sub">{t('auth.resetSubtitle')}</p>
        <FormError text={formError} />
        <PhoneField
          id="reset-phone"
          form={form}
          action={<SendCodeButton cooldown={sms.cooldown} onSend={() => void send()} />}
        />
        <CodeField id="reset-code" form={form} />
        {sms.sentTo && (
          <p className="auth-hint auth-hint--left">{t('auth.codeSent', { phone: maskPhone(sms.sentTo) })}</p>
        )}
        <PasswordField
          id="reset-password"
          label={t('auth.newPassword')}
          error={form.errorOf('password')}
          autoComplete="new-password"
          input={form.text('password')}
        />
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
