// index.html's static app shell (#app-shell): the home's bars and cards as they will stand, painted on
// app routes before any script runs, until the first page renders.

/**
 * Takes the shell away in the frame in which the first page, or a route's error, renders: call it
 * from a layout effect.
 */
export function dropAppShell(): void {
  document.getElementById('app-shell')?.remove();
  document.documentElement.classList.remove('app-cold', 'app-tab');
}

/**
 * Shows the home banner's first image in the shell's banner place as soon as the start images are known,
 * before the page's code has rendered (index.html sizes it as the page's banner, so the page's own
 * banner then takes its place without a shift). Nothing when the shell is gone or already shows it.
 */
export function paintShellBanner(src: string): void {
  const place = document.querySelector('#app-shell .as-banner i');
  if (!place || place.firstChild) return;
  const img = document.createElement('img');
  img.alt = '';
  img.fetchPriority = 'high';
  img.src = src;
  place.append(img);
}
