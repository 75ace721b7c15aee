// The site's own tiny hash navigation: the current route as an external store (no router library in
// the site's first load). Links are plain `#/pages/...` anchors; a device change replaces the route.
import { useSyncExternalStore } from 'react';
import { routeOfHash } from '@/config/paths';

const listeners = new Set<() => void>();

export function currentRoute(): string {
  return typeof window === 'undefined' ? '/' : routeOfHash(window.location.hash);
}

/** Replaces the current route without a history entry (the device redirect). */
export function replaceRoute(route: string): void {
  const url = route === '/' && !window.location.hash ? window.location.pathname + window.location.search : `#${route}`;
  window.history.replaceState(window.history.state, '', url);
  notifyRoute();
}

export function notifyRoute(): void {
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current route; '/' on the server and while hydrating the prerendered home. */
export function useRoute(): string {
  return useSyncExternalStore(subscribe, currentRoute, () => '/');
}

/** The href of a route for an anchor. */
export function routeHref(route: string): string {
  return `#${route}`;
}
