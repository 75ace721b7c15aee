// End to end, the pickup code without a signal (docs/product.md#the-stations-day): the demo resident loads the order list
// once online; offline (playwright's context.setOffline, as offline.e2e.ts), an order page never opened
// before shows its code with 离线显示, so does 我的; a reload with no network still opens the codes (the
// service worker keeps the built files, the HTML network first); the network back, the screen refreshes
// itself; logout clears the codes. At phone and desktop widths.
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_RESIDENT } from '../../mock/seed/users';
import { formatPickupCode, pickupQrText } from '../../src/rules/pickup-code';
import { appAndBrowser, axeViolations, desktopViewport, openPage, screenshot, settled, type Opened } from './harness';
import { apiCall, apiLogin, skipStartScreen, storeSession } from './helpers';

const e2e = appAndBrowser();
const opened: Opened[] = [];
afterAll(async () => {
  await Promise.all(opened.map((o) => o.context.close()));
});

interface OrderRow {
  orderCode: string;
  status: number;
  deliveryType: number;
  pickupCode: string;
  payTime: number | null;
}

/** The demo resident's open pickup orders, as the backend has them (paid, not handed over). */
async function openPickupOrders(token: string): Promise<OrderRow[]> {
  const pages = await Promise.all(
    [1, 2].map((status) =>
      apiCall<{ list: OrderRow[] }>(
        e2e.server.url,
        '/api/productOrder/v1/user/list',
        { pageIndex: 0, pageSize: 10, status },
        { token },
      ),
    ),
  );
  return pages.flatMap((p) => p.list).filter((o) => o.deliveryType === 1 && o.pickupCode !== '' && o.payTime !== null);
}

const kept = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('qihuo_pickupCodes');
    return raw === null
      ? null
      : (JSON.parse(raw) as { userCode: string; codes: { orderCode: string; pickupCode: string }[] });
  });

/** Until the service worker controls the page: it takes over once its precache is done. */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await page.getByTestId('offline-banner').waitFor();
}

describe('the pickup code without a signal', () => {
  it('offline: an order page never opened shows its kept code, so does 我的; a reload still opens them; back online the page refreshes; logout clears them', async () => {
    const user = await apiLogin(e2e.server.url, DEMO_RESIDENT);
    const open = await openPickupOrders(user.token);
    expect(open.length).toBeGreaterThanOrEqual(2);
    const o = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome', serviceWorkers: 'allow' });
    opened.push(o);
    const { page, context, errors } = o;
    // A fresh context: no worker and no kept files from any other test.
    await page.goto(`${e2e.server.url}/#/pages/order/list`);
    expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(0);
    await storeSession(context, user);
    await page.reload();
    await page.locator('.order-summary').first().waitFor();
    // Kept as the list was read: every open pickup code of the list's first page, for this user only.
    await expect
      .poll(async () => (await kept(page))?.codes.map((c) => c.orderCode).sort())
      .toEqual(open.map((x) => x.orderCode).sort());
    expect((await kept(page))?.userCode).toBe(DEMO_RESIDENT.userCode);
    await controlled(page);

    // No signal: an order page never opened before shows its code, from the phone.
    await goOffline(context, page);
    const target = open[open.length - 1]!;
    await page.locator(`a[href="#/pages/order/detail?code=${target.orderCode}"]`).click();
    await page.getByTestId('offline-note').waitFor();
    expect(await page.getByTestId('offline-note').textContent()).toMatch(/^离线显示 · 更新于 \d{2}:\d{2}$/);
    expect(await page.getByTestId('pickup-code').textContent()).toBe(formatPickupCode(target.pickupCode));
    expect(await page.locator('svg.pickup-qr').getAttribute('data-qr')).toBe(pickupQrText(target.pickupCode));
    expect(await page.getByTestId('error-state').count()).toBe(0);
    await screenshot(page, 'offline-codes-detail-phone');
    expect(await axeViolations(page)).toEqual([]);

    // 我的: the kept codes above the orders.
    await page.evaluate(() => (window.location.hash = '#/pages/tabbar/mine'));
    await page.getByTestId('offline-codes').waitFor();
    expect(await page.getByTestId('kept-pickup-code').count()).toBe(open.length);
    await screenshot(page, 'offline-codes-mine-phone');

    // A reload with no network: the worker's HTML and files, the codes from the phone.
    await page.evaluate(() => (window.location.hash = '#/pages/order/list'));
    await page.reload();
    await page.getByTestId('offline-codes').waitFor();
    expect(await page.getByTestId('kept-pickup-code').count()).toBe(open.length);
    expect(await page.getByTestId('offline-note').textContent()).toMatch(/^离线显示 · 更新于 \d{2}:\d{2}$/);
    await screenshot(page, 'offline-codes-list-reloaded-phone');
    await page.locator(`a[href="#/pages/order/detail?code=${open[0]!.orderCode}"]`).click();
    await page
      .getByTestId('pickup-code')
      .filter({ hasText: formatPickupCode(open[0]!.pickupCode) })
      .waitFor();

    // The network back: the order's page refreshes itself into the order as the backend has it.
    await context.setOffline(false);
    await page.getByTestId('order-status').waitFor();
    expect(await page.getByTestId('offline-note').count()).toBe(0);

    // Logout clears the codes.
    await page.evaluate(() => (window.location.hash = '#/pages/tabbar/mine'));
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '退出', exact: true }).click();
    await page.waitForURL((u) => u.hash.startsWith('#/pages/login/login'));
    expect(await kept(page)).toBeNull();
    // What failed while offline (the failed loads, each screen's request) is all that was logged.
    expect(
      errors.filter(
        (e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|ERR_BLOCKED|ApiError: 网络连接失败/.test(e),
      ),
    ).toEqual([]);
  });

  it('at desktop width in English: the kept code on an order page offline', async () => {
    const user = await apiLogin(e2e.server.url, DEMO_RESIDENT);
    const [target] = await openPickupOrders(user.token);
    const o = await openPage(e2e.browser, e2e.server.url, {
      agent: 'desktopChrome',
      viewport: desktopViewport,
      locale: 'en-US',
    });
    opened.push(o);
    const { page, context } = o;
    await storeSession(context, user);
    // The order page's code is asked for when idle after the first screen: the network may go only once it is here.
    const orderPageAsked = page.waitForRequest(/\/assets\/order-detail-page-[^/]+\.js$/);
    await page.goto(`${e2e.server.url}/#/pages/tabbar/mine`);
    await skipStartScreen(page);
    // 我的 refreshes the codes from the open orders.
    await expect.poll(async () => (await kept(page))?.codes.some((c) => c.orderCode === target!.orderCode)).toBe(true);
    await page.locator('.mine-orders').waitFor();
    await orderPageAsked;
    // With every file asked for with it (its chunks, its texts).
    await settled(page);
    await goOffline(context, page);
    await page.evaluate((code) => (window.location.hash = `#/pages/order/detail?code=${code}`), target!.orderCode);
    await page.getByTestId('offline-note').waitFor();
    expect(await page.getByTestId('offline-note').textContent()).toMatch(/^Shown offline · updated \d{2}:\d{2}$/);
    expect(await page.getByTestId('pickup-code').textContent()).toBe(formatPickupCode(target!.pickupCode));
    await screenshot(page, 'offline-codes-detail-desktop-en');
    await context.setOffline(false);
    await page.getByTestId('order-status').waitFor();
  });
});
