// /pages/shop/list?keyword=: the shops (spec: "users browse shops"), nearest first from my location (or from
// my pickup community while I cannot be located), each with its tags, open or closed, and distance; a card
// opens the shop. `keyword` (from search's 查看全部店铺) keeps the shops whose name or tags hold it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from 'ahooks';
import { useAtomValue } from 'jotai';
import { listShops, type Shop } from '@/api/app-mall';
import type { PageProps } from '@/config/page-props';
import { useT } from '@/i18n';
import { Skeleton } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { PagedList, usePagedList } from '@/components/paged-list';
import { ShopCard } from '@/components/shop-card';
import type { LatLng } from '@/rules/distance';
import { catalogueCode, communityAtom, currentCommunityAtom } from '@/state/community';
import { useMyLocation } from '@/state/location';
import './shop-list.css';

/** How long the list waits for my location before it takes my community's (or the backend's) order. */
const LOCATE_WAIT_MS = 3000;

type Basis = { kind: 'me' | 'community' | 'none'; here: LatLng | null };

export default function ShopListPage({ query }: PageProps) {
  const t = useT();
  const keyword = (query.keyword ?? '').trim();
  const title = keyword ? t('shop.shopsFor', { keyword }) : t('shop.shopsTitle');
  const [me] = useMyLocation();
  const community = useAtomValue(communityAtom);
  // The order is decided once: nearest to me when I am located within LOCATE_WAIT_MS, else nearest to my
  // pickup community, else the backend's. It does not wait on an open permission prompt, and a list already
  // shown is not reshuffled under the person's finger when the location comes later (pull to refresh does it).
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), LOCATE_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const [basis, setBasis] = useState<Basis | null>(null);
  useEffect(() => {
    if (basis || (me.status === 'locating' && !waited)) return;
    setBasis(
      me.location
        ? { kind: 'me', here: me.location }
        : community
          ? { kind: 'community', here: community }
          : { kind: 'none', here: null },
    );
  }, [basis, me, waited, community]);
  const note =
    basis?.kind === 'me'
      ? t('shop.shopsNearMe')
      : basis?.kind === 'community'
        ? t('shop.shopsNearCommunity', { name: community?.name ?? '' })
        : basis
          ? t('shop.shopsUnsorted')
          : t('shop.locating');
  // Pull to refresh sorts from where I am by then.
  const latest = useLatest(me.location ?? basis?.here ?? null);
  return (
    <div className="shop-list-page">
      <PageHeader title={title} />
      <main>
        <p className="shop-list-note" aria-live="polite" data-testid="shops-note">
          {note}
        </p>
        {basis ? <Shops keyword={keyword} here={basis.here} latest={latest} me={me.location} /> : <Skeleton rows={4} />}
      </main>
    </div>
  );
}

function Shops({
  keyword,
  here,
  latest,
  me,
}: {
  keyword: string;
  here: LatLng | null;
  latest: { current: LatLng | null };
  me: LatLng | null;
}) {
  const t = useT();
  const code = useAtomValue(currentCommunityAtom)?.code;
  const loaded = useRef(false);
  const from = useRef(here);
  const state = usePagedList<Shop>(
    async (page) => {
      // The first load sorts from the decided place; a reload (pull to refresh) from where I am now; later pages as their first.
      if (page === 1) {
        from.current = loaded.current ? latest.current : here;
        loaded.current = true;
      }
      const { latitude, longitude } = from.current ?? {};
      // The shops that serve my station (docs/product.md#business-time).
      return (
        await listShops({
          current: page,
          keyword: keyword || undefined,
          communityCode: await catalogueCode(code),
          latitude,
          longitude,
        })
      ).list;
    },
    [keyword, here, code],
  );
  const renderItem = useCallback(
    (shop: Shop, i: number) => <ShopCard key={shop.code} shop={shop} me={me} eager={i < 6} />,
    [me],
  );
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
