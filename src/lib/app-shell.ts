// index.html's static app shell (#app-shell): the tab bar and a skeleton of the entry route (the home,
// an activity, a product, or a generic page) as they will stand, painted on app routes before any
// script runs, until the first page renders.

/**
 * Takes the shell away in the frame in which the first page, or a route's error, renders: call it
 * from a layout effect.
 */
export function dropAppShell(): void {
  document.getElementById('app-shell')?.remove();
  document.documentElement.classList.remove('app-cold', 'app-tab', 'app-home', 'app-act', 'app-prod');
}

/** The picture place of the skeleton shown (index.html: the route's class on <html> shows one of them). */
const SHOWN_PICTURE_PLACE = ['home', 'act', 'prod'].map((v) => `.app-${v} #app-shell .as-v-${v} .as-lcp`).join(',');

/**
 * Shows the entry route's main picture (the home's first banner image, an activity's cover, a product's
 * first picture) in the shell's picture place as soon as its address is known, before the page's code
 * has rendered (one that fails to load is taken away again): index.html sizes the place as the page sizes that picture, so the page's own then takes
 * its place without a shift and is no new LCP candidate. Nothing when the shell is gone, has no such
 * place on this route, or already shows it.
 */
export function paintShellImage(src: string): HTMLImageElement | null {
  const place = document.querySelector(SHOWN_PICTURE_PLACE);
  if (!place || place.firstChild || !src) return null;
  const img = document.createElement('img');
  img.alt = '';
  img.fetchPriority = 'high';
  // A picture that does not load leaves the place's plain colour, never a broken-image glyph.
  img.onerror = () => img.remove();
  img.src = src;
  place.append(img);
  return img;
}
