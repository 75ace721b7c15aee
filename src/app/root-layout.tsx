// The root of every route: the outlet, the one Suspense boundary (later navigations keep the current
// screen until the next is ready) and the loading indicator of a lazy route whose code is slow: shown
// only after 200 ms, so that a fast load never flashes it (docs/product.md#constants; route-loading.ts). No UI
// library here, so that the informational site's first load stays small.
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useT } from '@/i18n';
import { useSlowRouteLoad } from './route-loading';

export function RootLayout() {
  return (
    <>
      <Suspense fallback={<RouteFallback />}>
        <Outlet />
      </Suspense>
      <RouteLoading />
    </>
  );
}

/** While the first route's code loads: an empty page (RouteLoading says so after 200 ms). */
export function RouteFallback() {
  return <div className="route-fallback" />;
}

/** Over the current screen (or the empty first one) while a route's code has been on its way for 200 ms. */
export function RouteLoading() {
  const t = useT();
  const slow = useSlowRouteLoad();
  return (
    <div className="route-loading" role="status" aria-live="polite" data-testid="route-loading">
      {slow && (
        <span className="route-loading-pill">
          <span className="route-loading-spinner" aria-hidden="true" />
          {t('load.loading')}
        </span>
      )}
    </div>
  );
}
