// /pages/product/mine: the products the leader published, on sale or taken down (load-more), with
// edit, take-down (after a confirmation) and putting on sale again; the unfinished draft on top. A tap
// anywhere on a card opens that product's editor.
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from 'antd-mobile';
import { Link, useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { listMyProducts, setProductOnSale, type MyProduct } from '@/api/product';
import { hrefs, paths } from '@/config/paths';
import { useT } from '@/i18n';
import { showModal, showToast } from '@/components/feedback';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { PagedList, usePagedList } from '@/components/paged-list';
import { Price } from '@/components/price';
import { productDraftAtom } from '@/state/product-draft';
import { isBlankDraft } from './product-form';
import './product-editor.css';
import './product-editor-extra.css';

export default function ProductMinePage(_props: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <main className="product-editor-page">
      <PageHeader
        title={t('productEditor.mineTitle')}
        fallback={paths.stationIndex}
        right={
          <Button size="small" color="primary" fill="none" onClick={() => navigate(hrefs.productEdit())}>
            + {t('productEditor.mineNew')}
          </Button>
        }
      />
      <LoginRequired message={t('productEditor.needLogin')}>
        <DraftBanner />
        <MyProducts />
      </LoginRequired>
    </main>
  );
}

function DraftBanner() {
  const t = useT();
  const navigate = useNavigate();
  const draft = useAtomValue(productDraftAtom);
  if (!draft || isBlankDraft(draft)) return null;
  return (
    <p className="product-editor-draft-banner" role="note">
      <span>{t('productEditor.draftBanner', { title: draft.title.trim() || '…' })}</span>
      <Button size="mini" color="primary" onClick={() => navigate(hrefs.productEdit(draft.code ?? undefined))}>
        {t('productEditor.draftContinue')}
      </Button>
    </p>
  );
}

function MyProducts() {
  const t = useT();
  const navigate = useNavigate();
  const list = usePagedList((page) => listMyProducts({ pageIndex: page - 1 }).then((p) => p.list), []);
  const [busy, setBusy] = useState<string | null>(null);

  async function toggle(p: MyProduct) {
    if (busy) return;
    if (
      p.onSale &&
      !(await showModal({
        content: t('productEditor.takeDownConfirm', { title: p.title }),
        confirmText: t('productEditor.takeDown'),
      }))
    )
      return;
    setBusy(p.code);
    try {
      const changed = await setProductOnSale(p.code, !p.onSale);
      list.mutate((d) => (d ? { ...d, list: d.list.map((x) => (x.code === changed.code ? changed : x)) } : d));
      showToast(t(changed.onSale ? 'productEditor.putBack' : 'productEditor.takenDown'));
    } catch {
      // The request client has shown the server's message.
    } finally {
      setBusy(null);
    }
  }

  return (
    <PagedList
      state={list}
      className="product-editor-list"
      empty={{
        title: t('productEditor.mineEmpty'),
        description: t('productEditor.mineEmptyDesc'),
        action: (
          <Button color="primary" shape="rounded" onClick={() => navigate(hrefs.productEdit())}>
            {t('productEditor.publish')}
          </Button>
        ),
      }}
      renderItem={(p: MyProduct, i) => (
        <article key={p.code} className="product-editor-item" data-onsale={p.onSale} aria-labelledby={`mine-${p.code}`}>
          <img src={p.img} alt="" width={72} height={72} loading={i < 4 ? 'eager' : 'lazy'} />
          <div className="product-editor-item-main">
            <h2 id={`mine-${p.code}`} className="product-editor-item-title">
              {/* The whole card opens the product's editor (the buttons below stay their own). */}
              <Link
                className="product-editor-item-link"
                to={hrefs.productEdit(p.code)}
                aria-label={t('productEditor.openEditor', { title: p.title })}
              >
                {p.title}
              </Link>
            </h2>
            <p className="product-editor-item-sub">
              <span className={p.onSale ? 'product-editor-badge' : 'product-editor-badge product-editor-badge--off'}>
                {t(p.onSale ? 'productEditor.onSale' : 'productEditor.offSale')}
              </span>
              {t('productEditor.sold', { n: p.sales })} ·{' '}
              {t('productEditor.stockTotal', { n: p.specList.reduce((n, s) => n + s.stock, 0) })}
            </p>
            <div className="product-editor-item-foot">
              <Price fen={p.priceFen} size="s" />
              <span className="product-editor-item-actions">
                <Button
                  size="mini"
                  onClick={() => navigate(hrefs.productEdit(p.code))}
                  aria-label={`${t('productEditor.edit')} ${p.title}`}
                >
                  {t('productEditor.edit')}
                </Button>
                <Button
                  size="mini"
                  color={p.onSale ? 'default' : 'primary'}
                  loading={busy === p.code}
                  disabled={busy !== null}
                  onClick={() => void toggle(p)}
                  aria-label={`${t(p.onSale ? 'productEditor.takeDown' : 'productEditor.putOnSale')} ${p.title}`}
                >
                  {t(p.onSale ? 'productEditor.takeDown' : 'productEditor.putOnSale')}
                </Button>
              </span>
            </div>
          </div>
        </article>
      )}
    />
  );
}
