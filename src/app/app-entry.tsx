// The app's entry: environment -> auth/OAuth -> JS-SDK (non-blocking) -> render the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';
import { store } from '@/state/store';
import { getLocale } from '@/i18n';
import '../global.css';

export function startApp(): void {
  document.documentElement.lang = getLocale();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const router = createHashRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
