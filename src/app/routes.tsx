// The route table (hash mode, base '/'): the informational site and the app. Paths come from config/paths.
// Every route has an error boundary (pages and layouts: RouteError, from lazyPage and lazyLayout) and so
// has the root (RootError); the declarative router renders them through withBoundaries (route-page.tsx).
import type { RouteObject } from 'react-router-dom';
import { paths, type SitePage, type SiteVariant } from '@/config/paths';
import { lazyLayout, lazyPage } from './route-page';
import { RootLayout } from './root-layout';
import { RootError } from './route-error';
import {
  loadActivityDetailPage,
  loadAppLayout,
  loadHomePage,
  loadProductDetailPage,
  loadTabLayout,
} from './entry-routes';

const sitePages: SitePage[] = ['index', 'about', 'joinOur', 'findUs', 'qihuo'];
const siteVariants: SiteVariant[] = ['phone', 'pc'];

const siteRoutes: RouteObject[] = [
  {
    path: paths.root,
    ...lazyPage(() => import('@/features/site/site-page'), {
      props: { variant: 'phone' as SiteVariant, page: 'index' as SitePage },
      texts: [],
    }),
  },
  ...siteVariants.flatMap((variant) =>
    sitePages.map((page) => ({
      path: paths.site[variant][page],
      ...lazyPage(() => import('@/features/site/site-page'), { props: { variant, page }, texts: [] }),
    })),
  ),
];

/** The home, its first requests going out with the session (features/catalogue/home-data.ts). */
async function loadHomeAndLaunch() {
  const page = await loadHomePage();
  page.launchHomeRequests();
  return page;
}

/** The activity page, its activity asked for with the session (features/activity/detail-data.ts). */
async function loadActivityAndLaunch() {
  const page = await loadActivityDetailPage();
  page.launchActivityRequest();
  return page;
}

const appRoutes: RouteObject[] = [
  {
    ...lazyLayout(loadAppLayout),
    children: [
      {
        ...lazyLayout(loadTabLayout),
        children: [
          { path: paths.tab.home, ...lazyPage(loadHomeAndLaunch, { texts: [] }) },
          { path: paths.tab.activity, ...lazyPage(() => import('@/features/activity/activity-tab-page')) },
          { path: paths.tab.cart, ...lazyPage(() => import('@/features/cart/cart-page')) },
          { path: paths.tab.mine, ...lazyPage(() => import('@/features/mine/mine-page')) },
        ],
      },
      { path: paths.login, ...lazyPage(() => import('@/features/auth/login-page')) },
      { path: paths.bindPhone, ...lazyPage(() => import('@/features/auth/bind-phone-page')) },
      { path: paths.passwordReset, ...lazyPage(() => import('@/features/auth/password-reset-page')) },
      {
        path: paths.userAgreement,
        ...lazyPage(() => import('@/features/auth/legal-page'), { props: { doc: 'user' as const } }),
      },
      {
        path: paths.privacyPolicy,
        ...lazyPage(() => import('@/features/auth/legal-page'), { props: { doc: 'privacy' as const } }),
      },
      { path: paths.profileEdit, ...lazyPage(() => import('@/features/auth/profile-page')) },
      { path: paths.accountCancel, ...lazyPage(() => import('@/features/auth/account-cancel-page')) },
      { path: paths.shopList, ...lazyPage(() => import('@/features/catalogue/shop-list-page')) },
      { path: paths.shopDetail, ...lazyPage(() => import('@/features/catalogue/shop-detail-page')) },
      { path: paths.productDetail, ...lazyPage(loadProductDetailPage, { keepsShell: true }) },
      { path: paths.search, ...lazyPage(() => import('@/features/search/search-page')) },
      { path: paths.activityDetail, ...lazyPage(loadActivityAndLaunch, { texts: ['activity'] }) },
      { path: paths.orderConfirm, ...lazyPage(() => import('@/features/order/order-confirm-page')) },
      { path: paths.orderList, ...lazyPage(() => import('@/features/order/order-list-page')) },
      { path: paths.orderDetail, ...lazyPage(() => import('@/features/order/order-detail-page')) },
      { path: paths.activityEdit, ...lazyPage(() => import('@/features/activity/activity-edit-page')) },
      { path: paths.activityTemplate, ...lazyPage(() => import('@/features/activity/activity-template-page')) },
      { path: paths.mapPicker, ...lazyPage(() => import('@/features/map/map-picker-page')) },
      { path: paths.stationApply, ...lazyPage(() => import('@/features/station/station-apply-page')) },
      { path: paths.stationIndex, ...lazyPage(() => import('@/features/station/station-index-page')) },
      { path: paths.stationPickup, ...lazyPage(() => import('@/features/station/station-pickup-page')) },
      { path: paths.stationAfterSale, ...lazyPage(() => import('@/features/station/station-after-sale-page')) },
      { path: paths.stationSheet, ...lazyPage(() => import('@/features/station/station-sheet-page')) },
      { path: paths.stationInvited, ...lazyPage(() => import('@/features/station/station-invited-page')) },
      { path: paths.productEdit, ...lazyPage(() => import('@/features/product-editor/product-edit-page')) },
      { path: paths.productMine, ...lazyPage(() => import('@/features/product-editor/product-mine-page')) },
      { path: paths.withdrawIndex, ...lazyPage(() => import('@/features/withdraw/withdraw-page')) },
      { path: paths.withdrawRecord, ...lazyPage(() => import('@/features/withdraw/withdraw-record-page')) },
      { path: paths.withdrawLedger, ...lazyPage(() => import('@/features/withdraw/ledger-page')) },
      { path: paths.addressList, ...lazyPage(() => import('@/features/address/address-list-page')) },
      { path: paths.addressEdit, ...lazyPage(() => import('@/features/address/address-edit-page')) },
      { path: paths.couponList, ...lazyPage(() => import('@/features/coupon/coupon-list-page')) },
      { path: paths.couponCentre, ...lazyPage(() => import('@/features/coupon/coupon-centre-page')) },
      { path: paths.cashier, ...lazyPage(() => import('@/features/pay/cashier-page')) },
      { path: paths.afterSaleApply, ...lazyPage(() => import('@/features/after-sale/after-sale-apply-page')) },
      { path: paths.afterSaleDetail, ...lazyPage(() => import('@/features/after-sale/after-sale-detail-page')) },
      { path: paths.afterSaleList, ...lazyPage(() => import('@/features/after-sale/after-sale-list-page')) },
      { path: paths.refundList, ...lazyPage(() => import('@/features/after-sale/refund-list-page')) },
      { path: paths.messageList, ...lazyPage(() => import('@/features/message/message-list-page')) },
      { path: '*', ...lazyPage(() => import('./not-found-page')) },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RootError,
    children: [...siteRoutes, ...appRoutes],
  },
];
