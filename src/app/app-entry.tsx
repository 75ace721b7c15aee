// The app's entry: environment -> auth/OAuth -> JS-SDK (non-blocking) -> render the router. main.tsx
// starts the start-up (bootstrap.ts) before this module's code has arrived and hands it over; the site's
// entry, when a link leaves the informational site, lets it start here.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { HashRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes';
import { preloadRoutes, withBoundaries } from './route-page';
import { ROUTE_LOADING_DELAY_MS } from './route-loading';
import { startBoot, startOauth, type Boot } from './bootstrap';
import { store } from '@/state/store';
import { getLocale } from '@/i18n';
import { installRequestFeedback, preloadFeedbackOnFirstInput } from '@/components/feedback';
import { setProfileAuthorizer } from '@/state/wechat-profile';
import { envAtom } from '@/state/env';
import { setWechatLocator } from '@/state/location';
import { wechatLocation } from '@/lib/wechat/sdk';
import '../global.css';

let started = false;

/** The table with each route's error boundary around its element (the declarative router has none of its own). */
const routeElements = withBoundaries(routes);

function AppRoutes() {
  return useRoutes(routeElements);
}

/** `underway`: the start-up main.tsx started; without it (from the site), it starts here. */
export async function startApp(underway?: Boot): Promise<void> {
  if (started) return;
  started = true;
  const boot = underway ?? startBoot();
  installRequestFeedback();
  preloadFeedbackOnFirstInput();
  // Activities ask a WeChat user with no name or avatar to share them: the same OAuth round trip, scope snsapi_userinfo.
  setProfileAuthorizer((route) => startOauth(route, 'snsapi_userinfo'));
  document.documentElement.lang = getLocale();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  // The current route's modules (layouts and page at once) load while the session starts, once the
  // start-up knows the page is staying and which route it shows.
  const routeCode = boot.route.then((route) => preloadRoutes(routes, route.split('?')[0] || '/'));
  if ((await boot.done) === 'redirected') return;
  const { platform } = store.get(envAtom);
  if (platform === 'wechat' || platform === 'wecom') setWechatLocator(wechatLocation);
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
