// End to end, the maps: the picker is a real map (Leaflet over the mock's tiles) whose
// centre, moved by dragging, is the place the address form receives; a browser position (WGS-84) is
// GCJ-02 inside the app; a district found by typing in the address form; a pickup station opened in
// WeChat's map (the fake bridge records openLocation with the station's GCJ-02 point) and, outside
// WeChat, in the system's map app (AMap's URI); the plain grid, saying why, when no tile loads.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_RESIDENT } from '../../mock/seed/users';
import { wgs84ToGcj02 } from '../../src/lib/lbs/coords';
import {
  appAndBrowser,
  axeViolations,
  bridgeCalls,
  desktopViewport,
  openPage,
  screenshot,
  settled,
  type Opened,
  IN_WECHAT,
} from './harness';
import { apiLogin, storeSession } from './helpers';

/** A browser's WGS-84 position at 翠苑一区, Hangzhou (its GCJ-02 point is about 30.2837, 120.1302). */
const HANGZHOU_WGS84 = { latitude: 30.2861, longitude: 120.1256 };

const e2e = appAndBrowser();
const opened: Opened[] = [];
afterAll(async () => {
  await Promise.all(opened.map((o) => o.context.close()));
});

async function open(options: Parameters<typeof openPage>[2], login = true): Promise<Opened> {
  const o = await openPage(e2e.browser, e2e.server.url, options);
  opened.push(o);
  if (login) await storeSession(o.context, await apiLogin(e2e.server.url, DEMO_RESIDENT));
  return o;
}

const load = (page: Page, route: string) => page.goto(`${e2e.server.url}/?e2e=${Date.now()}#${route}`);
const appErrors = (o: Opened) => o.errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'));

/** The picker's map centre, as the page reports it (lat, lng). */
async function centreOf(page: Page): Promise<{ latitude: number; longitude: number }> {
  const [latitude = NaN, longitude = NaN] = ((await page.locator('.map-stage').getAttribute('data-centre')) ?? '')
    .split(',')
    .map(Number);
  return { latitude, longitude };
}

/** Drags the map by (dx, dy) pixels with the mouse, as a person would. */
async function drag(page: Page, dx: number, dy: number): Promise<void> {
  const box = (await page.getByTestId('map-leaflet').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 12 });
  await page.mouse.up();
}

describe('the location picker', () => {
  it('opens on my position (WGS-84 converted to GCJ-02) over drawn tiles; dragging picks the centre, and the address form receives its address and point', async () => {
    const o = await open({ agent: 'androidChrome', geolocation: HANGZHOU_WGS84 });
    const { page } = o;
    const tiles: string[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/__tiles/') && r.status() === 200) tiles.push(r.url());
    });
    await load(page, '/pages/address/edit');
    await page.getByRole('heading', { name: '新增收货地址' }).waitFor();
    await page.getByLabel('收货人').fill('地图小满');
    await page.getByTestId('address-point').click();
    await page.waitForURL(/#\/pages\/map\/picker/);

    // The map follows my location: the browser's WGS-84 point as GCJ-02, about 500 m from where the browser said.
    const mine = wgs84ToGcj02(HANGZHOU_WGS84);
    await expect
      .poll(async () => Math.abs((await centreOf(page)).latitude - mine.latitude), { timeout: 15_000 })
      .toBeLessThan(1e-5);
    expect(Math.abs((await centreOf(page)).longitude - mine.longitude)).toBeLessThan(1e-5);
    expect(Math.abs(mine.longitude - HANGZHOU_WGS84.longitude)).toBeGreaterThan(0.004);
    await page.getByTestId('picked').filter({ hasText: '翠苑一区' }).waitFor();
    // Real tiles under a Leaflet map, the pin drawn in CSS at the centre.
    await expect.poll(() => page.locator('.map-leaflet img.leaflet-tile-loaded').count()).toBeGreaterThan(3);
    expect(tiles.length).toBeGreaterThan(3);
    expect(await page.getByTestId('map-pin').isVisible()).toBe(true);
    // The places near the centre, with their distance from me.
    await page
      .locator('.map-list .adm-list-item')
      .filter({ hasText: '文新菜市场' })
      .filter({ hasText: /\d(\.\d)?公里$|\d+米$/ })
      .waitFor();
    await screenshot(page, 'maps-picker-phone');
    expect(await axeViolations(page)).toEqual([]);

    // Drag the map: its centre moves (north-west, as the content goes south-east), its address follows.
    const before = await centreOf(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/ws/geocoder/v1/')
        asked.push(new URL(r.url()).searchParams.get('location') ?? '');
    });
    await drag(page, 150, 120);
    await expect.poll(async () => (await centreOf(page)).latitude - before.latitude).toBeGreaterThan(0.001);
    const after = await centreOf(page);
    expect(after.longitude).toBeLessThan(before.longitude - 0.001);
    // Debounced: one question for the place the map stopped at (not one per step of the drag).
    await page
      .getByTestId('picked')
      .filter({ hasText: /翠苑一区.*米/ })
      .waitFor();
    const picked = ((await page.getByTestId('picked').textContent()) ?? '').replace(/^已选择：/, '');
    expect(asked).toHaveLength(1);
    const [askedLat = NaN, askedLng = NaN] = (asked[0] ?? '').split(',').map(Number);
    expect(Math.abs(askedLat - after.latitude)).toBeLessThan(1e-6);
    expect(Math.abs(askedLng - after.longitude)).toBeLessThan(1e-6);
    await screenshot(page, 'maps-picker-dragged-phone');

    // A double tap on confirm goes back once: to the form, not past it.
    await page.getByRole('button', { name: '确定' }).dblclick();
    await page.getByRole('heading', { name: '新增收货地址' }).waitFor();
    await page.getByText(`已选：${picked}`).waitFor();
    await settled(page);
    expect(await page.getByRole('heading', { name: '新增收货地址' }).isVisible()).toBe(true);
    expect(await page.getByLabel('收货人').inputValue()).toBe('地图小满');
    await page.getByRole('button', { name: /浙江省 杭州市 西湖区/ }).waitFor();
    // The form keeps the centre's point: it is what a save sends.
    const draft = JSON.parse((await page.evaluate(() => localStorage.getItem('qihuo_draftAddress'))) ?? 'null') as {
      draft: { latitude: number; longitude: number };
    };
    expect(Math.abs(draft.draft.latitude - after.latitude)).toBeLessThan(1e-6);
    expect(Math.abs(draft.draft.longitude - after.longitude)).toBeLessThan(1e-6);
    expect(appErrors(o)).toEqual([]);
  });

  it('tapping a place moves the map there and picks it; the locate-me button comes back to me; desktop width', async () => {
    const o = await open({ agent: 'desktopChrome', viewport: desktopViewport, geolocation: HANGZHOU_WGS84 }, false);
    const { page } = o;
    await load(page, '/pages/map/picker');
    await page.getByTestId('picked').filter({ hasText: '翠苑一区' }).waitFor();
    await page.locator('.map-list .adm-list-item').filter({ hasText: '文新菜市场' }).click();
    await expect.poll(async () => (await centreOf(page)).longitude).toBeCloseTo(120.1195, 5);
    expect((await centreOf(page)).latitude).toBeCloseTo(30.2865, 5);
    await page.getByTestId('picked').filter({ hasText: '文新菜市场' }).waitFor();
    // One reference for the distances, said in the list: the picked spot (文新菜市场 itself first, at 0 m), not me.
    await page.getByText('附近地点 · 距离从选中位置算起').waitFor();
    await expect
      .poll(() => page.locator('.map-list .adm-list-item').first().textContent())
      .toMatch(/^文新菜市场.*\D0米$/);
    await screenshot(page, 'maps-picker-desktop');
    const mine = wgs84ToGcj02(HANGZHOU_WGS84);
    await page.getByTestId('map-locate').click();
    await expect.poll(async () => (await centreOf(page)).latitude).toBeCloseTo(mine.latitude, 5);
    await page.getByTestId('picked').filter({ hasText: '西湖区翠苑一区附近' }).waitFor();
    expect(appErrors(o)).toEqual([]);
  });

  it('with no tile reachable, the plain grid stays and says why; a place is still picked from the list', async () => {
    const o = await open({ agent: 'androidChrome', geolocation: HANGZHOU_WGS84 }, false);
    const { page } = o;
    await page.route('**/__tiles/**', (route) => route.abort('connectionrefused'));
    await load(page, `/pages/map/picker?from=${encodeURIComponent('/pages/tabbar/mine')}`);
    await page.getByTestId('map-grid-note').filter({ hasText: '地图图块加载失败' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('svg.map-canvas').count()).toBe(1);
    expect(await page.getByTestId('map-leaflet').count()).toBe(0);
    await page.locator('.map-list .adm-list-item').filter({ hasText: '物美超市' }).click();
    await page.getByTestId('picked').filter({ hasText: '物美超市' }).waitFor();
    await screenshot(page, 'maps-picker-grid-fallback');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '确定' }).click();
    await page.waitForURL(/#\/pages\/tabbar\/mine/);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('qihuo_location'))) ?? 'null') as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ title: '物美超市(文三路店)', latitude: 30.2801, longitude: 120.1389 });
  });
});

describe('regions', () => {
  it('the address form finds a district by typing, from every region of China', async () => {
    const o = await open({ agent: 'androidChrome' });
    const { page } = o;
    await load(page, '/pages/address/edit');
    await page.getByRole('heading', { name: '新增收货地址' }).waitFor();
    await page.getByRole('button', { name: /所在地区/ }).click();
    const dialog = page.getByRole('dialog', { name: '选择所在地区' });
    await dialog.waitFor();
    // Every province, 河南 and 湖南 and 安徽 among them; the level's tab label whole, not cut.
    for (const name of ['河南省', '湖南省', '安徽省'])
      await dialog
        .locator('.adm-check-list-item')
        .filter({ hasText: new RegExp(`^${name}$`) })
        .waitFor();
    const tab = dialog.locator('.adm-cascader-view-header-title').first();
    expect(await tab.textContent()).toBe('请选择');
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await screenshot(page, 'maps-region-picker');
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('searchbox').fill('钱塘');
    await dialog.getByTestId('region-match').filter({ hasText: '浙江省 杭州市 钱塘区' }).click();
    await page.getByRole('button', { name: /浙江省 杭州市 钱塘区/ }).waitFor();
    await screenshot(page, 'maps-region-typed');

    // A municipality's district, found the same way.
    await page.getByRole('button', { name: /所在地区/ }).click();
    await dialog.getByRole('searchbox').fill('青浦');
    await dialog.getByTestId('region-match').filter({ hasText: '上海市 青浦区' }).click();
    await page.getByRole('button', { name: /上海市 青浦区/ }).waitFor();
    // The district list is asked for once per page load.
    expect(appErrors(o)).toEqual([]);
  });
});

describe('going there', () => {
  async function stationOrder() {
    const order = e2e.server.mock.store.orders.find((x) => x.userCode === 'U10001' && x.station && !x.deleted);
    if (!order?.station) throw new Error('the demo resident has no pickup order');
    return { code: order.orderCode, station: order.station };
  }

  it("in WeChat, a pickup station opens WeChat's map at its GCJ-02 point (the bridge's openLocation)", async () => {
    const { code, station } = await stationOrder();
    const o = await open(IN_WECHAT);
    const { page } = o;
    await load(page, `/pages/order/detail?code=${code}`);
    await page.getByTestId('station-map').click();
    await expect
      .poll(async () => (await bridgeCalls(page)).filter((c) => c.name === 'openLocation').length, { timeout: 15_000 })
      .toBe(1);
    const call = (await bridgeCalls(page)).find((c) => c.name === 'openLocation')!;
    expect(call.args).toMatchObject({
      latitude: station.latitude,
      longitude: station.longitude,
      name: station.name,
      address: station.address,
    });
    await screenshot(page, 'maps-station-wechat');
  });

  it("outside WeChat, it opens the system's map app through AMap's URI with the same point", async () => {
    const { code, station } = await stationOrder();
    const o = await open({ agent: 'androidChrome' });
    const { page, context } = o;
    await load(page, `/pages/order/detail?code=${code}`);
    // The new tab's request (the harness keeps every other host offline).
    const opening = context.waitForEvent('request', (r) => r.url().startsWith('https://uri.amap.com/'));
    await page.getByTestId('station-map').click();
    const url = new URL((await opening).url());
    expect(url.origin + url.pathname).toBe('https://uri.amap.com/marker');
    expect(url.searchParams.get('position')).toBe(`${station.longitude},${station.latitude}`);
    expect(url.searchParams.get('coordinate')).toBe('gaode');
    await settled(page);
  });
});
