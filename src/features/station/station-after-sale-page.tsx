// /pages/team/afterSale: the after-sales of the leader's station (pending first, the oldest first, as the
// backend sorts them), load-more and pull to refresh; a card opens the detail sheet, where a pending one is
// accepted (refunded to the customer's original payment) or refused with a remark.
import { useState } from 'react';
import { formatDate } from '@/lib/date';
import type { PageProps } from '@/config/page-props';
import { listStationAfterSales, type AfterSale } from '@/api/after-sale';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { LoginRequired } from '@/components/login-required';
import { LeaderOnly } from '@/components/leader-only';
import { PageHeader } from '@/components/page-header';
import { PagedList, usePagedList } from '@/components/paged-list';
import { Money } from '@/components/price';
import { AfterSaleDecision } from './after-sale-decision';
import { maskName, piecesOf, REASON_KEYS, TAG_KEYS, tagOf } from './after-sale-labels';
import './station.css';
import './after-sale.css';

export default function StationAfterSalePage(_props: PageProps) {
  const t = useT();
  return (
    <main className="station-page">
      <PageHeader title={t('station.afterSaleTitle')} fallback={paths.stationIndex} />
      <LoginRequired message={t('station.needLogin')}>
        <LeaderOnly
          title={t('station.notLeader')}
          description={t('station.notLeaderDesc')}
          action={t('station.goApply')}
        >
          {() => <StationAfterSales />}
        </LeaderOnly>
      </LoginRequired>
    </main>
  );
}

function StationAfterSales() {
  const t = useT();
  // How many wait for a decision, over all pages (every page's answer carries it; the latest wins).
  const [pending, setPending] = useState<number | null>(null);
  const list = usePagedList(
    (page) =>
      listStationAfterSales({ pageIndex: page - 1 }).then((p) => {
        setPending(p.pending);
        return p.list;
      }),
    [],
  );
  const [open, setOpen] = useState<AfterSale | null>(null);
  const [visible, setVisible] = useState(false);
  const show = (a: AfterSale) => {
    setOpen(a);
    setVisible(true);
  };

  return (
    <>
      {pending !== null && list.data && list.data.list.length > 0 && (
        <p className="tas-summary" data-testid="after-sale-summary">
          {pending > 0 ? t('station.afterSaleSummary', { n: pending }) : t('station.afterSaleSummaryNone')}
        </p>
      )}
      <PagedList
        state={list}
        className="qh-record-list"
        empty={{ title: t('station.afterSaleEmpty'), description: t('station.afterSaleEmptyDesc') }}
        renderItem={(a: AfterSale) => <AfterSaleCard key={a.afterSaleCode} item={a} onOpen={() => show(a)} />}
      />
      <AfterSaleDecision
        item={open}
        visible={visible}
        onClose={() => setVisible(false)}
        onChanged={() => {
          setVisible(false);
          list.reload();
        }}
      />
    </>
  );
}

function AfterSaleCard({ item, onOpen }: { item: AfterSale; onOpen: () => void }) {
  const t = useT();
  const tag = tagOf(item);
  const id = `tas-${item.afterSaleCode}`;
  const pieces = piecesOf(item);
  return (
    <article className="qh-record tas-card" data-status={item.status} aria-labelledby={id}>
      <header className="qh-row-ends tas-card-head">
        <h2 id={id}>
          {maskName(item.customerName ?? '')} <span>{item.customerPhone}</span>
        </h2>
        <span className={`tas-tag tas-tag--${tag}`}>{t(TAG_KEYS[tag])}</span>
      </header>
      <p className="tas-order">
        {t('station.afterSaleOrder', { code: item.orderCode })} · {item.storeName}
      </p>
      <p className="tas-card-items">
        {t('station.afterSaleItems', {
          items: item.items.map((i) => `${i.title} ×${i.num}`).join(t('common.listJoin')),
          n: pieces,
        })}
      </p>
      <p className="station-meta">
        <span className="tas-reason">{t(REASON_KEYS[item.reason])}</span>
        {item.images.length > 0 && <span>{t('station.afterSalePhotoCount', { n: item.images.length })}</span>}
        <span>{t('station.afterSaleAppliedAt', { time: formatDate(item.createTime, t('station.timeFormat')) })}</span>
      </p>
      <footer className="qh-row-ends tas-card-foot">
        <p>
          <span className="tas-label">{t('station.afterSaleAmountLabel')}</span>
          <Money fen={item.amountFen} className="tas-amount" />
        </p>
        <button
          type="button"
          className={`qh-pill tas-open${tag === 'pending' ? ' qh-pill--primary' : ''}`}
          aria-describedby={id}
          onClick={onOpen}
        >
          {t(tag === 'pending' ? 'station.afterSaleHandle' : 'station.afterSaleView')}
        </button>
      </footer>
    </article>
  );
}
