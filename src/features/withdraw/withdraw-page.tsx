// /pages/withdraw/index: the leader's earnings and a withdrawal. Balance, pending and total commission
// (asked fresh), the system config (/api/config/v1/get, not persisted), the amount with "withdraw all",
// and before confirming the fee, what arrives and when, all in integer fen (quoteWithdraw), shown only for
// an amount that can be withdrawn; the text kept as typed and what is wrong with it said at the field; a
// confirmation; one withdrawal per request even on a double tap; the submitted withdrawal followed until the
// payment channel answers (paid, or refused and returned: the balance asked again and the outcome said).
import { useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { formatDate } from '@/lib/date';
import { Link, useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { getConfig, type AppConfig } from '@/api/config';
import type { Station } from '@/api/team';
import { applyWithdraw, getWithdrawal, newWithdrawRequestId, WITHDRAW_STATUS, type Withdraw } from '@/api/withdraw';
import { quoteWithdraw, withdrawableFen } from '@/rules/withdraw';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { ActionBar } from '@/components/action-bar';
import { showModal, showToast } from '@/components/feedback';
import { FormField } from '@/components/form-field';
import { Loadable, Skeleton } from '@/components/loadable';
import { LoginRequired } from '@/components/login-required';
import { LeaderOnly } from '@/components/leader-only';
import { PageHeader } from '@/components/page-header';
import { submitWith, useLockedAction } from '@/components/use-locked-action';
import { Money } from '@/components/price';
import { formatFen } from '@/rules/money';
import { readYuanInput } from '@/lib/typed-number';
import { amountMessage, linkTarget, rateText } from './withdraw-text';
import './withdraw.css';

export default function WithdrawPage(_props: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <main className="withdraw-page">
      <PageHeader
        title={t('withdraw.title')}
        fallback={paths.stationIndex}
        right={
          <Button size="small" fill="none" color="primary" onClick={() => navigate(paths.withdrawRecord)}>
            {t('withdraw.records')}
          </Button>
        }
      />
      <LoginRequired message={t('withdraw.needLogin')}>
        <Withdraw />
      </LoginRequired>
    </main>
  );
}

function Withdraw() {
  const t = useT();
  // Asked beside the leader's info (not after it): the fee and the arrival rules.
  const config = useRequest(getConfig);
  // The balance changes on the server (commissions, a refused withdrawal): the leader's info is asked fresh.
  return (
    <LeaderOnly
      fresh
      title={t('withdraw.notLeader')}
      description={t('withdraw.notLeaderDesc')}
      action={t('withdraw.goApply')}
    >
      {(team, info) => (
        <Loadable request={config} skeleton={<Skeleton rows={3} variant="detail" />}>
          {(appConfig) => (
            <WithdrawForm
              team={team}
              config={appConfig}
              onDone={(balanceFen) => {
                // The answer's balance at once, then everything else asked again.
                info.set({ ...team, balanceFen });
                info.refresh();
                config.refresh();
              }}
              onSettled={() => {
                info.refresh();
                config.refresh();
              }}
            />
          )}
        </Loadable>
      )}
    </LeaderOnly>
  );
}

/** How often a submitted withdrawal is asked for while the payment channel works on it. */
export const FOLLOW_POLL_MS = 2000;

interface Done {
  record: Withdraw;
  arriveBy: number;
}

interface WithdrawFormProps {
  team: Station;
  config: AppConfig;
  /** Applied: the balance the answer gave. */
  onDone: (balanceFen: number) => void;
  /** The payment channel answered (paid, or refused and returned): the balance is to be asked again. */
  onSettled: () => void;
}

function WithdrawForm({ team, config, onDone, onSettled }: WithdrawFormProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [settled, setSettled] = useState(false);
  const [done, setDone] = useState<Done | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The submitted withdrawal, asked for until it is paid or refused; then the page says so and asks for the balance.
  useRequest(() => getWithdrawal(done!.record.code, { silent: true }), {
    ready: done?.record.status === WITHDRAW_STATUS.processing,
    refreshDeps: [done?.record.code],
    pollingInterval: FOLLOW_POLL_MS,
    pollingWhenHidden: false,
    onSuccess: (record) => {
      if (record.status === WITHDRAW_STATUS.processing) return;
      setDone((d) => (d && d.record.code === record.code ? { ...d, record } : d));
      onSettled();
    },
  });
  // One request id per amount being withdrawn: a retry of the same amount after a failure is the same request.
  const pendingRequest = useRef<{ amountFen: number; id: string } | null>(null);
  const read = readYuanInput(text);
  const amountFen = read.ok ? read.value : -1;
  const now = Date.now();
  const quote = quoteWithdraw(amountFen, team.balanceFen, config, now);
  const message = amountMessage(read, quote.check, team.balanceFen, settled);
  const arrival = (by: number) =>
    config.delayFee <= 0
      ? t('withdraw.arrivalInstant')
      : t('withdraw.arrivalBy', { date: formatDate(by, t('withdraw.dateFormat')) });
  const messageText =
    message === 'withdraw.errOverBalance'
      ? t(message, { amount: formatFen(team.balanceFen) })
      : message === 'withdraw.errAboveMax'
        ? t(message, { amount: formatFen(config.withdrawMaxFen) })
        : message === 'withdraw.errBelowLimit'
          ? t(message, { amount: formatFen(config.withdrawLimitFen) })
          : message
            ? t(message)
            : undefined;
  // Only an amount that can be withdrawn has a fee and something that arrives.
  const showQuote = quote.check === 'ok';

  const [submit, busy] = useLockedAction(async () => {
    setSettled(true);
    if (quote.check !== 'ok') {
      // The field says why (its message is tied to it); the text stays as typed.
      inputRef.current?.focus();
      return;
    }
    try {
      const ok = await showModal({
        title: t('withdraw.confirmTitle'),
        content: t('withdraw.confirmContent', {
          amount: formatFen(amountFen),
          fee: formatFen(quote.feeFen),
          actual: formatFen(quote.actualFen),
          arrival: arrival(quote.arriveBy),
        }),
        confirmText: t('withdraw.confirmOk'),
      });
      if (!ok) return;
      if (pendingRequest.current?.amountFen !== amountFen)
        pendingRequest.current = { amountFen, id: newWithdrawRequestId() };
      const result = await applyWithdraw(amountFen, pendingRequest.current.id);
      pendingRequest.current = null;
      setDone({ record: result.record, arriveBy: result.record.createTime + Math.round(config.delayFee * 86_400_000) });
      setText('');
      setSettled(false);
      showToast(t('withdraw.done'), { icon: 'success' });
      onDone(result.balanceFen);
    } catch {
      // The request client has shown the server's message; the amount stays as typed.
    }
  });

  const guidance = [
    { key: 'guide', label: t('withdraw.guideLink'), url: config.guidanceUrl },
    { key: 'question', label: t('withdraw.questionLink'), url: config.questionUrl },
  ];

  return (
    <form onSubmit={submitWith(submit)} noValidate>
      <section className="withdraw-wallet" aria-labelledby="withdraw-balance-label">
        <p id="withdraw-balance-label" className="withdraw-wallet-label">
          {t('withdraw.balance')}
        </p>
        <p className="withdraw-wallet-balance" data-testid="withdraw-balance">
          <Money fen={team.balanceFen} />
        </p>
        <dl className="withdraw-wallet-grid">
          <div>
            <dt>{t('withdraw.pending')}</dt>
            <dd data-testid="withdraw-pending">
              <Money fen={team.pendingEarningFen} />
            </dd>
          </div>
          <div>
            <dt>{t('withdraw.total')}</dt>
            <dd data-testid="withdraw-total">
              <Money fen={team.totalEarningFen} />
            </dd>
          </div>
          <div>
            <dt>{t('withdraw.withdrawn')}</dt>
            <dd>
              <Money fen={team.withdrawnFen} />
            </dd>
          </div>
        </dl>
        <p className="withdraw-wallet-hint">
          {t('withdraw.pendingHint')} <Link to={paths.withdrawLedger}>{t('withdraw.ledgerLink')} ›</Link>
        </p>
      </section>

      {done && (
        <section className="withdraw-done" role="status" data-testid="withdraw-done" data-status={done.record.status}>
          {done.record.status === WITHDRAW_STATUS.failed ? (
            <>
              <strong>{t('withdraw.doneFailed')}</strong>
              <span>
                {t('withdraw.doneFailedDetail', {
                  amount: formatFen(done.record.amountFen),
                  reason: done.record.reason || t('withdraw.statusFailed'),
                })}
              </span>
            </>
          ) : done.record.status === WITHDRAW_STATUS.paid ? (
            <>
              <strong>{t('withdraw.donePaid')}</strong>
              <span>{t('withdraw.donePaidDetail', { actual: formatFen(done.record.actualFen) })}</span>
            </>
          ) : (
            <>
              <strong>{t('withdraw.done')}</strong>
              <span>
                {t('withdraw.doneDetail', {
                  amount: formatFen(done.record.amountFen),
                  arrival: arrival(done.arriveBy),
                })}
              </span>
            </>
          )}
          <Link to={paths.withdrawRecord}>{t('withdraw.viewRecords')}</Link>
        </section>
      )}

      <div className="qh-form-card">
        <FormField id="withdraw-amount" label={t('withdraw.amount')} error={messageText}>
          {(aria) => (
            <div className="withdraw-amount-row">
              <span className="withdraw-currency" aria-hidden="true">
                ¥
              </span>
              <input
                {...aria}
                ref={inputRef}
                className="withdraw-amount-input"
                name="amount"
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('withdraw.amountPlaceholder')}
                value={text}
                onChange={(e) => setText(e.target.value)}
                onBlur={() => text.trim() && setSettled(true)}
              />
              <Button
                size="small"
                fill="none"
                color="primary"
                onClick={() =>
                  setText(
                    withdrawableFen(team.balanceFen, config) > 0
                      ? (withdrawableFen(team.balanceFen, config) / 100).toFixed(2)
                      : '',
                  )
                }
              >
                {t('withdraw.all')}
              </Button>
            </div>
          )}
        </FormField>
        <dl className="qh-value-rows withdraw-quote" aria-live="polite" data-testid="withdraw-quote">
          <div>
            <dt>
              {config.withdrawRate > 0
                ? t('withdraw.feeRate', { rate: rateText(config.withdrawRate) })
                : t('withdraw.fee')}
            </dt>
            <dd data-testid="withdraw-fee">
              {showQuote ? <Money fen={quote.feeFen} /> : config.withdrawRate > 0 ? '—' : t('withdraw.feeFree')}
            </dd>
          </div>
          <div>
            <dt>{t('withdraw.actual')}</dt>
            <dd data-testid="withdraw-actual" className="withdraw-actual">
              {showQuote ? <Money fen={quote.actualFen} /> : '—'}
            </dd>
          </div>
          <div>
            <dt>{t('withdraw.arrival')}</dt>
            <dd data-testid="withdraw-arrival">{arrival(quote.arriveBy)}</dd>
          </div>
          <div>
            <dt>{t('withdraw.account')}</dt>
            <dd>{t('withdraw.accountWechat')}</dd>
          </div>
        </dl>
      </div>

      <section className="qh-form-card withdraw-guide" aria-labelledby="withdraw-guide-title">
        <h2 id="withdraw-guide-title">{t('withdraw.guide')}</h2>
        <ul>
          <li data-testid="withdraw-guide-limit">
            {config.withdrawMaxFen > 0
              ? t('withdraw.guideLimitMax', {
                  amount: formatFen(config.withdrawLimitFen),
                  max: formatFen(config.withdrawMaxFen),
                })
              : t('withdraw.guideLimit', { amount: formatFen(config.withdrawLimitFen) })}
          </li>
          <li>
            {config.withdrawRate > 0
              ? t('withdraw.guideRate', { rate: rateText(config.withdrawRate) })
              : t('withdraw.guideRateFree')}
          </li>
          <li>
            {config.delayFee > 0
              ? t('withdraw.guideDelay', { days: config.delayFee })
              : t('withdraw.guideDelayInstant')}
          </li>
          <li>{t('withdraw.guideCommission')}</li>
        </ul>
        <p className="withdraw-links">
          {guidance.map(({ key, label, url }) => {
            const target = linkTarget(url);
            if (!target) return null;
            return target.kind === 'route' ? (
              <Link key={key} to={target.to}>
                {label} ›
              </Link>
            ) : (
              <a key={key} href={target.href}>
                {label} ›
              </a>
            );
          })}
        </p>
      </section>

      <ActionBar label={t('withdraw.title')}>
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          type="submit"
          loading={busy}
          loadingText={t('withdraw.submitting')}
          disabled={busy}
        >
          {t('withdraw.submit')}
        </Button>
      </ActionBar>
    </form>
  );
}
