// The informational site's entry: device rule and redirect (docs/product.md#screens), hydration of the
// prerendered phone home (or a fresh render), the site's hash navigation, and the hand-over to the app
// when a link leaves the site (e.g. "open the app").
import { createRoot, hydrateRoot, type Root } from './react-dom';
import { isSitePath } from '@/config/paths';
import { detectEnvironment } from '@/lib/platform';
import { quitOnBack } from '@/lib/wechat/quit-on-back';
import { SiteApp } from '@/features/site/site-app';
import { deviceOf, parseSiteRoute, routeForDevice } from '@/features/site/device';
import { currentRoute, notifyRoute, replaceRoute } from '@/features/site/site-route';
import { getLocale } from '@/i18n/locale';
import { dropAppShell } from '@/lib/app-shell';
import { showLoadFailure } from './load-failure';

export function startSite(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const device = () => deviceOf(navigator.userAgent, window.innerWidth);

  const first = currentRoute();
  const target = routeForDevice(first, device());
  if (target !== first) replaceRoute(target);
  document.documentElement.lang = getLocale();

  const at = parseSiteRoute(currentRoute());
  const prerendered = container.firstElementChild !== null && at?.variant === 'phone' && at.page === 'index';
  let root: Root;
  if (prerendered) root = hydrateRoot(container, <SiteApp />);
  else {
    container.replaceChildren();
    root = createRoot(container);
    root.render(<SiteApp />);
  }
  document.documentElement.classList.remove('site-cold');
  // index.html chose by the address as it parsed; when it named an app route then and a site page now
  // (changed before this script ran), the app's static shell is up and hides the site: take it away.
  dropAppShell();

  // In WeChat, back on the phone entry page quits (docs/product.md#screens).
  const atEntry = () => {
    const r = parseSiteRoute(currentRoute());
    return r?.variant === 'phone' && r.page === 'index';
  };
  const { platform } = detectEnvironment();
  const stopQuitOnBack = (platform === 'wechat' || platform === 'wecom') && atEntry() ? quitOnBack(atEntry) : () => {};

  let lastDevice = device();
  const onHash = () => {
    const route = currentRoute();
    if (!isSitePath(route)) return handOver();
    const fixed = routeForDevice(route, device());
    if (fixed !== route) replaceRoute(fixed);
    else notifyRoute();
  };
  const onResize = () => {
    const now = device();
    if (now === lastDevice) return;
    lastDevice = now;
    const route = currentRoute();
    const fixed = routeForDevice(route, now);
    if (fixed !== route) replaceRoute(fixed);
  };
  function handOver() {
    window.removeEventListener('hashchange', onHash);
    window.removeEventListener('resize', onResize);
    stopQuitOnBack();
    root.unmount();
    import('./app-entry').then((m) => m.startApp()).catch(showLoadFailure);
  }
  window.addEventListener('hashchange', onHash);
  window.addEventListener('resize', onResize);
}
