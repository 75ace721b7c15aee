// The Home tab (/pages/tabbar/home): my pickup community, the search entry and the shops entry on top, the start images
// as a banner, the area filter, and the goods; the coupon centre's entry; the new-resident gift when idle (home-gift.tsx);
// in WeChat the share card (home-share.tsx). Its first requests start when the route table loads it.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { useT } from '@/i18n';
import { useDocumentTitle } from '@/components/use-document-title';
import { whenIdle } from '@/lib/idle';
import { inWechatAtom } from '@/state/env';
import { AreaFilter } from './area-filter';
import { CommunityBar } from './community-bar';
import { HomeBanner } from './home-banner';
import { HomeProducts } from './home-products';
import { useListsKey } from './use-lists-key';
import { rememberArea, rememberedArea } from './home-data';
import { currentCommunityAtom } from '@/state/community';
import './home.css';

// The route table starts these once the app knows it stays on the home (app/routes.tsx); the app's
// entry may have fetched this module earlier, to run nothing (app/entry-routes.ts).
export { launchHomeRequests } from './home-data';

/** The share card exists only in WeChat: its code (a leader's team and invite code) loads only there; if it cannot, no card. */
const HomeShareCard = lazy(() =>
  import('./home-share').then(
    (m) => ({ default: m.HomeShareCard }),
    () => ({ default: () => null }),
  ),
);

const HomeGift = lazy(async () => ({ default: (await import('./home-gift')).HomeGift }));

/**
 * What the home adds after its first screen (the new-resident gift, in WeChat the share card): its code and its calls
 * start when the browser is idle. The share card's code brings the JS-SDK's wrapper, which no first screen carries.
 */
function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** An entry of the top bar after the search (the shops, the coupon centre): its icon (paths on a 24 box) over a word. */
function TopEntry({
  to,
  testId,
  label,
  text,
  children,
}: {
  to: string;
  testId: string;
  label: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className="home-shops" data-testid={testId} aria-label={label}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        {children}
      </svg>
      <span aria-hidden="true">{text}</span>
    </Link>
  );
}

export default function HomePage({ query }: PageProps) {
  const t = useT();
  useDocumentTitle(t('common.tabHome'));
  const inWechat = useAtomValue(inWechatAtom);
  const [area, setArea] = useState(rememberedArea);
  // The person's community (docs/product.md#business-time): another one reloads the areas and the goods.
  const communityCode = useAtomValue(currentCommunityAtom)?.code;
  const listsKey = useListsKey(communityCode);
  // Only the list shown on arrival comes back as it was; another filter loads afresh.
  const [switched, setSwitched] = useState(false);
  const goods = useRef<HTMLElement>(null);
  const choose = (next: string) => {
    if (next === area) return;
    rememberArea(next);
    setArea(next);
    setSwitched(true);
    // The new list starts just below the sticky bars, not wherever the old one was.
    const top = goods.current ? goods.current.getBoundingClientRect().top + window.scrollY - stickyHeight() : 0;
    if (window.scrollY > top) window.scrollTo(0, top);
  };
  return (
    <div className="home-page">
      <h1 className="qh-visually-hidden">{t('shop.homeTitle')}</h1>
      {inWechat && (
        <WhenIdle>
          <HomeShareCard />
        </WhenIdle>
      )}
      <div className="home-top">
        <CommunityBar />
        <Link to={paths.search} className="home-search" data-testid="home-search">
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path
              d="M10.5 4a6.5 6.5 0 0 1 5.2 10.4l4.4 4.4-1.4 1.4-4.4-4.4A6.5 6.5 0 1 1 10.5 4zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z"
              fill="currentColor"
            />
          </svg>
          <span>{t('shop.searchPlaceholder')}</span>
        </Link>
        <TopEntry to={paths.shopList} testId="home-shops" label={t('shop.shopsEntryLabel')} text={t('shop.shopsEntry')}>
          <path
            d="M4 4h16l1.5 5a3 3 0 0 1-5 2.2 3 3 0 0 1-5 0 3 3 0 0 1-5 0A3 3 0 0 1 2.5 9zM5 13.5V20h5v-4h4v4h5v-6.5a4.9 4.9 0 0 1-2.5.6 4.9 4.9 0 0 1-2.5-.7 4.9 4.9 0 0 1-2.5.7 4.9 4.9 0 0 1-2.5-.7 4.9 4.9 0 0 1-4 .1z"
            fill="currentColor"
          />
        </TopEntry>
        <TopEntry to={hrefs.couponCentre()} testId="home-coupons" label={t('gift.centreLabel')} text={t('gift.centre')}>
          <path
            d="M4 6h16a1 1 0 0 1 1 1v3a2 2 0 0 0 0 4v3a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-3a2 2 0 0 0 0-4V7a1 1 0 0 1 1-1z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
          <path d="M9.5 7.5v9" stroke="currentColor" strokeWidth="1.6" strokeDasharray="2 2" />
        </TopEntry>
      </div>
      <HomeBanner />
      <AreaFilter key={listsKey} value={area} onChange={choose} communityCode={communityCode} />
      <section
        className="home-products"
        aria-label={t('shop.products')}
        ref={goods}
        data-community={communityCode ?? ''}
      >
        <HomeProducts key={`${listsKey}|${area}`} area={area} communityCode={communityCode} restore={!switched} />
      </section>
      <WhenIdle>
        <HomeGift claimOnReturn={query.gift === '1'} />
      </WhenIdle>
    </div>
  );
}

/** The top bar and the filter row stick to the top while the goods scroll. */
function stickyHeight(): number {
  return ['.home-top', '.home-areas'].reduce(
    (h, sel) => h + (document.querySelector<HTMLElement>(sel)?.offsetHeight ?? 0),
    0,
  );
}
