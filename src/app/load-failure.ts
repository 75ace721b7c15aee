// When the code of the app, the site or a page does not arrive (a deploy while the page was open, a
// flaky network): a clear localized message with one button that loads the page again, once. No React
// here: src/main.tsx shows it when React itself may be what did not arrive.
import zh from '@/i18n/zh-CN/load';
import en from '@/i18n/en-US/load';
import { getLocale, type Locale } from '@/i18n/locale';
import { connectionTimeoutMessage } from '@/i18n/connection-timeout';

const texts: Record<Locale, Record<keyof typeof zh, string>> = { 'zh-CN': zh, 'en-US': en };

/** A failed dynamic import or one of its preloads, in the wordings of Chromium, Firefox, Safari and Vite. */
export function isChunkLoadError(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return (
    name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Failed to load module script|Unable to preload CSS/i.test(
      message,
    )
  );
}

let reloading = false;

/** Loads the page again: once, however often the button is tapped. */
export function reloadPage(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

/**
 * Shows the load failure. While the site's prerendered page is on screen it stays readable and the
 * message comes on top of it; otherwise the message takes the place of the blank page.
 */
export function showLoadFailure(error?: unknown): void {
  console.warn('[load] the page could not start', error);
  const html = document.documentElement;
  const root = document.getElementById('root');
  const shown = !html.classList.contains('site-cold') && (root?.childElementCount ?? 0) > 0;
  html.classList.remove('site-cold', 'app-cold', 'app-tab');
  document.getElementById('app-shell')?.remove();
  document.querySelector('.load-failure')?.remove();
  const locale = getLocale();
  const text = texts[locale];
  html.lang = locale;

  const box = document.createElement('div');
  box.className = shown ? 'load-failure load-failure-banner' : 'load-failure';
  box.setAttribute('role', 'alert');
  const title = document.createElement(shown ? 'p' : 'h1');
  title.className = 'load-failure-title';
  title.textContent = text.chunkTitle;
  const body = document.createElement('p');
  // Offline: said as such, and the page loads again by itself when the network is back.
  if (navigator.onLine === false) {
    title.textContent = text.offlineTitle;
    body.textContent = text.offlineBody;
    window.addEventListener('online', reloadPage, { once: true });
  } else {
    const timeout = connectionTimeoutMessage();
    body.lang = timeout.lang;
    body.textContent = timeout.text;
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'load-failure-button';
  button.textContent = text.reload;
  // The message says "tap the screen to retry" (docs/product.md#errors): a tap anywhere on it loads the page again.
  box.addEventListener('click', () => {
    button.disabled = true;
    reloadPage();
  });
  box.append(title, body, button);
  if (shown || !root) document.body.prepend(box);
  else root.replaceChildren(box);
}
