// /pages/withdraw/record: the leader's withdrawals as timelines (applied, then paid, or failed with
// the reason and the amount returned), load-more; while one is processing the list is asked again. What
// arrives is said as expected while processing, as arrived once paid; a refused one says nothing arrived
// and what came back to the balance.
import { useInterval, useRequest } from 'ahooks';
import { formatDate } from '@/lib/date';
import type { PageProps } from '@/config/page-props';
import { getConfig } from '@/api/config';
import { listWithdrawals, WITHDRAW_STATUS, type Withdraw } from '@/api/withdraw';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { PagedList, usePagedList } from '@/components/paged-list';
import { Money } from '@/components/price';
import { formatFen } from '@/rules/money';
import './withdraw.css';

/** How often a list with a processing withdrawal is asked again. */
export const PROCESSING_POLL_MS = 3000;

export default function WithdrawRecordPage(_props: PageProps) {
  const t = useT();
  return (
    <main className="withdraw-page">
      <PageHeader title={t('withdraw.recordTitle')} fallback={paths.withdrawIndex} />
      <LoginRequired message={t('withdraw.needLogin')}>
        <Records />
      </LoginRequired>
    </main>
  );
}

const TIME = 'YYYY/MM/DD HH:mm';

function Records() {
  const t = useT();
  const config = useRequest(getConfig);
  const list = usePagedList((page) => listWithdrawals({ pageIndex: page - 1 }).then((p) => p.list), []);
  const processing = list.data?.list.some((w) => w.status === WITHDRAW_STATUS.processing) ?? false;
  useInterval(
    () => {
      if (!list.loading && !list.loadingMore) list.reload();
    },
    processing ? PROCESSING_POLL_MS : undefined,
  );
  const delayDays = config.data?.delayFee ?? 1;

  const status = (w: Withdraw) =>
    w.status === WITHDRAW_STATUS.paid
      ? t('withdraw.statusPaid')
      : w.status === WITHDRAW_STATUS.failed
        ? t('withdraw.statusFailed')
        : t('withdraw.statusProcessing');

  return (
    <PagedList
      state={list}
      className="qh-record-list"
      empty={{ title: t('withdraw.empty'), description: t('withdraw.emptyDesc') }}
      renderItem={(w: Withdraw) => (
        <article
          key={w.code}
          className="qh-record withdraw-record"
          data-status={w.status}
          aria-labelledby={`wd-${w.code}`}
        >
          <header className="qh-row-ends withdraw-record-head">
            <h2 id={`wd-${w.code}`}>
              <Money fen={w.amountFen} />
            </h2>
            <span className={`withdraw-status withdraw-status--${w.status}`}>{status(w)}</span>
          </header>
          <p className="withdraw-record-fee">
            {w.status === WITHDRAW_STATUS.failed
              ? t('withdraw.recordReturned', { amount: formatFen(w.amountFen) })
              : t(w.status === WITHDRAW_STATUS.paid ? 'withdraw.recordFee' : 'withdraw.recordFeeExpected', {
                  fee: formatFen(w.feeFen),
                  actual: formatFen(w.actualFen),
                })}
          </p>
          <ol className="withdraw-timeline">
            <li data-done="true">
              <span>{t('withdraw.stepApplied')}</span>
              <time dateTime={new Date(w.createTime).toISOString()}>{formatDate(w.createTime, TIME)}</time>
            </li>
            {w.status === WITHDRAW_STATUS.processing && (
              <li data-done="false">
                <span>
                  {t('withdraw.stepProcessing', {
                    date: formatDate(w.createTime + Math.round(delayDays * 86_400_000), TIME),
                  })}
                </span>
              </li>
            )}
            {w.status === WITHDRAW_STATUS.paid && (
              <li data-done="true">
                <span>{t('withdraw.stepPaid')}</span>
                {w.finishTime !== null && (
                  <time dateTime={new Date(w.finishTime).toISOString()}>{formatDate(w.finishTime, TIME)}</time>
                )}
              </li>
            )}
            {w.status === WITHDRAW_STATUS.failed && (
              <li data-done="failed">
                <span>{t('withdraw.stepFailed')}</span>
                {w.finishTime !== null && (
                  <time dateTime={new Date(w.finishTime).toISOString()}>{formatDate(w.finishTime, TIME)}</time>
                )}
                {w.reason && <p className="withdraw-reason">{t('withdraw.reason', { reason: w.reason })}</p>}
              </li>
            )}
          </ol>
        </article>
      )}
    />
  );
}
