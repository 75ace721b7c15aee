// The first screen before the code (docs/product.md#early-start): index.html's shell paints the tab bar
// and the entry route's skeleton with the app's scripts blocked; its early calls go out before the
// app's code and are not asked again; a failed early call is retried by the screen like any failure;
// nothing shifts when the app takes over.
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { appAndBrowser, openPage, screenshot, settled, type AgentName } from './harness';

const e2e = appAndBrowser();

const HOME = '/#/pages/tabbar/home';
const ACTIVITY = '/#/pages/activity/detail?code=AC003';
const PRODUCT = '/#/pages/product/detail?code=P002';

/** A page of this file's browser; closed by the caller. */
async function open(agent: AgentName = 'androidChrome') {
  return openPage(e2e.browser, e2e.server.url, { agent, bridge: false });
}

/** Whether an element is on screen (laid out, not hidden). */
const shown = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden');

/** The shell's main picture, loaded. */
const shellPicture = (page: Page) =>
  page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('#app-shell .as-lcp img');
    return img !== null && img.complete && img.naturalWidth > 0 && img.getClientRects().length > 0;
  });

describe('the shell with the app scripts blocked', () => {
  for (const [name, route, skeleton, tabs, picture] of [
    ['home', HOME, '.as-v-home', true, true],
    ['activity', ACTIVITY, '.as-v-act', false, true],
    ['product', PRODUCT, '.as-v-prod', false, true],
    ['another tab (mine)', '/#/pages/tabbar/mine', '.as-v-page', true, false],
    ['any other page (orders)', '/#/pages/order/list', '.as-v-page', false, false],
  ] as const)
    it(`${name}: the skeleton of the route${tabs ? ' and the tab bar' : ''}${picture ? ', and its main picture from the early call' : ''}`, async () => {
      const { page, context } = await open();
      try {
        const scripts: string[] = [];
        await page.route(/\/assets\/[^/]+\.js$/, (r) => {
          scripts.push(r.request().url());
          return r.abort();
        });
        await page.goto(`${e2e.server.url}${route}`);
        expect(await shown(page, `#app-shell ${skeleton}`)).toBe(true);
        for (const other of ['.as-v-home', '.as-v-act', '.as-v-prod', '.as-v-page'].filter((s) => s !== skeleton))
          expect(await shown(page, `#app-shell ${other}`), other).toBe(false);
        expect(await shown(page, '#app-shell .as-tabs')).toBe(tabs);
        if (tabs) expect(await page.locator('#app-shell .as-tabs svg').count()).toBe(4);
        // Each icon with its label, in the default language.
        if (tabs)
          expect(await page.locator('#app-shell .as-tabs b').allTextContents()).toEqual([
            '首页',
            '活动',
            '购物车',
            '我的',
          ]);
        else expect(await shown(page, '#app-shell .as-head svg')).toBe(true);
        if (picture) await shellPicture(page);
        else expect(await page.locator('#app-shell .as-lcp img').count()).toBe(0);
        // The site's prerendered home is not what shows, and no app code ran.
        expect(await shown(page, '#root [data-variant]')).toBe(false);
        expect(scripts.length).toBeGreaterThan(0);
        await screenshot(page, `shell-blocked-${name.split(' ')[0]}`);
      } finally {
        await context.close();
      }
    });
});

describe('the shell with the app scripts blocked and its picture unreachable', () => {
  it('home: the banner keeps its plain colour, with no broken-image glyph', async () => {
    const { page, context } = await open();
    try {
      await page.route(/\/assets\/[^/]+\.js$/, (r) => r.abort());
      await page.route(/\/mock-assets\//, (r) => r.abort());
      const failed = page.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname.startsWith('/mock-assets/'));
      await page.goto(`${e2e.server.url}${HOME}`);
      await failed;
      await page.waitForFunction(
        () =>
          document.querySelector('#app-shell .as-lcp') !== null &&
          document.querySelector('#app-shell .as-lcp img') === null,
      );
      expect(await shown(page, '#app-shell .as-banner')).toBe(true);
      await screenshot(page, 'shell-blocked-picture');
    } finally {
      await context.close();
    }
  });
});

/** Every request of the page in order: API calls by path, the app's code as 'js'; `asked` has each API call with its body. */
function trace(page: Page, asked: string[] = []): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    const u = new URL(r.url());
    if (/^\/(api|appMall)\//.test(u.pathname)) {
      seen.push(u.pathname);
      asked.push(`${u.pathname} ${r.postData() ?? ''}`);
    } else if (u.pathname.endsWith('.js')) seen.push('js');
  });
  return seen;
}

describe('the early calls', () => {
  for (const [name, route, calls, ready] of [
    [
      'home',
      HOME,
      ['/api/banner/v1/start/list', '/appMall/good/list', '/appMall/area/list'],
      '[data-testid=product-card]',
    ],
    ['activity', ACTIVITY, ['/api/activity/v1/get'], '.act-title'],
    ['product', PRODUCT, ['/api/product/v1/get'], '.product-price-row'],
  ] as const)
    it(`${name}: go out before the app's code is evaluated (none of it delivered yet), and are not asked again`, async () => {
      const { page, context } = await open();
      try {
        const asked: string[] = [];
        const seen = trace(page, asked);
        // Every script file of the app held back until the route's first calls have gone out: whatever
        // sends them is in the HTML itself.
        let sent: () => void = () => undefined;
        const allSent = new Promise<void>((done) => (sent = done));
        page.on('request', () => calls.every((c) => seen.includes(c)) && sent());
        const timedOut = new Promise<'timeout'>((done) => setTimeout(() => done('timeout'), 10_000));
        await page.route(/\/assets\/[^/]+\.js$/, async (r) => {
          await Promise.race([allSent, timedOut]);
          await r.continue();
        });
        await page.goto(`${e2e.server.url}${route}`);
        expect(await Promise.race([allSent.then(() => 'sent' as const), timedOut])).toBe('sent');
        await page.locator(ready).first().waitFor();
        await settled(page);
        // None asked again. A product link with no community stored (this one) asks for the product twice from the
        // HTML: at once, for its picture, and with the resolved community, for the screen.
        for (const call of calls) {
          const bodies = asked.filter((a) => a.startsWith(`${call} `));
          expect(bodies.length, call).toBe(name === 'product' ? 2 : 1);
          expect(new Set(bodies).size, call).toBe(bodies.length);
        }
      } finally {
        await context.close();
      }
    });
});

describe('a failed early call', () => {
  it("is the screen's failure: the activity page shows it with a retry, which asks again and shows the activity", async () => {
    const { page, context } = await open();
    try {
      const seen = trace(page);
      let failures = 1;
      await page.route(/\/api\/activity\/v1\/get$/, (r) =>
        failures-- > 0 ? r.abort('connectionreset') : r.continue(),
      );
      await page.goto(`${e2e.server.url}${ACTIVITY}`);
      const retry = page.getByRole('button', { name: '重试' });
      await retry.waitFor();
      // The early call's failure is what the page shows: the app did not ask again on its own.
      expect(seen.filter((s) => s === '/api/activity/v1/get')).toHaveLength(1);
      await screenshot(page, 'shell-early-failure');
      await retry.click();
      await page.locator('.act-title').filter({ hasText: '五常大米拼团' }).waitFor();
      expect(seen.filter((s) => s === '/api/activity/v1/get')).toHaveLength(2);
    } finally {
      await context.close();
    }
  });

  it("is the screen's failure on the home too: an HTTP error on the goods shows the list's retry, which loads them", async () => {
    const { page, context } = await open();
    try {
      const seen = trace(page);
      let failures = 1;
      await page.route(/\/appMall\/good\/list$/, (r) =>
        failures-- > 0
          ? r.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' })
          : r.continue(),
      );
      await page.goto(`${e2e.server.url}${HOME}`);
      const retry = page.getByRole('button', { name: '重试' });
      await retry.waitFor();
      expect(seen.filter((s) => s === '/appMall/good/list')).toHaveLength(1);
      await retry.click();
      await page.getByTestId('product-card').first().waitFor();
      expect(seen.filter((s) => s === '/appMall/good/list')).toHaveLength(2);
    } finally {
      await context.close();
    }
  });
});

describe('from the shell to the app', () => {
  /**
   * Records, from the navigation on, every layout shift (Layout Instability API) with its time, and the
   * time the shell was taken away (the frame the app took over in).
   */
  const recordShifts = (page: Page) =>
    page.addInitScript(() => {
      const w = window as unknown as { __shifts: { t: number; v: number }[]; __shellGone: number };
      w.__shifts = [];
      w.__shellGone = Number.POSITIVE_INFINITY;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!e.hadRecentInput) w.__shifts.push({ t: e.startTime, v: e.value });
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        if (
          w.__shellGone === Number.POSITIVE_INFINITY &&
          document.readyState !== 'loading' &&
          !document.getElementById('app-shell')
        )
          w.__shellGone = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
  /** The shifts up to the first frames after the app took over (its own later updates aside), and all of them. */
  const shifts = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { __shifts: { t: number; v: number }[]; __shellGone: number };
      const sum = (list: { v: number }[]) => list.reduce((n, e) => n + e.v, 0);
      return {
        takeover: sum(w.__shifts.filter((e) => e.t <= w.__shellGone + 100)),
        total: sum(w.__shifts),
        gone: w.__shellGone,
      };
    });

  for (const [name, route, pageChunk, picture, ready] of [
    ['home', HOME, /\/assets\/home-page-[^/]+\.js$/, '.home-banner img', '[data-testid=product-card]'],
    ['activity', ACTIVITY, /\/assets\/activity-detail-page-[^/]+\.js$/, '.act-cover', '.act-title'],
    ['product', PRODUCT, /\/assets\/product-detail-page-[^/]+\.js$/, '.product-gallery-item img', '.product-price-row'],
  ] as const)
    for (const agent of ['androidChrome', 'desktopChrome'] as const)
      it(`${name} (${agent === 'androidChrome' ? 'phone' : 'desktop'}): the page's main picture takes the shell's place exactly, and nothing shifts`, async () => {
        const { page, context } = await open(agent);
        try {
          await recordShifts(page);
          let release: () => void = () => undefined;
          const held = new Promise<void>((done) => (release = done));
          await page.route(pageChunk, async (r) => {
            await held;
            await r.continue();
          });
          await page.goto(`${e2e.server.url}${route}`);
          await shellPicture(page);
          const before = await page.locator('#app-shell .as-lcp img').boundingBox();
          const src = await page.locator('#app-shell .as-lcp img').getAttribute('src');
          release();
          await page.locator(ready).first().waitFor();
          await settled(page);
          expect(await page.locator('#app-shell').count()).toBe(0);
          const img = page.locator(picture).first();
          expect(await img.getAttribute('src')).toBe(src);
          const after = await img.boundingBox();
          for (const k of ['x', 'y', 'width', 'height'] as const)
            expect(Math.abs((after?.[k] ?? -9) - (before?.[k] ?? 9)), k).toBeLessThanOrEqual(1);
          const shifted = await shifts(page);
          expect(shifted.gone).toBeLessThan(Number.POSITIVE_INFINITY);
          expect(shifted.takeover).toBe(0);
          // On the phone nothing shifts at all (on the desktop the community's name and the header's share
          // button arriving after the first render move a few pixels of text: the app's own, not the shell's).
          if (agent === 'androidChrome') expect(shifted.total).toBe(0);
        } finally {
          await context.close();
        }
      });
});

describe('a product link before the community is known', () => {
  /** Counts the DOM states with the product page's skeleton on screen and the shell gone. */
  const watchBareSkeleton = (page: Page) =>
    page.addInitScript(() => {
      const w = window as unknown as { __bare: number };
      w.__bare = 0;
      new MutationObserver(() => {
        if (!document.getElementById('app-shell') && document.querySelector('.product-page .qh-skeleton')) w.__bare++;
      }).observe(document, { childList: true, subtree: true });
    });
  /** Holds the product's call with the community (the one the page waits for) until `until` settles. */
  const holdProduct = (page: Page, until: Promise<unknown>) =>
    page.route(/\/api\/product\/v1\/get$/, async (route) => {
      if (route.request().postData()?.includes('communityCode')) await until;
      await route.continue().catch(() => undefined);
    });

  it('keeps the shell, with the product picture, until the product shows: never the skeleton without the picture', async () => {
    const { page, context } = await open();
    try {
      await watchBareSkeleton(page);
      await holdProduct(page, new Promise((done) => setTimeout(done, 1200)));
      await page.goto(`${e2e.server.url}${PRODUCT}`);
      await shellPicture(page);
      await page.locator('.product-price-row').waitFor();
      expect(await page.locator('#app-shell').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __bare: number }).__bare)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('gives way to the page, its header working, when the product has not come within 3 s', async () => {
    const { page, context } = await open();
    try {
      await holdProduct(page, new Promise(() => undefined));
      await page.goto(`${e2e.server.url}${PRODUCT}`);
      await shellPicture(page);
      // Still the shell once the page has rendered under it.
      await page.locator('.product-page').waitFor({ state: 'attached' });
      expect(await page.locator('#app-shell').count()).toBe(1);
      await page.locator('#app-shell').waitFor({ state: 'detached', timeout: 5000 });
      await page.locator('.product-page .qh-skeleton').first().waitFor();
      await page.getByRole('img', { name: '返回' }).click();
      await page.waitForURL(/\/pages\/tabbar\/home$/);
    } finally {
      await context.close();
    }
  });
});
