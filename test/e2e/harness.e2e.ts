// The browser the suite drives: Playwright's own switches kept, and no window's hidden omnibox pop-ups preloaded
// (HIDDEN_POPUP_FEATURES in harness.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { E2E_CHROMIUM, PLAYWRIGHT_DISABLED_FEATURES, launchBrowser } from './harness';

const opened: Browser[] = [];
afterAll(() => Promise.all(opened.map((b) => b.close())));

describe('the e2e browser', () => {
  it('keeps every feature Playwright turns off (Chromium keeps only our --disable-features)', async () => {
    // Chromium tells its command line to an automation client only.
    const plain = await chromium.launch({
      executablePath: E2E_CHROMIUM,
      args: ['--no-sandbox', '--enable-automation'],
    });
    opened.push(plain);
    const cdp = await plain.newBrowserCDPSession();
    const { arguments: args } = await cdp.send('Browser.getBrowserCommandLine');
    const theirs = args
      .filter((a) => a.startsWith('--disable-features='))
      .flatMap((a) => a.slice('--disable-features='.length).split(','));
    expect(theirs.length).toBeGreaterThan(0);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs));
  });

  it('opens a page in a new context with no browser UI page preloaded beside it', async () => {
    const browser = await launchBrowser();
    opened.push(browser);
    const context = await browser.newContext();
    await context.newPage();
    const cdp = await browser.newBrowserCDPSession();
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    expect(targetInfos.filter((t) => t.type !== 'page' && t.type !== 'tab').map((t) => t.url)).toEqual([]);
  });
});
