// "N 位邻居已购" on the product page (docs/product.md#growth): the neighbours with a paid order of it in the last
// 30 days, their first avatars in a row; a tap opens a sheet of their masked names and when they bought
// (China time). Nothing at all when nobody did, or when the call fails (nobody asked for it).
import { useState } from 'react';
import { useRequest } from 'ahooks';
import { listBuyers, type BuyerWire } from '@/api/product';
import { useT } from '@/i18n';
import { Sheet } from '@/components/sheet';
import { formatChina } from '@/rules/china-time';
import './product-growth.css';

/** How many buyers the sheet lists; the row shows the first AVATARS of them. */
const LISTED = 20;
const AVATARS = 5;

export function ProductBuyers({ code }: { code: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const buyers = useRequest(() => listBuyers(code, LISTED), { refreshDeps: [code] });
  const data = buyers.data;
  if (!data || data.total === 0) return null;
  return (
    <>
      <button
        type="button"
        className="product-card product-buyers"
        onClick={() => setOpen(true)}
        data-testid="product-buyers"
      >
        <span className="qh-faces product-buyers-faces" role="img" aria-label={t('growth.buyersAvatars')}>
          {data.list.slice(0, AVATARS).map((b, i) => (
            <img key={`${b.name}-${b.time}-${i}`} src={b.avatar} alt="" width={28} height={28} loading="lazy" />
          ))}
        </span>
        <span className="product-buyers-count">{t('growth.buyersCount', { n: data.total })}</span>
        <span aria-hidden="true">›</span>
      </button>
      <Sheet visible={open} title={t('growth.buyersTitle')} onClose={() => setOpen(false)}>
        <ul className="product-buyers-list" data-testid="product-buyers-list">
          {data.list.map((b: BuyerWire, i) => (
            <li key={`${b.name}-${b.time}-${i}`}>
              <img src={b.avatar} alt="" width={36} height={36} loading="lazy" />
              <span className="product-buyers-name">{b.name}</span>
              <span className="product-buyers-time">
                {t('growth.buyersBought', { time: formatChina(b.time, 'MM-DD HH:mm') })}
              </span>
            </li>
          ))}
        </ul>
        {data.total > data.list.length && (
          <p className="qh-note">{t('growth.buyersShown', { n: data.total, m: data.list.length })}</p>
        )}
      </Sheet>
    </>
  );
}
