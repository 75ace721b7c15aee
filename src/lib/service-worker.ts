// Registers the app's service worker (dist/sw.js, written by scripts/build/service-worker.ts): in a built
// app only (the dev server has none), where the browser has service workers, after the first screen. It
// keeps the built files so that a reload with no network still opens the kept pickup codes (docs/product.md#the-stations-day).

/** Registers /sw.js once; a browser that refuses (a private window, an in-app browser) only loses the offline copy. */
export function registerServiceWorker(
  nav: Navigator | undefined = globalThis.navigator,
  url = `${import.meta.env.BASE_URL}sw.js`,
): void {
  if (!nav?.serviceWorker) return;
  // The dev server has no worker; one a build left on this origin (npm run serve on the same port) goes.
  if (!import.meta.env.PROD) {
    void nav.serviceWorker.getRegistrations().then(
      (all) => all.forEach((r) => void r.unregister()),
      () => undefined,
    );
    return;
  }
  nav.serviceWorker
    .register(url)
    .catch((error: unknown) => console.warn('[sw] not registered', error instanceof Error ? error.name : ''));
}
