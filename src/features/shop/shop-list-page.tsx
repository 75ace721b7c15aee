// /pages/shop/list?keyword=: the shops (spec: "users browse shops"), nearest first from my location (or from
// my pickup community while I cannot be located), each with its tags, open or closed, and distance; a card
// opens the shop. `keyword` (from search's 查看全部店铺) keeps the shops whose name or tags hold it.
import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { listShops, type Shop } from '@/api/app-mall';
import type { PageProps } from '@/config/page-props';
import { useT } from '@/i18n';
import { Skeleton } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { PagedList, usePagedList } from '@/components/paged-list';
import { ShopCard } from '@/components/shop-card';
import type { LatLng } from '@/lib/lbs/types';
import { communityAtom } from '@/state/community';
import { useMyLocation } from '@/state/location';
import './shop-list.css';

export default function ShopListPage({ query }: PageProps) {
  const t = useT();
  const keyword = (query.keyword ?? '').trim();
  const title = keyword ? t('shop.shopsFor', { keyword }) : t('shop.shopsTitle');
  const [me] = useMyLocation();
  const community = useAtomValue(communityAtom);
  // Nearest to me; until I am located (or when I cannot be), nearest to my pickup community. The list does
  // not wait for the location (a permission prompt left open would hold it): it reloads once I am located.
  const here: LatLng | null = me.location ?? community;
  const note =
    me.location ? t('shop.shopsNearMe')
    : me.status === 'locating' ? t('shop.locating')
    : community ? t('shop.shopsNearCommunity', { name: community.name })
    : t('shop.shopsUnsorted');
  return (
    <div className="shop-list-page">
      <PageHeader title={title} />
      <main>
        <p className="shop-list-note" aria-live="polite" data-testid="shops-note">
          {note}
        </p>
        <Shops keyword={keyword} here={here} me={me.location} />
      </main>
    </div>
  );
}

function Shops({ keyword, here, me }: { keyword: string; here: LatLng | null; me: LatLng | null }) {
  const t = useT();
  const latitude = here?.latitude;
  const longitude = here?.longitude;
  const state = usePagedList<Shop>(async (page) => (await listShops({ current: page, keyword: keyword || undefined, latitude, longitude })).list, [keyword, latitude, longitude]);
  const renderItem = useCallback((shop: Shop, i: number) => <ShopCard key={shop.code} shop={shop} me={me} eager={i < 6} />, [me]);
  return (
    <PagedList
      state={state}
      autoLoad
      className="shop-list"
      skeleton={<Skeleton rows={4} />}
      empty={{ title: keyword ? t('shop.shopsNone', { keyword }) : t('shop.shopsEmpty') }}
      renderItem={renderItem}
    />
  );
}
