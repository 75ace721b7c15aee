// /pages/withdraw/index: the leader's earnings and a withdrawal. Balance, pending and total commission
// (asked fresh), the system config (/api/config/v1/get, not persisted), the amount with "withdraw all",
// and before confirming the fee, what arrives and when, shown only for an amount that can be withdrawn; the
// text kept as typed and what is wrong with it said at the field. The form's state and action are
// use-withdrawal.ts; the wallet, the outcome and the rules are withdraw-sections.tsx.
import { Button } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { getConfig, type AppConfig } from '@/api/config';
import type { Station } from '@/api/team';
import { withdrawableFen } from '@/rules/withdraw';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { SubmitBar } from '@/components/submit-bar';
import { FormField } from '@/components/form-field';
import { Loadable, Skeleton } from '@/components/loadable';
import { LoginRequired } from '@/components/login-required';
import { LeaderOnly } from '@/components/leader-only';
import { PageHeader } from '@/components/page-header';
import { submitWith } from '@/components/use-locked-action';
import { Money } from '@/components/price';
import { rateText } from './withdraw-text';
import { useWithdrawal } from './use-withdrawal';
import { DoneNote, WalletSummary, WithdrawGuide } from './withdraw-sections';
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
  const { text, setText, setSettled, done, inputRef, quote, showQuote, messageText, arrival, submit, busy } =
    useWithdrawal(team, config, onDone, onSettled);
  return (
    <form onSubmit={submitWith(submit)} noValidate>
      <WalletSummary team={team} />

      {done && <DoneNote done={done} arrival={arrival} />}

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

      <WithdrawGuide config={config} />

      <SubmitBar
        label={t('withdraw.title')}
        busy={busy}
        text={t('withdraw.submit')}
        busyText={t('withdraw.submitting')}
      />
    </form>
  );
}
