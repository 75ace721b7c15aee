import { afterEach, describe, expect, it } from 'vitest';
import { dropAppShell, paintShellBanner } from './app-shell';

const shell = () => {
  document.body.insertAdjacentHTML('beforeend', '<div id="app-shell" aria-hidden="true"><div class="as-banner"><i></i></div><div class="as-card"><i></i></div></div>');
  document.documentElement.classList.add('app-cold', 'app-tab');
};

afterEach(() => {
  document.getElementById('app-shell')?.remove();
  document.documentElement.className = '';
});

describe('the static app shell', () => {
  it('shows the first banner image in its banner place, once', () => {
    shell();
    paintShellBanner('/mock-assets/start-1.png');
    paintShellBanner('/mock-assets/start-2.png');
    const images = document.querySelectorAll<HTMLImageElement>('#app-shell img');
    expect(images).toHaveLength(1);
    expect(images[0]?.parentElement?.parentElement?.className).toBe('as-banner');
    expect(images[0]?.getAttribute('src')).toBe('/mock-assets/start-1.png');
    expect(images[0]?.alt).toBe('');
  });

  it('does nothing once the page has taken the shell away', () => {
    shell();
    dropAppShell();
    expect(document.documentElement.className).toBe('');
    paintShellBanner('/mock-assets/start-1.png');
    expect(document.querySelector('img')).toBeNull();
  });
});
