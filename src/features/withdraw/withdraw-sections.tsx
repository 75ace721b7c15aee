// The withdrawal page's read-only parts: the leader's wallet, what became of the withdrawal just made, and the
// rules of the backend's config (the form and its action are withdraw-page.tsx and use-withdrawal.ts).
import { Link } from 'react-router-dom';
import type { AppConfig } from '@/api/config';
import type { Station } from '@/api/team';
import { WITHDRAW_STATUS } from '@/api/withdraw';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { Money } from '@/components/price';
import { formatFen } from '@/rules/money';
import { linkTarget, rateText } from './withdraw-text';
import type { Done } from './use-withdrawal';

/** The balance, with what is pending, earned and withdrawn, and the way to the ledger. */
export function WalletSummary({ team }: { team: Station }) {
  const t = useT();
  return (
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
  );
}

/** The withdrawal just made: on its way, paid, or refused and returned. */
export function DoneNote({ done, arrival }: { done: Done; arrival: (by: number) => string }) {
  const t = useT();
  return (
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
  );
}

/** The rules of a withdrawal from the backend's config, and the guidance links. */
export function WithdrawGuide({ config }: { config: AppConfig }) {
  const t = useT();
  const guidance = [
    { key: 'guide', label: t('withdraw.guideLink'), url: config.guidanceUrl },
    { key: 'question', label: t('withdraw.questionLink'), url: config.questionUrl },
  ];
  return (
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
          {config.delayFee > 0 ? t('withdraw.guideDelay', { days: config.delayFee }) : t('withdraw.guideDelayInstant')}
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
  );
}
