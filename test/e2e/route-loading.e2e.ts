// Lazy routes while their code is on its way (docs/product.md#constants: 200 ms, 60 s) and the dictionaries split
// (src/i18n: a core in the first load, the rest in a chunk lazy routes await): with the rest of the
// dictionaries held back, the home shows without them; a tab that needs them keeps the home on screen,
// shows the loading indicator (it has been over 200 ms), and renders only once they are there. At no
// moment does any screen show a raw key such as `mine.title` (a MutationObserver watches every text and
// label the page ever shows). The 60 s time-out is covered with fake timers in src/app/route-loading.test.tsx.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appAndBrowser, axeViolations, openPage, screenshot, settled } from './harness';
import { skipStartScreen } from './helpers';

const e2e = appAndBrowser();

/** Namespaces of src/i18n; a text or label like `activity.joinNow` is a key that was never translated. */
const rawKey = String.raw`\b(common|errors|auth|shop|cart|order|activity|station|withdraw|map|image|mine|productEditor|load|address|coupon)\.[a-z][A-Za-z0-9]+\b`;

/** Records, from the first paint on, every text or label of the page that looks like a raw key. */
function watchRawKeys(pattern: string): void {
  const re = new RegExp(pattern);
  const seen: string[] = [];
  (window as unknown as { rawKeys: string[] }).rawKeys = seen;
  const check = (text: string | null | undefined) => {
    if (text && re.test(text)) seen.push(text);
  };
  const scan = (node: Node) => {
    // The HTML's inline scripts are code, not text anyone reads (the early-data script names hosts like apis.map.qq.com).
    if (node.nodeType === Node.TEXT_NODE)
      return node.parentElement?.closest('script, style') ? undefined : check(node.textContent);
    if (!(node instanceof Element) || node.matches('script, style')) return;
    for (const name of ['aria-label', 'alt', 'placeholder', 'title']) check(node.getAttribute(name));
    node.childNodes.forEach(scan);
  };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') check(r.target.textContent);
      else if (r.type === 'attributes') scan(r.target);
      else r.addedNodes.forEach(scan);
    }
    check(document.title);
  }).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-label', 'alt', 'placeholder', 'title'],
  });
}

const tab = (page: Page, name: string) => page.locator('.tab-layout-bar').getByText(name, { exact: true });
const rawKeysSeen = (page: Page) => page.evaluate(() => (window as unknown as { rawKeys: string[] }).rawKeys);

describe('lazy routes and the dictionaries they wait for', () => {
  it('keeps the home, shows the loading indicator after 200 ms, then the tab, and never a raw key', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      await context.addInitScript(watchRawKeys, rawKey);
      // The dictionary parts beyond the core (both, of the current locale) are held until the test lets them through.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = false;
      await context.route(/\/assets\/(zh-CN|en-US)-(activity|more)-[\w-]+\.js$/, async (route) => {
        asked = true;
        await held;
        await route.continue();
      });

      await page.goto(`${e2e.server.url}/#/pages/tabbar/home`);
      await skipStartScreen(page);
      await page.getByTestId('product-card').first().waitFor();
      // The home's first screen needed none of them; they are asked for when idle.
      await expect.poll(() => asked).toBe(true);
      const indicator = page.locator('.route-loading-pill');
      expect(await indicator.count()).toBe(0);

      await tab(page, '我的').click();
      await indicator.waitFor();
      expect(await indicator.textContent()).toBe('页面加载中…');
      // The current screen stays (and stays usable) meanwhile.
      expect(await page.locator('.home-page').isVisible()).toBe(true);
      expect(await page.locator('.mine-page').count()).toBe(0);
      await screenshot(page, 'route-loading-indicator');

      release();
      await page.locator('.mine-page').waitFor();
      await indicator.waitFor({ state: 'detached' });
      expect(await page.title()).toMatch(/^我的 - /);

      // The other tabs and a page of another feature: their texts are all there.
      await tab(page, '购物车').click();
      await page.locator('.cart-page').first().waitFor();
      await tab(page, '活动').click();
      await page.waitForURL(/\/pages\/tabbar\/activity$/);
      await settled(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(await rawKeysSeen(page)).toEqual([]);
      expect(errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens a deep link to another feature with every text in place, in English too', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, {
      agent: 'androidChrome',
      locale: 'en-US',
    });
    try {
      await context.addInitScript(watchRawKeys, rawKey);
      await page.goto(`${e2e.server.url}/#/pages/coupon/list`);
      await page.locator('#root h1').first().waitFor();
      await settled(page);
      expect(await page.locator('#root').innerText()).toMatch(/[A-Za-z]{3}/);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
      expect(await rawKeysSeen(page)).toEqual([]);
      expect(errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
