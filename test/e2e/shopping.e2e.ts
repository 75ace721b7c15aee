// End to end, shopping points as a resident meets them: the home's 店铺 lists shops nearest first
// (tags, open or closed, distance) and opens one; search finds a shop by name above the goods; a group-buy
// good's pickup time is the same on its page, at checkout and on the order; a far station is asked about and
// marked; the station's address says its street once. Phone and desktop, screenshots and axe on each screen.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_RESIDENT } from '../../mock/seed/users';
import { isOpenAt } from '../../src/rules/shop-hours';
import { shopServes } from '../../mock/state/catalogue';
import { hrefs, paths } from '../../src/config/paths';
import {
  appAndBrowser,
  axeViolations,
  desktopViewport,
  openPage,
  screenshot,
  type Opened,
  dialogShown,
} from './harness';
import { apiLogin, skipStartScreen, storeSession, realErrors } from './helpers';

const held = appAndBrowser();

const GUBEI = { latitude: 31.2012, longitude: 121.4021 }; // by 古北国际花园, Shanghai
const XIXI = { latitude: 30.2801, longitude: 120.0949 }; // by 西溪诚园, Hangzhou

const shopCards = (page: Page) => page.getByTestId('shop-card');
/** '850米' / '1.2公里' back to metres (to a 100 m step above 1 km). */
const metres = (text: string) => (text.endsWith('公里') ? Number.parseFloat(text) * 1000 : Number.parseFloat(text));

async function withPage(
  options: Parameters<typeof openPage>[2],
  run: (opened: Opened) => Promise<void>,
): Promise<void> {
  const opened = await openPage(held.browser, held.server.url, options);
  try {
    await run(opened);
    expect(realErrors(opened.errors)).toEqual([]);
  } finally {
    await opened.context.close();
  }
}

describe('shops', () => {
  it("the home's 店铺 lists shops nearest first with tags, open or closed and distance; a card opens the shop", async () => {
    await withPage({ agent: 'androidChrome', geolocation: GUBEI }, async ({ page }) => {
      await page.goto(`${held.server.url}/#${paths.tab.home}`);
      await skipStartScreen(page);
      await page.getByRole('link', { name: '附近店铺' }).click();
      await expect.poll(() => page.url()).toContain(paths.shopList);
      await page.getByTestId('shops-note').getByText('离我最近的在前').waitFor();
      await expect.poll(() => shopCards(page).count()).toBe(10);
      // Nearest first from me (the list may have shown my community's order for a moment before I was located).
      const sortedByDistance = async () => {
        const m = (await page.getByTestId('shop-distance').allTextContents()).map(metres);
        return m.length === 10 && m.every((x, i) => i === 0 || m[i - 1]! <= x);
      };
      await expect.poll(sortedByDistance).toBe(true);
      const distances = await page.getByTestId('shop-distance').allTextContents();
      expect(distances[0]).toMatch(/^\d+米$/);
      expect(await shopCards(page).first().textContent()).toContain('古北国际花园');
      // Each card: its open state as the mock's clock and the shop's hours say, and its tags.
      const shops = held.server.mock.store.catalogue.shops;
      for (const card of (await shopCards(page).all()).slice(0, 3)) {
        const code = await card.getAttribute('data-code');
        const wire = shops.find((s) => s.code === code)!;
        const open = isOpenAt(wire.businessHours!, Date.now());
        expect(await card.getByTestId('shop-open').textContent()).toBe(
          `${open ? '营业中' : '已打烊'}营业时间 ${wire.businessHours}`,
        );
        expect(await card.locator('.qh-tag').count()).toBeGreaterThan(0);
      }
      await screenshot(page, 'shops-phone');
      expect(await axeViolations(page)).toEqual([]);

      // More as the end comes near: all the shops serving my station (古北国际花园: Shanghai's, docs/product.md#business-time), still nearest first.
      const serving = shops.filter((s) => shopServes(held.server.mock.store.catalogue, s.code, 'C002')).length;
      expect(serving).toBeGreaterThan(10);
      expect(serving).toBeLessThan(shops.length);
      await page.locator('.qh-load-more').scrollIntoViewIfNeeded();
      await expect.poll(() => shopCards(page).count()).toBe(serving);
      const all = (await page.getByTestId('shop-distance').allTextContents()).map(metres);
      expect([...all].sort((a, b) => a - b)).toEqual(all);

      // A card opens its shop: name, open state and hours in the header.
      const first = shopCards(page).first();
      const code = (await first.getAttribute('data-code'))!;
      await page.evaluate(() => window.scrollTo(0, 0));
      await first.click();
      await expect.poll(() => page.url()).toContain(hrefs.shopDetail(code));
      await page
        .getByTestId('shop-head')
        .getByTestId('shop-open')
        .getByText(/^(营业中|已打烊)$/)
        .waitFor();
      await screenshot(page, 'shops-detail-phone');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('search finds a shop by its name, above the goods: 稻香烘焙坊', async () => {
    await withPage({ agent: 'androidChrome', geolocation: GUBEI }, async ({ page }) => {
      await page.goto(`${held.server.url}/#${paths.search}`);
      await page.getByRole('searchbox').fill('稻香烘焙坊');
      await page.getByRole('button', { name: '搜索', exact: true }).click();
      const found = page.getByTestId('search-shops');
      await found.getByTestId('shop-card').first().waitFor();
      expect(await found.getByTestId('shop-card').count()).toBe(1);
      expect(await found.getByTestId('shop-card').textContent()).toContain('稻香烘焙坊');
      await page.getByTestId('product-card').first().waitFor();
      const shopsTop = (await found.boundingBox())!.y;
      const goodsTop = (await page.getByTestId('product-card').first().boundingBox())!.y;
      expect(shopsTop).toBeLessThan(goodsTop);
      await screenshot(page, 'search-shop-phone');
      expect(await axeViolations(page)).toEqual([]);
      await found.getByTestId('shop-card').click();
      await expect.poll(() => page.url()).toContain(paths.shopDetail);
      await page.getByRole('heading', { name: '稻香烘焙坊' }).first().waitFor();
    });
  });

  it('on a desktop: the shops page and search', async () => {
    await withPage({ agent: 'desktopChrome', viewport: desktopViewport, geolocation: XIXI }, async ({ page }) => {
      await page.goto(`${held.server.url}/#${paths.shopList}`);
      await expect.poll(() => shopCards(page).count()).toBe(10);
      await expect.poll(() => shopCards(page).first().textContent()).toContain('西溪诚园');
      await screenshot(page, 'shops-desktop');
      expect(await axeViolations(page)).toEqual([]);
      // Search finds only the shops serving my station (西溪诚园, Hangzhou; docs/product.md#business-time): 知味点心铺, not Shanghai's 阿婆手工点心.
      await page.goto(`${held.server.url}/#${hrefs.search('点心')}`);
      const found = page.getByTestId('search-shops').getByTestId('shop-card');
      await found.first().waitFor();
      expect(await found.allTextContents()).toEqual([expect.stringContaining('知味点心铺')]);
      await screenshot(page, 'search-shop-desktop');
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

describe('pickup', () => {
  it("杭白菜's pickup time is one: its page, the checkout and the order open at the same time; a far station asks and shows; the address says its street once", async () => {
    const spinach = held.server.mock.store.catalogue.products.find((p) => p.title === '杭白菜')!;
    // A group-buy picked up from 10:00 the day after its cut-off (the issue's case).
    held.server.mock.store.catalogue.salePlans.set(spinach.code, { cutoffHour: 22, pickupHour: 10 });
    const resident = await apiLogin(held.server.url, DEMO_RESIDENT);
    await withPage({ agent: 'androidChrome', geolocation: XIXI }, async ({ page, context }) => {
      await storeSession(context, resident);
      await page.goto(`${held.server.url}/#${hrefs.productDetail(spinach.code)}`);
      const times = (await page.getByTestId('product-times').textContent())!;
      const when = /((?:今日|明日|后天|\d+月\d+日) 10:00) 后自提/.exec(times)?.[1];
      expect(when, times).toBeTruthy();

      await page.goto(`${held.server.url}/#${hrefs.orderConfirm({ lines: `${spinach.code}::1` })}`);
      // The station is already the nearest (the product page resolved it, docs/product.md#business-time): the picker changes it.
      await page.locator('button.order-place').click();
      const picker = page.getByRole('dialog', { name: '选择自提社区' });
      await picker.getByRole('radio', { name: /西溪诚园/ }).click();
      const station = page.getByTestId('station');
      // Near: chosen without a question. The address says 文二西路551号 once; the window opens as the good said.
      await station.getByText('西溪诚园邻里团自提点').waitFor();
      await station.getByText('西湖区文二西路551号8幢架空层').waitFor();
      expect((await station.textContent())!.split('文二西路551号').length - 1).toBe(1);
      await station.getByText(`${when}–20:00 可取货`).waitFor();
      expect(await page.getByTestId('station-far').count()).toBe(0);
      await screenshot(page, 'pickup-confirm-phone');
      expect(await axeViolations(page)).toEqual([]);

      // A station of the same city 15 km away: asked first; 重新选择 keeps the near one, 仍然选择 takes it and the checkout marks it.
      await page.getByRole('button', { name: /西溪诚园邻里团自提点/ }).click();
      await picker.getByRole('radio', { name: /滨江金色海岸/ }).click();
      const far = page.locator('.adm-dialog');
      await far.getByText(/“滨江金色海岸”离你约\d+\.\d公里，取货可能不方便。确定选择吗？/).waitFor();
      await dialogShown(page);
      await screenshot(page, 'pickup-far-question-phone');
      expect(await axeViolations(page)).toEqual([]);
      await far.getByRole('button', { name: '重新选择' }).click();
      await far.waitFor({ state: 'hidden' });
      await picker.getByRole('radio', { name: /滨江金色海岸/ }).click();
      await far.getByRole('button', { name: '仍然选择' }).click();
      // The question fades out and leaves the page (what axe then measures is the checkout, not the fade).
      await far.waitFor({ state: 'detached' });
      await station.getByText('滨江金色海岸自提点').waitFor();
      expect(await page.getByTestId('station-far').textContent()).toMatch(/^离你约\d+\.\d公里，较远$/);
      await screenshot(page, 'pickup-far-phone');
      expect(await axeViolations(page)).toEqual([]);

      // Back to the near station, committed: the order opens at the same time.
      await page.getByRole('button', { name: /滨江金色海岸自提点/ }).click();
      await picker.getByRole('radio', { name: /西溪诚园/ }).click();
      await station.getByText('西溪诚园邻里团自提点').waitFor();
      await page.getByRole('button', { name: '提交订单' }).click();
      await page.getByTestId('cashier-amount').waitFor({ timeout: 15_000 });
      const order = held.server.mock.store.orders
        .filter((o) => o.userCode === resident.userCode)
        .sort((a, b) => b.createTime - a.createTime)[0]!;
      expect(order.items.map((i) => i.goodCode)).toEqual([spinach.code]);
      await page.goto(`${held.server.url}/#${hrefs.orderDetail(order.orderCode)}`);
      await page.getByTestId('station').getByText(`${when}–20:00 可取货`).waitFor();
      await screenshot(page, 'pickup-order-phone');
    });
  });
});
