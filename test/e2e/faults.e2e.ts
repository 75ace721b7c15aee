// End to end, where things break: code that does not arrive (a page, the app, the site), the location
// service answering an HTML page or not answering at all, and login input pasted or typed too long.
import { describe, expect, it } from 'vitest';
import { DEMO_RESIDENT } from '../../mock/seed/users';
import { backendHeaders } from '../backend-headers';
import { appAndBrowser, expectSigningRefusals, openPage, screenshot, settled, startApp } from './harness';
import { skipStartScreen } from './helpers';

const e2e = appAndBrowser();

/** Errors a person could meet, without the failed downloads the tests cause on purpose. */
const unexpected = (errors: string[]) =>
  errors.filter((e) => !/ERR_FAILED|ERR_BLOCKED|Failed to load resource/.test(e));

describe('code that does not arrive', () => {
  it.each([
    ['fr-FR', 'fr', "La connexion au serveur a expiré. Touchez l'écran pour réessayer."],
    ['zh-TW', 'zh-TW', '連線伺服器逾時，請輕觸畫面重試'],
    ['es-ES', 'es', 'Se agotó el tiempo de conexión con el servidor. Toca la pantalla para volver a intentarlo.'],
  ])(
    "a page's code, in a %s browser: the connection time-out message in its language, and a tap on the screen reloads",
    async (locale, lang, text) => {
      const { page, context } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome', locale });
      try {
        const chunk = /\/assets\/activity-tab-page-[^/]+\.js$/;
        await page.route(chunk, (r) => r.abort('failed'));
        await page.goto(`${e2e.server.url}/#/pages/tabbar/activity`);
        const message = page.getByTestId('route-error').locator(`p[lang="${lang}"]`);
        await message.waitFor();
        expect(await message.textContent()).toBe(text);
        await skipStartScreen(page);
        await screenshot(page, `faults-timeout-message-${lang}`);
        await page.unroute(chunk);
        await message.click();
        await page.getByTestId('route-error').waitFor({ state: 'detached' });
        expect(new URL(page.url()).hash).toBe('#/pages/tabbar/activity');
      } finally {
        await context.close();
      }
    },
  );

  it("a page's code: the message in the page's place, the tab bar still works, and reloading brings the page", async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      const chunk = /\/assets\/mine-page-[^/]+\.js$/;
      await page.route(chunk, (r) => r.abort('failed'));
      await page.goto(`${e2e.server.url}/#/pages/tabbar/mine`);
      await page.getByRole('alert').getByText('页面没能加载出来').waitFor();
      await skipStartScreen(page);
      expect(await page.locator('.tab-layout-bar').isVisible()).toBe(true);
      expect(await page.getByText(/Unexpected Application Error|Hey developer/).count()).toBe(0);
      await screenshot(page, 'faults-page-chunk-failed');

      await page.locator('.tab-layout-bar').getByText('活动').click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/tabbar/activity'));
      await page.getByTestId('route-error').waitFor({ state: 'detached' });
      await page.locator('.tab-layout-bar').getByText('我的').click();
      await page.getByRole('alert').getByText('页面没能加载出来').waitFor();

      await page.unroute(chunk);
      await page.getByRole('button', { name: '重新加载' }).click();
      await page.getByRole('button', { name: '登录 / 注册' }).waitFor();
      expect(new URL(page.url()).hash).toBe('#/pages/tabbar/mine');
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the app's code: a localized message instead of a blank page, and reloading starts the app", async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, {
      agent: 'androidChrome',
      locale: 'en-US',
    });
    try {
      const chunk = /\/assets\/app-entry-[^/]+\.js$/;
      await page.route(chunk, (r) => r.abort('failed'));
      await page.goto(`${e2e.server.url}/#/pages/tabbar/home`);
      await page.getByRole('alert').getByText('This page could not load').waitFor();
      expect(await page.getByRole('alert').locator('p[lang="en"]').textContent()).toBe(
        'Connecting to the server timed out. Tap the screen to try again.',
      );
      await screenshot(page, 'faults-app-chunk-failed-en');
      await page.unroute(chunk);
      await page.getByRole('button', { name: 'Load again' }).click();
      await page.locator('.tab-layout-bar').waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("the site's code: the message on a site page that was still hidden, and on top of the prerendered home", async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      const chunk = /\/assets\/site-entry-[^/]+\.js$/;
      await page.route(chunk, (r) => r.abort('failed'));
      await page.goto(`${e2e.server.url}/#/pages/phone/about`);
      const message = page.getByRole('alert').getByText('页面没能加载出来');
      await message.waitFor();
      expect(await message.isVisible()).toBe(true);
      await screenshot(page, 'faults-site-chunk-failed');

      await page.goto(`${e2e.server.url}/`);
      await page.locator('.load-failure-banner').waitFor();
      // The prerendered home stays readable under the message.
      expect(await page.locator('#root [data-variant="phone"]').isVisible()).toBe(true);
      await page.unroute(chunk);
      await page.getByRole('button', { name: '重新加载' }).click();
      await page.locator('.load-failure').waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

describe("the desktop site's QR code", () => {
  it("when the QR library's code does not arrive, the phone address is shown instead, with no uncaught error", async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { agent: 'desktopChrome' });
    try {
      await page.route(/\/assets\/dist-[^/]+\.js$/, (r) => r.abort('failed'));
      await page.goto(`${e2e.server.url}/#/pages/pc/index`);
      await page.getByTestId('site-qr-url').waitFor();
      expect(await page.getByTestId('site-qr-url').textContent()).toBe(`${e2e.server.url}/#/`);
      await settled(page);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a page that fails', () => {
  it('while rendering: the message in its place instead of the developer page, the tab bar works, retry renders it again', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      // The mine page's module, swapped for one whose page throws while the test says so.
      const chunk = /\/assets\/mine-page-[^/]+\.js$/;
      await page.route(chunk, (r) =>
        r.fulfill({
          contentType: 'text/javascript',
          body: 'export default function MinePage() { if (window.__minePageFails) throw new Error("mine page failed"); return "mine page works"; }',
        }),
      );
      await context.addInitScript(() => Object.assign(window, { __minePageFails: true }));
      await page.goto(`${e2e.server.url}/#/pages/tabbar/mine`);
      await page.getByRole('alert').getByText('这个页面出了点问题').waitFor();
      await skipStartScreen(page);
      expect(await page.getByText(/Unexpected Application Error|Hey developer/).count()).toBe(0);
      expect(await page.locator('.tab-layout-bar').isVisible()).toBe(true);
      await screenshot(page, 'faults-page-render-failed');
      await page.evaluate(() => Object.assign(window, { __minePageFails: false }));
      await page.getByRole('button', { name: '重试' }).click();
      await page.getByText('mine page works').waitFor();
      await page.locator('.tab-layout-bar').getByText('首页').click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/tabbar/home'));
    } finally {
      await context.close();
    }
  });
});

describe('the location service misbehaving', () => {
  it('an HTML page instead of JSONP: "我的位置" says so at once, with no uncaught "Unexpected token"', async () => {
    e2e.server.mock.setFaults([{ match: '/ws/*', kind: 'garbage' }]);
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, {
      agent: 'androidChrome',
      geolocation: { latitude: 30.2837, longitude: 120.1302 },
    });
    try {
      const started = Date.now();
      await page.goto(`${e2e.server.url}/#/pages/map/picker`);
      await page
        .getByTestId('my-address')
        .filter({ hasText: '定位失败：地图服务返回了无法识别的内容' })
        .waitFor({ timeout: 10_000 });
      expect(Date.now() - started).toBeLessThan(10_000);
      await page.getByRole('searchbox').fill('菜市场');
      await page.getByText('地图服务返回了无法识别的内容', { exact: true }).waitFor();
      await screenshot(page, 'faults-map-html-answer');
      await settled(page);
      expect(errors.filter((e) => /Unexpected token|SyntaxError/.test(e))).toEqual([]);
    } finally {
      e2e.server.mock.setFaults([]);
      await context.close();
    }
  });

  it('a search that hangs says that it is searching', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, {
      agent: 'androidChrome',
      geolocation: { latitude: 30.2837, longitude: 120.1302 },
    });
    try {
      await page.goto(`${e2e.server.url}/#/pages/map/picker`);
      await page.getByTestId('my-address').filter({ hasText: '西湖区' }).waitFor();
      e2e.server.mock.setFaults([{ match: '/ws/place/v1/suggestion', kind: 'hang' }]);
      await page.getByRole('searchbox').fill('菜市场');
      const searching = page.getByTestId('map-searching');
      await searching.waitFor();
      expect(await searching.textContent()).toBe('搜索中…');
      expect(await page.locator('.map-list').getAttribute('aria-busy')).toBe('true');
      await screenshot(page, 'faults-map-searching');
      // The next search answers: the list shows its results and stops saying it is searching.
      e2e.server.mock.setFaults([]);
      await page.getByRole('searchbox').fill('超市');
      await searching.waitFor({ state: 'detached' });
      await page.locator('.map-list .adm-list-item').first().waitFor();
    } finally {
      e2e.server.mock.setFaults([]);
      await context.close();
    }
  });
});

describe('login input in Chromium', () => {
  it('a pasted "+86 138 0013 8000" stays as pasted and logs in', async () => {
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      await page.goto(`${e2e.server.url}/#/pages/login/login`);
      const phone = page.locator('input[name=phone]');
      await phone.fill('+86 138 0013 8000');
      expect(await phone.inputValue()).toBe('+86 138 0013 8000');
      await page.locator('input[name=password]').fill(DEMO_RESIDENT.password);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/tabbar/home'));
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('qihuo_userinfo'))) ?? 'null')).toMatchObject({
        phone: DEMO_RESIDENT.phone,
      });
    } finally {
      await context.close();
    }
  });

  it('a 12-digit phone and a 17-character password are named and kept, and nothing is sent', async () => {
    const { page, context, apiCalls } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      await page.goto(`${e2e.server.url}/#/pages/login/login`);
      const phone = page.locator('input[name=phone]');
      const password = page.locator('input[name=password]');
      await phone.fill('138001380001');
      await password.fill('qihuo123456789abc');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.getByText('手机号多了1位数字，应为1开头的11位数字').waitFor();
      await page.getByText('密码最多16位，现在有17位').waitFor();
      await screenshot(page, 'faults-login-too-long');
      await settled(page);
      expect(await phone.inputValue()).toBe('138001380001');
      expect(await password.inputValue()).toBe('qihuo123456789abc');
      expect(apiCalls.filter((u) => u.includes('/api/client/v1/login'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('every request is checked against the signing rules', () => {
  it('a request signed wrong is refused and recorded: closing its server fails the file unless the test takes it', async () => {
    const path = '/api/banner/v1/start/list';
    const tampered = (url: string) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...backendHeaders(path, {}) },
        body: '{"page":2}',
      }).then((r) => r.json() as Promise<{ code: number }>);
    // Provoked on purpose and taken: this file's server closes cleanly.
    expect(await tampered(e2e.server.url)).toMatchObject({ code: 401 });
    expect(expectSigningRefusals(e2e.server, (r) => r.path === path)).toEqual([
      { method: 'POST', path, reason: 'sign mismatch' },
    ]);
    // Left on the record: the harness refuses to close quietly.
    const other = await startApp();
    expect(await tampered(other.url)).toMatchObject({ code: 401 });
    await expect(other.close()).rejects.toThrow(
      /refused 1 request\(s\) for a signing reason no test provoked:\s+POST \/api\/banner\/v1\/start\/list: sign mismatch/,
    );
  });
});
