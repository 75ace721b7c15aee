// The site's device rule (docs/product.md#screens): PC when the agent is not mobile and the window is wider than
// 768 px, else phone; and the mapping of a site route to its phone or desktop variant, keeping the query.
import { paths, type SitePage, type SiteVariant } from '@/config/paths';
import { detectEnvironment } from '@/lib/platform';

/** Mobile breakpoint (docs/product.md#constants). */
export const MOBILE_BREAKPOINT = 768;

export function deviceOf(userAgent: string, windowWidth: number): SiteVariant {
  return !detectEnvironment(userAgent).mobile && windowWidth > MOBILE_BREAKPOINT ? 'pc' : 'phone';
}

export interface SiteLocation {
  variant: SiteVariant;
  page: SitePage;
  /** The query string without '?', '' when none. */
  query: string;
}

const pages = Object.keys(paths.site.phone) as SitePage[];

/** The site page of a route ('/' and '/pages/phone/index' are the phone home); null for a non-site route. */
export function parseSiteRoute(route: string): SiteLocation | null {
  const q = route.indexOf('?');
  const path = (q < 0 ? route : route.slice(0, q)) || '/';
  const query = q < 0 ? '' : route.slice(q + 1);
  if (path === paths.root) return { variant: 'phone', page: 'index', query };
  for (const variant of ['phone', 'pc'] as const)
    for (const page of pages) if (paths.site[variant][page] === path) return { variant, page, query };
  return null;
}

/** The route of a site page; the phone home is '/' (its canonical form). */
export function siteRoute(variant: SiteVariant, page: SitePage, query = ''): string {
  const path = variant === 'phone' && page === 'index' ? paths.root : paths.site[variant][page];
  return query ? `${path}?${query}` : path;
}

/**
 * The route to show on a device: the same page in the device's variant, query kept. A route already in
 * the right variant is returned unchanged (so the '/pages/phone/index' alias stays as typed).
 */
export function routeForDevice(route: string, device: SiteVariant): string {
  const at = parseSiteRoute(route);
  if (!at || at.variant === device) return route;
  return siteRoute(device, at.page, at.query);
}
