// Whole-page navigations that leave the React tree: web root redirects and relaunches.

/** The web root of this app (base '/'), with no query and no hash. */
export function webRootUrl(): string {
  return `${window.location.origin}/`;
}

/** Leaves the app for another page (replace: back never returns to the page that left). */
export function leaveTo(url: string): void {
  window.location.replace(url);
}

/** Sends the browser to the web root (code 300, after authorization, on a repeated OAuth code). */
export function goWebRoot(): void {
  window.location.replace(webRootUrl());
}

/** Relaunches the app at a hash route: a fresh page load, so no state of the old session survives. */
export function relaunch(route: string): void {
  const target = `${webRootUrl()}#${route}`;
  if (window.location.href === target) window.location.reload();
  else {
    window.location.replace(target);
    // Only the hash differs when we are already at the web root: force the reload.
    if (window.location.pathname === '/' && window.location.search === '') window.location.reload();
  }
}

/** The absolute URL of an app route on this page (no query before the hash): links to share. */
export function appRouteUrl(route: string): string {
  return `${window.location.origin}${window.location.pathname}#${route}`;
}
