// End to end, the station's catalogue in a phone whose clock is set to New York (docs/product.md#business-time): a visitor located
// in Hangzhou sees Hangzhou's goods from the first goods call on; switching to a Shanghai station changes the
// home and the search; a Hangzhou product link opened at a Shanghai station says it does not deliver there and
// offers to change station; the cart shows a line the station cannot get apart and the checkout never offers
// it; the cut-off and pickup times read in China time. Phone and desktop, screenshots and axe.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_RESIDENT } from '../../mock/seed/users';
import { formatChina } from '../../src/rules/china-time';
import { hrefs } from '../../src/config/paths';
import { appAndBrowser, axeViolations, desktopViewport, openPage, screenshot } from './harness';
import { apiCall, apiLogin, skipStartScreen, storeSession } from './helpers';

const held = appAndBrowser();
/** A phone (and a desktop) whose zone is not China's: 12 or 13 hours behind. */
const ZONE = 'America/New_York';
/** 西溪诚园, Hangzhou, as a browser reports it (WGS-84; the app converts it to GCJ-02). */
const IN_HANGZHOU = { latitude: 30.2825, longitude: 120.0902 };
const HANGZHOU = ['C003', 'C004'];
const SHANGHAI = ['C001', 'C002'];

const cards = (page: Page) => page.getByTestId('product-card');
const cityOf = (goodCode: string) => {
  const store = held.server.mock.store.catalogue;
  const shop = store.shops.find((s) => s.code === store.products.find((p) => p.code === goodCode)?.storeCode);
  return shop?.communityCode ?? '';
};
/** The codes of the goods cards on screen. */
const shownCodes = async (page: Page) =>
  await cards(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-code') ?? ''));
/** The `communityCode` of every goods-list call the page makes. */
function goodsCalls(page: Page): (string | undefined)[] {
  const seen: (string | undefined)[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/appMall/good/list')
      seen.push((JSON.parse(r.postData() ?? '{}') as { communityCode?: string }).communityCode);
  });
  return seen;
}
async function chooseStation(page: Page, name: string): Promise<void> {
  const sheet = page.getByRole('dialog').filter({ has: page.locator('.community-item') });
  await sheet.waitFor();
  await sheet.locator('.community-item').filter({ hasText: name }).click();
  // Far from where I am: the app asks first.
  const far = page.locator('.adm-dialog').getByRole('button', { name: '仍然选择' });
  if (await far.isVisible().catch(() => false)) await far.click();
  else
    await Promise.race([far.waitFor().then(() => far.click()), sheet.waitFor({ state: 'hidden' })]).catch(
      () => undefined,
    );
  await sheet.waitFor({ state: 'hidden' });
}

describe("the station's catalogue, on a phone set to New York", () => {
  it('a visitor located in Hangzhou sees Hangzhou goods; a Shanghai station changes the home and the search', async () => {
    const { page, context } = await openPage(held.browser, held.server.url, {
      agent: 'androidChrome',
      geolocation: IN_HANGZHOU,
      timezoneId: ZONE,
    });
    try {
      const calls = goodsCalls(page);
      await page.goto(`${held.server.url}/#/pages/tabbar/home`);
      await skipStartScreen(page);
      await expect.poll(() => cards(page).count()).toBe(10);
      await expect.poll(() => page.getByTestId('community-button').textContent()).toContain('西溪诚园');
      // The first goods call already asked for the nearest community: never a call without one.
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.every((c) => c === 'C003')).toBe(true);
      expect((await shownCodes(page)).every((c) => HANGZHOU.includes(cityOf(c)))).toBe(true);
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(ZONE);
      // Times read in China time: the first group-buy card's cut-off is the server's cut-off at its China hour.
      const first = cards(page)
        .filter({ has: page.getByTestId('sale-times') })
        .first();
      const code = (await first.getAttribute('data-code'))!;
      const good = held.server.mock.store.catalogue.products.find((p) => p.code === code)!;
      const plan = held.server.mock.store.catalogue.salePlans.get(code)!;
      expect(await first.getByTestId('sale-times').textContent()).toContain(
        `${String(plan.cutoffHour).padStart(2, '0')}:00 截单`,
      );
      expect(good.code).toBe(code);
      await screenshot(page, 'catalogue-hangzhou-home');
      expect(await axeViolations(page)).toEqual([]);

      // Another station, in Shanghai: the home asks again and shows Shanghai's goods.
      await page.getByTestId('community-button').click();
      await chooseStation(page, '翠湖天地');
      await expect.poll(() => page.getByTestId('community-button').textContent()).toContain('翠湖天地');
      await expect
        .poll(
          async () =>
            (await shownCodes(page)).length > 0 && (await shownCodes(page)).every((c) => SHANGHAI.includes(cityOf(c))),
        )
        .toBe(true);
      expect(calls.at(-1)).toBe('C001');
      await screenshot(page, 'catalogue-shanghai-home');

      // Search at the Shanghai station: 牛奶 finds Shanghai milk, never 晨光牛奶铺 of Hangzhou; hot keywords are Shanghai's.
      await page.getByTestId('home-search').click();
      await page.getByTestId('search-hot').waitFor();
      await page.getByRole('searchbox').fill('牛奶');
      await page.getByRole('searchbox').press('Enter');
      await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
      const found = await shownCodes(page);
      expect(found.every((c) => SHANGHAI.includes(cityOf(c)))).toBe(true);
      expect(await page.locator('.search-results').textContent()).not.toContain('晨光牛奶铺');
      await screenshot(page, 'catalogue-shanghai-search');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a Hangzhou product link opened at a Shanghai station says so, offers to change station, and then sells', async () => {
    for (const viewport of [undefined, desktopViewport]) {
      const { page, context } = await openPage(held.browser, held.server.url, {
        agent: viewport ? 'desktopChrome' : 'androidChrome',
        viewport,
        timezoneId: ZONE,
      });
      try {
        // The person's station is 翠湖天地 (Shanghai); 鲜牛奶 (P007) is 晨光牛奶铺's, a Hangzhou shop.
        await context.addInitScript(() =>
          localStorage.setItem(
            'qihuo_community',
            JSON.stringify({ code: 'C001', name: '翠湖天地', latitude: 31.2186, longitude: 121.4766 }),
          ),
        );
        await page.goto(`${held.server.url}/#${hrefs.productDetail('P007')}`);
        const notice = page.getByTestId('product-not-served');
        await notice.waitFor();
        expect(await notice.textContent()).toContain('晨光牛奶铺不配送到翠湖天地');
        expect(await page.getByRole('button', { name: '立即购买' }).count()).toBe(0);
        expect(await page.getByRole('button', { name: '加入购物车' }).count()).toBe(0);
        // Times on the product are China time too (New York reads 12-13 hours earlier).
        const milk = held.server.mock.store.catalogue.products.find((p) => p.code === 'P007')!;
        const plan = held.server.mock.store.catalogue.salePlans.get('P007')!;
        expect(await page.getByTestId('product-times').textContent()).toContain(
          `${String(plan.cutoffHour).padStart(2, '0')}:00`,
        );
        expect(milk.title).toBe('鲜牛奶');
        await screenshot(page, viewport ? 'catalogue-not-served-desktop' : 'catalogue-not-served');
        expect(await axeViolations(page)).toEqual([]);
        // Not a dead end: change station to one of Hangzhou, and it can be bought.
        await page.getByTestId('product-not-served').getByRole('button', { name: '更换自提点' }).click();
        await chooseStation(page, '滨江金色海岸');
        await notice.waitFor({ state: 'detached' });
        await page.getByRole('button', { name: '立即购买' }).waitFor();
        if (!viewport) await screenshot(page, 'catalogue-served-after-change');
      } finally {
        await context.close();
      }
    }
  });

  it('the cart shows a line the station cannot get apart, with the reason; the checkout never offers it', async () => {
    const resident = await apiLogin(held.server.url, DEMO_RESIDENT);
    await apiCall(held.server.url, '/api/cart/v1/edit/json', { goodCode: 'P007', specName: '', num: 1 }, resident);
    const { page, context } = await openPage(held.browser, held.server.url, {
      agent: 'androidChrome',
      timezoneId: ZONE,
    });
    try {
      await storeSession(context, resident);
      await context.addInitScript(() =>
        localStorage.setItem(
          'qihuo_community',
          JSON.stringify({ code: 'C001', name: '翠湖天地', latitude: 31.2186, longitude: 121.4766 }),
        ),
      );
      await page.goto(`${held.server.url}/#/pages/tabbar/cart`);
      const apart = page.getByTestId('cart-not-served');
      await apart.waitFor();
      expect(await apart.getByRole('heading').textContent()).toBe('当前自提点不可购买');
      const line = apart.locator('li.cart-line');
      expect(await line.count()).toBe(1);
      expect(await line.textContent()).toContain('鲜牛奶');
      expect(await line.textContent()).toContain('晨光牛奶铺不配送到翠湖天地');
      expect(await line.locator('.adm-checkbox').count()).toBe(0);
      // The tab's badge counts what the cart lets me buy here, as the header does: the milk is not counted.
      const servable = await apiCall<number>(
        held.server.url,
        '/api/cart/v1/count/json',
        { storeCode: '', communityCode: 'C001' },
        resident,
      );
      expect(servable).toBeLessThan(
        await apiCall<number>(held.server.url, '/api/cart/v1/count/json', { storeCode: '' }, resident),
      );
      const badge = page.locator('.tab-layout-bar .adm-badge-content');
      await expect.poll(() => badge.first().textContent()).toBe(String(servable));
      expect(await page.locator('main').textContent()).toContain(`购物车(${servable})`);
      await line.scrollIntoViewIfNeeded();
      await screenshot(page, 'catalogue-cart-not-served');
      expect(await axeViolations(page)).toEqual([]);
      // Select all and check out: the Hangzhou milk is not among the checkout's goods.
      await page.locator('label.adm-checkbox').filter({ hasText: '全选' }).click();
      await page.getByRole('button', { name: /^去结算/ }).click();
      await page.waitForURL(/pages\/order\/confirm/);
      await page.locator('.order-item-title').first().waitFor();
      expect(await page.locator('main').textContent()).not.toContain('鲜牛奶');
      await screenshot(page, 'catalogue-checkout');
    } finally {
      await context.close();
    }
  });

  it("a shop's own page lists its goods at my station: a Hangzhou shop at a Shanghai station says so and offers to change", async () => {
    const milkShop = held.server.mock.store.catalogue.products.find((p) => p.code === 'P007')!.storeCode; // 晨光牛奶铺
    const shanghaiShop = held.server.mock.store.catalogue.shops.find((s) => s.communityCode === 'C001')!;
    for (const viewport of [undefined, desktopViewport]) {
      const { page, context } = await openPage(held.browser, held.server.url, {
        agent: viewport ? 'desktopChrome' : 'androidChrome',
        viewport,
        timezoneId: ZONE,
      });
      try {
        const calls = goodsCalls(page);
        await context.addInitScript(() =>
          localStorage.setItem(
            'qihuo_community',
            JSON.stringify({ code: 'C001', name: '翠湖天地', latitude: 31.2186, longitude: 121.4766 }),
          ),
        );
        // A shop of my city: its goods, asked with my community.
        await page.goto(`${held.server.url}/#${hrefs.shopDetail(shanghaiShop.code)}`);
        await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
        expect(calls.length).toBeGreaterThan(0);
        expect(calls.every((c) => c === 'C001')).toBe(true);
        // A Hangzhou shop: not an empty list, the reason and the way out.
        await page.goto(`${held.server.url}/#${hrefs.shopDetail(milkShop)}`);
        const notice = page.getByTestId('product-not-served');
        await notice.waitFor();
        expect(await notice.textContent()).toContain('晨光牛奶铺不配送到翠湖天地');
        expect(await cards(page).count()).toBe(0);
        await screenshot(page, viewport ? 'catalogue-shop-not-served-desktop' : 'catalogue-shop-not-served');
        expect(await axeViolations(page)).toEqual([]);
        await notice.getByRole('button', { name: '更换自提点' }).click();
        await chooseStation(page, '西溪诚园');
        await notice.waitFor({ state: 'detached' });
        await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
        expect(
          (await shownCodes(page)).every(
            (c) => held.server.mock.store.catalogue.products.find((p) => p.code === c)?.storeCode === milkShop,
          ),
        ).toBe(true);
        expect(calls.at(-1)).toBe('C003');
        if (!viewport) await screenshot(page, 'catalogue-shop-served-after-change');
      } finally {
        await context.close();
      }
    }
  });

  it('shows order times in China time on a phone set to New York', async () => {
    const { page, context } = await openPage(held.browser, held.server.url, {
      agent: 'androidChrome',
      timezoneId: ZONE,
    });
    const resident = await apiLogin(held.server.url, DEMO_RESIDENT);
    try {
      await storeSession(context, resident);
      const order = held.server.mock.store.orders.find((o) => o.orderCode === 'O20002')!;
      await page.goto(`${held.server.url}/#${hrefs.orderDetail('O20002')}`);
      await page.getByTestId('order-status').waitFor();
      const text = (await page.locator('main').textContent()) ?? '';
      expect(text).toContain(formatChina(order.createTime, 'YYYY/MM/DD HH:mm:ss'));
      await screenshot(page, 'catalogue-order-china-time');
    } finally {
      await context.close();
    }
  });
});
