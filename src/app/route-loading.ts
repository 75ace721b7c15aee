// Loading a lazy route's code (docs/product.md#constants: "Async page load delay: 200 ms, with a time-out of
// 60000 ms"): nothing shows for the first 200 ms (a fast load never flashes an indicator), then the
// loading indicator (RouteLoading in root-layout.tsx) until the code is there; after 60 s without it
// the route's place says so with a retry (route-page.tsx), and the tab bar around it stays usable.
import { useSyncExternalStore } from 'react';

export const ROUTE_LOADING_DELAY_MS = 200;
export const ROUTE_LOAD_TIMEOUT_MS = 60_000;

let slow = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Counts `loading` as a slow route load from 200 ms after it starts until it settles. */
export function trackRouteLoad(loading: Promise<unknown>): void {
  let counted = false;
  const timer = setTimeout(() => {
    counted = true;
    slow += 1;
    notify();
  }, ROUTE_LOADING_DELAY_MS);
  const done = () => {
    clearTimeout(timer);
    if (!counted) return;
    slow -= 1;
    notify();
  };
  loading.then(done, done);
}

/** Whether a route's code has been on its way for more than 200 ms. */
export function useSlowRouteLoad(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => slow > 0,
    () => false,
  );
}

/** `loading`, or `late()` when it has not settled within the time-out. */
export function withTimeout<T>(loading: Promise<T>, late: () => T, ms: number = ROUTE_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => resolve(late()), ms);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
