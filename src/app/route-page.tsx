// Route helpers: lazy route modules that receive the current route's query values (spec section 2).
// The router is React Router's declarative one (HashRouter + useRoutes): the data router would add
// ~17 KB gzip to the first load for loaders, actions and fetchers this app does not use. A route's
// module loads on first render under the one <Suspense> at the root; navigations run in a transition,
// so the current screen stays until the next one is ready.
import { lazy, type ComponentType } from 'react';
import { matchRoutes, useSearchParams, type RouteObject } from 'react-router-dom';
import type { PageProps, Query } from '@/config/page-props';

export function useQuery(): Query {
  const [params] = useSearchParams();
  return Object.fromEntries(params);
}

/** The module loader behind each lazy route component, to start loading before the first render. */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/** A lazily loaded route whose module default-exports its page. */
export function lazyPage<P extends object = object>(
  load: () => Promise<{ default: ComponentType<PageProps & P> }>,
  props?: P,
): Pick<RouteObject, 'Component'> {
  const Page = lazy(load);
  function RoutePage() {
    return <Page {...(props as P)} query={useQuery()} />;
  }
  loaders.set(RoutePage, load);
  return { Component: RoutePage };
}

/** A lazily loaded layout route (a named export of its module). */
export function lazyLayout(load: () => Promise<ComponentType>): Pick<RouteObject, 'Component'> {
  const Layout = lazy(async () => ({ default: await load() }));
  loaders.set(Layout, load);
  return { Component: Layout };
}

/**
 * Starts loading every lazy module of the routes matching `pathname` at once (layouts and page in
 * parallel, not one after the other as each renders); the render later finds them loaded.
 */
export function preloadRoutes(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const load = route.Component ? loaders.get(route.Component) : undefined;
    load?.().catch(() => undefined);
  }
}
