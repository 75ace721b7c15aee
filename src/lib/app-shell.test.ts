import { afterEach, describe, expect, it } from 'vitest';
import { dropAppShell, paintShellImage } from './app-shell';

/** index.html's shell with the home's and the activity's skeletons, the one of `route` shown. */
const shell = (route: 'home' | 'act') => {
  document.body.insertAdjacentHTML(
    'beforeend',
    '<div id="app-shell" aria-hidden="true"><div class="as-v as-v-home"><div class="as-banner"><i class="as-lcp"></i></div><div class="as-card"><i></i></div></div><div class="as-v as-v-act"><i class="as-lcp as-cover"></i></div></div>',
  );
  document.documentElement.classList.add('app-cold', ...(route === 'home' ? ['app-tab', 'app-home'] : ['app-act']));
};

afterEach(() => {
  document.getElementById('app-shell')?.remove();
  document.documentElement.className = '';
});

describe('the static app shell', () => {
  it("shows the home's first banner image in its banner place, once", () => {
    shell('home');
    paintShellImage('/mock-assets/start-1.png');
    paintShellImage('/mock-assets/start-2.png');
    const images = document.querySelectorAll<HTMLImageElement>('#app-shell img');
    expect(images).toHaveLength(1);
    expect(images[0]?.parentElement?.parentElement?.className).toBe('as-banner');
    expect(images[0]?.getAttribute('src')).toBe('/mock-assets/start-1.png');
    expect(images[0]?.alt).toBe('');
  });

  it("shows an activity's cover in the cover place of the activity's skeleton, not in the home's", () => {
    shell('act');
    paintShellImage('/mock-assets/cover.png');
    const images = document.querySelectorAll<HTMLImageElement>('#app-shell img');
    expect(images).toHaveLength(1);
    expect(images[0]?.parentElement?.className).toBe('as-lcp as-cover');
  });

  it('takes a picture that fails to load away: no broken-image glyph in the banner', () => {
    shell('home');
    const img = paintShellImage('/mock-assets/missing.png');
    img?.dispatchEvent(new Event('error'));
    expect(document.querySelectorAll('#app-shell img')).toHaveLength(0);
    expect(document.querySelector('#app-shell .as-lcp')).not.toBeNull();
  });

  it('does nothing once the page has taken the shell away', () => {
    shell('home');
    dropAppShell();
    expect(document.documentElement.className).toBe('');
    paintShellImage('/mock-assets/start-1.png');
    expect(document.querySelector('img')).toBeNull();
  });
});
