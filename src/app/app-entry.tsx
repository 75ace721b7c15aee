// The app's entry: environment -> auth/OAuth -> JS-SDK (non-blocking) -> render the router.
// Also called by the site's entry when a link leaves the informational site.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';
import { bootstrap, startOauth } from './bootstrap';
import { store } from '@/state/store';
import { getLocale } from '@/i18n';
import { installRequestFeedback } from '@/components/feedback';
import { setProfileAuthorizer } from '@/state/wechat-profile';
import '../global.css';

let started = false;

export async function startApp(): Promise<void> {
  if (started) return;
  started = true;
  installRequestFeedback();
  // Activities ask a WeChat user with no name or avatar to share them: the same OAuth round trip, scope snsapi_userinfo.
  setProfileAuthorizer((route) => startOauth(route, 'snsapi_userinfo'));
  document.documentElement.lang = getLocale();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  if ((await bootstrap()) === 'redirected') return;
  const router = createHashRouter(routes);
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
