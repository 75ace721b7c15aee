// Route helpers: lazy route modules that receive the current route's query values (docs/product.md#screens),
// each with its own error boundary (a failed page or a page whose code did not arrive stays in its place).
// The router is React Router's declarative one (HashRouter + useRoutes): the data router would add
// ~17 KB gzip to the first load for loaders, actions and fetchers this app does not use. A route's
// module loads on first render under the one <Suspense> at the root; navigations run in a transition,
// so the current screen stays until the next one is ready. The declarative router renders neither
// `ErrorBoundary` nor `errorElement`: withBoundaries() turns the table's `ErrorBoundary` of each route
// into a RouteBoundary (a class error boundary) around the route's element. A route's code that is
// slow shows the loading indicator after 200 ms and, after 60 s, an error with retry (route-loading.ts).
import { use, useEffect, useLayoutEffect, useReducer, type ComponentType } from 'react';
import { Outlet, useSearchParams, type RouteObject } from 'react-router-dom';
import type { PageProps, Query } from '@/config/page-props';
import { loadDictionaries, textParts, type TextPart } from '@/i18n';
import { loadFeedbackUi } from '@/components/feedback';
import { dropAppShell } from '@/lib/app-shell';
import { whenIdle } from '@/lib/idle';
import { releaseJsSdk } from '@/lib/wechat/sdk-release';
import { RouteBoundary, RouteError } from './route-error';
import { trackRouteLoad, withTimeout } from './route-loading';

export function useQuery(): Query {
  const [params] = useSearchParams();
  return Object.fromEntries(params);
}

/** The module loader behind each lazy route component, to start loading before the first render. */
const loaders = new WeakMap<object, () => Promise<unknown>>();

/**
 * A lazily loaded component whose load never fails: when its code does not arrive, a stand-in says so
 * in the route's place and offers to load the page again (React.lazy would throw the failure at render);
 * when it has not arrived after 60 s, a stand-in says that, and shows the page if it still comes.
 * One load, shared by the preload and the render. Unlike React.lazy, a render after the code has
 * arrived does not suspend: the load is marked fulfilled as it settles (the status and value that
 * React's use() reads), so the first screen, preloaded, commits without a fallback and React's reveal
 * throttle (300 ms after a fallback) never holds it back. use() is called on every render, as React asks.
 */
function lazyRoute<T extends object>(load: () => Promise<ComponentType<T>>): ComponentType<T> {
  let loading: Promise<ComponentType<T>> | undefined;
  const loadOnce = (): Promise<ComponentType<T>> => {
    if (loading) return loading;
    const code = load();
    const settled: Promise<ComponentType<T>> = withTimeout(code, () => lateRoute(code))
      .catch((error: unknown) => {
        console.warn('[route] code did not arrive', error);
        const failure = error ?? new Error('load failed');
        const CodeDidNotArrive: ComponentType<T> = () => <RouteError loadError={failure} />;
        return CodeDidNotArrive;
      })
      .then((component) => {
        Object.assign(settled, { status: 'fulfilled', value: component });
        return component;
      });
    loading = settled;
    return loading;
  };
  // The loading indicator counts a load only once a screen waits for it: a preload in the background (the offline
  // routes after the first screen) on a slow network must not show 页面加载中 over a ready page.
  let waitedFor = false;
  function LazyRoute(props: T) {
    const load = loadOnce();
    if (!waitedFor && !('status' in load)) {
      waitedFor = true;
      trackRouteLoad(load);
    }
    const Route = use(load);
    return <Route {...props} />;
  }
  loaders.set(LazyRoute, loadOnce);
  return LazyRoute;
}

/** In place of a route whose code is over 60 s late: the time-out with a retry, or the page once it arrives. */
function lateRoute<T extends object>(code: Promise<ComponentType<T>>): ComponentType<T> {
  let arrived: ComponentType<T> | undefined;
  const arrival = code.then(
    (component) => {
      arrived = component;
    },
    () => undefined,
  );
  return function LateRoute(props: T) {
    const [, update] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      let live = true;
      void arrival.then(() => live && update());
      return () => {
        live = false;
      };
    }, []);
    const Page = arrived;
    return Page ? <Page {...props} /> : <RouteError timedOut />;
  };
}

let afterFirstScreenStarted = false;

const idleTasks: (() => void)[] = [];

/** Work for the idle time after the first screen (app-entry: the pickup codes' routes, the service worker). */
export function afterFirstScreen(task: () => void): void {
  idleTasks.push(task);
}

/**
 * Once the first screen is shown: when idle (lib/idle.ts), the dictionaries beyond the core, the toast and modal UI,
 * (in WeChat) the JS-SDK's code, and the tasks given to afterFirstScreen(), so that the next screen (and
 * the first toast or share) need not wait.
 */
function loadAfterFirstScreen(): void {
  if (afterFirstScreenStarted) return;
  afterFirstScreenStarted = true;
  // One load per idle period (each evaluates its code when it arrives): none adds up with another into
  // one long task, and none comes before the browser has nothing else to do.
  const steps = [
    () => loadDictionaries().catch(() => undefined),
    () => loadFeedbackUi().catch(() => undefined),
    releaseJsSdk,
    () => idleTasks.splice(0).forEach((task) => task()),
  ];
  const next = () => {
    const step = steps.shift();
    if (!step) return;
    void step();
    whenIdle(next);
  };
  whenIdle(next);
}

type RouteParts = Pick<RouteObject, 'Component' | 'ErrorBoundary'>;

export interface LazyPageOptions<P> {
  /** Props given to the page besides the route's query. */
  props?: P;
  /**
   * The dictionary parts beyond the core the page says (src/i18n/index.ts), which it waits for: none
   * for the home and the site, the activity part for the activity page; every part by default.
   */
  texts?: readonly TextPart[];
  /**
   * The page takes index.html's shell away itself, once its first screen shows more than a skeleton
   * (components/use-shell-until.ts); by default the route's first render does.
   */
  keepsShell?: boolean;
}

/** A lazily loaded route whose module default-exports its page; its errors stay in its place. */
export function lazyPage<P extends object = object>(
  load: () => Promise<{ default: ComponentType<PageProps & P> }>,
  options: LazyPageOptions<P> = {},
): RouteParts {
  const { props, texts = textParts, keepsShell = false } = options;
  const Page = lazyRoute(async () => (await Promise.all([load(), loadDictionaries(undefined, texts)]))[0].default);
  function RoutePage() {
    useLayoutEffect(() => {
      if (!keepsShell) dropAppShell();
    }, []);
    useEffect(loadAfterFirstScreen, []);
    return <Page {...(props as P)} query={useQuery()} />;
  }
  loaders.set(RoutePage, loaders.get(Page)!);
  return { Component: RoutePage, ErrorBoundary: RouteError };
}

/** A lazily loaded layout route (a named export of its module); its errors stay in its place. */
export function lazyLayout(load: () => Promise<ComponentType>): RouteParts {
  return { Component: lazyRoute(load), ErrorBoundary: RouteError };
}

/**
 * The routes from the table's root down to the one whose path is `pathname` (else down to the catch-all '*'), as React
 * Router matches them: case aside, a trailing slash aside. The table's paths are whole and static (config/paths.ts) and
 * on its leaves, so a walk finds the branch; React Router's matchRoutes ranks the whole table first, which was a task of
 * 6 to 10 ms of the start (the first render matches again anyway). route-branch.test.ts holds the two together.
 */
export function routeBranch(routes: RouteObject[], pathname: string): RouteObject[] {
  const key = (path: string) => path.replace(/\/+$/, '').toLowerCase();
  const walk = (level: RouteObject[], found: (route: RouteObject) => boolean): RouteObject[] | undefined => {
    for (const route of level) {
      const below = route.children ? walk(route.children, found) : found(route) ? [] : undefined;
      if (below) return [route, ...below];
    }
    return undefined;
  };
  return (
    walk(routes, (route) => route.path !== undefined && key(route.path) === key(pathname)) ??
    walk(routes, (route) => route.path === '*') ??
    []
  );
}

/**
 * Starts loading every lazy module of the routes matching `pathname` at once (layouts and page in
 * parallel, not one after the other as each renders); the render later finds them loaded. Settles
 * (never fails) when all have arrived or failed.
 */
export function preloadRoutes(routes: RouteObject[], pathname: string): Promise<unknown> {
  const loads = routeBranch(routes, pathname).map((route) =>
    route.Component ? loaders.get(route.Component)?.() : undefined,
  );
  return Promise.all(loads);
}

/**
 * The table as the declarative router renders it: each route's Component (or element, or an outlet)
 * inside a RouteBoundary whose fallback is the route's ErrorBoundary. Reset by any navigation, so a
 * retry (a navigation to the same address) renders the route afresh.
 */
export function withBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { Component, ErrorBoundary, element, children, ...rest } = route;
    const content = Component ? <Component /> : element === undefined ? <Outlet /> : element;
    return {
      ...rest,
      element: ErrorBoundary ? <RouteBoundary fallback={ErrorBoundary}>{content}</RouteBoundary> : content,
      ...(children ? { children: withBoundaries(children) } : {}),
    } as RouteObject;
  });
}
