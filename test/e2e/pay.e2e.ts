// End to end, paying (docs/product.md#money): in WeChat with the fake bridge (which has the mock's WeChat Pay
// confirm before it answers), an order of two shops paid at once after a cancel and a failure; paid
// activity joins of kinds 4 and 5 and a group-buy join through the same cashier; a payment whose
// confirmation is late says so, survives a reload and ends paid; an unpaid order closing on the mock's
// clock. The plain-browser H5 cashier is in cart-order.e2e.ts and activity.e2e.ts, the double tap in
// double-tap.e2e.ts.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_LEADER, DEMO_RESIDENT } from '../../mock/seed/users';
import { JOIN_STATUS, ORDER_STATUS, PAY_STATUS } from '../../src/rules/commerce-states';
import {
  appAndBrowser,
  axeViolations,
  bridgeCalls,
  desktopViewport,
  openPage,
  screenshot,
  type AgentName,
} from './harness';
import {
  apiCall,
  apiLogin,
  fen,
  leavePaidResult,
  money,
  storeSession,
  type ApiUser,
  realErrors,
  asUser,
} from './helpers';
import type { BridgeOptions } from './fake-bridge';

const held = appAndBrowser();
const CUSTOM = '其他金额';
const payButton = (page: Page) => page.getByRole('button', { name: /^(确认支付|继续支付|重新支付)/ });

/** A phone page in WeChat (fake bridge) of `user`; closed after `run`, failing on console errors. */
function inWechat(
  user: ApiUser,
  bridge: BridgeOptions,
  run: (page: Page) => Promise<void>,
  agent: AgentName = 'wechatIos',
): Promise<void> {
  return asUser(held, user, { agent, bridge }, run);
}

const payments = (code: string) => held.server.mock.store.payments.filter((p) => p.bizCodes.includes(code));

describe('paying', () => {
  it("in WeChat: an order of two shops paid at once, after a cancel and a failure; the amount is the orders' to the fen", async () => {
    const resident = await apiLogin(held.server.url, DEMO_RESIDENT);
    const lines = [
      { goodCode: 'P103', specName: '', num: 1 },
      { goodCode: 'P006', specName: '', num: 2 },
    ];
    const cart = await Promise.all(
      lines.map((l) => apiCall<{ code: string }>(held.server.url, '/api/cart/v1/edit/json', l, resident)),
    );
    await inWechat(resident, { payResults: ['cancel', 'fail'] }, async (page) => {
      await page.goto(`${held.server.url}/#/pages/order/confirm?cart=${cart.map((c) => c.code).join(',')}`);
      await page.locator('button.order-place').click();
      await page
        .getByRole('dialog', { name: '选择自提社区' })
        .getByRole('radio', { name: /翠湖天地/ })
        .click();
      await page.getByTestId('station').getByText('翠湖天地团长自提点').waitFor();
      await expect.poll(() => page.locator('.order-store').count()).toBe(2);
      const total = await page.getByTestId('pay-amount').textContent();
      await page.getByRole('button', { name: '提交订单' }).click();

      // The cashier: both orders, their amount, the time left, WeChat Pay.
      await page.getByTestId('cashier-amount').waitFor();
      expect(await page.getByTestId('cashier-amount').textContent()).toBe(total);
      const codes = new URLSearchParams(page.url().split('?')[1]).get('codes')!.split(',');
      expect(codes).toHaveLength(2);
      const orders = held.server.mock.store.orders.filter((o) => codes.includes(o.orderCode));
      expect(money(orders.reduce((n, o) => n + fen(o.payAmount), 0))).toBe(total);
      await page.getByText(/^2 个订单 · /).waitFor();
      await page.getByText('微信支付', { exact: true }).waitFor();
      await expect.poll(() => page.getByTestId('countdown').textContent()).toMatch(/^1[45]:\d\d$/);
      await screenshot(page, 'cashier-wechat-phone');
      expect(await axeViolations(page)).toEqual([]);

      // Cancelled in WeChat's sheet: still payable, nothing paid.
      await payButton(page).click();
      await page
        .getByTestId('cashier-note')
        .getByText(/你已取消支付/)
        .waitFor();
      expect(orders.every((o) => o.status === ORDER_STATUS.unpaid)).toBe(true);
      // Failed: said so, with a retry.
      await page.getByRole('button', { name: '继续支付' }).click();
      await page
        .getByTestId('cashier-note')
        .getByText(/支付没有成功/)
        .waitFor();
      await screenshot(page, 'cashier-failed-phone');
      expect(orders.every((o) => o.status === ORDER_STATUS.unpaid)).toBe(true);
      // Paid: both orders at once, one payment, and the paid orders' list.
      await page.getByRole('button', { name: '重新支付' }).click();
      await leavePaidResult(page);
      await expect.poll(() => page.url()).toContain(`/pages/order/list?status=${ORDER_STATUS.toShip}`);
      expect(orders.map((o) => o.status)).toEqual([ORDER_STATUS.toShip, ORDER_STATUS.toShip]);
      const paid = payments(codes[0]!).filter((p) => p.status === PAY_STATUS.paid);
      expect(paid).toHaveLength(1);
      expect(paid[0]!.bizCodes.sort()).toEqual([...codes].sort());
      expect(money(fen(paid[0]!.amount))).toBe(total);
      // WeChat's sheet opened three times, each with the backend's parameters (RSA-signed, Unix seconds).
      const sheets = (await bridgeCalls(page)).filter((c) => c.name === 'getBrandWCPayRequest');
      expect(sheets).toHaveLength(3);
      expect(sheets[0]!.args).toMatchObject({
        appId: held.server.mock.settings.appId,
        signType: 'RSA',
        package: `prepay_id=${paid[0]!.prepayId}`,
        timeStamp: expect.stringMatching(/^\d{10}$/),
      });
    });
  });

  it("a late confirmation says so, survives a reload, and ends paid; an unpaid order closes on the mock's clock", async () => {
    const resident = await apiLogin(held.server.url, DEMO_RESIDENT);
    const commit = (checkoutId: string) =>
      apiCall<{ orderCode: string }>(
        held.server.url,
        '/appMall/order/get',
        {
          submit: true,
          lines: [{ goodCode: 'P010', specName: '', num: 1 }],
          deliveryType: 1,
          communityCode: 'C001',
          checkoutId,
        },
        resident,
      );
    const late = (await commit('pay-late')).orderCode;
    await inWechat(resident, { payNotify: false }, async (page) => {
      await page.goto(`${held.server.url}/#/pages/order/detail?code=${late}`);
      await page.getByTestId('order-status').getByText('待付款').waitFor();
      // No pickup code before payment; the time left and 去支付 instead.
      expect(await page.getByTestId('pickup-code').count()).toBe(0);
      await page.locator('.qh-action-bar').getByTestId('countdown').waitFor();
      await page.locator('.qh-action-bar').getByRole('button', { name: '去支付' }).click();
      await payButton(page).click();
      // WeChat said ok, the backend heard nothing: confirming, then "being confirmed" with a refresh.
      await page
        .getByTestId('cashier-note')
        .getByText(/正在确认支付结果/)
        .waitFor();
      await page.getByTestId('cashier-note').getByText('支付结果确认中').waitFor({ timeout: 20_000 });
      await page.getByRole('button', { name: '刷新支付结果' }).waitFor();
      await screenshot(page, 'cashier-pending-phone');
      // A reload in the middle asks the status again, never paying anew.
      await page.reload();
      await page
        .getByTestId('cashier-note')
        .getByText(/正在确认支付结果|支付结果确认中/)
        .waitFor();
      const order = held.server.mock.store.orders.find((o) => o.orderCode === late)!;
      expect(order.status).toBe(ORDER_STATUS.unpaid);
      // WeChat's notification arrives: the page ends on the paid order.
      const sheet = (await bridgeCalls(page)).find((c) => c.name === 'getBrandWCPayRequest');
      // The first page's calls are gone with the reload: the confirm uses what the backend issued.
      const payment = payments(late).find((p) => p.status === PAY_STATUS.unpaid)!;
      expect(sheet).toBeUndefined();
      const res = await fetch(`${held.server.url}/__wxpay/confirm`, {
        method: 'POST',
        body: JSON.stringify({ package: payment.jsapi.package, paySign: payment.jsapi.paySign, result: 'ok' }),
      });
      expect(((await res.json()) as { code: number }).code).toBe(0);
      const refresh = page.getByRole('button', { name: '刷新支付结果' });
      if (await refresh.isVisible()) {
        // The page may learn of the payment by itself while the tap is on its way (the button then goes): either way it ends paid.
        const paid = page.getByTestId('paid-continue').waitFor();
        await Promise.race([refresh.click().catch(() => paid), paid]);
        await paid;
      }
      await leavePaidResult(page);
      await page.getByTestId('order-status').getByText('备货中').waitFor({ timeout: 20_000 });
      await page.getByTestId('pickup-code').waitFor();
      expect(payments(late).filter((p) => p.status === PAY_STATUS.paid)).toHaveLength(1);

      // Another unpaid order, left to expire: 15 minutes later on the mock's clock it is closed, and says why.
      const expiring = (await commit('pay-expire')).orderCode;
      await page.goto(`${held.server.url}/#/pages/order/detail?code=${expiring}`);
      await page.getByTestId('order-status').getByText('待付款').waitFor();
      held.server.mock.settings.clockOffsetMs = 15 * 60_000 + 5_000;
      try {
        await page.reload();
        await page.getByTestId('order-status').getByText('已关闭').waitFor();
        // It used no coupon: only the stock is said to come back.
        await page.getByText('超时未支付，订单已自动关闭，商品库存已退回').waitFor();
        expect(await page.getByRole('button', { name: '去支付' }).count()).toBe(0);
        // Nothing is owed: its amount is what it came to, not "to pay" in the price's red.
        await page.getByText('订单金额（已关闭，未付款）').waitFor();
        expect(await page.getByTestId('pay-amount').locator('.qh-price').count()).toBe(0);
        expect(await page.getByText('实付', { exact: true }).count()).toBe(0);
        await screenshot(page, 'order-closed-phone');
        await page.goto(`${held.server.url}/#/pages/order/list`);
        const card = page.locator('article').filter({ hasText: '已关闭' }).first();
        await card.getByTestId('order-closed-total').waitFor();
        expect(await card.textContent()).not.toContain('需付');
        expect(await card.locator('.qh-price').count()).toBe(0);
        // Its cashier, opened from an old link, says it is closed, and what came back: the stock, no coupon (it
        // used none: it must not say 库存和优惠券已退回 whatever the order had).
        await page.goto(`${held.server.url}/#/pages/pay/cashier?biz=order&codes=${expiring}`);
        await page.getByText('超时未支付，订单已自动关闭，商品库存已退回').waitFor();
        expect(await page.locator('main').textContent()).not.toContain('优惠券');
      } finally {
        held.server.mock.settings.clockOffsetMs = 0;
      }
    });
  });

  it("in a plain browser: back from WeChat Pay's H5 page leads to the unpaid order; 取消 there says the person cancelled", async () => {
    const resident = await apiLogin(held.server.url, DEMO_RESIDENT);
    const { page, context, errors } = await openPage(held.browser, held.server.url, { agent: 'androidChrome' });
    try {
      await storeSession(context, resident);
      // From a product's page straight to its checkout (buy now), for pickup.
      await page.goto(`${held.server.url}/#/pages/product/detail?code=P010`);
      await page.locator('h1').first().waitFor();
      await page.evaluate(() => void (location.hash = '#/pages/order/confirm?lines=P010::1'));
      // The station is set already (my community, docs/product.md#business-time): its place button opens the picker.
      await page.locator('button.order-place').click();
      await page
        .getByRole('dialog', { name: '选择自提社区' })
        .getByRole('radio', { name: /翠湖天地/ })
        .click();
      await page.getByTestId('station').getByText('翠湖天地团长自提点').waitFor();
      await page.getByRole('button', { name: '提交订单' }).click();
      await page.getByTestId('cashier-amount').waitFor();
      const code = new URLSearchParams(page.url().split('?')[1]).get('codes')!;

      // WeChat Pay's page, then the browser's back: the unpaid order with its pay button, not the product.
      await payButton(page).click();
      await page.waitForURL((u) => u.pathname.startsWith('/__wxpay/h5'));
      await page.goBack();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/order/detail'));
      expect(page.url()).toContain(code);
      await page.getByTestId('order-status').getByText('待付款').waitFor();
      await page.locator('.qh-action-bar').getByRole('button', { name: '去支付' }).waitFor();
      await screenshot(page, 'h5-back-order-phone');

      // 取消 on WeChat Pay's page: the cashier says the person cancelled, and offers to go on.
      await page.locator('.qh-action-bar').getByRole('button', { name: '去支付' }).click();
      await payButton(page).click();
      await page.waitForURL((u) => u.pathname.startsWith('/__wxpay/h5'));
      await page.getByRole('link', { name: '取消' }).click();
      await page.waitForURL((u) => u.hash.includes('/pages/pay/cashier'));
      await page
        .getByTestId('cashier-note')
        .getByText(/你已取消支付/)
        .waitFor();
      await page.getByRole('button', { name: '继续支付' }).waitFor();
      expect(await page.getByText('支付结果确认中').count()).toBe(0);
      expect(held.server.mock.store.orders.find((o) => o.orderCode === code)!.status).toBe(ORDER_STATUS.unpaid);
      await screenshot(page, 'h5-cancelled-phone');
      // Back from there: the order again.
      await page.goBack();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/order/detail'));
      await page.getByTestId('order-status').getByText('待付款').waitFor();
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('paid joins through the cashier: interactive (a free amount), on-site (a fee), group-buy (a group shown once paid)', async () => {
    const leader = await apiLogin(held.server.url, DEMO_LEADER);
    await inWechat(
      leader,
      {},
      async (page) => {
        // Kind 4: a free amount of ¥12.34 for a program.
        await page.goto(`${held.server.url}/#/pages/activity/detail?code=AC008`);
        await page.getByTestId('join').click();
        const sheet = page.getByTestId('join-sheet');
        await sheet.getByRole('button', { name: '儿童绘本', exact: true }).click();
        await sheet.getByRole('button', { name: CUSTOM, exact: true }).click();
        await sheet.getByLabel(CUSTOM).fill('12.34');
        await page.getByTestId('join-submit').click();
        await page.getByRole('button', { name: '提交并支付', exact: true }).click();
        await page.getByTestId('cashier-amount').getByText('12').waitFor();
        expect(await page.getByTestId('cashier-amount').textContent()).toBe('¥12.34');
        await page.getByText(/^活动报名 · 社区公益图书角众筹$/).waitFor();
        await payButton(page).click();
        await leavePaidResult(page);
        await page.getByTestId('my-join-state').filter({ hasText: '已参加' }).waitFor();
        const four = held.server.mock.store.activities.joins.find(
          (j) => j.activityCode === 'AC008' && j.userCode === leader.userCode,
        )!;
        expect(four).toMatchObject({ status: JOIN_STATUS.joined, payAmount: 12.34 });

        // Kind 5: the fee; the place is held while unpaid (the count shows it), then joined.
        await page.goto(`${held.server.url}/#/pages/activity/detail?code=AC005`);
        await page.locator('.act-title').filter({ hasText: '亲子烘焙课堂' }).waitFor();
        const before = await page.getByTestId('joined-count').textContent();
        await page.getByTestId('join').click();
        await sheet.getByLabel('家长姓名').fill('王建国');
        await sheet.getByLabel('手机号').fill('13900139000');
        await sheet.getByLabel('孩子年龄').fill('6');
        await page.getByTestId('join-submit').click();
        await page.getByRole('button', { name: '提交并支付', exact: true }).click();
        await page.getByTestId('cashier-amount').waitFor();
        expect(await page.getByTestId('cashier-amount').textContent()).toBe('¥39.00');
        // Back to the activity before paying: the place is held, the main button pays.
        await page.goBack();
        await page.getByTestId('my-join-state').filter({ hasText: '待支付' }).waitFor();
        expect(await page.getByTestId('joined-count').textContent()).not.toBe(before);
        await page.getByTestId('my-join').getByTestId('countdown').waitFor();
        await screenshot(page, 'activity-unpaid-join-phone');
        await page.getByTestId('join').filter({ hasText: '去支付 ¥39.00' }).click();
        await payButton(page).click();
        await leavePaidResult(page);
        await page.getByTestId('my-join-state').filter({ hasText: '已参加' }).waitFor();

        // Kind 3: starting a group; it shows to others once the starter has paid.
        await page.goto(`${held.server.url}/#/pages/activity/detail?code=AC007`);
        await page.locator('.act-title').filter({ hasText: '土鸡蛋邻里拼' }).waitFor();
        await page.getByTestId('join').click();
        await page.getByTestId('join-submit').click();
        await page.getByRole('button', { name: '提交并支付', exact: true }).click();
        await page.getByTestId('cashier-amount').waitFor();
        const join = held.server.mock.store.activities.joins.find(
          (j) => j.activityCode === 'AC007' && j.userCode === leader.userCode,
        )!;
        const group = held.server.mock.store.activities.groups.find((g) => g.code === join.groupCode)!;
        expect(group.members).toEqual([]);
        await payButton(page).click();
        await leavePaidResult(page);
        await page.getByTestId('my-join-state').filter({ hasText: '已参加' }).waitFor();
        expect(group.members).toEqual([leader.userCode]);
        await page.setViewportSize(desktopViewport);
        await screenshot(page, 'activity-group-paid-desktop');
      },
      'wechatAndroid',
    );
  });
});
