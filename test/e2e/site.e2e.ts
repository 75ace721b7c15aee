// The informational site in Chromium: the ten routes on a phone (390x844, mobile agent) and a desktop
// (1280x800): device redirect, title, footer version, menus, pull-to-refresh, accessibility (axe-core),
// the hand-over to the app, and a first load of `/` that carries none of the app's code.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { agents, axeViolations, openPage, phoneViewport, screenshot, appAndBrowser, type Opened } from './harness';
import { siteFirstLoad, SITE_JS_BUDGET_KB } from '../../scripts/site-budget';
import zh from '../../src/i18n/zh-CN/site';
import en from '../../src/i18n/en-US/site';

const dist = process.env.E2E_DIST || 'dist';

type Page5 = 'index' | 'about' | 'joinOur' | 'findUs' | 'qihuo';
const pages: Page5[] = ['index', 'about', 'joinOur', 'findUs', 'qihuo'];
const titleKey = {
  index: 'titleIndex',
  about: 'titleAbout',
  joinOur: 'titleJoinOur',
  findUs: 'titleFindUs',
  qihuo: 'titleQihuo',
} as const;
const phoneRoute = (p: Page5) => (p === 'index' ? '/' : `/pages/phone/${p}`);
const pcRoute = (p: Page5) => `/pages/pc/${p}`;
const hashRoute = (page: Page) => decodeURIComponent(new URL(page.url()).hash.replace(/^#/, '')) || '/';

const e2e = appAndBrowser();

async function open(device: 'phone' | 'pc', route: string): Promise<Opened> {
  const o = await openPage(e2e.browser, e2e.server.url, { agent: device === 'phone' ? 'wechatIos' : 'desktopChrome' });
  await o.page.goto(route === '/' ? `${e2e.server.url}/` : `${e2e.server.url}/#${route}`);
  await o.page.waitForSelector('[data-variant]');
  return o;
}

async function expectPage(o: Opened, device: 'phone' | 'pc', p: Page5) {
  const { page } = o;
  // Both attributes may change after a resize: wait for the pair, not for the page alone.
  await expect
    .poll(async () => [
      await page.getAttribute('[data-variant]', 'data-page'),
      await page.getAttribute('[data-variant]', 'data-variant'),
    ])
    .toEqual([p, device]);
  expect(hashRoute(page).split('?')[0]).toBe(device === 'phone' ? phoneRoute(p) : pcRoute(p));
  await expect.poll(() => page.title()).toBe(`${zh[titleKey[p]]} - Qihuo`);
}

describe('the ten routes', () => {
  for (const device of ['phone', 'pc'] as const)
    for (const p of pages)
      it(`${device} ${p}: redirected from the other variant, titled, versioned, accessible`, async () => {
        // Open the OTHER variant's route with a query: the device rule redirects and keeps the query.
        const other = device === 'phone' ? pcRoute(p) : phoneRoute(p);
        const o = await open(device, `${other}?from=e2e`);
        await expectPage(o, device, p);
        expect(new URL(o.page.url()).hash).toContain('?from=e2e');
        await expect.poll(() => o.page.textContent('[data-testid=site-version]')).toContain('1.0.0');
        expect(await o.page.locator('main h1').count()).toBe(1);
        if (device === 'pc' && (p === 'index' || p === 'qihuo')) {
          await o.page.waitForSelector('[data-testid=site-qr]');
          expect(await o.page.getAttribute('[data-testid=site-qr]', 'data-url')).toBe(
            `${e2e.server.url}/#${phoneRoute(p)}`,
          );
        }
        await o.page.evaluate(() => document.fonts.ready);
        await screenshot(o.page, `site-${device}-${p}`);
        expect(await axeViolations(o.page)).toEqual([]);
        expect(o.errors).toEqual([]);
        await o.context.close();
      });

  it('a desktop opening the web root lands on the desktop home', async () => {
    const o = await open('pc', '/');
    await expectPage(o, 'pc', 'index');
    await o.context.close();
  });

  it('the /pages/phone/index alias shows the phone home', async () => {
    const o = await open('phone', '/pages/phone/index');
    expect(await o.page.getAttribute('[data-variant]', 'data-page')).toBe('index');
    expect(await o.page.getAttribute('[data-variant]', 'data-variant')).toBe('phone');
    await o.context.close();
  });
});

describe('menus', () => {
  const targets: [Page5, string][] = [
    ['about', zh.navAbout],
    ['joinOur', zh.navJoin],
    ['findUs', zh.navContact],
    ['qihuo', zh.navQihuo],
    ['index', zh.navHome],
  ];

  it('the phone drawer reaches every page and closes after a choice', async () => {
    const o = await open('phone', '/');
    const { page } = o;
    for (const [p, label] of targets) {
      await page.getByRole('button', { name: zh.menuOpen }).click();
      const drawer = page.getByRole('navigation', { name: zh.navLabel });
      await expect.poll(() => drawer.isVisible()).toBe(true);
      if (p === 'about') {
        // keyboard: the first link has focus
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(zh.navHome);
        await screenshot(page, 'site-phone-menu');
      }
      await drawer.getByRole('link', { name: label, exact: true }).click();
      await expectPage(o, 'phone', p);
      await expect.poll(() => drawer.isVisible()).toBe(false);
    }
    expect(o.errors).toEqual([]);
    await o.context.close();
  });

  it("a tap on the prerendered menu before the site's script has loaded opens the drawer once it has", async () => {
    // What a busy phone (or machine) does: the home is painted, the script comes later. It is held here
    // until the tap has been made.
    const o = await openPage(e2e.browser, e2e.server.url, { agent: 'wechatIos' });
    const { page } = o;
    let release = () => {};
    const held = new Promise<void>((ok) => (release = ok));
    let asked = false;
    await o.context.route(/\/assets\/site-entry-[^/]*\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto(`${e2e.server.url}/`);
    await expect.poll(() => asked).toBe(true);
    await page.getByRole('button', { name: zh.menuOpen }).click();
    release();
    const drawer = page.getByRole('navigation', { name: zh.navLabel });
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: zh.menuClose }).getAttribute('aria-expanded'))
      .toBe('true');
    await drawer.getByRole('link', { name: zh.navAbout, exact: true }).click();
    await expectPage(o, 'phone', 'about');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(o.errors).toEqual([]);
    await o.context.close();
  });

  it('the desktop top bar reaches every page, qihuo through the Product submenu', async () => {
    const o = await open('pc', '/pages/pc/index');
    const { page } = o;
    const nav = page.getByRole('navigation', { name: zh.navLabel });
    for (const [p, label] of targets) {
      if (p === 'qihuo') {
        await nav.getByRole('button', { name: zh.navProduct }).click();
        await screenshot(page, 'site-pc-submenu');
      }
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expectPage(o, 'pc', p);
    }
    expect(o.errors).toEqual([]);
    await o.context.close();
  });

  it('switches language (titles, headings) and back', async () => {
    const o = await open('phone', '/pages/phone/about');
    await o.page.getByRole('button', { name: zh.switchLanguage }).click();
    await expect.poll(() => o.page.title()).toBe(`${en.titleAbout} - Qihuo`);
    expect(await o.page.textContent('main h1')).toBe(en.titleAbout);
    expect(await o.page.getAttribute('html', 'lang')).toBe('en-US');
    await screenshot(o.page, 'site-phone-about-en');
    await o.page.getByRole('button', { name: en.switchLanguage }).click();
    await expect.poll(() => o.page.title()).toBe(`${zh.titleAbout} - Qihuo`);
    await o.context.close();
  });
});

describe('device changes and bridges to the app', () => {
  it('a desktop window crossing 768 px switches variant, keeping the page and query', async () => {
    const o = await open('pc', '/pages/pc/findUs?k=1');
    await o.page.setViewportSize({ width: 700, height: 800 });
    await expectPage(o, 'phone', 'findUs');
    expect(hashRoute(o.page)).toBe('/pages/phone/findUs?k=1');
    await o.page.setViewportSize({ width: 1280, height: 800 });
    await expectPage(o, 'pc', 'findUs');
    await o.context.close();
  });

  it('"open Qihuo" hands over to the app at its home tab', async () => {
    const o = await open('phone', '/');
    const scripts: string[] = [];
    o.page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await o.page.getByTestId('site-open-app').click();
    await expect.poll(() => hashRoute(o.page)).toBe('/pages/tabbar/home');
    await expect.poll(() => o.page.locator('[data-variant]').count()).toBe(0);
    await expect.poll(() => scripts.some((s) => s.includes('app-entry'))).toBe(true);
    await o.context.close();
  });

  it('a tap on "open Qihuo" before the site script has loaded still opens the app', async () => {
    const o = await openPage(e2e.browser, e2e.server.url, { agent: 'wechatIos' });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await o.page.route(/\/assets\/site-entry-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await o.page.goto(`${e2e.server.url}/`);
    // The prerendered link is there and works before any script of the site has run.
    await o.page.getByTestId('site-open-app').click();
    await expect.poll(() => hashRoute(o.page)).toBe('/pages/tabbar/home');
    release();
    await o.page.getByRole('navigation').getByText('首页').waitFor();
    await expect.poll(() => o.page.locator('[data-variant]').count()).toBe(0);
    await o.context.close();
  });

  it('an in-app link to a site page loads the site (the app hands back by reloading at that hash)', async () => {
    const o = await openPage(e2e.browser, e2e.server.url, { agent: 'desktopChrome' });
    await o.page.goto(`${e2e.server.url}/#/pages/login/login`);
    await o.page.waitForLoadState('networkidle');
    expect(await o.page.locator('[data-variant]').count()).toBe(0);
    await o.page.evaluate(() => (window.location.hash = '#/pages/phone/about'));
    await o.page.waitForSelector('[data-variant]');
    await expectPage(o, 'pc', 'about');
    await o.context.close();
  });

  it('a site page named before the entry script runs is shown, though index.html put up the app shell for the route it parsed', async () => {
    const o = await openPage(e2e.browser, e2e.server.url, { agent: 'desktopChrome' });
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await o.page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await o.page.goto(`${e2e.server.url}/#/pages/login/login`, { waitUntil: 'commit' });
    // Right after the commit the parser may not have made the root element yet.
    await o.page.waitForFunction(() => document.documentElement?.classList.contains('app-cold'));
    await o.page.evaluate(() => (window.location.hash = '#/pages/phone/about'));
    release();
    await o.page.waitForSelector('[data-variant]');
    await expectPage(o, 'pc', 'about');
    expect(await o.page.locator('#app-shell').count()).toBe(0);
    await o.context.close();
  });

  it("an address changed during the app's first render, before its router listens, is still followed", async () => {
    const o = await openPage(e2e.browser, e2e.server.url, { agent: 'desktopChrome' });
    // The router, as it starts (first render), stamps its index into the history entry; once that render
    // slice ends, the address moves to a site page with no event, as a change made before the router
    // listens would be, for the router.
    await o.context.addInitScript(() => {
      const replace = history.replaceState.bind(history);
      let moved = false;
      history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
        replace(state, unused, url);
        const stamp = (state as { idx?: unknown } | null)?.idx === 0;
        if (stamp && !moved && location.hash === '#/pages/login/login') {
          moved = true;
          queueMicrotask(() => replace(history.state, '', '#/pages/phone/about'));
        }
      };
    });
    await o.page.goto(`${e2e.server.url}/#/pages/login/login`);
    await o.page.waitForSelector('[data-variant]');
    await expectPage(o, 'pc', 'about');
    await o.context.close();
  });

  it('Join us links to the team leader application; Contact us has a map link', async () => {
    const o = await open('phone', '/pages/phone/joinOur');
    expect(await o.page.getAttribute('[data-testid=site-team-apply]', 'href')).toBe('#/pages/team/apply');
    await o.page.goto(`${e2e.server.url}/#/pages/phone/findUs`);
    await expectPage(o, 'phone', 'findUs');
    expect(await o.page.getAttribute('[data-testid=site-map-link]', 'href')).toMatch(/^https:\/\/apis\.map\.qq\.com\//);
    await o.context.close();
  });
});

describe('pull-to-refresh on the phone home', () => {
  async function pull(page: Page, dy: number, screenshotName?: string) {
    const cdp = await page.context().newCDPSession(page);
    const x = 195;
    const y0 = 200;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: y0 }] });
    for (let i = 1; i <= 10; i++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y0 + (dy * i) / 10 }] });
    if (screenshotName) await screenshot(page, screenshotName);
    const status = await page.getAttribute('.qh-pull', 'data-status');
    const label = await page.textContent('[data-testid=pull-indicator]');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    return `${status} ${label}`;
  }

  it('a long pull refreshes the figures; a short pull aborts without a request', async () => {
    const o = await open('phone', '/');
    const { page } = o;
    const statsRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/site/stats.json') && statsRequests.push(r.url()));
    await expect.poll(() => page.textContent('[data-testid=site-stats-updated]')).toMatch(/更新于 \d\d:\d\d:\d\d/);
    const before = statsRequests.length;

    expect(await pull(page, 60)).toBe(`pulling ${zh.pullPulling}`);
    await expect.poll(() => page.getAttribute('.qh-pull', 'data-status')).toBe('idle');
    expect(statsRequests.length).toBe(before);

    expect(await pull(page, 300, 'site-phone-pull')).toBe(`canRelease ${zh.pullCanRelease}`);
    await expect.poll(() => statsRequests.length).toBe(before + 1);
    await expect.poll(() => page.getAttribute('.qh-pull', 'data-status')).toBe('idle');
    expect(o.errors).toEqual([]);
    await o.context.close();
  });
});

describe('pull-to-refresh on the desktop home', () => {
  it('a mouse drag down from the top refreshes the figures', async () => {
    const o = await open('pc', '/pages/pc/index');
    const { page } = o;
    const statsRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/site/stats.json') && statsRequests.push(r.url()));
    await expect.poll(() => page.textContent('[data-testid=site-stats-updated]')).toMatch(/更新于/);
    const box = (await page.locator('#site-stats-title').boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + 5);
    await page.mouse.down();
    await page.mouse.move(box.x + 5, box.y + 305, { steps: 10 });
    expect(await page.getAttribute('.qh-pull', 'data-status')).toBe('canRelease');
    await page.mouse.up();
    await expect.poll(() => statsRequests.length).toBe(1);
    await expect.poll(() => page.getAttribute('.qh-pull', 'data-status')).toBe('idle');
    expect(o.errors).toEqual([]);
    await o.context.close();
  });
});

describe('fast like a static page', () => {
  it('the HTML of / already shows the phone home without JavaScript', async () => {
    const context = await e2e.browser.newContext({
      javaScriptEnabled: false,
      viewport: phoneViewport,
      userAgent: agents.wechatIos,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/`);
    expect(await page.title()).toBe(`${zh.titleIndex} - Qihuo`);
    expect(await page.textContent('main h1')).toBe(zh.homeHeroTitle);
    expect(await page.locator('main h1').isVisible()).toBe(true);
    await screenshot(page, 'site-phone-index-nojs');
    await context.close();
  });

  it('an English browser paints the English home before any script of the app runs (no shift on hydration)', async () => {
    const context = await e2e.browser.newContext({
      viewport: phoneViewport,
      userAgent: agents.wechatIos,
      isMobile: true,
      locale: 'en-US',
    });
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/`);
    expect(await page.textContent('main h1')).toBe(en.homeHeroTitle);
    expect(await page.title()).toBe(`${en.titleIndex} - Qihuo`);
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    await context.close();
    // With the scripts, hydration keeps the same text: English from the first paint to the end.
    const o = await openPage(e2e.browser, e2e.server.url, { agent: 'wechatIos', locale: 'en-US' });
    await o.page.goto(`${e2e.server.url}/`);
    await o.page.waitForLoadState('networkidle');
    expect(await o.page.textContent('main h1')).toBe(en.homeHeroTitle);
    expect(o.errors).toEqual([]);
    await o.context.close();
  });

  it('a cold load of another page never shows the prerendered home (hidden until the scripts run)', async () => {
    const context = await e2e.browser.newContext({
      viewport: phoneViewport,
      userAgent: agents.wechatIos,
      isMobile: true,
    });
    await context.route(/\/assets\/.*\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/#/pages/phone/about`);
    expect(await page.locator('main h1').isVisible()).toBe(false);
    await page.goto(`${e2e.server.url}/#/pages/phone/index`);
    await page.reload();
    expect(await page.locator('main h1').isVisible()).toBe(true);
    await context.close();
  });

  it('the first load of / requests only the site entry: no antd-mobile, router or app chunk', async () => {
    // Listen before the one navigation: the prerendered home is visible before its scripts are
    // requested, so a listener attached after a first load would also catch that load's late imports.
    const o = await openPage(e2e.browser, e2e.server.url, { agent: 'wechatIos' });
    const scripts: string[] = [];
    o.page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await o.page.goto(`${e2e.server.url}/`);
    const expected = siteFirstLoad(dist).files.map((f) => `/${f.file}`);
    await expect.poll(() => expected.every((f) => scripts.includes(f))).toBe(true);
    await o.page.waitForLoadState('networkidle');
    expect(scripts.sort()).toEqual(expected.sort());
    expect(scripts.some((s) => /app-entry|app-layout|tab-layout/.test(s))).toBe(false);
    await o.context.close();
  });

  it(`the first-load JS of / is at most ${SITE_JS_BUDGET_KB} KB gzip`, () => {
    const load = siteFirstLoad(dist);
    expect(load.files.length).toBeGreaterThan(0);
    expect(load.totalGzip).toBeLessThanOrEqual(SITE_JS_BUDGET_KB * 1024);
  });
});
