// Start-up: the start chunks the HTML preloads are the ones the entry route's first screen
// runs, and nothing the first screen does not show (the toast and modal layer, the WeChat JS-SDK, the
// dictionaries of other routes, dayjs, the pickers) is evaluated before it. Deterministic, not timed:
// every JS file the build serves is given one statement at its end that notes its name when the file
// is evaluated (a module's last top-level statement), and the page takes a snapshot of those notes when
// its first screen is shown.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { appLoad, type AppLoad } from '../../scripts/app-budget';
import { DEMO_RESIDENT } from '../../mock/seed/users';
import { appAndBrowser, openPage, type OpenOptions } from './harness';
import { apiLogin, storeSession } from './helpers';

const dist = process.env.E2E_DIST || 'dist';
const e2e = appAndBrowser();
let load: AppLoad;
/** The start files the HTML's head script preloads: the app's, and each entry route's (scripts/build/app-start-preload.ts). */
let start: { app: string[]; routes: Record<string, string[]> };
beforeAll(() => {
  load = appLoad(dist);
  const listed = /var start = (\{.*?\});/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1];
  if (!listed) throw new Error('index.html lists no start files');
  start = JSON.parse(listed) as typeof start;
});
const name = (f: string) => f.split('/').pop() ?? '';
/** What the HTML preloads on an entry route (file names). */
const preloadedOn = (route: string) => [...start.app, ...(start.routes[route] ?? [])].map(name);

/** What the first screen must not have evaluated (file names in dist/assets/, hash left out). */
const NOT_BEFORE_FIRST_SCREEN: [string, RegExp][] = [
  ['the toast and modal layer', /^feedback-ui-/],
  ["antd-mobile's animation stack (comes with the toasts)", /^(should-render|use-gesture-react\.esm)-/],
  // The SDK's own code, and in WeChat its wrapper (sdk-*.js, which asks for the signature): after the first screen (lib/wechat/sdk-release.ts).
  ['the WeChat JS-SDK', /^weixin-js-sdk-/],
  ["the WeChat JS-SDK's wrapper", /^sdk-/],
  ["other routes' dictionaries", /^(zh-CN|en-US)-more-/],
  ['dayjs', /^dayjs/],
  ['the pickers', /picker/],
];

type Notes = { __evaluated?: string[]; __atFirstScreen?: string[] };

/**
 * Notes each evaluated JS file of the app in `window.__evaluated`, and copies the notes into
 * `window.__atFirstScreen` when `selector` is first visible.
 */
async function instrument(context: BrowserContext, page: Page, selector: string): Promise<void> {
  await context.route(/\/assets\/[^/]+\.js$/, async (route) => {
    try {
      const response = await route.fetch();
      const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
      const body = `${await response.text()}\n;(globalThis.__evaluated ??= []).push(${JSON.stringify(name)});\n`;
      await route.fulfill({
        response,
        body,
        headers: { ...response.headers(), 'content-length': String(Buffer.byteLength(body)) },
      });
    } catch {
      // The page or the server closed while a file of the idle load was on its way: nothing to note.
      await route.abort().catch(() => undefined);
    }
  });
  await page.addInitScript((sel: string) => {
    const w = window as unknown as Notes;
    const seen = () => {
      if (w.__atFirstScreen) return;
      const el = document.querySelector(sel);
      if (el && el.checkVisibility()) w.__atFirstScreen = [...(w.__evaluated ?? [])];
    };
    new MutationObserver(seen).observe(document, { childList: true, subtree: true, attributes: true });
  }, selector);
}

/** The files evaluated when the first screen showed (names only). */
async function firstScreen(options: OpenOptions, path: string, selector: string, signedIn = false): Promise<string[]> {
  const { page, context } = await openPage(e2e.browser, e2e.server.url, options);
  try {
    if (signedIn) await storeSession(context, await apiLogin(e2e.server.url, DEMO_RESIDENT));
    await instrument(context, page, selector);
    await page.goto(`${e2e.server.url}${path}`);
    await page.locator(selector).first().waitFor();
    await expect.poll(() => page.evaluate(() => (window as unknown as Notes).__atFirstScreen !== undefined)).toBe(true);
    return page.evaluate(() => (window as unknown as Notes).__atFirstScreen ?? []);
  } finally {
    // Files still on their way (the idle load) are let go, not fulfilled into a closing page.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  }
}

const withoutHash = (f: string) => f.replace(/-[\w-]{8}\.js$/, '');
const forbidden = (evaluated: string[]) =>
  NOT_BEFORE_FIRST_SCREEN.flatMap(([what, pattern]) =>
    evaluated.filter((f) => pattern.test(f)).map((f) => `${what}: ${f}`),
  );

describe('start-up: what runs before the first screen', () => {
  it('the app home: the files the HTML preloads are exactly what its first screen evaluated, nothing of the idle load among them', async () => {
    const evaluated = await firstScreen({ agent: 'androidChrome' }, '/#/pages/tabbar/home', '.qh-product');
    const preloaded = preloadedOn('/pages/tabbar/home');
    const firstLoad = load.firstLoad.map((f) => name(f.file));
    // The HTML preloads the first load less the entry script it loads itself (app-budget.e2e.ts), and the
    // first screen evaluated each of them: none is preloaded for nothing.
    expect([...preloaded].sort()).toEqual(firstLoad.filter((f) => !/^index-/.test(f)).sort());
    expect([...evaluated].sort()).toEqual([...firstLoad].sort());
    expect(forbidden(evaluated)).toEqual([]);
    const idle = load.idleLoad.map((f) => name(f.file));
    expect(idle.length).toBeGreaterThan(3);
    expect(evaluated.filter((f) => idle.includes(f))).toEqual([]);
  });

  it('the app home in WeChat, signed in: no JS-SDK, toast layer or other dictionaries before the first screen', async () => {
    const evaluated = await firstScreen(
      { agent: 'wechatIos', bridge: true },
      '/#/pages/tabbar/home',
      '.qh-product',
      true,
    );
    expect(evaluated.length).toBeGreaterThan(3);
    // The wrapper may come before the goods here: in WeChat it also carries the location (wx.getLocation,
    // app/bootstrap.ts's locator), which a home with no community chosen asks for at once. Its set-up (the
    // signature) and the SDK's own code still wait for the release after the first screen.
    const wrapper = /^the WeChat JS-SDK's wrapper: /;
    expect(forbidden(evaluated).filter((f) => !wrapper.test(f))).toEqual([]);
  });

  it("a shared activity link in WeChat, signed in: neither the JS-SDK nor its wrapper (the signature's asker) before its title", async () => {
    const evaluated = await firstScreen(
      { agent: 'wechatIos', bridge: true },
      '/#/pages/activity/detail?code=AC003',
      '.act-title',
      true,
    );
    expect(evaluated.some((f) => /^activity-detail-page-/.test(f))).toBe(true);
    expect(evaluated.filter((f) => /^(sdk|weixin-js-sdk)-/.test(f))).toEqual([]);
  });

  // The shared links' pages still evaluate, with their own code, parts of what the home keeps out (the
  // activity: dayjs; the product: the JS-SDK's wrapper, antd-mobile's animation stack, the community
  // picker; docs/decisions.md#speed-and-start-up): here, what holds for them: the toast layer, WeChat's SDK itself and the
  // dictionaries of other routes come after the title.
  const TOAST_SDK_DICTIONARIES = /^(feedback-ui|weixin-js-sdk|en-US-)/;

  it('a shared activity link: every file the HTML preloads is evaluated by its title; its own dictionary part, no other, no toast layer, no JS-SDK', async () => {
    const evaluated = await firstScreen(
      { agent: 'androidChrome' },
      '/#/pages/activity/detail?code=AC003',
      '.act-title',
    );
    const preloaded = preloadedOn('/pages/activity/detail');
    expect(preloaded.some((f) => /^activity-detail-page-/.test(f))).toBe(true);
    expect(preloaded.filter((f) => !evaluated.includes(f)).map(withoutHash)).toEqual([]);
    expect(evaluated.some((f) => /^zh-CN-activity-/.test(f))).toBe(true);
    expect(evaluated.filter((f) => TOAST_SDK_DICTIONARIES.test(f) || /^zh-CN-more-/.test(f))).toEqual([]);
  });

  it('a product link: every file the HTML preloads is evaluated by its title; no toast layer, no JS-SDK, no other locale', async () => {
    const evaluated = await firstScreen(
      { agent: 'androidChrome' },
      '/#/pages/product/detail?code=P002',
      '.product-title',
    );
    const preloaded = preloadedOn('/pages/product/detail');
    expect(preloaded.some((f) => /^product-detail-page-/.test(f))).toBe(true);
    expect(preloaded.filter((f) => !evaluated.includes(f)).map(withoutHash)).toEqual([]);
    expect(evaluated.filter((f) => TOAST_SDK_DICTIONARIES.test(f))).toEqual([]);
  });
});
