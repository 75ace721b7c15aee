// The app's entry: environment -> auth/OAuth -> JS-SDK (non-blocking) -> render the router.
// Also called by the site's entry when a link leaves the informational site.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { HashRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes';
import { preloadRoutes, withBoundaries } from './route-page';
import { ROUTE_LOADING_DELAY_MS } from './route-loading';
import { bootstrap, startOauth } from './bootstrap';
import { store } from '@/state/store';
import { getLocale } from '@/i18n';
import { installRequestFeedback, preloadFeedbackOnFirstInput } from '@/components/feedback';
import { setProfileAuthorizer } from '@/state/wechat-profile';
import '../global.css';

let started = false;

/** The table with each route's error boundary around its element (the declarative router has none of its own). */
const routeElements = withBoundaries(routes);

function AppRoutes() {
  return useRoutes(routeElements);
}

export async function startApp(): Promise<void> {
  if (started) return;
  started = true;
  installRequestFeedback();
  preloadFeedbackOnFirstInput();
  // Activities ask a WeChat user with no name or avatar to share them: the same OAuth round trip, scope snsapi_userinfo.
  setProfileAuthorizer((route) => startOauth(route, 'snsapi_userinfo'));
  document.documentElement.lang = getLocale();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  // The current route's modules (layouts and page at once) load while the session starts; bootstrap
  // says when, once it knows the page is staying and which route it shows.
  let routeCode: Promise<unknown> = Promise.resolve();
  const preload = (route: string) => void (routeCode = preloadRoutes(routes, route.split('?')[0] || '/'));
  if ((await bootstrap(undefined, preload)) === 'redirected') return;
  // The first render waits for that code (index.html's static shell shows meanwhile), at most until the
  // loading indicator is due: rendered with it, nothing suspends and the page commits at once (a
  // committed fallback would hold the page back by React's 300 ms reveal throttle).
  await Promise.race([routeCode, new Promise((resolve) => setTimeout(resolve, ROUTE_LOADING_DELAY_MS))]);
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
