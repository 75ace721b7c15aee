// One after-sale (/pages/afterSale/detail?code=): its state and the leader's remark, a timeline, the items,
// reason, description and photos, the amount and its refund; withdrawn while pending, behind a confirmation.
import { useRequest } from 'ahooks';
import { Button } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { AFTER_SALE_STATUS, cancelAfterSale, getAfterSale } from '@/api/after-sale';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { ActionBar } from '@/components/action-bar';
import { showModal, showToast } from '@/components/feedback';
import { EmptyState, Loadable, Skeleton } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { PhotoStrip } from '@/components/photo-strip';
import { Money } from '@/components/price';
import { RefundRows } from '@/components/refund-rows';
import { useLockedAction } from '@/components/use-locked-action';
import { useT } from '@/i18n';
import { formatDate } from '@/lib/date';
import { REASON_KEYS, STATUS_KEYS, timelineOf } from './after-sale-text';
import './after-sale.css';

export default function AfterSaleDetailPage({ query }: PageProps) {
  const t = useT();
  const code = query.code ?? '';
  const request = useRequest(() => getAfterSale(code), { ready: code !== '', refreshDeps: [code] });
  const [withdraw, busy] = useLockedAction(async () => {
    const ok = await showModal({
      content: t('afterSale.cancelConfirm'),
      confirmText: t('afterSale.cancelOk'),
      cancelText: t('afterSale.keep'),
    });
    if (!ok) return;
    try {
      request.mutate(await cancelAfterSale(code));
      showToast(t('afterSale.cancelled'));
    } catch {
      request.refresh();
    }
  });
  return (
    <main className="sale-page">
      <PageHeader title={t('afterSale.detailTitle')} fallback={paths.afterSaleList} />
      {code === '' ? (
        <EmptyState title={t('afterSale.notFound')} />
      ) : (
        <Loadable request={request} skeleton={<Skeleton rows={3} variant="detail" />}>
          {(a) => (
            <>
              <section className={`sale-status sale-status--${a.status}`} aria-live="polite">
                <h2 data-testid="after-sale-status">{t(STATUS_KEYS[a.status])}</h2>
                <p>
                  {a.status === AFTER_SALE_STATUS.pending
                    ? t('afterSale.hint0')
                    : a.remark
                      ? t('afterSale.leaderRemark', { remark: a.remark })
                      : ''}
                </p>
              </section>
              <section className="sale-card" aria-labelledby="sale-timeline">
                <h2 id="sale-timeline" className="sale-title">
                  {t('afterSale.timeline')}
                </h2>
                <ol className="sale-timeline">
                  {timelineOf(a).map((s) => (
                    <li key={`${s.time}:${s.text}`}>
                      <span>{s.text}</span>
                      <time className="sale-muted">{formatDate(s.time, 'MM/DD HH:mm')}</time>
                    </li>
                  ))}
                </ol>
                {a.refund && <RefundRows refunds={[a.refund]} title={false} />}
              </section>
              <section className="sale-card">
                <p className="sale-row">
                  <Link to={hrefs.orderDetail(a.orderCode)}>{t('afterSale.orderCode', { code: a.orderCode })}</Link>
                  <span className="sale-muted">{a.storeName}</span>
                </p>
                <ul className="sale-items">
                  {a.items.map((i) => (
                    <li key={`${i.goodCode}|${i.specName}`} className="sale-item">
                      <img src={i.img} alt="" width={56} height={56} loading="lazy" />
                      <span className="sale-item-body">
                        <strong>{i.title}</strong>
                        <span className="sale-muted">{i.specName}</span>
                      </span>
                      <span>×{i.num}</span>
                    </li>
                  ))}
                </ul>
                <dl className="qh-value-rows">
                  <div>
                    <dt>{t('afterSale.reason')}</dt>
                    <dd>{t(REASON_KEYS[a.reason])}</dd>
                  </div>
                  {a.description && (
                    <div>
                      <dt>{t('afterSale.description')}</dt>
                      <dd>{a.description}</dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('afterSale.amount')}</dt>
                    <dd>
                      <Money fen={a.amountFen} />
                    </dd>
                  </div>
                </dl>
                {a.images.length > 0 && (
                  <div className="sale-photos">
                    <PhotoStrip images={a.images} label={t('afterSale.photos')} />
                  </div>
                )}
              </section>
              {a.status === AFTER_SALE_STATUS.pending && (
                <ActionBar label={t('afterSale.detailTitle')}>
                  <Button
                    shape="rounded"
                    loading={busy}
                    disabled={busy}
                    onClick={() => void withdraw()}
                    style={{ marginLeft: 'auto' }}
                  >
                    {t('afterSale.cancel')}
                  </Button>
                </ActionBar>
              )}
            </>
          )}
        </Loadable>
      )}
    </main>
  );
}
