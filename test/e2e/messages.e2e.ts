// End to end, messages (docs/product.md#the-stations-day): the unread count on the 我的 tab and on mine's entry; the message
// centre (unread first and marked, a tap marks read and opens the order, read all) at phone and desktop widths;
// inside WeChat (fake bridge), the subscribe open tag on the cashier's paid result, accepted (reported, then sent
// once at the arrival through the emulated sending API) and refused or failed (nothing breaks, 完成 goes on).
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_LEADER, DEMO_OPENID, DEMO_RESIDENT } from '../../mock/seed/users';
import { dayOf } from '../../mock/seed/pickup';
import { messageState, messagesOf } from '../../mock/state/messages';
import type { WxSentMessage } from '../../mock/state/wechat-subscribe';
import { appAndBrowser, axeViolations, bridgeCalls, desktopViewport, openPage, screenshot, settled } from './harness';
import { apiCall, apiCommitPaid, apiLogin, skipStartScreen, storeSession, type ApiUser, realErrors } from './helpers';
import type { BridgeOptions } from './fake-bridge';

const held = appAndBrowser();
let checkouts = 0;
// A Hangzhou shop's good, picked up at the demo leader's Hangzhou station (docs/product.md#business-time).
const pickupLines = { lines: [{ goodCode: 'P008', specName: '', num: 1 }], deliveryType: 1, communityCode: 'C003' };
const unreadOf = (userCode: string) => messagesOf(held.server.mock.store, userCode).filter((m) => !m.read).length;
const mineTabBadge = (page: Page) =>
  page.locator('.tab-layout-bar .adm-tab-bar-item').nth(3).locator('.adm-badge-content');

async function sentTo(openid: string): Promise<WxSentMessage[]> {
  const res = await fetch(`${held.server.url}/__wxmsg/sent?openid=${openid}`);
  return (await res.json()) as WxSentMessage[];
}

describe('the message centre', () => {
  it('the unread count on 我的, unread first and marked, a tap opens the order and marks it read, read all', async () => {
    const resident = await apiLogin(held.server.url, DEMO_RESIDENT);
    // Two paid pickup orders: two "paid" messages.
    const first = await apiCommitPaid<{ orderCode: string }>(
      held.server.url,
      { ...pickupLines, checkoutId: `msg-e2e-${(checkouts += 1)}` },
      resident,
    );
    const second = await apiCommitPaid<{ orderCode: string }>(
      held.server.url,
      { ...pickupLines, checkoutId: `msg-e2e-${(checkouts += 1)}` },
      resident,
    );
    const unread = unreadOf(resident.userCode);
    expect(unread).toBeGreaterThanOrEqual(2);

    const { page, context, errors } = await openPage(held.browser, held.server.url, { agent: 'androidChrome' });
    try {
      await storeSession(context, resident);
      await page.goto(`${held.server.url}/#/pages/tabbar/home`);
      await skipStartScreen(page);
      // The badge comes after the first screen.
      await mineTabBadge(page)
        .filter({ hasText: String(unread) })
        .waitFor();
      await page.locator('.tab-layout-bar .adm-tab-bar-item').nth(3).click();
      await page.getByTestId('mine-messages').getByText(String(unread), { exact: true }).waitFor();
      await page.getByTestId('mine-messages').click();

      const items = page.getByTestId('message-item');
      await items.first().waitFor();
      await page.getByText(`${unread} 条未读`).waitFor();
      // Newest first among the unread: the second order's payment on top, marked unread.
      await expect.poll(() => items.first().getAttribute('data-read')).toBe('false');
      expect(await items.first().textContent()).toContain('支付成功');
      await screenshot(page, 'messages-phone');
      expect(await axeViolations(page)).toEqual([]);
      const server = messagesOf(held.server.mock.store, resident.userCode);
      expect(server[0]).toMatchObject({ type: 'paid', bizCode: second.orderCode });

      // A tap marks it read and opens the order.
      await items.first().click();
      await page.waitForURL((u) => u.hash.includes(`/pages/order/detail?code=${second.orderCode}`));
      await page.getByTestId('order-status').waitFor();
      expect(unreadOf(resident.userCode)).toBe(unread - 1);
      await page.goBack();
      await items.first().waitFor();
      await page.getByText(`${unread - 1} 条未读`).waitFor();
      // The read one is among the read now, below every unread one.
      const states = await items.evaluateAll((els) => els.map((e) => e.getAttribute('data-read')));
      expect(states.indexOf('true')).toBe(unread - 1);

      // Read all: nothing unread, here and on the 我的 tab.
      await page.getByRole('button', { name: '全部已读' }).click();
      await page.getByText('已全部标为已读').waitFor();
      await expect
        .poll(() => items.evaluateAll((els) => els.every((e) => e.getAttribute('data-read') === 'true')))
        .toBe(true);
      expect(unreadOf(resident.userCode)).toBe(0);
      expect(await page.getByRole('button', { name: '全部已读' }).isDisabled()).toBe(true);
      await page.setViewportSize(desktopViewport);
      await screenshot(page, 'messages-desktop');
      await page.goto(`${held.server.url}/#/pages/tabbar/mine`);
      await page.getByTestId('mine-messages').waitFor();
      await settled(page);
      expect(await mineTabBadge(page).count()).toBe(0);
      expect(first.orderCode).not.toBe(second.orderCode);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('empty for someone with no messages; signed out, a way to log in and no badge', async () => {
    const { page, context } = await openPage(held.browser, held.server.url, { agent: 'iosSafari' });
    try {
      await page.goto(`${held.server.url}/#/pages/message/list`);
      await page.getByText('登录后查看消息').waitFor();
      await page.goto(`${held.server.url}/#/pages/tabbar/mine`);
      await page.getByTestId('mine-messages').waitFor();
      await settled(page);
      expect(await mineTabBadge(page).count()).toBe(0);
    } finally {
      await context.close();
    }
    const quiet = await apiLogin(held.server.url, { phone: '15900159000', password: 'qihuo123' });
    const opened = await openPage(held.browser, held.server.url, { agent: 'iosSafari' });
    try {
      await storeSession(opened.context, quiet);
      await opened.page.goto(`${held.server.url}/#/pages/message/list`);
      await opened.page.getByTestId('empty-state').getByText('暂无消息').waitFor();
      await screenshot(opened.page, 'messages-empty-phone');
    } finally {
      await opened.context.close();
    }
  });
});

describe('WeChat subscribe messages', () => {
  /** A WeChat page (fake bridge) of `user` at the cashier of a new unpaid pickup order; answers the order code. */
  async function payInWechat(
    user: ApiUser,
    bridge: BridgeOptions,
    run: (page: Page, orderCode: string) => Promise<void>,
  ): Promise<void> {
    const order = await apiCall<{ orderCode: string }>(
      held.server.url,
      '/appMall/order/get',
      { ...pickupLines, submit: true, checkoutId: `msg-wx-${(checkouts += 1)}` },
      user,
    );
    const { page, context, errors } = await openPage(held.browser, held.server.url, { agent: 'wechatIos', bridge });
    try {
      await storeSession(context, user);
      await page.goto(`${held.server.url}/#/pages/pay/cashier?biz=order&codes=${order.orderCode}`);
      await page.getByRole('button', { name: /^确认支付/ }).click();
      await page.getByTestId('subscribe-offer').waitFor({ timeout: 20_000 });
      await run(page, order.orderCode);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  }

  it('accepted after paying: reported, and sent once at the arrival; refused or failed: nothing breaks', async () => {
    const resident = await apiLogin(held.server.url, DEMO_RESIDENT);
    const leader = await apiLogin(held.server.url, DEMO_LEADER);
    const { subscribeTemplates: tpl } = held.server.mock.store.catalogue.config as {
      subscribeTemplates: { arrived: string; refunded: string };
    };
    const subs = () =>
      messageState(held.server.mock.store).subscriptions.filter((s) => s.userCode === resident.userCode);
    const before = subs().length;

    // Accepted: only the arrival's template (the refund's rejected).
    await payInWechat(resident, { subscribeResults: [[tpl.arrived]] }, async (page, orderCode) => {
      // wx.config carried the open tag.
      const config = (await bridgeCalls(page)).find((c) => c.name === 'preVerifyJSAPI');
      expect(config?.args.verifyOpenTagList).toEqual(['wx-open-subscribe']);
      await screenshot(page, 'pay-subscribe-offer-phone');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '订阅微信通知' }).click();
      await page.getByTestId('subscribe-result').getByText('已订阅，到时会在微信里通知你').waitFor();
      await expect.poll(() => subs().length).toBe(before + 1);
      expect(subs().at(-1)).toMatchObject({
        templateId: tpl.arrived,
        bizType: 'order',
        bizCode: orderCode,
        openid: DEMO_OPENID,
        sentTime: null,
      });
      expect((await bridgeCalls(page)).find((c) => c.name === 'openTag:subscribe')?.args.template).toEqual([
        tpl.arrived,
        tpl.refunded,
      ]);
      await screenshot(page, 'pay-subscribed-phone');
      await page.getByTestId('paid-continue').click();
      await page.waitForURL((u) => u.hash.includes(`/pages/order/detail?code=${orderCode}`));

      // The goods arrive: WeChat's message is sent once, opening the order.
      const already = (await sentTo(DEMO_OPENID)).length;
      const order = held.server.mock.store.orders.find((o) => o.orderCode === orderCode)!;
      await apiCall(held.server.url, '/api/team/v1/pickup/arrive', { day: dayOf(order.pickupStart!) }, leader);
      const sent = (await sentTo(DEMO_OPENID)).slice(already);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ templateId: tpl.arrived, page: `/#/pages/order/detail?code=${orderCode}` });
      await apiCall(held.server.url, '/api/team/v1/pickup/arrive', { day: dayOf(order.pickupStart!) }, leader);
      expect((await sentTo(DEMO_OPENID)).slice(already)).toHaveLength(1);
    });

    // Refused every template, then the tag fails: said calmly, nothing reported, 完成 goes on.
    for (const result of ['none', 'error'] as const) {
      const count = subs().length;
      await payInWechat(resident, { subscribeResults: [result] }, async (page, orderCode) => {
        await page.getByRole('button', { name: '订阅微信通知' }).click();
        await page.getByTestId('subscribe-result').getByText('没有订阅也没关系，消息中心里都能看到').waitFor();
        if (result === 'none') await screenshot(page, 'pay-subscribe-refused-phone');
        await settled(page);
        expect(subs()).toHaveLength(count);
        await page.getByTestId('paid-continue').click();
        await page.waitForURL((u) => u.hash.includes(`/pages/order/detail?code=${orderCode}`));
      });
    }
  });
});
