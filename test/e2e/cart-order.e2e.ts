// End to end, phone viewport: a resident's cart with goods of two shops (seeded through the API), a
// quantity change (and its rollback on a refusal), selection and totals against the mock's prices, a
// reload in the middle of the cart and of the checkout, check-out for pickup at the community's leader
// station with a double tap on a slow network (one order), the order and its pickup code, cancel it
// (stock back); a checkout refused at a good's cut-off that keeps its state and drops that line, with the
// chosen attributes shown in the cart, the checkout and the order; the order list's tabs and load-more; a
// guest and an empty cart; desktop screenshots.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_LEADER, DEMO_RESIDENT } from '../../mock/seed/users';
import { SOLD_OUT_GOOD } from '../../mock/seed/commerce';
import { buyLinesParam } from '../../src/rules/buy-lines';
import { isPickupCode, pickupQrText } from '../../src/rules/pickup-code';
import { hrefs, paths } from '../../src/config/paths';
import { appAndBrowser, axeViolations, backendCall, desktopViewport, openPage, screenshot, settled } from './harness';
import { apiLogin, fen, logIn, money, payAtCashier, skipStartScreen } from './helpers';

const held = appAndBrowser();

const product = (code: string) => held.server.mock.store.catalogue.products.find((p) => p.code === code)!;
const cartLine = (userCode: string, goodCode: string) =>
  held.server.mock.store.carts.get(userCode)?.find((l) => l.goodCode === goodCode);

/** Waits until the open bottom sheet has slid fully in (its animation ends at translate(0, 0%)). */
async function sheetOpen(page: Page, title: string): Promise<void> {
  await page.getByRole('dialog', { name: title }).waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('.adm-popup-body')].some(
      (b) => b.getClientRects().length > 0 && /^translate\(0(px)?, 0(%|px)?\)$/.test(b.style.transform),
    ),
  );
}

const lineOf = (page: Page, code: string) => page.locator(`li.cart-line[data-code="${code}"]`);
const checkbox = (page: Page, name: string) => page.locator('label.adm-checkbox').filter({ hasText: name });
/** The cart tab's badge (the third tab; the 我的 tab has the messages' own). */
const badge = (page: Page) => page.locator('.tab-layout-bar .adm-tab-bar-item').nth(2).locator('.adm-badge-content');

describe('cart, checkout and orders', () => {
  it('cart -> pickup order -> pickup code -> cancel, losing nothing on reload, one order for a double tap', async () => {
    const resident = 'U10001';
    // Seed the cart through the API: the seeded lines on sale go, two goods of two shops come in.
    const { token } = await apiLogin(held.server.url, DEMO_RESIDENT);
    const onSale = held.server.mock.store.carts
      .get(resident)!
      .filter((l) => ['K001', 'K002', 'K003'].includes(l.code))
      .map((l) => l.code);
    expect((await backendCall(held.server.url, '/api/cart/v1/remove/json', { codes: onSale }, token)).code).toBe(0);
    const fish = product('P103');
    const milk = product('P006');
    expect(fish.storeCode).not.toBe(milk.storeCode);
    const fishLine = (
      await backendCall<{ code: string }>(
        held.server.url,
        '/api/cart/v1/edit/json',
        { goodCode: fish.code, specName: '', num: 1 },
        token,
      )
    ).data.code;
    const milkLine = (
      await backendCall<{ code: string }>(
        held.server.url,
        '/api/cart/v1/edit/json',
        { goodCode: milk.code, specName: '', num: 1 },
        token,
      )
    ).data.code;
    const fishStock = fish.specList[0]!.stock;

    const { page, context, errors } = await openPage(held.browser, held.server.url, { agent: 'androidChrome' });
    try {
      await logIn(page, held.server.url, DEMO_RESIDENT, paths.tab.cart);
      await lineOf(page, milkLine).waitFor();
      await expect.poll(() => page.locator('.cart-group').count()).toBe(3); // two shops, and the unavailable lines
      await page.getByText('失效商品 2 件').waitFor();
      await expect(page.locator('.cart-line--off').filter({ hasText: '已售罄' }).count()).resolves.toBe(1);
      await expect(page.locator('.cart-line--off').filter({ hasText: '已下架' }).count()).resolves.toBe(1);
      // Sold-out and delisted lines cannot be selected: they have no checkbox.
      expect(await page.locator('.cart-line--off label.adm-checkbox').count()).toBe(0);
      // One count everywhere: the lines that can be bought (2), in the badge and the header; not pieces, not unavailable lines.
      await expect.poll(() => badge(page).textContent()).toBe('2');
      await page.getByRole('heading', { name: '购物车(2)' }).waitFor();
      await screenshot(page, 'cart-phone');
      expect(await axeViolations(page)).toEqual([]);

      // A quantity change shows at once and reaches the server; the badge follows.
      await page.getByRole('button', { name: `增加${milk.title}的数量` }).click();
      await expect.poll(() => lineOf(page, milkLine).locator('output').textContent()).toBe('2');
      await expect.poll(() => cartLine(resident, milk.code)?.num).toBe(2);
      // More pieces of a line are still one line to buy: the badge and the header stay.
      await settled(page);
      expect(await badge(page).textContent()).toBe('2');
      await page.getByRole('heading', { name: '购物车(2)' }).waitFor();

      // A refusal rolls the quantity back and says why.
      held.server.mock.setFaults([
        { match: '/api/cart/v1/edit/json', kind: { code: 3005, msg: '库存不足，仅剩2件' }, times: 1 },
      ]);
      await page.getByRole('button', { name: `增加${milk.title}的数量` }).click();
      await page.getByText('数量未能修改：库存不足，仅剩2件').waitFor();
      await expect.poll(() => lineOf(page, milkLine).locator('output').textContent()).toBe('2');
      expect(cartLine(resident, milk.code)?.num).toBe(2);

      // Select one line, change another's quantity, and reload at once: nothing is lost.
      await checkbox(page, `选择${fish.title}`).click();
      await page.getByRole('button', { name: `增加${fish.title}的数量` }).click();
      // What the person saw before reloading: the new quantity (not yet sent: edits wait for the taps to settle).
      await expect.poll(() => lineOf(page, fishLine).locator('output').textContent()).toBe('2');
      await page.reload();
      await lineOf(page, fishLine).waitFor();
      expect(await page.getByRole('checkbox', { name: `选择${fish.title}` }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: `选择${milk.title}` }).isChecked()).toBe(false);
      await expect.poll(() => lineOf(page, fishLine).locator('output').textContent()).toBe('2');
      await expect.poll(() => cartLine(resident, fish.code)?.num).toBe(2);

      // Select all: every line on sale, and the total is the mock's prices to the fen.
      await checkbox(page, '全选').click();
      expect(await page.getByRole('checkbox', { name: `选择${milk.title}` }).isChecked()).toBe(true);
      const expected =
        (fen(fish.specList[0]!.price) + fen(fish.deposit)) * 2 + (fen(milk.specList[0]!.price) + fen(milk.deposit)) * 2;
      await expect.poll(() => page.locator('.cart-total .qh-price-now').textContent()).toBe(money(expected));
      await page.getByRole('button', { name: '去结算(4)' }).waitFor();
      await screenshot(page, 'cart-phone-all-selected');

      // Two shops selected: one checkout for both, one order per shop (paid together: pay.e2e.ts). This one
      // goes on with one shop's goods: the other shop's line is deselected.
      await page.getByRole('button', { name: '去结算(4)' }).click();
      await expect.poll(() => page.locator('.order-store').count()).toBe(2);
      await page.getByText('本店小计').first().waitFor();
      // Each shop's subtotal is the sum of what is written above it: its goods (the lines' price × quantity),
      // deposit, delivery fee and its share of the coupon; the shares add up to the coupon's discount.
      const yuanOf = (text: string) => Math.round(Number(/¥([\d,]+\.\d\d)/.exec(text)![1]!.replace(/,/g, '')) * 100);
      const cards = page.locator('section.order-card').filter({ has: page.getByTestId('shop-subtotal') });
      await expect.poll(() => cards.count()).toBe(2);
      let shares = 0;
      for (const card of await cards.all()) {
        const lines = await card.locator('.order-items li').all();
        let goods = 0;
        for (const li of lines)
          goods +=
            yuanOf((await li.locator('.qh-price-now').first().textContent())!) *
            Number((await li.locator('.order-item-side .order-muted').textContent())!.replace('×', ''));
        const parts = await card.getByTestId('shop-subtotal').locator('> span').allTextContents();
        const [goodsText, ...rest] = parts;
        expect(yuanOf(goodsText!)).toBe(goods);
        const subtotal = yuanOf(rest.pop()!);
        const signed = rest.map((p) => (p.includes('-') ? -yuanOf(p) : yuanOf(p)));
        expect(goods + signed.reduce((n, v) => n + v, 0)).toBe(subtotal);
        shares -= signed.filter((v) => v < 0).reduce((n, v) => n + v, 0);
      }
      expect(await page.getByTestId('shop-discount').count()).toBe(2);
      expect(yuanOf((await page.getByRole('button', { name: '优惠券' }).textContent())!)).toBe(shares);
      await screenshot(page, 'confirm-phone-two-shops');
      await page.goBack();
      await checkbox(page, `选择${milk.title}`).click();
      await page.getByRole('button', { name: '去结算(2)' }).click();

      // Checkout: pickup at my community's station (chosen here), the goods of that shop only.
      await expect.poll(() => page.url()).toMatch(/\/pages\/order\/confirm\?.*checkoutId=[0-9a-f]{32}/);
      const checkoutUrl = page.url();
      const checkoutId = new URL(checkoutUrl.replace('#', '')).searchParams.get('checkoutId') ?? '';
      // The station is the one the cart was shown for (docs/product.md#business-time); the picker changes it.
      await page.locator('button.order-place').click();
      await sheetOpen(page, '选择自提社区');
      await page.getByRole('radio', { name: /翠湖天地/ }).waitFor();
      await screenshot(page, 'confirm-phone-community');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('radio', { name: /翠湖天地/ }).click();
      await page.getByTestId('station').getByText('翠湖天地团长自提点').waitFor();
      await expect.poll(() => page.locator('.order-items li').count()).toBe(1);
      // The coupons offered: the best preselected, "none" allowed.
      await page.getByRole('button', { name: '优惠券' }).click();
      await sheetOpen(page, '选择优惠券');
      await screenshot(page, 'confirm-phone-coupons');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('dialog', { name: '选择优惠券' }).getByRole('button', { name: '关闭' }).click();
      await page.getByRole('dialog', { name: '选择优惠券' }).waitFor({ state: 'detached' });
      // Delivery instead: the default address, free above 39 yuan of goods; then back to pickup.
      await page.getByRole('radio', { name: '送货上门' }).click();
      await page
        .getByTestId('address')
        .getByText(/李思雨/)
        .waitFor();
      await page.getByText('免配送费').waitFor();
      await page.getByRole('radio', { name: '团长自提' }).click();
      await page.getByTestId('station').waitFor();
      await page.getByRole('textbox', { name: '备注' }).fill('放在自提点货架上');
      await screenshot(page, 'confirm-phone');
      expect(await axeViolations(page)).toEqual([]);

      // Reload in the middle of the checkout: same checkout, same choices, same note.
      await page.reload();
      await page.getByTestId('station').getByText('翠湖天地团长自提点').waitFor();
      expect(page.url()).toBe(checkoutUrl);
      await expect.poll(() => page.getByRole('textbox', { name: '备注' }).inputValue()).toBe('放在自提点货架上');
      const payText = await page.getByTestId('pay-amount').textContent();

      // A refusal (stock gone meanwhile) explains itself and keeps the checkout as it was.
      fish.specList[0]!.stock = 1;
      await page.getByRole('button', { name: '提交订单' }).click();
      const refusal = page.locator('.adm-dialog');
      await refusal.getByText('订单未能提交').waitFor();
      await refusal.getByText(`${fish.title}库存不足，仅剩1件`).waitFor();
      await screenshot(page, 'confirm-phone-refused');
      fish.specList[0]!.stock = fishStock; // restocked before the person reads on
      await refusal.getByRole('button', { name: '确定' }).click();
      await refusal.waitFor({ state: 'detached' });
      expect(page.url()).toBe(checkoutUrl);
      expect(await page.getByRole('textbox', { name: '备注' }).inputValue()).toBe('放在自提点货架上');
      await page.getByTestId('station').getByText('翠湖天地团长自提点').waitFor();
      await expect.poll(() => page.getByRole('button', { name: '提交订单' }).isEnabled()).toBe(true);

      // A double tap on a slow network: one commit request, one order.
      const commits: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/appMall/order/get') && (r.postData() ?? '').includes('"submit":true'))
          commits.push(r.postData() ?? '');
      });
      held.server.mock.settings.latencyMs = 1200;
      await page.getByRole('button', { name: '提交订单' }).dblclick();
      await page.getByTestId('cashier-amount').waitFor({ timeout: 15_000 });
      held.server.mock.settings.latencyMs = 0;
      expect(commits).toHaveLength(1);
      // The cashier's amount is the order's, to the fen; paid on the mock's H5 cashier page, back on the order.
      expect(await page.getByTestId('cashier-amount').textContent()).toBe(payText);
      await payAtCashier(page);
      await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/pages/order/detail?code=');
      const mine = held.server.mock.store.orders.filter((o) => o.checkoutId === checkoutId);
      expect(mine).toHaveLength(1);
      const order = mine[0]!;
      expect(order.remark).toBe('放在自提点货架上');
      expect(order.station?.communityCode).toBe('C001');
      expect(money(fen(order.payAmount))).toBe(payText);

      // The order and its pickup code, as digits and as a QR code.
      await page.getByTestId('order-status').getByText('备货中').waitFor();
      const digits = (await page.getByTestId('pickup-code').textContent())!.replace(/\s/g, '');
      expect(digits).toBe(order.pickupCode);
      expect(isPickupCode(digits)).toBe(true);
      expect(await page.locator('svg.pickup-qr').getAttribute('data-qr')).toBe(pickupQrText(digits));
      expect(
        await page
          .getByTestId('station')
          .getByText(/可取货$/)
          .count(),
      ).toBe(1);
      await screenshot(page, 'order-detail-phone');
      expect(await axeViolations(page)).toEqual([]);

      // Back does not return to the committed checkout. Before WeChat Pay's H5 page, the cashier's place in the
      // history became the order (so that back from WeChat's page shows the unpaid order): back from the
      // paid order passes that order once more, then the cart, without the ordered line (docs/decisions.md).
      await page.goBack();
      await expect.poll(() => page.url()).toContain(`/pages/order/detail?code=${order.orderCode}`);
      await page.goBack();
      await expect.poll(() => page.url()).toContain(paths.tab.cart);
      await lineOf(page, milkLine).waitFor();
      expect(await lineOf(page, fishLine).count()).toBe(0);
      await expect.poll(() => badge(page).textContent()).toBe('1');
      // A sold-out line can be removed (after a confirmation); the cart reloads. It was never counted: the badge stays.
      await page.locator('.cart-line--off').filter({ hasText: '已售罄' }).getByRole('button', { name: '删除' }).click();
      await page.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
      await page.getByText('失效商品 1 件').waitFor();
      await page.getByRole('heading', { name: '购物车(1)' }).waitFor();
      expect(await badge(page).textContent()).toBe('1');
      expect(held.server.mock.store.carts.get(resident)!.some((l) => l.goodCode === SOLD_OUT_GOOD)).toBe(false);

      // The order list: the new order first; cancel it from its page, behind a confirmation.
      await page.goto(`${held.server.url}/#${paths.orderList}`);
      const first = page.locator('.order-summary').first();
      await first.getByText(fish.storeName).waitFor();
      await first.getByText('备货中').waitFor();
      await screenshot(page, 'order-list-phone');
      expect(await axeViolations(page)).toEqual([]);
      await first.locator('.order-summary-link').click();
      await expect.poll(() => page.url()).toContain(`code=${order.orderCode}`);
      await page.locator('.qh-action-bar').getByRole('button', { name: '取消订单' }).click();
      const dialog = page.locator('.adm-dialog');
      await dialog.getByText('确定取消这个订单吗？').waitFor();
      await screenshot(page, 'order-cancel-confirm-phone');
      await dialog.getByRole('button', { name: '取消订单' }).click();
      await page.getByTestId('order-status').getByText('已取消').waitFor();
      expect(order.status).toBe(4);
      expect(product('P103').specList[0]!.stock).toBe(fishStock);
      await page.getByText('订单已取消，取货码已失效').waitFor();
      // The station is still named, without a pickup window: nothing is left to pick up.
      await page.getByTestId('station').getByText(order.station!.name).waitFor();
      expect(
        await page
          .getByTestId('station')
          .getByText(/可取货$/)
          .count(),
      ).toBe(0);

      expect(errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);

  it("a checkout refused at a good's cut-off keeps its state and lets the person drop that line; attributes shown in the cart, the checkout and the order", async () => {
    const resident = 'U10001';
    const { token } = await apiLogin(held.server.url, DEMO_RESIDENT);
    // 鲜果时光 (S001): 赣南脐橙 is a group-buy good (cut-off 22:00), the 凤梨 of P081 is not and has a 处理方式.
    const orange = product('P001');
    const fish = product('P081');
    expect(fish.storeCode).toBe(orange.storeCode);
    const add = async (payload: Record<string, unknown>) =>
      (await backendCall<{ code: string }>(held.server.url, '/api/cart/v1/edit/json', payload, token)).data.code;
    // Only these two lines of the shop (the seeded ones go, if the test before has not ordered them already).
    const seeded = held.server.mock.store.carts
      .get(resident)!
      .filter((l) => l.snapshot.storeCode === orange.storeCode)
      .map((l) => l.code);
    if (seeded.length)
      expect((await backendCall(held.server.url, '/api/cart/v1/remove/json', { codes: seeded }, token)).code).toBe(0);
    const fishLine = await add({
      goodCode: fish.code,
      specName: '',
      num: 1,
      attrs: [{ name: '处理方式', value: '切块' }],
    });
    await add({ goodCode: orange.code, specName: '', num: 1 });
    const cart = await backendCall<
      { children: { goodCode: string; code: string; cutoffTime: number | null; pickupTime: number | null }[] }[]
    >(held.server.url, '/api/cart/v1/list', {}, token);
    const orangeLine = cart.data.flatMap((g) => g.children).find((c) => c.goodCode === orange.code)!;
    const fishSpec = fish.specList[0]!.name;

    const { page, context, errors } = await openPage(held.browser, held.server.url, { agent: 'androidChrome' });
    try {
      await logIn(page, held.server.url, DEMO_RESIDENT, paths.tab.cart);
      // The chosen attribute stands under the title, after the spec.
      await lineOf(page, fishLine).locator('.cart-spec').getByText(`${fishSpec} · 切块`).waitFor();
      // Selecting the shop: the footer says from when everything selected can be picked up (the orange's pickup).
      await checkbox(page, `选择${orange.storeName}的全部商品`).click();
      await expect
        .poll(() => page.getByTestId('cart-ready').textContent())
        .toMatch(/^(明日|后天|\d+月\d+日) \d\d:\d\d 后可提货$/);
      await screenshot(page, 'cart-phone-attrs-ready');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: /^去结算\(\d+\)$/ }).click();
      await expect.poll(() => page.url()).toMatch(/\/pages\/order\/confirm\?.*checkoutId=[0-9a-f]{32}/);
      const checkoutId = new URL(page.url().replace('#', '')).searchParams.get('checkoutId') ?? '';
      await page.locator('.order-items').getByText(`${fishSpec} · 切块`).waitFor();
      await page.locator('button.order-place').click();
      await sheetOpen(page, '选择自提社区');
      await page.getByRole('radio', { name: /翠湖天地/ }).click();
      await page.getByTestId('station').getByText('翠湖天地团长自提点').waitFor();
      await page.getByRole('textbox', { name: '备注' }).fill('切块请装两袋');
      const coupon = await page.getByRole('button', { name: '优惠券' }).textContent();

      // The orange's cut-off passes while the person reads the checkout (the mock's clock, a minute past it).
      held.server.mock.settings.clockOffsetMs = orangeLine.cutoffTime! - Date.now() + 60_000;
      await page.getByRole('button', { name: '提交订单' }).click();
      const refusal = page.locator('.adm-dialog');
      await refusal.getByText('订单未能提交').waitFor();
      await refusal.getByText(new RegExp(`^${orange.title}已于\\d+月\\d+日 22:00截单$`)).waitFor();
      await screenshot(page, 'confirm-phone-cutoff-refused');
      await refusal.getByRole('button', { name: '确定' }).click();
      await refusal.waitFor({ state: 'detached' });
      // Nothing was ordered, and the checkout is as it was: lines, station, coupon, note; the refused line says why.
      expect(held.server.mock.store.orders.some((o) => o.checkoutId === checkoutId)).toBe(false);
      await expect.poll(() => page.locator('.order-items li').count()).toBe(2);
      const refused = page.locator('.order-item--refused');
      await refused.getByText(new RegExp(`${orange.title}已于.*截单`)).waitFor();
      expect(await page.getByRole('textbox', { name: '备注' }).inputValue()).toBe('切块请装两袋');
      await page.getByTestId('station').getByText('翠湖天地团长自提点').waitFor();
      expect(await page.getByRole('button', { name: '优惠券' }).textContent()).toBe(coupon);
      await screenshot(page, 'confirm-phone-cutoff-line');
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize(desktopViewport);
      await screenshot(page, 'confirm-desktop-cutoff-line');
      await page.setViewportSize({ width: 390, height: 844 });

      // Drop that line: the same checkout, without it, commits.
      await refused.getByRole('button', { name: '移除该商品' }).click();
      await expect.poll(() => page.locator('.order-items li').count()).toBe(1);
      expect(new URL(page.url().replace('#', '')).searchParams.get('checkoutId')).toBe(checkoutId);
      expect(await page.getByRole('textbox', { name: '备注' }).inputValue()).toBe('切块请装两袋');
      await expect.poll(() => page.locator('.order-item--refused').count()).toBe(0);
      await page.getByRole('button', { name: '提交订单' }).click();
      await payAtCashier(page);
      await expect.poll(() => page.url()).toContain('/pages/order/detail?code=');
      const order = held.server.mock.store.orders.find((o) => o.checkoutId === checkoutId)!;
      expect(order.items.map((i) => [i.goodCode, i.attrs])).toEqual([
        [fish.code, [{ name: '处理方式', value: '切块' }]],
      ]);
      expect(order.remark).toBe('切块请装两袋');
      await page.locator('.order-items').getByText(`${fishSpec} · 切块`).waitFor();
      // The orange stays in the cart for the next round.
      expect(cartLine(resident, orange.code)).toBeDefined();
      expect(errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
    } finally {
      held.server.mock.settings.clockOffsetMs = 0;
      await context.close();
    }
  });

  it('order list: tabs by state, load-more with a 0-based pageIndex', async () => {
    const { page, context } = await openPage(held.browser, held.server.url, { agent: 'androidChrome' });
    try {
      await logIn(page, held.server.url, DEMO_RESIDENT, paths.orderList);
      await expect.poll(() => page.locator('.order-summary').count()).toBe(10);
      await page.getByRole('button', { name: '加载更多' }).click();
      await expect.poll(() => page.locator('.order-summary').count()).toBeGreaterThan(10);
      await page.getByText('没有更多了').waitFor();
      await page.getByRole('tab', { name: '已完成' }).click();
      await expect.poll(() => page.url()).toContain('status=3');
      await expect
        .poll(async () => (await page.locator('.order-state').allTextContents()).every((s) => s === '已完成'))
        .toBe(true);
      expect(await page.locator('.order-state').count()).toBeGreaterThan(0);
      // Delete a completed order from the list, behind a confirmation: it leaves the list.
      const before = await page.locator('.order-summary').count();
      await page.locator('.order-summary').first().getByRole('button', { name: '删除订单' }).click();
      await page.locator('.adm-dialog').getByRole('button', { name: '删除' }).click();
      await expect.poll(() => page.locator('.order-summary').count()).toBe(before - 1);
      await screenshot(page, 'order-list-done-phone');
    } finally {
      await context.close();
    }
  });

  it('a guest is offered login, an empty cart a way to the home tab', async () => {
    const guest = await openPage(held.browser, held.server.url, { agent: 'androidChrome' });
    try {
      await guest.page.goto(`${held.server.url}/#${paths.tab.cart}`);
      await skipStartScreen(guest.page);
      await guest.page.getByText('登录后查看购物车').waitFor();
      await screenshot(guest.page, 'cart-guest-phone');
      expect(await axeViolations(guest.page)).toEqual([]);
    } finally {
      await guest.context.close();
    }
    const { page, context } = await openPage(held.browser, held.server.url, { agent: 'androidChrome' });
    try {
      await logIn(page, held.server.url, DEMO_LEADER, paths.tab.cart);
      await page.getByText('购物车还是空的').waitFor();
      await screenshot(page, 'cart-empty-phone');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '去逛逛' }).click();
      await expect.poll(() => page.url()).toContain(paths.tab.home);
    } finally {
      await context.close();
    }
  });

  it('desktop width: the cart, the checkout, the order list and an order keep the phone column', async () => {
    const { page, context } = await openPage(held.browser, held.server.url, {
      agent: 'desktopChrome',
      viewport: desktopViewport,
    });
    try {
      await logIn(page, held.server.url, DEMO_RESIDENT, paths.tab.cart);
      await page.locator('.cart-line').first().waitFor();
      await screenshot(page, 'cart-desktop');
      // Buy now (the product page's way in): lines in the route instead of cart lines.
      await page.goto(
        `${held.server.url}/#${hrefs.orderConfirm({ lines: buyLinesParam([{ goodCode: 'P006', specName: '', num: 3 }]) })}`,
      );
      await page.getByRole('button', { name: '提交订单' }).waitFor();
      await page.locator('.order-items').getByText('×3').waitFor();
      await screenshot(page, 'confirm-desktop');
      await page.getByRole('button', { name: '优惠券' }).click();
      await sheetOpen(page, '选择优惠券');
      // The sheet too, over the Popup's own stylesheet (which comes with its code, after the app's).
      const sheet = await page.locator('.adm-popup-body.qh-sheet').boundingBox();
      expect(sheet && { x: sheet.x, width: sheet.width }).toEqual({ x: (desktopViewport.width - 480) / 2, width: 480 });
      await screenshot(page, 'confirm-coupons-desktop');
      await page.goto(`${held.server.url}/#${paths.orderList}`);
      await page.locator('.order-summary').first().waitFor();
      await screenshot(page, 'order-list-desktop');
      await page.goto(`${held.server.url}/#${hrefs.orderDetail('O20002')}`);
      await page.getByTestId('pickup-code').waitFor();
      await screenshot(page, 'order-detail-desktop');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
