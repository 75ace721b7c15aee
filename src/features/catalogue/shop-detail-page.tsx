// /pages/shop/detail?code=: the shop's header (picture, name, open or closed and hours, tags, address on the map, notice) and its
// goods with load-more, those the person's station can get (asked with the community like every catalogue list, docs/product.md#business-time);
// a shop that does not deliver to the station (a link from another city) says so and offers to change station.
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { getShop, listProducts, type ProductSummary, type Shop } from '@/api/app-mall';
import type { PageProps } from '@/config/page-props';
import { formatCount, useT } from '@/i18n';
import { ProductList } from '@/components/product-list';
import { EmptyState, Loadable, Skeleton } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { TagList } from '@/components/tag-list';
import { ShopOpenState } from '@/components/shop-card';
import { usePagedList } from '@/components/paged-list';
import { openLocation } from '@/lib/wechat/sdk';
import { catalogueCode, currentCommunityAtom } from '@/state/community';
import { NotServedCard, StationPicker } from './not-served';
import { useByCode } from './use-by-code';
import './product.css';

export default function ShopDetailPage({ query }: PageProps) {
  const t = useT();
  const code = query.code ?? '';
  const community = useAtomValue(currentCommunityAtom)?.code;
  const shop = useByCode(code, async (c) => getShop(c, await catalogueCode(community)), [community]);
  const current = shop.data;
  const [picking, setPicking] = useState(false);
  return (
    <div className="shop-page">
      <PageHeader title={current?.name ?? t('shop.shopTitle')} />
      <main>
        {code === '' ? (
          <EmptyState title={t('shop.shopMissing')} />
        ) : (
          <>
            <Loadable request={shop} skeleton={<Skeleton rows={1} />}>
              {(s) => <ShopHeader shop={s} />}
            </Loadable>
            {current?.serves === false ? (
              <NotServedCard shopName={current.name} onChangeStation={() => setPicking(true)} />
            ) : (
              <ShopGoods storeCode={code} communityCode={community} />
            )}
            <StationPicker open={picking} onClose={() => setPicking(false)} />
          </>
        )}
      </main>
    </div>
  );
}

function ShopHeader({ shop }: { shop: Shop }) {
  const t = useT();
  return (
    <section className="product-card shop-head" data-testid="shop-head">
      <div className="shop-head-top">
        <img src={shop.img} alt="" width={64} height={64} />
        <div>
          <h2>{shop.name}</h2>
          <p className="qh-note">{t('shop.shopStats', { products: shop.goodCount, sold: formatCount(shop.sales) })}</p>
          <ShopOpenState shop={shop} />
        </div>
      </div>
      <TagList tags={shop.tagArr} />
      <button type="button" className="shop-address" onClick={() => void openLocation(shop)}>
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path
            d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12zm0-9a3 3 0 1 1 0-6 3 3 0 0 1 0 6z"
            fill="currentColor"
          />
        </svg>
        <span>
          <span className="qh-visually-hidden">{t('shop.addressOnMap')}</span>
          {shop.communityName} · {shop.address}
        </span>
      </button>
      {shop.notice && <p className="shop-notice">{shop.notice}</p>}
    </section>
  );
}

/** The shop's goods that the person's station can get: asked with the community (the chosen one, else the resolved one). */
function ShopGoods({ storeCode, communityCode }: { storeCode: string; communityCode: string | undefined }) {
  const t = useT();
  const state = usePagedList<ProductSummary>(
    async (page) =>
      (await listProducts({ current: page, storeCode, communityCode: await catalogueCode(communityCode) })).list,
    [storeCode, communityCode],
  );
  return (
    <section aria-labelledby="shop-goods-title">
      <h2 id="shop-goods-title" className="shop-goods-title">
        {t('shop.shopProducts')}
      </h2>
      <ProductList state={state} empty={{ title: t('shop.noShopProducts') }} />
    </section>
  );
}
