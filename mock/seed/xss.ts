// MOCK_XSS=1: the seed's text fields poisoned with script and event-handler payloads, and its links with
// javascript: URLs, for the XSS sweep (test/e2e/sweep-xss.e2e.ts) or to look at by hand with `npm start`.
// A payload that runs sets window.__xss; the app must show it as text or sanitized HTML.
import type { Store } from '../store';

/** Appended to every text field: each piece sets window.__xss if it ever runs. */
export const XSS_PAYLOAD =
  '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><svg onload="window.__xss=3"></svg><a href="javascript:window.__xss=4">链接</a>';
/** Put in place of every link the server gives. */
export const XSS_URL = 'javascript:window.__xss=5';

/** Text the server sends that people read (names, titles, details, tags, addresses, remarks, form items). */
const TEXT_KEYS = new Set([
  'name',
  'title',
  'details',
  'detail',
  'description',
  'notice',
  'tags',
  'address',
  'remark',
  'label',
  'itemName',
  'itemDescription',
  'teamName',
  'storeName',
  'communityName',
  'managerName',
  'nickname',
  'nickName',
  'categoryName',
  'options',
  'reason',
  'content',
]);
/** Links the server sends that the app may put in an href. */
const URL_KEYS = new Set(['link', 'guidanceUrl', 'questionUrl']);

function poison(value: unknown, key: string, seen: Set<object>): unknown {
  if (typeof value === 'string') {
    if (URL_KEYS.has(key)) return XSS_URL;
    return TEXT_KEYS.has(key) ? `${value}${XSS_PAYLOAD}` : value;
  }
  if (Array.isArray(value)) {
    if (TEXT_KEYS.has(key) && value.every((v) => typeof v === 'string')) return value.map((v) => `${v}${XSS_PAYLOAD}`);
    value.forEach((v, i) => (value[i] = poison(v, '', seen)));
    return value;
  }
  if (value instanceof Map) {
    for (const [k, v] of value) value.set(k, poison(v, '', seen));
    return value;
  }
  if (value && typeof value === 'object' && !seen.has(value) && !Buffer.isBuffer(value)) {
    seen.add(value);
    for (const [k, v] of Object.entries(value)) (value as Record<string, unknown>)[k] = poison(v, k, seen);
  }
  return value;
}

/** Rewrites the store's seeded data in place (users, catalogue, orders, activities, teams, ...). */
export function poisonSeed(store: Store): void {
  const seen = new Set<object>();
  for (const part of [
    'users',
    'catalogue',
    'carts',
    'stations',
    'orders',
    'addresses',
    'coupons',
    'templates',
    'activities',
    'teams',
    'withdrawals',
  ] as const) {
    poison(store[part], '', seen);
  }
}
