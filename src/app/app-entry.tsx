// The app's entry: environment -> auth/OAuth -> JS-SDK (non-blocking) -> render the router.
// Also called by the site's entry when a link leaves the informational site.
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from './react-dom';
import { Provider } from 'jotai';
import { createPath, HashRouter, parsePath, useLocation, useNavigate, useRoutes } from 'react-router-dom';
import { routes } from './routes';
import { afterFirstScreen, preloadRoutes, withBoundaries } from './route-page';
import { ROUTE_LOADING_DELAY_MS } from './route-loading';
import { bootstrap, startOauth } from './bootstrap';
import { store } from '@/state/store';
import { getLocale, loadCoreTexts } from '@/i18n';
import { installRequestFeedback, installStorageFeedback, preloadFeedbackOnFirstInput } from '@/components/feedback';
import { setProfileAuthorizer } from '@/state/wechat-profile';
import { hasLoginAtom } from '@/state/session';
import { isSitePath, paths, routeOfHash } from '@/config/paths';
import { registerServiceWorker } from '@/lib/service-worker';
import { yieldToBrowser } from '@/lib/yield';
import '../global.css';

let started = false;

/** The table with each route's error boundary around its element (the declarative router has none of its own). */
const routeElements = withBoundaries(routes);

function AppRoutes() {
  useAddressChangedBeforeListening();
  return useRoutes(routeElements);
}

/**
 * HashRouter reads the address in its first render but listens for changes only from its commit, and
 * that render runs in slices (a transition, below): an address change in between (a link, back, a
 * script setting the hash) would be missed, the page staying on a route the address no longer names.
 * This effect runs after the router listens; an address that moved meanwhile is taken up then.
 */
function useAddressChangedBeforeListening() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    // The address read as the router reads it: its hash history puts a '/' before a path that lacks one.
    const read = parsePath(window.location.hash.slice(1));
    const path = read.pathname ?? '/';
    const address = { ...read, pathname: path.startsWith('/') ? path : `/${path}` };
    if (createPath(address) !== createPath(location)) void navigate(address, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first commit: later changes reach the router through its listener
  }, []);
}

/**
 * The routes that show the pickup codes kept for a signal-less station (docs/product.md#the-stations-day): their code is
 * loaded when idle after a signed-in person's first screen, before the network may be gone (the same
 * modules as scripts/build/service-worker.ts's OFFLINE_ROUTE_MODULES, which the service worker keeps).
 */
const OFFLINE_ROUTES = [paths.orderList, paths.orderDetail, paths.tab.mine];

/**
 * After the first app screen (never the site's) of a signed-in person, or when a person signs in later: the
 * offline routes' code and the service worker. A visitor never signed in has no pickup code to keep.
 */
function prepareForNoSignal(): void {
  if (isSitePath(routeOfHash(window.location.hash))) return;
  const prepare = () => {
    for (const route of OFFLINE_ROUTES) void preloadRoutes(routes, route);
    registerServiceWorker();
  };
  if (store.get(hasLoginAtom)) return prepare();
  const stop = store.sub(hasLoginAtom, () => {
    if (!store.get(hasLoginAtom)) return;
    stop();
    prepare();
  });
}

export async function startApp(): Promise<void> {
  if (started) return;
  started = true;
  installRequestFeedback();
  installStorageFeedback();
  preloadFeedbackOnFirstInput();
  afterFirstScreen(prepareForNoSignal);
  // Activities ask a WeChat user with no name or avatar to share them: the same OAuth round trip, scope snsapi_userinfo.
  setProfileAuthorizer((route) => startOauth(route, 'snsapi_userinfo'));
  document.documentElement.lang = getLocale();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  // The current route's modules (layouts and page at once) load while the session starts; bootstrap
  // says when, once it knows the page is staying and which route it shows.
  // An en-US phone's core texts (the tab bar's, the home's) are a chunk of their own: fetched meanwhile,
  // there before the first render (a failed download leaves the route's own loading to offer a retry).
  const coreTexts = loadCoreTexts().catch(() => undefined);
  // Matching the route table is a task of its own (the entry route's code is already on its way: main.tsx).
  let routeCode: Promise<unknown> = Promise.resolve();
  const preload = (route: string) =>
    void (routeCode = yieldToBrowser().then(() => preloadRoutes(routes, route.split('?')[0] || '/')));
  await yieldToBrowser();
  if ((await bootstrap(undefined, preload)) === 'redirected') return;
  await coreTexts;
  // The first render waits for that code (index.html's static shell shows meanwhile), at most until the
  // loading indicator is due: rendered with it, nothing suspends and the page commits at once (a
  // committed fallback would hold the page back by React's 300 ms reveal throttle).
  await Promise.race([routeCode, new Promise((resolve) => setTimeout(resolve, ROUTE_LOADING_DELAY_MS))]);
  await yieldToBrowser();
  container.replaceChildren();
  // A transition: React renders the first screen in short slices instead of one long task (the static
  // shell stays on screen until the commit), so taps and the browser's own work are never held long.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Provider store={store}>
          <HashRouter>
            <AppRoutes />
          </HashRouter>
        </Provider>
      </StrictMode>,
    ),
  );
}
