// The built app loads in WeChat (with the fake bridge), in Douyin and in a plain browser, on the
// site entry and on an app screen, with no console errors; a screenshot of each is saved.
import { describe, expect, it } from 'vitest';
import { appAndBrowser, bridgeCalls, openPage, screenshot, type AgentName } from './harness';
import { skipStartScreen } from './helpers';

const e2e = appAndBrowser();

/** Requests to hosts other than the app's are blocked by the harness on purpose (no network here). */
const realErrors = (errors: string[]) => errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'));

const cases: { name: string; agent: AgentName; bridge?: boolean }[] = [
  { name: 'wechat', agent: 'wechatAndroid', bridge: true },
  { name: 'douyin', agent: 'douyin' },
  { name: 'browser', agent: 'androidChrome' },
];

describe.each(cases)('the built app in $name', ({ name, agent, bridge }) => {
  it('shows the app home with its tab bar, and no console errors', async () => {
    const { page, errors, context } = await openPage(e2e.browser, e2e.server.url, { agent, bridge });
    try {
      await page.goto(`${e2e.server.url}/#/pages/tabbar/home`);
      await page.getByRole('navigation').getByText('首页').waitFor({ timeout: 20_000 });
      await expect.poll(() => new URL(page.url()).hash).toContain('/pages/tabbar/home');
      // Whatever the entry did (OAuth in WeChat), no code or state is left in the address bar.
      expect(page.url()).not.toMatch(/[?&](code|state)=/);
      // The start screen shows once per launch; skip it as a person would (or its countdown closes it meanwhile).
      const skip = page.getByRole('button', { name: /跳过/ });
      await skipStartScreen(page);
      await skip.waitFor({ state: 'hidden' });
      await page.waitForLoadState('networkidle');
      await screenshot(page, `smoke-${name}-home`);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows the informational site at the web root, and no console errors', async () => {
    const { page, errors, context } = await openPage(e2e.browser, e2e.server.url, { agent, bridge });
    try {
      await page.goto(`${e2e.server.url}/`);
      await page.locator('h1').first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await expect.poll(() => page.title()).toMatch(/Qihuo$/);
      await screenshot(page, `smoke-${name}-site`);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the static app shell', () => {
  it("paints the home's bars and cards before any script, and is gone in the frame the home renders; never on the site", async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      // The app's code held back: what index.html alone paints.
      let release: () => void = () => undefined;
      const held = new Promise<void>((done) => (release = done));
      await page.route(/\/assets\/app-entry-[^/]+\.js$/, async (r) => {
        await held;
        await r.continue();
      });
      await page.goto(`${e2e.server.url}/#/pages/tabbar/home`, { waitUntil: 'domcontentloaded' });
      const shell = page.locator('#app-shell');
      await shell.waitFor();
      expect(await shell.locator('.as-tabs svg').count()).toBe(4);
      expect((await shell.locator('.as-card').first().boundingBox())?.height).toBe(128);
      release();
      await page.locator('.qh-product').first().waitFor();
      expect(await page.locator('#app-shell').count()).toBe(0);
      expect(await page.locator('.tab-layout-bar').isVisible()).toBe(true);

      await page.goto(`${e2e.server.url}/`);
      await page.locator('h1').first().waitFor();
      expect(await page.locator('#app-shell').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("shows the home banner's first image as soon as the start images answer, where the home's banner then stands", async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      // The home page's code held back: the app has started (its start images are asked for), the page cannot render.
      let release: () => void = () => undefined;
      const held = new Promise<void>((done) => (release = done));
      await page.route(/\/assets\/home-(page|start)-[^/]+\.js$/, async (r) => {
        await held;
        await r.continue();
      });
      await page.goto(`${e2e.server.url}/#/pages/tabbar/home`, { waitUntil: 'domcontentloaded' });
      const early = page.locator('#app-shell .as-banner img');
      await expect.poll(() => early.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(375);
      expect(await early.getAttribute('src')).toBe('/mock-assets/start-1.png');
      const shellBox = await early.boundingBox();
      await screenshot(page, 'shell-banner');
      release();
      const banner = page.locator('.home-banner img').first();
      await banner.waitFor();
      expect(await page.locator('#app-shell').count()).toBe(0);
      expect(await banner.getAttribute('src')).toBe('/mock-assets/start-1.png');
      const box = await banner.boundingBox();
      for (const k of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs((box?.[k] ?? -9) - (shellBox?.[k] ?? 9)), k).toBeLessThanOrEqual(1);
    } finally {
      await context.close();
    }
  });
});

describe("the theme's type stack", () => {
  it('sets every text of the app and the site in the one stack of theme.css (antd-mobile takes it too)', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      const familyOf = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => getComputedStyle(el).fontFamily);
      await page.goto(`${e2e.server.url}/#/pages/tabbar/home`);
      await page.locator('.qh-product').first().waitFor();
      const stack = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--qh-font-family').trim(),
      );
      // A CJK system face before the generic family, so prices and times are set in the face of the Chinese text.
      expect(stack).toMatch(/["']PingFang SC["'].*sans-serif$/);
      const same = (family: string) => family.replace(/["']/g, '').toLowerCase();
      for (const selector of ['body', '.qh-product-title', '.qh-price', '.adm-tab-bar-item-title'])
        expect(same(await familyOf(selector)), selector).toBe(same(stack));
      // Buttons too (browsers give form controls a face of their own).
      const buttons = await page
        .locator('button')
        .evaluateAll((all) => [...new Set(all.map((b) => getComputedStyle(b).fontFamily))]);
      expect(buttons.map(same)).toEqual([same(stack)]);
      await page.goto(`${e2e.server.url}/`);
      await page.locator('h1').first().waitFor();
      expect(same(await familyOf('h1'))).toBe(same(stack));
    } finally {
      await context.close();
    }
  });
});

describe('back on the phone entry page in WeChat', () => {
  it('quits through closeWindow, but only when leaving the entry page', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { agent: 'wechatIos', bridge: true });
    try {
      await page.goto(`${e2e.server.url}/`);
      await page.locator('h1').first().waitFor();
      await expect.poll(() => page.evaluate(() => history.state?.qihuoQuitSentinel === true)).toBe(true);
      // Into another site page and back: still on the entry page, nothing closes.
      await page.evaluate(() => (location.hash = '#/pages/phone/about'));
      await expect.poll(() => page.url()).toContain('/pages/phone/about');
      await page.goBack();
      await expect.poll(() => page.url()).not.toContain('/pages/phone/about');
      expect((await bridgeCalls(page)).filter((c) => c.name === 'closeWindow')).toEqual([]);
      // Back once more leaves the entry page: the window closes.
      await page.goBack();
      await expect.poll(async () => (await bridgeCalls(page)).filter((c) => c.name === 'closeWindow').length).toBe(1);
    } finally {
      await context.close();
    }
  });
});
