// The app's speed budget (docs/bench.md#speed), on the build the e2e step has just made: the JS the app
// home needs before its first screen is at most 150 KB gzip, every lazy route adds at most 60 KB beyond
// it and what the home fetches when idle; and Chromium, loading the home on a phone, fetches exactly the
// files scripts/app-budget.ts counts: the first load, then (after the first screen) the idle load, and
// for a signed-in person the routes that show the kept pickup codes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activityLinkLoad,
  appLoad,
  APP_FIRST_LOAD_BUDGET_KB,
  APP_ROUTE_BUDGET_KB,
  type AppLoad,
} from '../../scripts/app-budget';
import { firstLoad } from '../../scripts/bench/browser';
import { fileDifference } from '../../scripts/bench/first-load';
import { appAndBrowser, openPage, settled } from './harness';
import { DEMO_RESIDENT } from '../../mock/seed/users';
import { apiLogin, storeSession } from './helpers';

const dist = process.env.E2E_DIST || 'dist';
const KB = 1024;

const e2e = appAndBrowser();
let load: AppLoad;
beforeAll(() => {
  load = appLoad(dist);
});

describe('app speed budget', () => {
  it(`the home's first-load JS is at most ${APP_FIRST_LOAD_BUDGET_KB} KB gzip`, () => {
    console.log(
      `app home first load: ${(load.firstLoadGzip / KB).toFixed(1)} KB gzip in ${load.firstLoad.length} files; idle load ${(load.idleLoadGzip / KB).toFixed(1)} KB in ${load.idleLoad.length} files`,
    );
    expect(load.firstLoad.some((f) => /\/home-page-/.test(f.file))).toBe(true);
    expect(load.firstLoadGzip).toBeLessThanOrEqual(APP_FIRST_LOAD_BUDGET_KB * KB);
  });

  it(`every lazy route adds at most ${APP_ROUTE_BUDGET_KB} KB gzip to it`, () => {
    expect(load.routes.length).toBeGreaterThan(5);
    // The location picker is one of them, Leaflet counted with it (it comes with the picker's route only).
    const picker = load.routes.find((r) => r.route === 'src/features/map/map-picker-page.tsx');
    const hasLeaflet = (file: string) => readFileSync(join(dist, file), 'utf8').includes('leaflet-container');
    expect(picker?.extra.some((f) => hasLeaflet(f.file))).toBe(true);
    expect(load.firstLoad.concat(load.idleLoad).some((f) => hasLeaflet(f.file))).toBe(false);
    // The cashier is a lazy route of its own too (within the same budget).
    expect(load.routes.some((r) => r.route === 'src/features/pay/cashier-page.tsx')).toBe(true);
    const over = load.routes
      .filter((r) => r.extraGzip > APP_ROUTE_BUDGET_KB * KB)
      .map((r) => `${r.route}: ${(r.extraGzip / KB).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it('Chromium loading the home fetches exactly the counted files, each once: the first load, then the idle load', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      const scripts: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (pathname.endsWith('.js')) scripts.push(pathname.replace(/^\//, ''));
      });
      await page.goto(`${e2e.server.url}/#/pages/tabbar/home`);
      // The first screen: the tab bar under the home route, no route fallback left.
      await page.locator('.tab-layout-bar').waitFor();
      await expect.poll(() => page.locator('.route-fallback').count()).toBe(0);
      const first = load.firstLoad.map((f) => f.file);
      const idle = load.idleLoad.map((f) => f.file);
      await expect.poll(() => idle.every((f) => scripts.includes(f)), { timeout: 15_000 }).toBe(true);
      await settled(page);
      expect(scripts.length).toBe(new Set(scripts).size);
      expect([...scripts].sort()).toEqual([...first, ...idle].sort());
      // Nothing of the idle load (dictionaries beyond the core, toast and modal UI, community picker)
      // before every file of the first load; no other route at all.
      const firstIdle = Math.min(...idle.map((f) => scripts.indexOf(f)));
      expect(Math.max(...first.map((f) => scripts.indexOf(f)))).toBeLessThan(firstIdle);
      expect(scripts.some((s) => /mine-page|login-page|activity-tab-page/.test(s))).toBe(false);
      expect(errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('signed in, the home also fetches when idle, after its first screen, the routes that show the kept pickup codes (order list, order page, 我的), each file once', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      await storeSession(context, await apiLogin(e2e.server.url, DEMO_RESIDENT));
      const scripts: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (pathname.endsWith('.js')) scripts.push(pathname.replace(/^\//, ''));
      });
      await page.goto(`${e2e.server.url}/#/pages/tabbar/home`);
      await page.locator('.tab-layout-bar').waitFor();
      const first = load.firstLoad.map((f) => f.file);
      const offline = load.signedInIdleLoad.map((f) => f.file);
      expect(offline.some((f) => /\/order-detail-page-/.test(f))).toBe(true);
      await expect.poll(() => offline.every((f) => scripts.includes(f)), { timeout: 15_000 }).toBe(true);
      await settled(page);
      expect(scripts.length).toBe(new Set(scripts).size);
      // Fetched after every file of the first load, and nothing else beyond the idle load.
      expect(Math.max(...first.map((f) => scripts.indexOf(f)))).toBeLessThan(
        Math.min(...offline.map((f) => scripts.indexOf(f))),
      );
      expect([...scripts].sort()).toEqual([...first, ...load.idleLoad.map((f) => f.file), ...offline].sort());
      expect(errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the HTML preloads the start files of the route the app opens on (the home, a shared activity link, a product without its sheets), none on the site', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      // The links the HTML itself adds: the entry script is held back (it would add its own as it imports).
      await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
      // On an entry route they come once its main picture has loaded, a few a task, the last when the HTML's promise
      // settles (src/lib/early-picture.ts: the same promises the app's entry waits for).
      const preloaded = () =>
        page.evaluate(async () => {
          const html = window as unknown as { __qhEarlyPicture?: Promise<void>; __qhStartLinks?: Promise<void> };
          await html.__qhEarlyPicture;
          await html.__qhStartLinks;
          return [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((l) =>
            new URL(l.href).pathname.slice(1),
          );
        });
      await page.goto(`${e2e.server.url}/#/pages/tabbar/home`);
      // The icon is a PNG: Chromium draws an SVG icon as a document of its own on the page's main thread.
      expect(await page.locator('link[rel=icon]').getAttribute('href')).toMatch(/\.png$/);
      const home = await preloaded();
      // Every file the home's first load counts besides the entry script itself, and nothing else.
      expect(home.sort()).toEqual(
        load.firstLoad
          .map((f) => f.file)
          .filter((f) => !/\/index-[\w-]+\.js$/.test(f))
          .sort(),
      );

      // A new document each time (a change of hash alone would keep the page).
      await page.goto('about:blank');
      await page.goto(`${e2e.server.url}/#/pages/activity/detail?code=AC003`);
      const activity = await preloaded();
      expect(activity.some((f) => /\/activity-detail-page-/.test(f))).toBe(true);
      expect(activity.some((f) => /\/home-page-|\/tab-layout-/.test(f))).toBe(false);

      // A product link: its page, without the sheets' Popup and its gesture library (they come when it is idle).
      await page.goto('about:blank');
      await page.goto(`${e2e.server.url}/#/pages/product/detail?code=P001`);
      const product = await preloaded();
      expect(product.some((f) => /\/product-detail-page-/.test(f))).toBe(true);
      expect(product.filter((f) => /\/(popup|use-gesture-react)[-.]/.test(f))).toEqual([]);

      await page.goto('about:blank');
      await page.goto(`${e2e.server.url}/`);
      expect(await preloaded()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it(`a shared activity link's first-load JS is at most ${APP_FIRST_LOAD_BUDGET_KB} KB gzip: opened in WeChat, Chromium fetches the counted files before its title, the sections' chunk after it`, async () => {
    const link = activityLinkLoad(dist);
    console.log(
      `shared activity link first load: ${(link.firstLoadGzip / KB).toFixed(1)} KB gzip in ${link.firstLoad.length} files`,
    );
    expect(link.firstLoad.some((f) => /\/activity-detail-page-/.test(f.file))).toBe(true);
    expect(link.firstLoadGzip).toBeLessThanOrEqual(APP_FIRST_LOAD_BUDGET_KB * KB);
    // The bench's measurement (scripts/bench/browser.ts): a WeChat neighbour with no session, the OAuth trip included.
    const measured = await firstLoad(
      e2e.browser,
      e2e.server,
      dist,
      '/#/pages/activity/detail?code=AC003',
      'wechatIos',
      { selector: '.act-title' },
    );
    expect(link.lateLoad.some((f) => /\/detail-late-/.test(f.file))).toBe(true);
    // The same files but the JS-SDK's wrapper, which the app's start loads in WeChat on the OAuth landing (src/app/bootstrap.ts).
    expect(
      fileDifference(
        measured.first.js,
        link.firstLoad.map((f) => f.file),
      ).filter((d) => !/^\+sdk-[\w-]+\.js$/.test(d)),
    ).toEqual([]);
    expect(measured.after.js.some((f) => /\/detail-late-/.test(f))).toBe(true);
    expect(measured.first.js.some((f) => /\/detail-late-/.test(f))).toBe(false);
    // The sections' participants come in the paged list without the home's start (the list is a start chunk of its own).
    expect(link.lateLoad.some((f) => /\/list-start-/.test(f.file))).toBe(true);
    expect(link.lateLoad.filter((f) => /\/home-(start|page)-/.test(f.file))).toEqual([]);
  });

  it('the activity detail fetches no join form, share sheets, image viewer or gesture library until asked (react-spring comes with the idle toast UI); a tap loads them, the sheet opens', async () => {
    const asked = /\/(join-sheet|share-sheets|use-gesture-react|image-viewer)[-.]/;
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      await storeSession(context, await apiLogin(e2e.server.url, DEMO_RESIDENT));
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.endsWith('.js')) scripts.push(r.url());
      });
      await page.goto(`${e2e.server.url}/#/pages/activity/detail?code=AC010`);
      await page.locator('.act-title').waitFor();
      await settled(page);
      expect(scripts.filter((s) => asked.test(s))).toEqual([]);
      // The covers still swipe: a scroll-snap track.
      expect(await page.locator('.act-covers .qh-carousel-track').count()).toBe(1);

      await page.getByTestId('join').click();
      await page.getByTestId('join-sheet').waitFor();
      expect(scripts.some((s) => /\/join-sheet-/.test(s))).toBe(true);
      await page.getByTestId('join-sheet').getByRole('button', { name: '关闭' }).click();
      await page.getByTestId('join-sheet').waitFor({ state: 'hidden' });

      await page.getByTestId('poster').click();
      await page.getByTestId('poster-image').waitFor();
      expect(scripts.some((s) => /\/share-sheets-/.test(s))).toBe(true);
      expect(errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a product page fetches its spec sheet Popup when idle; when that fails, a tap on a buy button says so and the next one opens the sheet', async () => {
    const popup = /\/assets\/(popup|use-gesture-react)[-.][\w.-]*\.js$/;
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      await storeSession(context, await apiLogin(e2e.server.url, DEMO_RESIDENT));
      let failing = true;
      const asked: string[] = [];
      await page.route(popup, (route) => {
        asked.push(route.request().url());
        return failing ? route.abort('internetdisconnected') : route.continue();
      });
      await page.goto(`${e2e.server.url}/#/pages/product/detail?code=P001`);
      await page.locator('.product-title').waitFor();
      // Asked for when idle after the first screen, and failed (nobody asked: nothing said).
      await expect.poll(() => asked.length).toBeGreaterThan(0);
      await settled(page);
      await expect(page.getByText('网络连接失败，请检查网络后重试').count()).resolves.toBe(0);

      // The tap asks again; the failure is said, the sheet stays closed, and nothing is lost.
      const before = asked.length;
      await page.getByRole('button', { name: '加入购物车' }).click();
      await page.getByText('网络连接失败，请检查网络后重试').waitFor();
      expect(asked.length).toBeGreaterThan(before);
      expect(await page.getByTestId('spec-sheet').count()).toBe(0);

      failing = false;
      await page.getByRole('button', { name: '加入购物车' }).click();
      await page.getByTestId('spec-sheet').waitFor();
      await page.getByTestId('spec-sheet').getByRole('button', { name: '关闭' }).click();
      await page.getByTestId('spec-sheet').waitFor({ state: 'hidden' });
      expect(
        errors.filter(
          (e) => !/ERR_INTERNET_DISCONNECTED|ERR_BLOCKED_BY_CLIENT|Failed to fetch dynamically imported module/.test(e),
        ),
      ).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a shared activity link commits its covers and head before the sections below (which follow in a render of their own)', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      // What the document holds each time the DOM has changed (a MutationObserver reports after each commit's task).
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { seen: string[] }).seen = seen;
        new MutationObserver(() => {
          const has = (selector: string) => (document.querySelector(selector) ? 1 : 0);
          seen.push(`cover ${has('.act-cover')} title ${has('.act-title')} times ${has('#act-times-title')}`);
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${e2e.server.url}/#/pages/activity/detail?code=AC003`);
      await page.locator('#act-times-title').waitFor();
      const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
      // A state with the cover and the title on screen and the sections not yet there, then the sections.
      expect(seen.some((s) => s.startsWith('cover 1 title 1 times 0'))).toBe(true);
      expect(seen.at(-1)).toMatch(/^cover 1 title 1 times 1/);
    } finally {
      await context.close();
    }
  });
});
