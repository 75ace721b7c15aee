// The one builder of every link a person shares (share cards, posters, copied links, the leader's 邀请邻居):
// the app's page URL and a hash route, never an OAuth code, state, token, openid or user code in it, and
// `inv=<code>` in the route's query when the sharer is a leader (docs/product.md#environments, docs/product.md#growth).

/** Query names that never travel in a shared link: outside the hash (an OAuth return) and in the route. */
const SECRET_OUTSIDE = ['code', 'state', 'token', 'openid', 'access_token', 'userCode', 'account'];
/** In the hash route `code` is the activity's or product's own: only these go. */
const SECRET_IN_ROUTE = ['token', 'openid', 'access_token', 'state', 'userCode', 'account'];

/** The route query's name for a leader's invite code. */
export const INVITE_PARAM = 'inv';

/** An invite code as a link may carry it: 4 to 16 letters and digits. */
export function isInviteCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9]{4,16}$/.test(value);
}

/** The invite code in a route's query ('/pages/x?code=1&inv=AB12' -> 'AB12'), or '' when none or malformed. */
export function inviteOfRoute(route: string): string {
  const q = route.indexOf('?');
  if (q < 0) return '';
  const value = new URLSearchParams(route.slice(q + 1).split('#')[0]).get(INVITE_PARAM);
  return isInviteCode(value) ? value : '';
}

/** A route with its secrets removed and `inv` set to `inviteCode` (or removed when there is none). */
export function shareRoute(route: string, inviteCode = ''): string {
  const q = route.indexOf('?');
  const path = q < 0 ? route : route.slice(0, q);
  const params = new URLSearchParams(q < 0 ? '' : route.slice(q + 1));
  for (const p of [...SECRET_IN_ROUTE, INVITE_PARAM]) params.delete(p);
  if (isInviteCode(inviteCode)) params.set(INVITE_PARAM, inviteCode);
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * An absolute URL safe to share: secrets removed outside the hash and inside the route. Its hash route
 * keeps whatever `inv` it has (the share builders set it with shareRoute).
 */
export function cleanLink(link: string, base?: string): string {
  const url = new URL(link, base);
  for (const p of SECRET_OUTSIDE) url.searchParams.delete(p);
  const hash = url.hash;
  const q = hash.indexOf('?');
  if (q >= 0) {
    const params = new URLSearchParams(hash.slice(q + 1));
    for (const p of SECRET_IN_ROUTE) params.delete(p);
    const s = params.toString();
    url.hash = hash.slice(0, q) + (s ? `?${s}` : '');
  }
  return url.toString();
}

/**
 * The link to share of an app route: `page` (the app's page URL; default this page's, no query, no hash)
 * + '#' + the route, with `inv` only when `inviteCode` is given (the sharer is a leader), and nothing secret.
 */
export function shareLink(route: string, inviteCode = '', page?: string): string {
  const base = page ?? `${window.location.origin}${window.location.pathname}`;
  const url = new URL(base);
  url.hash = '';
  return cleanLink(`${url.toString()}#${shareRoute(route, inviteCode)}`);
}
