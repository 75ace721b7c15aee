// My refunds (/pages/refund/list): every refund to an original payment, newest first, with what it was for.
import { Link } from 'react-router-dom';
import { listRefunds, type Refund } from '@/api/refund';
import { hrefs, paths } from '@/config/paths';
import { PagedList, usePagedList } from '@/components/paged-list';
import { PageHeader } from '@/components/page-header';
import { RefundRow } from '@/components/refund-rows';
import { useT } from '@/i18n';
import './after-sale.css';

export default function RefundListPage() {
  const t = useT();
  const state = usePagedList(async (page) => (await listRefunds({ pageIndex: page - 1 })).list);
  return (
    <main className="sale-page">
      <PageHeader title={t('afterSale.refundsTitle')} fallback={paths.tab.mine} />
      <PagedList
        state={state}
        className="sale-list"
        empty={{ title: t('afterSale.emptyRefunds'), description: t('afterSale.emptyRefundsHint') }}
        renderItem={(r: Refund) => (
          <section key={r.refundCode} className="sale-card">
            <p className="sale-row">
              {r.bizType === 'order' ? (
                <Link to={hrefs.orderDetail(r.bizCode)}>{t('afterSale.bizOrder', { code: r.bizCode })}</Link>
              ) : (
                <span>{t('afterSale.bizJoin', { code: r.bizCode })}</span>
              )}
            </p>
            <ul className="sale-refund">
              <RefundRow refund={r} />
            </ul>
          </section>
        )}
      />
    </main>
  );
}
