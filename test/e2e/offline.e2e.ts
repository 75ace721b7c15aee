// End to end, offline and back (playwright's context.setOffline): the offline banner on every app screen
// (localized, announced, covering neither the page header nor the tab bar) and not on the informational
// site; a form whose submit failed offline keeps its input and its draft, and the retry succeeds once
// the network is back.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_RESIDENT } from '../../mock/seed/users';
import { appAndBrowser, axeViolations, desktopViewport, pageOpener, screenshot, settled } from './harness';
import { apiLogin, chooseRegion, skipStartScreen, storeSession } from './helpers';

const e2e = appAndBrowser();
const open = pageOpener(e2e);

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe('the offline banner', () => {
  it('shows on app screens while offline, above the page header and clear of the tab bar, and goes when the network is back', async () => {
    const { page, context } = await open();
    await page.goto(`${e2e.server.url}/#/pages/tabbar/mine`);
    await skipStartScreen(page);
    await page.locator('.tab-layout-bar').waitFor();
    expect(await page.getByTestId('offline-banner').count()).toBe(0);

    await context.setOffline(true);
    const banner = page.getByRole('status').filter({ hasText: '网络已断开，联网后可继续操作' });
    await banner.waitFor();
    const b = await box(page, '.offline-banner');
    const bar = await box(page, '.tab-layout-bar');
    expect(b.y).toBe(0);
    expect(b.y + b.height).toBeLessThanOrEqual(bar.y);
    await screenshot(page, 'offline-banner-mine-phone');
    expect(await axeViolations(page)).toEqual([]);

    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });

    // A screen with a sticky page header (its code loaded while online): the header sticks below the
    // banner, nothing is covered.
    await page.goto(`${e2e.server.url}/#/pages/search/index`);
    await page.locator('.qh-page-header').waitFor();
    await settled(page);
    await context.setOffline(true);
    await banner.waitFor();
    await page.mouse.wheel(0, 400);
    const header = await box(page, '.qh-page-header');
    const b2 = await box(page, '.offline-banner');
    expect(header.y).toBeGreaterThanOrEqual(b2.y + b2.height - 0.5);
    await screenshot(page, 'offline-banner-search-phone');

    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
  });

  it('in English at desktop width, and not on the informational site', async () => {
    const { page, context } = await open({ agent: 'desktopChrome', viewport: desktopViewport, locale: 'en-US' });
    await page.goto(`${e2e.server.url}/#/pages/tabbar/activity`);
    await skipStartScreen(page);
    await context.setOffline(true);
    await page
      .getByRole('status')
      .filter({ hasText: 'You are offline. You can carry on once the connection is back.' })
      .waitFor();
    await screenshot(page, 'offline-banner-activity-desktop-en');
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });

    const site = await open({ agent: 'desktopChrome', viewport: desktopViewport });
    await site.page.goto(`${e2e.server.url}/#/pages/pc/about`);
    await settled(site.page);
    await site.context.setOffline(true);
    await site.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await site.page.getByTestId('offline-banner').count()).toBe(0);
    expect(await site.page.locator('.offline-banner').count()).toBe(0);
    await site.context.setOffline(false);
  });
});

describe('a submit that fails offline', () => {
  it('login: the input stays, the failure is said, and the retry logs in once the network is back', async () => {
    const { page, context } = await open();
    await page.goto(`${e2e.server.url}/#/pages/login/login`);
    await page.locator('input[name=phone]').fill(DEMO_RESIDENT.phone);
    await page.locator('input[name=password]').fill(DEMO_RESIDENT.password);
    await settled(page);
    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    // Said in the form's own alert (it stays until the next try).
    await page.getByTestId('login-error').filter({ hasText: '网络连接失败，请检查网络后重试' }).waitFor();
    await screenshot(page, 'offline-login-failed-phone');
    expect(await page.locator('input[name=phone]').inputValue()).toBe(DEMO_RESIDENT.phone);
    expect(await page.locator('input[name=password]').inputValue()).toBe(DEMO_RESIDENT.password);

    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL((u) => !u.hash.startsWith('#/pages/login/login'));
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('qihuo_token'))) ?? 'null')).toEqual(
      expect.any(String),
    );
  });

  it('address: the form and its draft stay, and saving again once back online saves one address', async () => {
    const { page, context } = await open();
    await storeSession(context, await apiLogin(e2e.server.url, DEMO_RESIDENT));
    await page.goto(`${e2e.server.url}/?e2e=${Date.now()}#/pages/address/edit`);
    await page.getByRole('heading', { name: '新增收货地址' }).waitFor();
    await page.getByLabel('收货人').fill('离线小满');
    await page.getByLabel('手机号').fill('13912345678');
    await page.getByRole('button', { name: /所在地区|选择省/ }).click();
    await chooseRegion(page, ['上海市', '上海市', '静安区']);
    await page.getByTestId('region-confirm').click();
    await page.getByRole('button', { name: /上海市 静安区/ }).waitFor();
    await page.getByLabel('详细地址').fill('南京西路 1号 1201');
    await settled(page);
    const before = e2e.server.mock.store.addresses.filter((a) => a.name === '离线小满').length;

    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('网络连接失败，请检查网络后重试').waitFor();
    await screenshot(page, 'offline-address-failed-phone');
    expect(await page.getByLabel('收货人').inputValue()).toBe('离线小满');
    expect(await page.getByLabel('手机号').inputValue()).toBe('13912345678');
    expect(await page.getByLabel('详细地址').inputValue()).toBe('南京西路 1号 1201');
    expect(await page.evaluate(() => localStorage.getItem('qihuo_draftAddress'))).toContain('南京西路 1号 1201');
    await page.getByText('网络连接失败，请检查网络后重试').waitFor({ state: 'hidden' });

    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('heading', { name: '收货地址' }).waitFor();
    await page.getByTestId('address-card').filter({ hasText: '离线小满' }).waitFor();
    expect(e2e.server.mock.store.addresses.filter((a) => a.name === '离线小满')).toHaveLength(before + 1);
    expect(await page.evaluate(() => localStorage.getItem('qihuo_draftAddress'))).toBeNull();
  });
});

describe('a screen that cannot load offline', () => {
  it('去结算 offline says the phone is offline (no time-out), and the checkout comes by itself when the network is back', async () => {
    const { page, context } = await open();
    await storeSession(context, await apiLogin(e2e.server.url, DEMO_RESIDENT));
    await page.goto(`${e2e.server.url}/#/pages/tabbar/cart`);
    await skipStartScreen(page);
    await page.locator('label.adm-checkbox').filter({ hasText: '全选' }).click();
    const checkout = page.getByRole('button', { name: /^去结算\([1-9]\d*\)$/ });
    await checkout.waitFor();
    await settled(page);
    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor();
    await checkout.click();
    // Whichever failed (the page's code or its data), the screen says why and promises the retry.
    const offline = page.getByRole('alert').filter({ hasText: '手机没有联网' });
    await offline.waitFor();
    expect(await offline.textContent()).toContain('联网后会自动重试');
    expect(await page.getByText('连接服务器超时').count()).toBe(0);
    await screenshot(page, 'offline-checkout-phone');
    await context.setOffline(false);
    // Nothing tapped: the checkout loads by itself.
    await page
      .getByRole('heading', { name: '确认订单' })
      .or(page.getByText('提交订单'))
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await page.getByText('手机没有联网').count()).toBe(0);
  });
});
