// /pages/coupon/center?store=&claim=: the coupon centre (领券中心, docs/product.md#growth). Every template anyone may
// claim, or (`store`) those usable at one shop; one tap claims (立即领取 / 再领一张), and the button says what
// stands in the way (已领取, 已抢光, 新人专享). A signed-out tap signs in first and comes back with `claim`,
// which is claimed before the list loads (so the list counts it once), then dropped from the address.
import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { useT } from '@/i18n';
import { listCouponCentre, type CouponTemplate } from '@/api/coupon';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/loadable';
import { PagedList, usePagedList } from '@/components/paged-list';
import { claimStateText, claimWithToast, useCouponClaim } from '@/components/use-coupon-claim';
import { claimable, type ClaimState } from '@/rules/coupon-claim';
import { formatChina } from '@/rules/china-time';
import { hasLoginAtom } from '@/state/session';
import { catalogueCode, currentCommunityAtom } from '@/state/community';
import { scopeText, thresholdText, type Text } from './coupon-view';
import { CouponValue } from './coupon-value';
import './coupon.css';

export default function CouponCentrePage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const signedIn = useAtomValue(hasLoginAtom);
  const store = query.store || undefined;
  const pending = signedIn ? query.claim : undefined;
  const [returning, setReturning] = useState(Boolean(pending));
  const started = useRef(false);
  useEffect(() => {
    if (!pending || started.current) return;
    started.current = true;
    void claimWithToast(pending, t).finally(() => {
      navigate(hrefs.couponCentre({ store }), { replace: true });
      setReturning(false);
    });
  }, [pending, store, navigate, t]);

  return (
    <div className="coupon-page">
      <PageHeader
        title={t('couponCentre.title')}
        fallback={paths.couponList}
        right={
          <Link to={paths.couponList} className="centre-mine" data-testid="centre-mine">
            {t('couponCentre.myCoupons')}
          </Link>
        }
      />
      <main className="coupon-main">
        {returning ? <Skeleton rows={3} /> : <CentreList store={store} signedIn={signedIn} />}
      </main>
    </div>
  );
}

function CentreList({ store, signedIn }: { store: string | undefined; signedIn: boolean }) {
  const t = useT();
  const [newResident, setNewResident] = useState(true);
  const claims = useCouponClaim(store, newResident);
  const { forget } = claims;
  // The coupons my station can use (docs/product.md#business-time): another station asks again.
  const community = useAtomValue(currentCommunityAtom)?.code;
  const list = usePagedList(
    async (page) => {
      const answer = await listCouponCentre({
        pageIndex: page - 1,
        storeCode: store,
        communityCode: await catalogueCode(community),
      });
      // A fresh first page counts every claim so far: the answers kept since then would count them twice.
      if (page === 1) forget();
      setNewResident(answer.newResident);
      return answer.list;
    },
    [store, signedIn, community],
  );
  const storeName = list.data?.list.find((x) => x.storeCode === store)?.storeName || store;
  return (
    <>
      {store && (
        <p className="centre-filter" data-testid="centre-filter">
          <span>{t('couponCentre.onlyShop', { shop: storeName ?? '' })}</span>
          <Link to={hrefs.couponCentre()} replace>
            {t('couponCentre.showAll')}
          </Link>
        </p>
      )}
      <PagedList
        state={list}
        className="qh-card-list coupon-list"
        skeleton={<Skeleton rows={4} />}
        empty={{ title: t('couponCentre.empty'), description: t('couponCentre.emptyHint') }}
        renderItem={(tpl) => {
          const { template, state } = claims.view(tpl);
          return (
            <TemplateCard
              key={tpl.templateCode}
              template={template}
              state={state}
              busy={claims.busyCode === tpl.templateCode}
              onClaim={() => void claims.claim(tpl.templateCode)}
            />
          );
        }}
      />
    </>
  );
}

function TemplateCard({
  template: c,
  state,
  busy,
  onClaim,
}: {
  template: CouponTemplate;
  state: ClaimState;
  busy: boolean;
  onClaim: () => void;
}) {
  const t = useT();
  const text = (x: Text) => t(x.key, x.params);
  const off = state === 'soldOut' || state === 'newcomerOnly';
  const label = t(claimStateText[state]);
  return (
    <div
      className={off ? 'coupon-card coupon-card--off' : 'coupon-card'}
      data-testid="centre-card"
      data-code={c.templateCode}
      data-state={state}
    >
      <CouponValue amountFen={c.amountFen} threshold={text(thresholdText(c))} />
      <div className="coupon-info">
        <p className="coupon-name">
          {c.newcomer && <span className="coupon-soon">{t('couponCentre.newResidentTag')}</span>}
          {c.name}
        </p>
        <p className="coupon-scope">{text(scopeText(c))}</p>
        <p className="coupon-date">
          {t('couponCentre.validDays', { n: c.validDays })} · {t('couponCentre.perPerson', { n: c.perPerson })}
        </p>
        {c.left > 0 && c.left <= 10 ? (
          <p className="centre-left">{t('couponCentre.left', { n: c.left })}</p>
        ) : (
          <p className="coupon-date">{t('couponCentre.claimUntil', { date: formatChina(c.endTime, 'YYYY.MM.DD') })}</p>
        )}
      </div>
      <div className="coupon-side">
        {claimable(state) ? (
          <button
            type="button"
            className="qh-pill qh-pill--primary centre-claim"
            aria-label={t('couponCentre.claimNamed', { state: label, name: c.name })}
            aria-busy={busy}
            disabled={busy}
            onClick={onClaim}
          >
            {label}
          </button>
        ) : (
          <span className="coupon-stamp">{label}</span>
        )}
      </div>
    </div>
  );
}
