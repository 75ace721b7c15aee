// Every route path of the app and the site, and the builders of their hrefs. Nothing else spells a path.

export const paths = {
  // Informational site (docs/product.md#screens). '/' is the phone home and the entry page.
  root: '/',
  site: {
    phone: {
      index: '/pages/phone/index',
      about: '/pages/phone/about',
      joinOur: '/pages/phone/joinOur',
      findUs: '/pages/phone/findUs',
      qihuo: '/pages/phone/qihuo',
    },
    pc: {
      index: '/pages/pc/index',
      about: '/pages/pc/about',
      joinOur: '/pages/pc/joinOur',
      findUs: '/pages/pc/findUs',
      qihuo: '/pages/pc/qihuo',
    },
  },
  // App (docs/product.md#screens).
  tab: {
    home: '/pages/tabbar/home',
    activity: '/pages/tabbar/activity',
    cart: '/pages/tabbar/cart',
    mine: '/pages/tabbar/mine',
  },
  login: '/pages/login/login',
  bindPhone: '/pages/set/bindPhone',
  /** Forgotten password: a new one set with an SMS code. */
  passwordReset: '/pages/login/reset',
  /** The user agreement and the privacy policy (consent). */
  userAgreement: '/pages/set/agreement',
  privacyPolicy: '/pages/set/privacy',
  /** Edit name and avatar; delete the account. */
  profileEdit: '/pages/set/profile',
  accountCancel: '/pages/set/cancel',
  /** Shops, nearest first; `keyword` filters them (search's 全部店铺). */
  shopList: '/pages/shop/list',
  shopDetail: '/pages/shop/detail',
  productDetail: '/pages/product/detail',
  productEdit: '/pages/product/edit',
  orderConfirm: '/pages/order/confirm',
  orderList: '/pages/order/list',
  orderDetail: '/pages/order/detail',
  activityDetail: '/pages/activity/detail',
  activityEdit: '/pages/activity/edit',
  activityTemplate: '/pages/activity/template',
  stationApply: '/pages/team/apply',
  stationIndex: '/pages/team/index',
  stationPickup: '/pages/team/pickup',
  stationAfterSale: '/pages/team/afterSale',
  /** The day's sheet (分拣单) and receiving it with shortages; `day` YYYY-MM-DD. */
  stationSheet: '/pages/team/sheet',
  /** The neighbours bound to my team through my links (docs/product.md#growth). */
  stationInvited: '/pages/team/invited',
  productMine: '/pages/product/mine',
  withdrawIndex: '/pages/withdraw/index',
  withdrawRecord: '/pages/withdraw/record',
  /** The leader's earnings ledger (收益明细): commissions, take-backs, withdrawals. */
  withdrawLedger: '/pages/withdraw/ledger',
  mapPicker: '/pages/map/picker',
  search: '/pages/search/index',
  addressList: '/pages/address/list',
  addressEdit: '/pages/address/edit',
  couponList: '/pages/coupon/list',
  /** The coupon centre: `store` shows the coupons usable at one shop, `claim` claims one on return from login. */
  couponCentre: '/pages/coupon/center',
  cashier: '/pages/pay/cashier',
  afterSaleApply: '/pages/afterSale/apply',
  afterSaleDetail: '/pages/afterSale/detail',
  afterSaleList: '/pages/afterSale/list',
  refundList: '/pages/refund/list',
  /** The message centre (消息中心, docs/product.md#the-stations-day). */
  messageList: '/pages/message/list',
} as const;

export type SiteVariant = 'phone' | 'pc';
export type SitePage = keyof typeof paths.site.phone;

/** The four tab-bar routes, in tab order (the cart is index 2, docs/product.md#screens). */
export const tabPaths = [paths.tab.home, paths.tab.activity, paths.tab.cart, paths.tab.mine] as const;

type Query = Record<string, string | number | undefined>;

/** A route path with its query string; undefined values are left out. */
export function href(path: string, query: Query = {}): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

export const hrefs = {
  shopList: (keyword?: string) => href(paths.shopList, { keyword: keyword || undefined }),
  shopDetail: (code: string) => href(paths.shopDetail, { code }),
  productDetail: (code: string) => href(paths.productDetail, { code }),
  orderDetail: (code: string) => href(paths.orderDetail, { code }),
  /** Checkout of cart lines (`cart`: line codes, comma-separated) or of buy-now lines (`lines`: 'goodCode:specName:num,...', buyLinesParam). */
  orderConfirm: (query: { lines?: string; cart?: string; checkoutId?: string }) => href(paths.orderConfirm, query),
  /** The order list, optionally on one status tab (ORDER_STATUS values of src/rules/commerce-states.ts). */
  orderList: (status?: number) => href(paths.orderList, { status }),
  /** The address list in select mode: a tap hands the address to the page that asked (state/come-back.ts) and goes back. */
  addressSelect: () => href(paths.addressList, { select: 1 }),
  /** With `group`: the activity opened at that group (an invitation to join it). */
  activityDetail: (code: string, group?: string) => href(paths.activityDetail, { code, group }),
  activityEdit: (type: number, code?: string) => href(paths.activityEdit, { type, code }),
  /** Sign-up form templates; `pick`: choosing one puts it into the activity draft and goes back. */
  activityTemplate: (pick?: boolean) => href(paths.activityTemplate, { pick: pick ? 1 : undefined }),
  /** The map picker, returning to `from` with the chosen place. */
  mapPicker: (from?: string) => href(paths.mapPicker, { from }),
  /** The login page, returning afterwards to `redirect` reduced by the return-route rule (returnTarget). */
  login: (redirect?: string) =>
    href(paths.login, { redirect: redirect === undefined ? undefined : returnTarget(redirect) }),
  /** An auth page (bind phone, password reset) carrying the same return target. */
  auth: (path: AuthPath, redirect?: string) =>
    href(path, { redirect: redirect === undefined ? undefined : returnTarget(redirect) }),
  search: (keyword?: string) => href(paths.search, { keyword: keyword || undefined }),
  productEdit: (code?: string) => href(paths.productEdit, { code }),
  /** Add an address (no code) or edit one. */
  addressEdit: (code?: string) => href(paths.addressEdit, { code }),
  couponList: (tab?: string) => href(paths.couponList, { tab }),
  couponCentre: (q: { store?: string; claim?: string } = {}) =>
    href(paths.couponCentre, { store: q.store || undefined, claim: q.claim || undefined }),
  /** The home; `gift` claims the new-resident gift on return from login. */
  home: (q: { gift?: boolean } = {}) => href(paths.tab.home, { gift: q.gift ? 1 : undefined }),
  /**
   * The cashier for unpaid orders (`biz` order) or a join (`biz` join, with its `activity`); `payCode` once the
   * payment exists, `check` when its status is to be asked for first (after WeChat's ok, back from the H5 page).
   */
  afterSaleApply: (orderCode: string) => href(paths.afterSaleApply, { order: orderCode }),
  afterSaleDetail: (code: string) => href(paths.afterSaleDetail, { code }),
  stationSheet: (day: string) => href(paths.stationSheet, { day }),
  /** The leader's pickup station on one pickup day ('YYYY-MM-DD'). */
  stationPickup: (day?: string) => href(paths.stationPickup, { day: day || undefined }),
  cashier: (q: { biz: 'order' | 'join'; codes: string[]; activity?: string; payCode?: string; check?: boolean }) =>
    href(paths.cashier, {
      biz: q.biz,
      codes: q.codes.join(','),
      activity: q.activity,
      payCode: q.payCode,
      check: q.check ? 1 : undefined,
    }),
};

const appPrefixes = ['/pages/'];

/**
 * Whether a value may be used as a return target after login: only an internal route of this app
 * (starts with a single '/', no scheme, no protocol-relative '//', no backslash tricks).
 */
export function isInternalRoute(target: unknown): target is string {
  if (typeof target !== 'string' || target.length > 2000) return false;
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f]/.test(target)) return false;
  const pathname = target.split(/[?#]/)[0] ?? '';
  return pathname === '/' || appPrefixes.some((p) => pathname.startsWith(p));
}

const sitePaths = new Set<string>([paths.root, ...Object.values(paths.site.phone), ...Object.values(paths.site.pc)]);

/** Whether a route path belongs to the informational site (which loads without the app's code). */
export function isSitePath(path: string): boolean {
  return sitePaths.has(path.split('?')[0] || '/');
}

/** The route path of a location hash: '#/pages/x?y=1' -> '/pages/x?y=1'; '' -> '/'. */
export function routeOfHash(hash: string): string {
  const route = hash.replace(/^#/, '');
  return route.startsWith('/') ? route : '/';
}

/** The auth pages: a person passes through them on the way somewhere else, so none is ever a return target. */
export const authPaths = [
  paths.login,
  paths.bindPhone,
  paths.passwordReset,
  paths.userAgreement,
  paths.privacyPolicy,
] as const;
export type AuthPath = (typeof authPaths)[number];
const authKeys = new Set<string>(authPaths.map((p) => p.toLowerCase()));
const siteKeys = new Set<string>([...sitePaths].map((p) => p.toLowerCase()));

/** How many auth pages deep a nested return route is unwrapped before it counts as malformed. */
const MAX_AUTH_NESTING = 10;

/**
 * A route's path as the router matches it: percent-decoded, repeated and trailing slashes dropped, lower
 * case (the router is case-insensitive); null when it cannot be decoded.
 */
function routeKey(route: string): string | null {
  const pathname = route.split(/[?#]/)[0] ?? '';
  try {
    return decodeURIComponent(pathname)
      .replace(/\/{2,}/g, '/')
      .replace(/(.)\/+$/, '$1')
      .toLowerCase();
  } catch {
    return null;
  }
}

/** Whether a route is one of the auth pages (login, bind phone, password reset, the agreements). */
export function isAuthRoute(route: string): boolean {
  const key = routeKey(route);
  return key !== null && authKeys.has(key);
}

/**
 * The one return-route rule of every auth page: where the person goes when the page is done. Only an
 * internal route of the app; never an auth page: an auth route's own `redirect` is taken instead, however
 * deeply nested (`bindPhone?redirect=/pages/set/bindPhone?redirect=/pages/x` is `/pages/x`); a value
 * encoded once too often is decoded once; anything foreign, malformed, a site page or too deep gives
 * `fallback` (the home tab).
 */
export function returnTarget(raw: unknown, fallback: string = paths.tab.home): string {
  let target = raw;
  for (let depth = 0; depth <= MAX_AUTH_NESTING; depth += 1) {
    if (typeof target === 'string' && /^%2f/i.test(target)) {
      try {
        target = decodeURIComponent(target);
      } catch {
        return fallback;
      }
    }
    if (!isInternalRoute(target)) return fallback;
    const key = routeKey(target);
    if (key === null || key === '/' || siteKeys.has(key)) return fallback;
    if (!authKeys.has(key)) return target;
    const query = target.split('#')[0]?.split('?').slice(1).join('?') ?? '';
    target = new URLSearchParams(query).get('redirect') ?? undefined;
  }
  return fallback;
}
