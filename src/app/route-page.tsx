// Route helpers: lazy route modules that receive the current route's query values (spec section 2).
import type { ComponentType } from 'react';
import { useSearchParams, type RouteObject } from 'react-router-dom';
import type { PageProps, Query } from '@/config/page-props';

export function useQuery(): Query {
  const [params] = useSearchParams();
  return Object.fromEntries(params);
}

/** A lazily loaded route whose module default-exports its page. */
export function lazyPage<P extends object = object>(
  load: () => Promise<{ default: ComponentType<PageProps & P> }>,
  props?: P,
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { default: Page } = await load();
      function RoutePage() {
        return <Page {...(props as P)} query={useQuery()} />;
      }
      return { Component: RoutePage };
    },
  };
}
