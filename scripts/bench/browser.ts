// The bench's measurements in Chromium (playwright-core, the e2e harness's browser and pages) against
// the built app served with the mock: first loads, the WeChat entry's round trips, the upload of a
// 12 MP photo, and the work of appending goods pages and of one tap in a long cart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { startServer, type RunningServer } from '../../mock/server';
import { DEMO_RESIDENT } from '../../mock/seed/users';
import { cityOf } from '../../mock/state/catalogue';
import type { CartLine } from '../../mock/seed/commerce';
import { openPage, settled, type AgentName, type OpenOptions, type Opened } from '../../test/e2e/harness';
import { apiLogin, makeJpeg, storeSession } from '../../test/e2e/helpers';
import { gzipSize } from '../site-budget';
import { median } from './report';
import { criticalPathDepth, type Call } from './round-trips';
import { splitAtFirstScreen, type Part, type Sent } from './first-load';

/**
 * openPage, for scripts of this file that run in the page: tsx (esbuild, keepNames) wraps the named
 * functions inside them in `__name(fn, "name")`, which the page does not have.
 */
async function benchPage(browser: Browser, app: RunningServer, options: OpenOptions): Promise<Opened> {
  const opened = await openPage(browser, app.url, options);
  await opened.context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  return opened;
}

/** One part of a page load (see first-load.ts) with the gzip -9 bytes of its JS. */
export interface Fetched extends Part {
  jsGzip: number;
}

export interface FirstLoadResult {
  /** Requested before the first screen was shown (in any document of the load, the OAuth trip's included) and before the browser's first idle-time work. */
  first: Fetched;
  /** Requested after it until the page settled (JS already fetched before is not counted again). */
  after: Fetched;
}

/** What shows the first screen: `selector` visible, and the load event fired first when `afterLoad`. */
export interface FirstScreen {
  selector: string;
  afterLoad?: boolean;
}

/** The app home's first screen: its first goods card. */
export const HOME_SCREEN: FirstScreen = { selector: '.qh-product' };

type Marks = {
  __benchFirstScreen?: number;
  __benchFirstScreenAt?: number;
  __benchIdleAt?: number;
  __benchLanding?: string;
};

/**
 * Marks in each document the moment the first screen is shown, and the moment the first idle callback
 * ran (the app's work for after the first screen: src/lib/idle.ts), on the epoch clock the browser stamps
 * its requests with (Chromium's `wallTime`); the document the bench reads at the end is the one that counts.
 */
const markFirstScreen = ({ selector, afterLoad }: FirstScreen) => {
  const w = window as unknown as Marks;
  w.__benchLanding = location.href;
  let loaded = !afterLoad;
  const seen = () => {
    if (w.__benchFirstScreen !== undefined || !loaded) return;
    const el = document.querySelector(selector);
    if (!el || !el.checkVisibility()) return;
    w.__benchFirstScreen = performance.now();
    w.__benchFirstScreenAt = performance.timeOrigin + w.__benchFirstScreen;
  };
  addEventListener('load', () => {
    loaded = true;
    seen();
  });
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, attributes: true });
  if (typeof window.requestIdleCallback !== 'function') return;
  const idle = window.requestIdleCallback.bind(window);
  window.requestIdleCallback = (run, options) =>
    idle((deadline) => {
      w.__benchIdleAt ??= performance.timeOrigin + performance.now();
      run(deadline);
    }, options);
};

/**
 * Waits for the first screen's mark (see markFirstScreen) and returns it: ms since this document's start
 * and epoch ms; `idleAt`, when the browser ran idle-time work before it, the epoch ms of the first.
 */
async function firstScreenShown(
  page: Page,
): Promise<{ ms: number; at: number; idleAt: number | null; landing: string }> {
  await page.waitForFunction(() => (window as unknown as Marks).__benchFirstScreenAt !== undefined, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => {
    const w = window as unknown as Required<Marks>;
    return {
      ms: w.__benchFirstScreen,
      at: w.__benchFirstScreenAt,
      idleAt: w.__benchIdleAt !== undefined && w.__benchIdleAt < w.__benchFirstScreenAt ? w.__benchIdleAt : null,
      landing: w.__benchLanding,
    };
  });
}

/**
 * What a fresh browser (no session, no cache) fetches for `path`, split at the first screen: the requests
 * Chromium sent before `screen` was shown, and those after it until the page settled. WeChat agents get
 * the fake bridge, and so the OAuth round trip of a person with no session.
 */
export async function firstLoad(
  browser: Browser,
  app: RunningServer,
  dist: string,
  path: string,
  agent: AgentName,
  screen: FirstScreen,
): Promise<FirstLoadResult> {
  const { context, page } = await benchPage(browser, app, { agent, bridge: agent.startsWith('wechat') });
  try {
    await context.addInitScript(markFirstScreen, screen);
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await page.goto(`${app.url}${path}`);
    const shown = await firstScreenShown(page);
    await settled(page);
    // Chromium's own send time (its wallTime, the clock of the marks); a request never answered has none.
    // What the browser asked for once it ran idle-time work is not what the first screen needs: when
    // the page waits for its data, the browser is idle before the first screen is shown.
    const sent = requests.map((r): Sent => ({
      url: r.url(),
      at: r.timing().startTime > 0 ? r.timing().startTime : null,
    }));
    const { first, after } = splitAtFirstScreen(sent, Math.min(shown.at, shown.idleAt ?? Infinity));
    const gzip = (part: Part): Fetched => ({ ...part, jsGzip: part.js.reduce((n, p) => n + gzipOf(dist, p), 0) });
    return { first: gzip(first), after: gzip(after) };
  } finally {
    await context.close();
  }
}

const gzipped = new Map<string, number>();
function gzipOf(dist: string, pathname: string): number {
  let n = gzipped.get(pathname);
  if (n === undefined) gzipped.set(pathname, (n = gzipSize(readFileSync(join(dist, pathname)))));
  return n;
}

export interface EntryResult {
  depth: number;
  /** From the landing (the OAuth redirect with code and state) to the first goods on the home. */
  firstScreenMs: number;
  /** The calls the first screen could have waited for (finished before it), in order. */
  calls: string[];
}

/**
 * A WeChat entry with a code: the menu opens the home with no session, the app goes to the (mock's)
 * authorize page, which lands back with `?code=…&state=…`; the mock adds `latencyMs` to every call.
 */
export async function wechatEntry(browser: Browser, dist: string, latencyMs: number): Promise<EntryResult> {
  const app = await startServer({ port: 0, staticDir: dist, settings: { latencyMs } });
  const { context, page } = await benchPage(browser, app, { agent: 'wechatAndroid', bridge: true });
  try {
    await context.addInitScript(markFirstScreen, HOME_SCREEN);
    const calls: Promise<Call | null>[] = [];
    page.on('requestfinished', (r) => {
      const type = r.resourceType();
      if (type !== 'fetch' && type !== 'xhr') return;
      calls.push(
        r.response().then(() => {
          const t = r.timing();
          return { path: new URL(r.url()).pathname, start: t.startTime, end: t.startTime + t.responseEnd };
        }),
      );
    });
    await page.goto(`${app.url}/#/pages/tabbar/home`);
    const shown = await firstScreenShown(page);
    await settled(page);
    if (!new URL(shown.landing).searchParams.get('code'))
      throw new Error(`the home was not reached through an OAuth landing (${shown.landing})`);
    const landingOrigin = shown.at - shown.ms;
    const waited = (await Promise.all(calls)).filter(
      (c): c is Call => c !== null && c.start >= landingOrigin && c.end <= shown.at,
    );
    return {
      depth: criticalPathDepth(waited),
      firstScreenMs: shown.ms,
      calls: waited.sort((a, b) => a.start - b.start).map((c) => c.path),
    };
  } finally {
    await context.close();
    await app.close();
  }
}

export interface UploadResult {
  photoBytes: number;
  sentBytes: number;
  /** From the file input's change to the upload request going out. */
  prepareMs: number;
}

/** A 12 MP noisy photo through the team application's certificate picker, as the demo resident. */
export async function photoUpload(browser: Browser, app: RunningServer): Promise<UploadResult> {
  const user = await apiLogin(app.url, DEMO_RESIDENT);
  const { context, page } = await benchPage(browser, app, { agent: 'androidChrome' });
  try {
    await storeSession(context, user);
    await context.addInitScript(() => {
      document.addEventListener(
        'change',
        (e) => ((window as unknown as { __benchPicked: number }).__benchPicked = e.timeStamp),
        true,
      );
    });
    await page.goto(`${app.url}/#/pages/team/apply`);
    const picker = page.getByRole('group', { name: '资质证明' });
    await picker.waitFor();
    const photo = await makeJpeg(page, 4000, 3000, 0.92);
    const before = new Set(app.mock.store.uploads.keys());
    await picker
      .locator('input[type=file]')
      .setInputFiles({ name: 'IMG_4000x3000.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.locator('.qh-image-item[data-status=done]').first().waitFor({ timeout: 60_000 });
    const sent = [...app.mock.store.uploads.entries()].filter(([uid]) => !before.has(uid)).map(([, u]) => u);
    if (sent.length !== 1) throw new Error(`expected one upload, the mock received ${sent.length}`);
    const prepareMs = await page.evaluate(() => {
      const upload = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/tool/file/upload'));
      const picked = (window as unknown as { __benchPicked?: number }).__benchPicked;
      return upload && picked !== undefined ? upload.startTime - picked : Number.NaN;
    });
    return { photoBytes: photo.length, sentBytes: (sent[0] as { bytes: Buffer }).bytes.length, prepareMs };
  } finally {
    await context.close();
  }
}

/**
 * React's commits and the components each one rendered, counted through the hook React DevTools uses
 * (production builds call it too). A component counts when it is mounted or its render ran this commit
 * (React's PerformedWork flag); subtrees React did not visit are skipped, as DevTools does.
 */
const countRenders = () => {
  const stats = { commits: 0, renders: 0, lastCommitAt: 0 };
  Object.defineProperty(window, '__benchReact', { value: stats });
  // Function, class, forwardRef and simple memo components; PerformedWork = 1.
  const components = new Set([0, 1, 11, 15]);
  interface Fiber {
    tag: number;
    flags: number;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
  }
  const rendered = (current: Fiber) => {
    let n = 0;
    const stack: [Fiber, Fiber | null][] = [[current, current.alternate]];
    while (stack.length) {
      const [fiber, prev] = stack.pop() as [Fiber, Fiber | null];
      if (components.has(fiber.tag) && (prev === null || (fiber.flags & 1) === 1)) n++;
      if (prev !== null && fiber.child === prev.child) continue;
      for (let c = fiber.child; c; c = c.sibling) stack.push([c, prev === null ? null : c.alternate]);
    }
    return n;
  };
  const renderers = new Map<number, unknown>();
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers,
    inject(renderer: unknown) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      stats.commits += 1;
      stats.renders += rendered(root.current);
      stats.lastCommitAt = performance.now();
    },
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    checkDCE() {},
  };
};

interface Work {
  renders: number;
  commits: number;
  /** Main-thread script time (Chromium's ScriptDuration), ms. */
  scriptMs: number;
}

/** Measures what `act` causes: components rendered, commits and script time, once the page is quiet again. */
async function workOf(page: Page, act: () => Promise<unknown>): Promise<Work> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const react = await page.evaluate(() => ({
      ...(window as unknown as { __benchReact: { renders: number; commits: number } }).__benchReact,
    }));
    return { ...react, script: (metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000 };
  };
  const before = await read();
  await act();
  await quiet(page);
  const after = await read();
  await cdp.detach();
  return {
    renders: after.renders - before.renders,
    commits: after.commits - before.commits,
    scriptMs: after.script - before.script,
  };
}

/** The network and React both quiet: no request for 300 ms and no commit for 300 ms. */
async function quiet(page: Page): Promise<void> {
  await settled(page, 300);
  await page.waitForFunction(
    () =>
      performance.now() - (window as unknown as { __benchReact: { lastCommitAt: number } }).__benchReact.lastCommitAt >
      300,
  );
}

export interface GrowthResult {
  small: Work;
  large: Work;
}

/** Enough goods for `pages` pages of 10: copies of the seeded products under new codes. */
function growCatalogue(app: RunningServer, pages: number): void {
  const cat = app.mock.store.catalogue;
  const products = cat.products;
  const cityOfShop = (storeCode: string) =>
    cityOf(cat, cat.shops.find((s) => s.code === storeCode)?.communityCode ?? '');
  // The home lists its station's city only (docs/product.md#business-time): each city's goods grow to the pages asked for.
  const byCity = new Map<string | null, typeof products>();
  for (const p of products) {
    const city = cityOfShop(p.storeCode);
    byCity.set(city, [...(byCity.get(city) ?? []), p]);
  }
  let made = 0;
  for (const seeded of byCity.values())
    for (let i = 0, count = seeded.length; count < pages * 10 + 10; i++, count++) {
      const p = seeded[i % seeded.length] as (typeof seeded)[number];
      products.push({ ...p, code: `PB${String(made).padStart(4, '0')}`, title: `${p.title}·${made}` });
      made += 1;
    }
}

/**
 * The work of appending page `n` of the home's goods list against appending page 2 (the first append),
 * per page appended: a scroll to the bottom may append more than one page (it does today: the list's
 * footer still counts as in view when a page lands, and the next page is asked for at once).
 */
export async function listGrowth(
  browser: Browser,
  app: RunningServer,
  n: number,
): Promise<GrowthResult & { pagesPerScroll: number[] }> {
  growCatalogue(app, n + 2);
  const { context, page } = await benchPage(browser, app, { agent: 'androidChrome' });
  try {
    await context.addInitScript(countRenders);
    await page.goto(`${app.url}/#/pages/tabbar/home`);
    await page.locator('.qh-product').nth(9).waitFor();
    const skip = page.locator('.start-screen-skip');
    if (await skip.isVisible().catch(() => false)) await skip.click();
    await quiet(page);
    const cards = () => page.locator('.qh-product').count();
    const steps: { lastPage: number; pages: number; work: Work }[] = [];
    for (let shown = await cards(); shown < n * 10;) {
      const before = shown;
      const work = await workOf(page, async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.locator('.qh-product').nth(before).waitFor();
      });
      shown = await cards();
      const pages = (shown - before) / 10;
      steps.push({
        lastPage: shown / 10,
        pages,
        work: { renders: work.renders / pages, commits: work.commits / pages, scriptMs: work.scriptMs / pages },
      });
    }
    const first = steps[0];
    const last = steps[steps.length - 1];
    if (!first || !last) throw new Error('no page was appended');
    return { small: first.work, large: last.work, pagesPerScroll: steps.map((s) => s.pages) };
  } finally {
    await context.close();
  }
}

/** The demo resident's cart set to `n` lines on sale, of n different goods. */
function fillCart(app: RunningServer, n: number): void {
  const onSale = app.mock.store.catalogue.products.filter((p) => (p.specList[0]?.stock ?? 0) > 0);
  if (onSale.length < n) throw new Error(`only ${onSale.length} goods on sale for a cart of ${n}`);
  const lines = onSale.slice(0, n).map((p, i): CartLine => ({
    code: `KB${String(i).padStart(3, '0')}`,
    goodCode: p.code,
    specName: '',
    attrs: [],
    num: 1,
    snapshot: {
      storeCode: p.storeCode,
      title: p.title,
      img: p.img,
      price: p.specList[0]?.price ?? 0,
      deposit: p.deposit,
    },
  }));
  app.mock.store.carts.set(DEMO_RESIDENT.userCode, lines);
}

/** One tap on a line's selection, in a cart of `small` lines and of `large` lines (median of `taps` taps each). */
export async function cartGrowth(
  browser: Browser,
  app: RunningServer,
  small: number,
  large: number,
  taps = 5,
): Promise<GrowthResult> {
  const user = await apiLogin(app.url, DEMO_RESIDENT);
  const measure = async (n: number): Promise<Work> => {
    fillCart(app, n);
    const { context, page } = await benchPage(browser, app, { agent: 'androidChrome' });
    try {
      await storeSession(context, user);
      await context.addInitScript(countRenders);
      await page.goto(`${app.url}/#/pages/tabbar/cart`);
      await page
        .locator('.cart-line')
        .nth(n - 1)
        .waitFor();
      await quiet(page);
      const work: Work[] = [];
      for (let i = 0; i < taps; i++) {
        const box = page.locator('.cart-line').nth(i).locator('.adm-checkbox');
        const checked = await box.getAttribute('class');
        work.push(
          await workOf(page, async () => {
            await box.click();
            await page.waitForFunction(
              ({ i, was }) => document.querySelectorAll('.cart-line .adm-checkbox')[i]?.getAttribute('class') !== was,
              { i, was: checked },
            );
          }),
        );
      }
      return {
        renders: median(work.map((w) => w.renders)),
        commits: median(work.map((w) => w.commits)),
        scriptMs: median(work.map((w) => w.scriptMs)),
      };
    } finally {
      await context.close();
    }
  };
  return { small: await measure(small), large: await measure(large) };
}
