// /pages/set/cancel: deleting the account (PIPL; docs/product.md#accounts). A clear statement of what is lost and
// when it is possible (no unfinished orders, no leader balance), an SMS code to the account's phone (type
// 'cancel'), and a confirmation. A refusal says why in place, with the way out (the orders, a withdrawal).
// After deletion the session and all storage are gone and the app starts afresh: the phone can register again.
import { useRef, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { useRequest } from 'ahooks';
import type { PageProps } from '@/config/page-props';
import { cancelAccount, countOrders, type User } from '@/api/account';
import { hrefs, paths } from '@/config/paths';
import { useT } from '@/i18n';
import { ApiError } from '@/lib/request/errors';
import { formatFen } from '@/rules/money';
import { maskPhone } from '@/rules/validate';
import { clearAllStorage } from '@/lib/storage';
import { relaunch } from '@/lib/navigation';
import { showModal } from '@/components/feedback';
import { PageHeader } from '@/components/page-header';
import { LoginRequired } from '@/components/login-required';
import { clearSession, userInfoAtom } from '@/state/session';
import { useFormState } from '@/components/use-form-state';
import { useSmsCode } from '@/components/use-sms-code';
import { smsCodeError, smsCodeOf } from './form-rules';
import { CodeField, SendCodeButton } from './sms-fields';
import './auth.css';

/** The backend's refusals of a deletion (docs/api.md): unfinished orders, a leader balance. */
const OPEN_ORDERS = 1010;
const BALANCE_LEFT = 1011;

function CancelForm({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const t = useT();
  const form = useFormState({
    initial: { code: '' },
    fields: ['code'],
    check: (v) => ({ code: smsCodeError(v.code) }),
  });
  const { code } = form.values;
  const [refusal, setRefusal] = useState<{ message: string; code?: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const sms = useSmsCode('cancel', (masked) => t('auth.codeSent', { phone: masked }));
  const counts = useRequest(() => countOrders({ silent: true }), { refreshDeps: [user.userCode] });
  const open = counts.data ? counts.data.unpaid + counts.data.toReceive : 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busyRef.current) return;
    setRefusal(null);
    if (form.submit()) return;
    busyRef.current = true;
    setBusy(true);
    try {
      const sure = await showModal({
        title: t('account.cancelConfirmTitle'),
        content: t('account.cancelConfirm'),
        confirmText: t('account.cancelConfirmOk'),
        cancelText: t('account.cancelConfirmNo'),
      });
      if (!sure) return;
      await cancelAccount(smsCodeOf(code));
      // The page says it is done (never the sign-in gate of a page whose person is gone) until the app starts afresh.
      onDeleted();
      // Gone: the session, every stored item (drafts, addresses, search history), then a fresh start.
      clearSession();
      clearAllStorage();
      await showModal({ content: t('account.cancelDone'), noCancel: true });
      relaunch(paths.tab.mine);
    } catch (failure) {
      const apiError = failure instanceof ApiError ? failure : null;
      setRefusal({ message: (failure as Error).message, code: apiError?.code });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  return (
    <>
      <section className="account-card" aria-labelledby="cancel-loses">
        <h2 id="cancel-loses">{t('account.cancelHeading')}</h2>
        <ul>
          <li>{t('account.lose1')}</li>
          <li>{t('account.lose2')}</li>
          <li>{t('account.lose3')}</li>
          <li>{t('account.lose4')}</li>
        </ul>
        <p className="account-note">{t('account.cancelRules')}</p>
      </section>
      <form
        className="account-card auth-form"
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-label={t('account.cancelTitle')}
      >
        {open > 0 && (
          <p className="account-warning">
            {t('account.openOrders', { n: open })} <Link to={hrefs.orderList()}>{t('account.viewOrders')}</Link>
          </p>
        )}
        {user.balanceFen > 0 && (
          <p className="account-warning">
            {t('account.balanceLeft', { amount: formatFen(user.balanceFen) })}{' '}
            <Link to={paths.withdrawIndex}>{t('account.goWithdraw')}</Link>
          </p>
        )}
        {refusal && (
          <p className="auth-form-error" role="alert" data-testid="cancel-refusal">
            {refusal.message}
            {refusal.code === OPEN_ORDERS && <Link to={hrefs.orderList()}>{t('account.viewOrders')}</Link>}
            {refusal.code === BALANCE_LEFT && <Link to={paths.withdrawIndex}>{t('account.goWithdraw')}</Link>}
          </p>
        )}
        <p className="account-note">{t('account.codeTo', { phone: maskPhone(user.phone) })}</p>
        <CodeField
          id="cancel-code"
          form={form}
          action={<SendCodeButton cooldown={sms.cooldown} onSend={() => void sms.send(user.phone)} />}
        />
        <button type="submit" className="auth-submit auth-submit--danger" disabled={busy} aria-busy={busy}>
          {t('account.cancelSubmit')}
        </button>
        <p className="auth-hint">{t('auth.demoSmsHint')}</p>
      </form>
    </>
  );
}

export default function AccountCancelPage(_props: PageProps) {
  const t = useT();
  const user = useAtomValue(userInfoAtom);
  const [deleted, setDeleted] = useState(false);
  return (
    <main className="account-page">
      <PageHeader title={t('account.cancelTitle')} fallback={paths.profileEdit} />
      <div className="account-body">
        {deleted ? (
          <section className="account-card" role="status">
            <h2>{t('account.deletedHeading')}</h2>
          </section>
        ) : (
          <LoginRequired message={t('common.loginFirst')}>
            {user && <CancelForm key={user.userCode} user={user} onDeleted={() => setDeleted(true)} />}
          </LoginRequired>
        )}
      </div>
    </main>
  );
}
