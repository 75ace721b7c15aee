// The app's entry: environment -> auth/OAuth -> JS-SDK (non-blocking) -> render the router.
// Also called by the site's entry when a link leaves the informational site.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { HashRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes';
import { preloadRoutes } from './route-page';
import { bootstrap } from './bootstrap';
import { store } from '@/state/store';
import { getLocale } from '@/i18n';
import { routeOfHash } from '@/config/paths';
import { installRequestFeedback, preloadFeedbackOnFirstInput } from '@/components/feedback';
import '../global.css';

let started = false;

function AppRoutes() {
  return useRoutes(routes);
}

export async function startApp(): Promise<void> {
  if (started) return;
  started = true;
  installRequestFeedback();
  preloadFeedbackOnFirstInput();
  document.documentElement.lang = getLocale();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  // The current route's modules load while the session starts (one round trip, not three in a row).
  preloadRoutes(routes, routeOfHash(window.location.hash).split('?')[0] ?? '/');
  if ((await bootstrap()) === 'redirected') return;
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </Provider>
    </StrictMode>,
  );
}
