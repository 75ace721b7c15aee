// The root of every route: the outlet and the fallback shown while a lazy route loads (the one
// Suspense boundary: later navigations keep the current screen until the next is ready). No UI
// library here, so that the informational site's first load stays small.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useT } from '@/i18n';

export function RootLayout() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Outlet />
    </Suspense>
  );
}

export function RouteFallback() {
  const t = useT();
  return (
    <div className="route-fallback" role="status" aria-live="polite">
      {t('common.loading')}
    </div>
  );
}
