// /pages/withdraw/ledger (收益明细): the leader's earnings ledger. Totals on top (commission, taken back by
// refunds, withdrawn, and the balance they make), then every movement of the balance, newest first, with the
// balance after it: each order's commission, each refund taking commission back, each withdrawal (and its
// status), each refused withdrawal returned. Asked fresh (the balance moves on the server).
import { useState } from 'react';
import { formatDate } from '@/lib/date';
import { Link } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { listLedger, type LedgerEntry, type LedgerSummary } from '@/api/ledger';
import { WITHDRAW_STATUS } from '@/api/withdraw';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { LoginRequired } from '@/components/login-required';
import { LeaderOnly } from '@/components/leader-only';
import { PageHeader } from '@/components/page-header';
import { REFUND_REASON_KEYS } from '@/components/refund-rows';
import { PagedList, usePagedList } from '@/components/paged-list';
import { Money } from '@/components/price';
import { formatFen } from '@/rules/money';
import './withdraw.css';

export default function LedgerPage(_props: PageProps) {
  const t = useT();
  return (
    <main className="withdraw-page">
      <PageHeader title={t('withdraw.ledgerTitle')} fallback={paths.stationIndex} />
      <LoginRequired message={t('withdraw.needLogin')}>
        <LeaderOnly
          title={t('withdraw.notLeader')}
          description={t('withdraw.notLeaderDesc')}
          action={t('withdraw.goApply')}
        >
          {() => <Ledger />}
        </LeaderOnly>
      </LoginRequired>
    </main>
  );
}

const TIME = 'YYYY/MM/DD HH:mm';

/** +¥1.00 / -¥1.00 */
const signed = (fen: number) => (fen > 0 ? `+${formatFen(fen)}` : formatFen(fen));

function Ledger() {
  const t = useT();
  // Every page carries the totals; the latest answer's are shown.
  const [summary, setSummary] = useState<LedgerSummary | null>(null);
  const list = usePagedList(async (page) => {
    const answer = await listLedger({ pageIndex: page - 1 });
    setSummary(answer.summary);
    return answer.list;
  }, []);

  const title = (e: LedgerEntry) => t(`withdraw.ledgerKind_${e.kind}`);
  const detail = (e: LedgerEntry): string => {
    switch (e.kind) {
      case 'commission':
        return t('withdraw.ledgerCommission', { order: e.orderCode ?? '' });
      case 'takeBack':
        return t('withdraw.ledgerTakeBack', {
          order: e.orderCode ?? '',
          refund: formatFen(e.refundAmountFen ?? 0),
          reason: e.refundReason ? t(REFUND_REASON_KEYS[e.refundReason]) : t('withdraw.ledgerRefund'),
        });
      case 'withdraw':
        return e.withdrawStatus === WITHDRAW_STATUS.failed
          ? t('withdraw.ledgerWithdrawFailed')
          : e.withdrawStatus === WITHDRAW_STATUS.paid
            ? t('withdraw.ledgerWithdrawPaid')
            : t('withdraw.ledgerWithdrawProcessing');
      default:
        return e.note ? t('withdraw.reason', { reason: e.note }) : '';
    }
  };

  return (
    <>
      <section
        className="withdraw-wallet ledger-summary"
        aria-labelledby="ledger-balance-label"
        data-testid="ledger-summary"
      >
        <p id="ledger-balance-label" className="withdraw-wallet-label">
          {t('withdraw.balance')}
        </p>
        <p className="withdraw-wallet-balance" data-testid="ledger-balance">
          {summary ? <Money fen={summary.balanceFen} /> : '—'}
        </p>
        <dl className="withdraw-wallet-grid ledger-summary-grid">
          <div>
            {/* 累计佣金: the figure the team and withdrawal pages show under that name (after what refunds took back). */}
            <dt>{t('withdraw.total')}</dt>
            <dd data-testid="ledger-total">{summary ? <Money fen={summary.totalEarningFen} /> : '—'}</dd>
          </div>
          <div>
            <dt>{t('withdraw.ledgerCommissionTotal')}</dt>
            <dd data-testid="ledger-commission">{summary ? <Money fen={summary.commissionFen} /> : '—'}</dd>
          </div>
          <div>
            <dt>{t('withdraw.ledgerTakenBackTotal')}</dt>
            <dd data-testid="ledger-taken-back">{summary ? signed(-summary.takenBackFen) : '—'}</dd>
          </div>
          <div>
            <dt>{t('withdraw.withdrawn')}</dt>
            <dd data-testid="ledger-withdrawn">{summary ? signed(-summary.withdrawnFen) : '—'}</dd>
          </div>
        </dl>
        <p className="withdraw-wallet-hint">
          {t('withdraw.ledgerHint')} <Link to={paths.withdrawIndex}>{t('withdraw.ledgerGoWithdraw')} ›</Link>
        </p>
      </section>
      <PagedList
        state={list}
        className="ledger-list"
        empty={{ title: t('withdraw.ledgerEmpty'), description: t('withdraw.ledgerEmptyDesc') }}
        renderItem={(e: LedgerEntry) => (
          <article key={e.entryCode} className="ledger-entry" data-kind={e.kind} aria-labelledby={`le-${e.entryCode}`}>
            <div className="ledger-entry-main">
              <h2 id={`le-${e.entryCode}`}>{title(e)}</h2>
              <p className="ledger-entry-detail">{detail(e)}</p>
              <time dateTime={new Date(e.time).toISOString()}>{formatDate(e.time, TIME)}</time>
            </div>
            <div className="ledger-entry-money">
              <p
                className={e.amountFen >= 0 ? 'ledger-amount ledger-amount--in' : 'ledger-amount ledger-amount--out'}
                data-testid="ledger-amount"
              >
                {signed(e.amountFen)}
              </p>
              <p className="ledger-after">{t('withdraw.ledgerAfter', { amount: formatFen(e.balanceFen) })}</p>
            </div>
          </article>
        )}
      />
    </>
  );
}
