// My after-sales (/pages/afterSale/list): newest first, load-more, each opening its page.
import { Link } from 'react-router-dom';
import { listAfterSales, type AfterSale } from '@/api/after-sale';
import { hrefs, paths } from '@/config/paths';
import { PagedList, usePagedList } from '@/components/paged-list';
import { PageHeader } from '@/components/page-header';
import { Money } from '@/components/price';
import { useT } from '@/i18n';
import { formatDate } from '@/lib/date';
import { STATUS_KEYS } from './after-sale-text';
import './after-sale.css';

export default function AfterSaleListPage() {
  const t = useT();
  const state = usePagedList(async (page) => (await listAfterSales({ pageIndex: page - 1 })).list);
  return (
    <main className="sale-page">
      <PageHeader title={t('afterSale.listTitle')} fallback={paths.tab.mine} />
      <PagedList
        state={state}
        className="sale-list"
        empty={{ title: t('afterSale.emptyList') }}
        renderItem={(a: AfterSale) => (
          <Link key={a.afterSaleCode} to={hrefs.afterSaleDetail(a.afterSaleCode)} className="sale-card sale-summary">
            <span className="sale-row">
              <strong>{a.storeName}</strong>
              <span className={`sale-state sale-state--${a.status}`}>{t(STATUS_KEYS[a.status])}</span>
            </span>
            <span className="sale-muted">{a.items.map((i) => `${i.title} ×${i.num}`).join(t('common.listJoin'))}</span>
            <span className="sale-row">
              <span className="sale-muted">{formatDate(a.createTime, 'YYYY/MM/DD HH:mm')}</span>
              <Money fen={a.amountFen} />
            </span>
          </Link>
        )}
      />
    </main>
  );
}
