// Route helpers: lazy route modules that receive the current route's query values (spec section 2),
// each with its own error boundary (a failed page or a page whose code did not arrive stays in its place).
import type { ComponentType } from 'react';
import { useSearchParams, type RouteObject } from 'react-router-dom';
import type { PageProps, Query } from '@/config/page-props';
import { RouteError } from './route-error';

export function useQuery(): Query {
  const [params] = useSearchParams();
  return Object.fromEntries(params);
}

/**
 * A route's lazily loaded component. When its code does not arrive, a stand-in that says so in the
 * route's place (React Router would otherwise render nothing for a route whose `lazy` failed).
 */
export async function lazyComponent(load: () => Promise<ComponentType>): Promise<{ Component: ComponentType }> {
  try {
    return { Component: await load() };
  } catch (error) {
    console.warn('[route] code did not arrive', error);
    return { Component: () => <RouteError loadError={error ?? new Error('load failed')} /> };
  }
}

/** A lazily loaded route whose module default-exports its page; its errors stay in its place. */
export function lazyPage<P extends object = object>(
  load: () => Promise<{ default: ComponentType<PageProps & P> }>,
  props?: P,
): Pick<RouteObject, 'lazy' | 'ErrorBoundary'> {
  return {
    ErrorBoundary: RouteError,
    lazy: () =>
      lazyComponent(async () => {
        const { default: Page } = await load();
        function RoutePage() {
          return <Page {...(props as P)} query={useQuery()} />;
        }
        return RoutePage;
      }),
  };
}
