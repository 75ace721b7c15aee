// The home goods list of one filter: pull-to-refresh, load-more as the end comes near, skeletons, empty
// state, error with retry. Coming back from a product it shows the pages it had, where it was.
import { useCallback, useDeferredValue, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ProductSummary } from '@/api/app-mall';
import { useT } from '@/i18n';
import { ProductList } from '@/components/product-list';
import { usePagedList } from '@/components/paged-list';
import { markHomeReady } from '@/state/start-images';
import { fetchHomeProducts, keepPages, keepScroll, keptList } from './home-data';

/** Covers of the first cards load at once; the rest lazily. */
const EAGER_CARDS = 4;

/** The goods of one filter at one community (`communityCode` undefined while it is being resolved). */
export function HomeProducts({
  area,
  communityCode,
  restore,
}: {
  area: string;
  communityCode: string | undefined;
  restore: boolean;
}) {
  const t = useT();
  // Kept lists are the community's: another station's goods never come back in its place.
  const listKey = `${communityCode ?? ''}|${area}`;
  // Read once per mount: the pages and position kept from the last visit of this filter.
  const [kept] = useState(() => (restore && communityCode !== undefined ? keptList(listKey) : undefined));
  const state = usePagedList<ProductSummary>((page) => fetchHomeProducts(area, page, communityCode), [], {
    restore: kept?.data,
  });
  const { data, error } = state;

  // The home is ready once its goods (or their failure) show: no start screen covers it from then on.
  useEffect(() => {
    if (data || error) markHomeReady();
  }, [data, error]);

  useEffect(() => {
    if (data && communityCode !== undefined) keepPages(listKey, data);
  }, [listKey, communityCode, data]);

  // Where I am in the list, remembered as I scroll. A layout effect: the listener leaves in the same
  // commit that removes the list, before the next page can clamp the scroll position.
  useLayoutEffect(() => {
    const onScroll = () => keepScroll(listKey, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [listKey]);

  // Back where I was, once the kept pages are on screen.
  const restored = useRef(false);
  useLayoutEffect(() => {
    if (restored.current || !data) return;
    restored.current = true;
    if (kept && kept.scrollY > 0) window.scrollTo(0, kept.scrollY);
  }, [data, kept]);

  const onOpen = useCallback(() => keepScroll(listKey, window.scrollY), [listKey]);

  // The cards render at a transition's priority, which React slices into short tasks: rendered with the answer,
  // ten cards were one long task of the home's start. Pages kept from the last visit render at once, so that
  // the scroll position above finds them on screen.
  const shown = useDeferredValue(data);
  return (
    <ProductList
      state={kept ? state : { ...state, data: shown }}
      eager={EAGER_CARDS}
      empty={{ title: t('shop.noProducts'), description: t('shop.noProductsHint') }}
      onOpen={onOpen}
    />
  );
}
