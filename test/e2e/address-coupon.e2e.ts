// Addresses, coupons and the Mine tab's entries in Chromium on a phone: add an address with a 16x
// phone and a point from the map picker (inline errors first, a reload in the middle, a double tap on
// save), edit it, make it the default, delete it after confirming; choose an address in select mode
// and come back with it; the three coupon tabs and their empty states; screenshots at phone and
// desktop widths; axe clean on every screen.
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_RESIDENT } from '../../mock/seed/users';
import { appAndBrowser, axeViolations, desktopViewport, openPage, screenshot, type Opened } from './harness';
import { apiLogin, chooseRegion, skipStartScreen, storeSession } from './helpers';

const NEIGHBOUR = { phone: '15900159000', password: 'qihuo123' };
const HANGZHOU = { latitude: 30.2837, longitude: 120.1302 };

const e2e = appAndBrowser();
const opened: Opened[] = [];
afterAll(async () => {
  await Promise.all(opened.map((o) => o.context.close()));
});

async function open(account: { phone: string; password: string } = DEMO_RESIDENT, desktop = false): Promise<Opened> {
  const o = await openPage(
    e2e.browser,
    e2e.server.url,
    desktop ? { agent: 'desktopChrome', viewport: desktopViewport } : { agent: 'androidChrome', geolocation: HANGZHOU },
  );
  opened.push(o);
  await storeSession(o.context, await apiLogin(e2e.server.url, account));
  return o;
}

/** Loads a route as a fresh page (the stored session is read at start-up). */
async function load(page: Page, route: string): Promise<void> {
  await page.goto(`${e2e.server.url}/?e2e=${Date.now()}#${route}`);
}

/** Navigates the way the app's navigate() does (a history entry with a key), as checkout opens the list. */
async function appNavigate(page: Page, route: string): Promise<void> {
  await page.evaluate((r) => {
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', `#${r}`);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, route);
}

const hash = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const mine = (userCode: string) => e2e.server.mock.store.addresses.filter((a) => a.userCode === userCode);
const appErrors = (o: Opened) => o.errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'));

describe('addresses', () => {
  it('adds an address with a 16x phone and a map point: errors at the field, nothing lost on reload or on the map trip, one save on a double tap', async () => {
    const o = await open();
    const { page } = o;
    await load(page, '/pages/address/list');
    await page.getByTestId('address-card').first().waitFor();
    expect(await page.getByTestId('address-card').count()).toBe(2);
    await screenshot(page, 'address-list-phone');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '新增收货地址' }).click();
    await page.getByRole('heading', { name: '新增收货地址' }).waitFor();
    // Saving an empty form says what is missing under each field, and sends nothing.
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/address/v1/save')) saves.push(r.postData() ?? '');
    });
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('请填写收货人姓名').waitFor();
    for (const text of ['请填写收货人手机号', '请选择所在地区', '请填写详细地址']) await page.getByText(text).waitFor();
    expect(await page.getByLabel('收货人').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'address-edit-errors-phone');
    expect(await axeViolations(page)).toEqual([]);
    expect(saves).toEqual([]);

    await page.getByLabel('收货人').fill('张小满');
    await expect.poll(() => page.getByText('请填写收货人姓名').count()).toBe(0);
    // A number one digit short is named wrong at the field; nothing cuts what is typed.
    await page.getByLabel('手机号').fill('1661234567');
    await page.getByText('手机号格式不正确，请填写 11 位手机号').waitFor();
    await page.getByLabel('手机号').fill('166123456789');
    expect(await page.getByLabel('手机号').inputValue()).toBe('166123456789');
    await page.getByLabel('手机号').fill('16612345678');
    await expect.poll(() => page.getByText('手机号格式不正确，请填写 11 位手机号').count()).toBe(0);

    // The region from the picker (province, city, district).
    await page.getByRole('button', { name: /所在地区|选择省/ }).click();
    await page.getByText('选择所在地区', { exact: true }).waitFor();
    await chooseRegion(page, ['上海市', '上海市', '静安区']);
    await screenshot(page, 'address-region-picker-phone');
    await page.getByTestId('region-confirm').click();
    await page.getByRole('button', { name: /上海市 静安区/ }).waitFor();

    // The map picker: a place near me; back on the form, everything typed is still there.
    await page.getByTestId('address-point').click();
    await page.waitForURL(/#\/pages\/map\/picker/);
    await page.getByRole('searchbox').fill('菜市场');
    await page.locator('.adm-list-item').filter({ hasText: '文新菜市场' }).click();
    await page.getByTestId('picked').filter({ hasText: '文新菜市场' }).waitFor();
    await page.getByRole('button', { name: '确定' }).click();
    await page.getByRole('heading', { name: '新增收货地址' }).waitFor();
    await page.getByText('已选：文新菜市场').waitFor();
    expect(await page.getByLabel('收货人').inputValue()).toBe('张小满');
    expect(await page.getByLabel('手机号').inputValue()).toBe('16612345678');
    // The map's place gives the region and, as nothing was typed there yet, the street address.
    await page.getByRole('button', { name: /浙江省 杭州市 西湖区/ }).waitFor();
    expect(await page.getByLabel('详细地址').inputValue()).toBe('文新菜市场');
    await page.getByLabel('详细地址').fill('文新菜市场对面 3幢502');

    // A reload keeps it all, and says so.
    await page.reload();
    await page.getByText('已恢复你上次没保存的内容').waitFor();
    expect(await page.getByLabel('详细地址').inputValue()).toBe('文新菜市场对面 3幢502');
    expect(await page.getByLabel('手机号').inputValue()).toBe('16612345678');
    await page.getByText('已选：文新菜市场').waitFor();
    await screenshot(page, 'address-edit-filled-phone');
    expect(await axeViolations(page)).toEqual([]);

    // A double tap on save saves once.
    await page.getByRole('button', { name: '保存' }).dblclick();
    await page.getByRole('heading', { name: '收货地址' }).waitFor();
    await page.getByTestId('address-card').filter({ hasText: '张小满' }).waitFor();
    expect(saves).toHaveLength(1);
    expect(JSON.parse(saves[0]!)).toMatchObject({
      name: '张小满',
      phone: '16612345678',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      detail: '文新菜市场对面 3幢502',
      isDefault: false,
    });
    const added = mine('U10001').filter((a) => a.name === '张小满');
    expect(added).toHaveLength(1);
    expect(added[0]!.latitude).toBeCloseTo(30.28, 1);
    expect(await page.getByTestId('address-card').count()).toBe(3);
    await expect
      .poll(() => page.getByTestId('address-card').filter({ hasText: '张小满' }).textContent())
      .toContain('166****5678');
    // Saved: nothing is kept as a draft any more.
    expect(await page.evaluate(() => localStorage.getItem('qihuo_draftAddress'))).toBeNull();
    expect(appErrors(o)).toEqual([]);
  });

  it('edits it, makes it the default (exactly one), and deletes it only after confirming', async () => {
    const o = await open();
    const { page } = o;
    await load(page, '/pages/address/list');
    const card = page.getByTestId('address-card').filter({ hasText: '张小满' });
    await card.waitFor();

    await page.getByRole('button', { name: '编辑 张小满 的地址' }).click();
    await page.getByRole('heading', { name: '编辑收货地址' }).waitFor();
    expect(await page.getByLabel('手机号').inputValue()).toBe('16612345678');
    await page.getByLabel('手机号').fill('19912345678');
    await page.getByLabel('详细地址').fill('文一西路 8幢101');
    // Back with changes asks first; keeping on editing stays.
    await page.getByRole('img', { name: '返回' }).click();
    await page.getByText('放弃本次编辑吗？填写的内容不会保存').waitFor();
    await page.getByRole('button', { name: '继续编辑' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByRole('heading', { name: '收货地址' }).waitFor();
    await expect.poll(() => card.textContent()).toContain('文一西路 8幢101');
    expect(await card.textContent()).toContain('199****5678');

    // Set default: the card leads the list with the tag, and it is the only default (screen and backend).
    await card.getByRole('button', { name: '设为默认' }).click();
    // The toast is read out too (a status message, not hidden from screen readers).
    await page.getByRole('status').filter({ hasText: '已设为默认地址' }).waitFor();
    await expect.poll(() => page.getByTestId('address-card').first().textContent()).toContain('张小满');
    await expect.poll(() => page.locator('.address-tag').count()).toBe(1);
    expect(await card.getByRole('button', { name: '默认地址' }).getAttribute('aria-pressed')).toBe('true');
    expect(
      mine('U10001')
        .filter((a) => a.isDefault)
        .map((a) => a.name + a.detail),
    ).toEqual(['张小满文一西路 8幢101']);
    await screenshot(page, 'address-list-default-phone');

    // Delete: cancel keeps it; confirming removes it and another address becomes the default.
    await page.getByRole('button', { name: '删除 张小满 的地址' }).click();
    await page.getByText('确定删除这个收货地址吗？').waitFor();
    await screenshot(page, 'address-delete-confirm-phone');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '取消' }).click();
    await page.getByText('确定删除这个收货地址吗？').waitFor({ state: 'hidden' });
    expect(await card.count()).toBe(1);
    await page.getByRole('button', { name: '删除 张小满 的地址' }).click();
    await page.locator('.adm-dialog-button').filter({ hasText: '删除' }).click();
    await expect.poll(() => card.count()).toBe(0);
    expect(await page.getByTestId('address-card').count()).toBe(2);
    await expect.poll(() => page.locator('.address-tag').count()).toBe(1);
    expect(mine('U10001').filter((a) => a.isDefault)).toHaveLength(1);
    expect(appErrors(o)).toEqual([]);
  });

  it('select mode: a tap chooses the address and returns to the page that asked, with the choice', async () => {
    const o = await open();
    const { page } = o;
    await load(page, '/pages/tabbar/mine');
    await page.getByRole('heading', { name: '我的订单' }).waitFor();
    // The page that asks (checkout) opens the list in select mode.
    await appNavigate(page, '/pages/address/list?select=1');
    await page.getByRole('heading', { name: '选择收货地址' }).waitFor();
    const cards = page.getByTestId('address-card');
    await cards.first().waitFor();
    // The default is the current choice until another is chosen.
    expect(await cards.first().getByRole('button').first().getAttribute('aria-current')).toBe('true');
    await screenshot(page, 'address-select-phone');
    expect(await axeViolations(page)).toEqual([]);
    const second = cards.nth(1);
    const secondCode = await second.getAttribute('data-code');
    await second.locator('.address-body').click();
    await page.waitForURL((u) => u.hash === '#/pages/tabbar/mine');
    // Asked again, the list shows the chosen address as the current one (the choice is kept in state).
    await appNavigate(page, '/pages/address/list?select=1');
    await page.getByRole('heading', { name: '选择收货地址' }).waitFor();
    await expect
      .poll(() => page.locator('[data-testid=address-card] .address-body[aria-current=true]').count())
      .toBe(1);
    expect(
      await page.locator('[data-testid=address-card]:has(.address-body[aria-current=true])').getAttribute('data-code'),
    ).toBe(secondCode);
    expect(appErrors(o)).toEqual([]);
  });
});

describe('coupons', () => {
  it('three tabs with counts, threshold, scope and dates; the tab survives a reload', async () => {
    const o = await open();
    const { page } = o;
    await load(page, '/pages/coupon/list');
    const cards = page.getByTestId('coupon-card');
    await cards.first().waitFor();
    for (const tab of ['可使用 3', '已使用 1', '已过期 1']) await page.getByRole('button', { name: tab }).waitFor();
    expect(await cards.count()).toBe(3);
    const usable = await page.locator('.coupon-list').textContent();
    for (const text of ['无门槛', '满¥50可用', '满¥30可用', '仅限「鲜果时光」使用', '全部店铺可用', '去使用'])
      expect(usable).toContain(text);
    expect(usable).toMatch(/\d{4}\.\d{2}\.\d{2} - \d{4}\.\d{2}\.\d{2}/);
    await screenshot(page, 'coupon-usable-phone');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '已使用 1' }).click();
    await page.waitForURL(/tab=used/);
    await page.locator('.coupon-stamp').filter({ hasText: '已使用' }).waitFor();
    expect(await cards.count()).toBe(1);
    expect(await cards.first().textContent()).toContain('满100减15');
    await screenshot(page, 'coupon-used-phone');

    await page.getByRole('button', { name: '已过期 1' }).click();
    await page.locator('.coupon-stamp').filter({ hasText: '已过期' }).waitFor();
    expect(await cards.first().textContent()).toContain('周末特惠券');
    await page.reload();
    await page.locator('.coupon-stamp').filter({ hasText: '已过期' }).waitFor();
    expect(await page.getByRole('button', { name: '已过期 1' }).getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'coupon-expired-phone');
    expect(await axeViolations(page)).toEqual([]);
    expect(appErrors(o)).toEqual([]);
  });

  it('a failed load says so in place, and retry loads the coupons', async () => {
    const o = await open();
    const { page } = o;
    e2e.server.mock.setFaults([{ match: '/api/coupon/v1/list', kind: 'http500', times: 1 }]);
    await load(page, '/pages/coupon/list?tab=used');
    await page.getByTestId('error-state').waitFor();
    await screenshot(page, 'coupon-error-phone');
    await page.getByRole('button', { name: '重试' }).click();
    await page.locator('.coupon-stamp').filter({ hasText: '已使用' }).waitFor();
    e2e.server.mock.setFaults([]);
  });

  it('each tab has its own empty state', async () => {
    const o = await open(NEIGHBOUR);
    const { page } = o;
    await load(page, '/pages/coupon/list');
    await page.getByText('暂无可用的优惠券').waitFor();
    await screenshot(page, 'coupon-empty-phone');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '已使用 0' }).click();
    await page.getByText('还没有用过优惠券').waitFor();
    await page.getByRole('button', { name: '已过期 0' }).click();
    await page.getByText('没有过期的优惠券').waitFor();
    expect(appErrors(o)).toEqual([]);
  });
});

describe('the Mine tab', () => {
  it('leads to orders by status, addresses and coupons', async () => {
    const o = await open();
    const { page } = o;
    await load(page, '/pages/tabbar/mine');
    await page.getByRole('heading', { name: '我的订单' }).waitFor();
    await skipStartScreen(page);
    await page.getByText('3 张可用').waitFor();
    await screenshot(page, 'mine-entries-phone');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '待发货' }).click();
    await page.waitForURL((u) => decodeURIComponent(u.hash) === '#/pages/order/list?status=1');
    await page.goBack();
    await page.getByRole('button', { name: '全部订单' }).click();
    await page.waitForURL((u) => u.hash === '#/pages/order/list');
    await page.goBack();
    await page.getByText('收货地址', { exact: true }).click();
    await page.getByRole('heading', { name: '收货地址' }).waitFor();
    await page.goBack();
    await page.getByText('优惠券', { exact: true }).click();
    await page.getByRole('heading', { name: '优惠券' }).waitFor();
    expect(hash(page)).toBe('#/pages/coupon/list');
    expect(appErrors(o)).toEqual([]);
  });

  it('a guest is sent to log in first, and comes back to the entry', async () => {
    const o = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    opened.push(o);
    await o.page.goto(`${e2e.server.url}/#/pages/tabbar/mine`);
    await o.page.getByRole('heading', { name: '我的订单' }).waitFor();
    await skipStartScreen(o.page);
    await o.page.getByText('收货地址', { exact: true }).click();
    await o.page.waitForURL(/#\/pages\/login\/login\?redirect=/);
    expect(hash(o.page)).toBe('#/pages/login/login?redirect=/pages/address/list');
  });
});

describe('desktop width', () => {
  it('every screen in the phone-width column, accessible', async () => {
    const o = await open(DEMO_RESIDENT, true);
    const { page } = o;
    const screens: [string, string, string][] = [
      ['address-list', '/pages/address/list', '设为默认'],
      ['address-edit', '/pages/address/edit?code=A002', '删除收货地址'],
      ['address-new', '/pages/address/edit', '新增收货地址'],
      ['coupon-usable', '/pages/coupon/list', '新人立减券'],
      ['mine-entries', '/pages/tabbar/mine', '待收货'],
    ];
    for (const [name, route, text] of screens) {
      await load(page, route);
      await page.getByText(text).first().waitFor();
      if (route.startsWith('/pages/tabbar/')) await skipStartScreen(page);
      await screenshot(page, `${name}-desktop`);
      expect(await axeViolations(page), name).toEqual([]);
    }
    expect(appErrors(o)).toEqual([]);
  });
});
