// End-to-end harness: the built app served with the mock on a free port, Debian's Chromium driven
// by playwright-core, user agents of WeChat, WeCom, Douyin and plain browsers, and screenshots.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { startServer, type RunningServer } from '../../mock/server';
import type { MockSettings, SigningRefusal } from '../../mock/core';
import { fakeBridgeScript, type BridgeOptions } from './fake-bridge';
export { backendCall } from '../backend-headers';

/** Debian's Chromium, the browser the bench (Lighthouse) and the walk-throughs drive. */
export const CHROMIUM = process.env.CHROME_PATH || '/usr/bin/chromium';
/**
 * The browser of the e2e suite: Debian's chromium-headless-shell, the same Chromium (same version, same Blink and V8)
 * without a browser window around each page. A page load in a new context costs about 1.15 s of CPU there against
 * 1.7 s in the full browser, whose window composites its own (unseen) frames in the browser process; the suite is
 * CPU-bound on two cores. CHROMIUM_PATH runs it in another build (the full browser: /usr/bin/chromium).
 */
export const E2E_CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
export const OUTPUT = join(process.cwd(), 'test-output', 'screenshots');

export const agents = {
  wechatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.49(0x18003137) NetType/WIFI Language/zh_CN',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240105.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220133 MMWEBSDK/20240301 MicroMessenger/8.0.48.2580(0x28003036) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wecom:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 wxwork/4.1.22 MicroMessenger/7.0.1 NetType/WIFI Language/zh',
  douyin:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/UQ1A.240105.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 aweme_290400 JsSdk/1.0 NetType/WIFI Channel/douyin_tengxun_2024 app_version/29.4.0 ByteLocale/zh-CN Region/CN AppSkin/white AppTheme/light BytedanceWebview/d8a21c6',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.6261.120 Mobile Safari/537.36',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.6261.120 Safari/537.36',
} as const;
export type AgentName = keyof typeof agents;

export const phoneViewport = { width: 390, height: 844 };
export const desktopViewport = { width: 1280, height: 800 };

/**
 * Starts the build (dist/, or E2E_DIST) + the mock on a free port (run `npm run build` first). Its
 * close() fails (after closing) when the mock refused any request for a signing or header reason that
 * the test did not provoke on purpose and take with expectSigningRefusals(): every request of the e2e
 * suite is checked against the signing rules, and the file that closes the server fails on a mismatch.
 */
export async function startApp(settings?: Partial<MockSettings>): Promise<RunningServer> {
  const running = await startServer({ port: 0, staticDir: process.env.E2E_DIST || 'dist', settings });
  const close = running.close;
  return {
    ...running,
    async close() {
      await close();
      const refused = running.mock.signingRefusals;
      if (refused.length > 0) {
        const list = refused.map((r) => `${r.method} ${r.path}: ${r.reason}`).join('\n  ');
        throw new Error(
          `the mock refused ${refused.length} request(s) for a signing reason no test provoked:\n  ${list}`,
        );
      }
    },
  };
}

/**
 * Takes the signing refusals a test provoked on purpose (those `match` accepts) off the mock's record,
 * so that closing the server does not fail on them; returns them for the test to assert.
 */
export function expectSigningRefusals(server: RunningServer, match: (r: SigningRefusal) => boolean): SigningRefusal[] {
  const all = server.mock.signingRefusals;
  const taken = all.filter(match);
  all.splice(0, all.length, ...all.filter((r) => !match(r)));
  return taken;
}

/** What a test file runs against: the built app with its mock, and one browser. */
export interface E2eFile {
  server: RunningServer;
  browser: Browser;
}

/** This file's own app + mock (with mock settings), started before its tests and closed after them, and the worker's browser. */
export function appAndBrowser(settings?: Partial<MockSettings>): E2eFile {
  const file = {} as E2eFile;
  beforeAll(async () => {
    [file.server, file.browser] = await Promise.all([startApp(settings), workerBrowser()]);
  });
  afterAll(async () => {
    await releaseBrowser(file.browser);
    await file.server?.close();
  });
  return file;
}

/**
 * Opens pages of this file's browser (a phone's Chrome unless told otherwise), every one closed after the file's
 * tests (before its browser: hooks after run last-registered first).
 */
export function pageOpener(file: E2eFile): (options?: Partial<OpenOptions>) => Promise<Opened> {
  const opened: Opened[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((o) => o.context.close()));
  });
  return async (options = {}) => {
    const o = await openPage(file.browser, file.server.url, { agent: 'androidChrome', ...options });
    opened.push(o);
    return o;
  };
}

/**
 * What Playwright turns off (its own --disable-features, as of the playwright-core installed; harness.e2e.ts fails when
 * an upgrade changes it). Chromium keeps only the last --disable-features of its command line, so ours repeats these.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The omnibox's two WebUI pop-ups. Every context is a window of its own (so is Lighthouse's), and a window preloads
 * them into a renderer of its own: about 2.5 s of CPU per context, started and closed, for a pop-up nobody sees. On
 * two cores it was a fifth of this suite's time, and it competed with the page Lighthouse measures.
 */
export const HIDDEN_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Chromium as these tests and the bench run it: as root, no GPU, none of its background connections. */
export const QUIET_CHROMIUM = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const BROWSER_ARGS = [
  ...QUIET_CHROMIUM,
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...HIDDEN_POPUP_FEATURES].join(',')}`,
  // Only the loopback is reachable (WeChat's report host, map tiles and the like fail at once): the resolver
  // refuses other hosts, with no route on the contexts to send every request through Playwright.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** A browser of its own (most files share their worker's: workerBrowser()). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: E2E_CHROMIUM, args: BROWSER_ARGS });
}

let shared: Promise<Browser> | null = null;

/**
 * The browser of this worker's files: launched by the first, then shared, as the worker's files share their modules
 * (isolate: false). A launch costs about half a second of CPU and most of a second of waiting; a test's isolation is
 * its context, which every test opens afresh. A browser that went away (a crash) is launched again. Playwright
 * closes it when the worker ends.
 */
export async function workerBrowser(): Promise<Browser> {
  const running = await shared?.catch(() => null);
  if (running?.isConnected()) return running;
  shared = launchBrowser();
  return shared;
}

/** The end of a file with the worker's browser: closes what the file left open in it, not the browser. */
export async function releaseBrowser(browser: Browser | undefined): Promise<void> {
  await Promise.all((browser?.contexts() ?? []).map((c) => c.close()));
}

export interface OpenOptions {
  agent: AgentName;
  /** Phone (default for mobile agents) or desktop viewport. */
  viewport?: { width: number; height: number };
  /** Inject the fake WeixinJSBridge (WeChat agents only make sense with it). */
  bridge?: boolean | BridgeOptions;
  geolocation?: { latitude: number; longitude: number } | 'denied';
  locale?: string;
  /**
   * The app's service worker (registered when idle after a signed-in person's first screen, docs/product.md#the-stations-day):
   * blocked unless asked for, or unless E2E_SERVICE_WORKERS=allow runs the whole suite with it. A file
   * the worker serves from its cache bypasses page.route() (Playwright's documented limit), and many tests
   * make code fail to arrive that way; offline-codes.e2e.ts tests the worker itself.
   */
  serviceWorkers?: 'allow' | 'block';
  /** The phone's time zone (the app shows business times in China time whatever it is; docs/product.md#business-time). */
  timezoneId?: string;
  /**
   * The phone's "reduce motion" setting: on unless asked otherwise. The app then skips antd-mobile's animations
   * (src/components/motion.ts): a dialog opened and closed costs about 150 ms of CPU instead of 650 ms, and the
   * suite is CPU-bound. mine.e2e.ts runs with the motion on.
   */
  reducedMotion?: 'reduce' | 'no-preference';
}

/** A phone in WeChat (Android), with WeChat's bridge. */
export const IN_WECHAT = { agent: 'wechatAndroid', bridge: true } as const satisfies OpenOptions;

export interface Opened {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  /** URLs of every request the page made to the mock's /api/. */
  apiCalls: string[];
}

/** A fresh context and page of the app at `baseUrl` (page.goto takes paths); other hosts are refused by the browser (launchBrowser). */
export async function openPage(browser: Browser, baseUrl: string, options: OpenOptions): Promise<Opened> {
  const mobile = options.agent !== 'desktopChrome';
  const located = options.geolocation === 'denied' ? undefined : options.geolocation;
  const context = await browser.newContext({
    baseURL: baseUrl,
    userAgent: agents[options.agent],
    viewport: options.viewport ?? (mobile ? phoneViewport : desktopViewport),
    isMobile: mobile && (options.viewport?.width ?? 390) <= 768,
    hasTouch: mobile,
    deviceScaleFactor: mobile ? 2 : 1,
    locale: options.locale ?? 'zh-CN',
    serviceWorkers: options.serviceWorkers ?? (process.env.E2E_SERVICE_WORKERS === 'allow' ? 'allow' : 'block'),
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    reducedMotion: options.reducedMotion ?? 'reduce',
    // A phone's browser lets a tap write the clipboard; the headless shell asks for a permission nobody is there to
    // give (the full browser does not), so it is granted as a phone would have it. Reading it stays a test's own grant.
    permissions: ['clipboard-write', ...(located ? ['geolocation'] : [])],
    ...(located ? { geolocation: located } : {}),
  });
  if (options.bridge) await context.addInitScript(fakeBridgeScript(options.bridge === true ? {} : options.bridge));
  const page = await context.newPage();
  const errors: string[] = [];
  const apiCalls: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls.push(req.url());
  });
  trackRequests(page);
  return { context, page, errors, apiCalls };
}

/** Requests of a page not yet finished or failed, when the last one started or ended, and when the last one started. */
const network = new WeakMap<Page, { pending: Set<Request>; last: number; lastStart: number }>();

function trackRequests(page: Page): void {
  const net = { pending: new Set<Request>(), last: Date.now(), lastStart: Date.now() };
  network.set(page, net);
  page.on('request', (r) => {
    net.pending.add(r);
    net.last = Date.now();
    net.lastStart = net.last;
  });
  const done = (r: Request) => {
    net.pending.delete(r);
    net.last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  // A redirect ends the request it answered (the next hop is a new request).
  page.on('response', (res) => {
    if (res.status() >= 300 && res.status() < 400) done(res.request());
  });
}

/** A page's requests still waiting for their answer, and how long ago (ms) it last started one (pages of openPage()). */
export function inFlight(page: Page): { pending: ReadonlySet<Request>; sinceLastStart: number } {
  const net = network.get(page);
  if (!net) throw new Error('inFlight(): open the page with openPage()');
  return { pending: net.pending, sinceLastStart: Date.now() - net.lastStart };
}

/**
 * The positive signal to wait for before asserting that nothing happened: the document has loaded and
 * the page's request log has been quiet (nothing in flight, nothing started) for `quietMs`.
 */
export async function settled(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  const net = network.get(page);
  if (!net) throw new Error('settled(): open the page with openPage()');
  await page.waitForLoadState('load');
  const deadline = Date.now() + timeoutMs;
  while (net.pending.size > 0 || Date.now() - net.last < quietMs) {
    if (Date.now() > deadline)
      throw new Error(
        `the page did not settle: ${net.pending.size} request(s) still in flight: ${[...net.pending].map((r) => `${r.method()} ${r.url()}`).join(', ')}`,
      );
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Saves a screenshot of the viewport under test-output/screenshots/<name>.png and returns its path: one pixel per CSS
 * pixel (a phone's 390 x 844), not the phone's two. Captured and encoded at twice the pixels each way, one cost about
 * 200 ms of CPU instead of 50, some 270 times a run, on a suite that is CPU-bound.
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(OUTPUT, { recursive: true });
  const file = join(OUTPUT, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false, scale: 'css' });
  return file;
}

/** The WeChat bridge calls recorded by the fake bridge. */
export function bridgeCalls(page: Page): Promise<{ name: string; args: Record<string, unknown>; href: string }[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __wxCalls: { name: string; args: Record<string, unknown>; href: string }[] }).__wxCalls ??
      [],
  );
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe-core's violations on the page, as `rule: targets` lines ([] = clean). A passing toast is waited
 * out first (mid-fade its contrast is measured wrong), and the open dialogs' animations are finished.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  // Once per document: a second copy costs the renderer its 0.5 MB of script again (about 0.15 s of CPU).
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/**
 * Waits until the open dialog has faded in (antd-mobile animates its opacity and scale in JavaScript): what is
 * measured then (axe's colour contrast, a screenshot) is the dialog as the person reads it, not a frame of its
 * animation.
 */
export async function dialogShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const dialog = document.querySelector<HTMLElement>('.adm-dialog');
    if (!dialog) return false;
    // Every element of it that react-spring animates carries an inline opacity: all at 1, the fade is over.
    const faded = [...dialog.querySelectorAll<HTMLElement>('[style*="opacity"]')];
    return faded.length > 0 && faded.every((e) => Number(e.style.opacity) === 1);
  });
}
