// Every route path of the app and the site, and the builders of their hrefs. Nothing else spells a path.

export const paths = {
  // Informational site (spec section 2). '/' is the phone home and the entry page.
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
  // App (design section 4).
  tab: {
    home: '/pages/tabbar/home',
    activity: '/pages/tabbar/activity',
    cart: '/pages/tabbar/cart',
    mine: '/pages/tabbar/mine',
  },
  login: '/pages/login/login',
  bindPhone: '/pages/set/bindPhone',
  shopDetail: '/pages/shop/detail',
  productDetail: '/pages/product/detail',
  productEdit: '/pages/product/edit',
  orderConfirm: '/pages/order/confirm',
  orderList: '/pages/order/list',
  orderDetail: '/pages/order/detail',
  activityDetail: '/pages/activity/detail',
  activityEdit: '/pages/activity/edit',
  activityTemplate: '/pages/activity/template',
  teamApply: '/pages/team/apply',
  teamIndex: '/pages/team/index',
  teamPickup: '/pages/team/pickup',
  teamAfterSale: '/pages/team/afterSale',
  productMine: '/pages/product/mine',
  withdrawIndex: '/pages/withdraw/index',
  withdrawRecord: '/pages/withdraw/record',
  mapPicker: '/pages/map/picker',
  search: '/pages/search/index',
  addressList: '/pages/address/list',
  addressEdit: '/pages/address/edit',
  couponList: '/pages/coupon/list',
  cashier: '/pages/pay/cashier',
} as const;

export type SiteVariant = 'phone' | 'pc';
export type SitePage = keyof typeof paths.site.phone;

/** The four tab-bar routes, in tab order (the cart is index 2, spec section 2). */
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
  shopDetail: (code: string) => href(paths.shopDetail, { code }),
  productDetail: (code: string) => href(paths.productDetail, { code }),
  orderDetail: (code: string) => href(paths.orderDetail, { code }),
  /** Checkout of cart lines (`cart`: line codes, comma-separated) or of buy-now lines (`lines`: 'goodCode:specName:num,...', buyLinesParam). */
  orderConfirm: (query: { lines?: string; cart?: string; checkoutId?: string }) => href(paths.orderConfirm, query),
  /** The order list, optionally on one status tab (ORDER_STATUS values of src/api/commerce-states.ts). */
  orderList: (status?: number) => href(paths.orderList, { status }),
  /** The address list in select mode: it sets chosenAddressAtom (state/address.ts) and goes back. */
  addressSelect: () => href(paths.addressList, { select: 1 }),
  activityDetail: (code: string) => href(paths.activityDetail, { code }),
  activityEdit: (type: number, code?: string) => href(paths.activityEdit, { type, code }),
  /** Sign-up form templates; `pick`: choosing one puts it into the activity draft and goes back. */
  activityTemplate: (pick?: boolean) => href(paths.activityTemplate, { pick: pick ? 1 : undefined }),
  /** The map picker, returning to `from` with the chosen place. */
  mapPicker: (from?: string) => href(paths.mapPicker, { from }),
  login: (redirect?: string) => href(paths.login, { redirect }),
  search: (keyword?: string) => href(paths.search, { keyword: keyword || undefined }),
  productEdit: (code?: string) => href(paths.productEdit, { code }),
  /** Add an address (no code) or edit one. */
  addressEdit: (code?: string) => href(paths.addressEdit, { code }),
  couponList: (tab?: string) => href(paths.couponList, { tab }),
  /**
   * The cashier for unpaid orders (`biz` order) or a join (`biz` join, with its `activity`); `payCode` once the
   * payment exists, `check` when its status is to be asked for first (after WeChat's ok, back from the H5 page).
   */
  cashier: (q: { biz: 'order' | 'join'; codes: string[]; activity?: string; payCode?: string; check?: boolean }) =>
    href(paths.cashier, { biz: q.biz, codes: q.codes.join(','), activity: q.activity, payCode: q.payCode, check: q.check ? 1 : undefined }),
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
