// /pages/coupon/list: my coupons on three tabs (usable, used, expired; ?tab= keeps the tab on reload),
// each with its amount, threshold, shop scope and validity, and an empty state per tab; the coupon centre's entry on top.
import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useNavigate } from 'react-router-dom';
import { useRequest } from 'ahooks';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { useT, type MessageKey } from '@/i18n';
import { listCoupons, type Coupon } from '@/api/coupon';
import { PageHeader } from '@/components/page-header';
import { EmptyState, Loadable, Skeleton } from '@/components/loadable';
import { LoginRequired } from '@/components/login-required';
import { hasLoginAtom } from '@/state/session';
import {
  COUPON_TABS,
  expiresSoon,
  groupCoupons,
  isCouponTab,
  scopeText,
  thresholdText,
  validityText,
  type CouponTab,
  type Text,
} from './coupon-view';
import { CouponValue } from './coupon-value';
import './coupon.css';

const tabLabel: Record<CouponTab, MessageKey> = {
  usable: 'coupon.tabUsable',
  used: 'coupon.tabUsed',
  expired: 'coupon.tabExpired',
};
const emptyTitle: Record<CouponTab, MessageKey> = {
  usable: 'coupon.emptyUsable',
  used: 'coupon.emptyUsed',
  expired: 'coupon.emptyExpired',
};

export default function CouponListPage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(hasLoginAtom);
  const tab: CouponTab = isCouponTab(query.tab) ? query.tab : 'usable';
  // One call for all three tabs: the counts show on the tabs, and switching tabs waits for nothing.
  const coupons = useRequest(() => listCoupons(), { ready: loggedIn });
  const groups = useMemo(() => (coupons.data ? groupCoupons(coupons.data) : undefined), [coupons.data]);

  return (
    <div className="coupon-page">
      <PageHeader
        title={t('coupon.title')}
        fallback={paths.tab.mine}
        right={
          <Link to={hrefs.couponCentre()} className="centre-mine" data-testid="coupon-centre-entry">
            {t('couponCentre.entry')}
          </Link>
        }
      />
      {!loggedIn ? (
        <LoginRequired />
      ) : (
        <>
          <nav className="qh-sticky-bar coupon-tabs" aria-label={t('coupon.tabs')}>
            {COUPON_TABS.map((key) => (
              <button
                key={key}
                type="button"
                className={key === tab ? 'coupon-tab coupon-tab--active' : 'coupon-tab'}
                aria-current={key === tab ? 'page' : undefined}
                onClick={() => navigate(hrefs.couponList(key), { replace: true })}
              >
                {groups ? t('coupon.tabCount', { label: t(tabLabel[key]), n: groups[key].length }) : t(tabLabel[key])}
              </button>
            ))}
          </nav>
          <main className="coupon-main">
            <Loadable request={coupons} skeleton={<Skeleton rows={3} />}>
              {() =>
                groups && groups[tab].length > 0 ? (
                  <ul className="qh-card-list coupon-list" aria-label={t(tabLabel[tab])}>
                    {groups[tab].map((c) => (
                      <CouponCard
                        key={c.code}
                        coupon={c}
                        tab={tab}
                        onUse={() =>
                          c.storeCode
                            ? navigate(hrefs.shopDetail(c.storeCode))
                            : navigate(paths.tab.home, { replace: true })
                        }
                      />
                    ))}
                  </ul>
                ) : (
                  <EmptyState
                    title={t(emptyTitle[tab])}
                    description={tab === 'usable' ? t('coupon.emptyUsableHint') : undefined}
                  />
                )
              }
            </Loadable>
          </main>
        </>
      )}
    </div>
  );
}

function CouponCard({ coupon: c, tab, onUse }: { coupon: Coupon; tab: CouponTab; onUse: () => void }) {
  const t = useT();
  const text = (x: Text) => t(x.key, x.params);
  const usable = tab === 'usable';
  return (
    <li
      className={usable ? 'coupon-card' : 'coupon-card coupon-card--off'}
      data-testid="coupon-card"
      data-code={c.code}
    >
      <CouponValue amountFen={c.amountFen} threshold={text(thresholdText(c))} />
      <div className="coupon-info">
        <p className="coupon-name">
          {c.name}
          {expiresSoon(c) && <span className="coupon-soon">{t('coupon.expiringSoon')}</span>}
        </p>
        <p className="coupon-scope">{text(scopeText(c))}</p>
        <p className="coupon-date">{text(validityText(c))}</p>
      </div>
      <div className="coupon-side">
        {usable ? (
          <button
            type="button"
            className="qh-pill coupon-use"
            aria-label={t('coupon.useAt', { name: c.name })}
            onClick={onUse}
          >
            {t('coupon.use')}
          </button>
        ) : (
          <span className="coupon-stamp">{t(tab === 'used' ? 'coupon.stampUsed' : 'coupon.stampExpired')}</span>
        )}
      </div>
    </li>
  );
}
