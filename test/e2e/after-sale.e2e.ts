// End to end, money back (docs/product.md#money), phone width, a plain browser: a paid order cancelled shows its
// refund (the dialog says what comes back first; processing, then refunded with its time); a resident asks for
// an after-sale on a picked-up order with two photos, keeps the form through a reload, the station's leader
// accepts it, and the resident sees it refunded, on the after-sale, on the order and in the refunds list.
import { describe, expect, it } from 'vitest';
import { DEMO_LEADER, DEMO_RESIDENT } from '../../mock/seed/users';
import { appAndBrowser, axeViolations, desktopViewport, screenshot } from './harness';
import { apiCall, apiCommitPaid, apiLogin, asUser, makeJpeg } from './helpers';

const held = appAndBrowser();
const ZHAO = { phone: '15800158001', password: 'qihuo123' }; // 赵丽: O30006, 2 pieces, picked up at the demo station

describe('money back', () => {
  it('a paid order cancelled: the dialog says what comes back, then the refund shows, processing, then refunded', async () => {
    held.server.mock.store.timing.refundMs = 1500;
    const resident = await apiLogin(held.server.url, DEMO_RESIDENT);
    const order = await apiCommitPaid<{ orderCode: string; payAmount: number }>(
      held.server.url,
      { lines: [{ goodCode: 'P010', specName: '', num: 2 }], deliveryType: 1, communityCode: 'C001' },
      resident,
    );
    const amount = `¥${order.payAmount.toFixed(2)}`;
    await asUser(held, resident, {}, async (page) => {
      await page.goto(`${held.server.url}/#/pages/order/detail?code=${order.orderCode}`);
      await page.getByTestId('order-status').getByText('备货中').waitFor();
      await page.locator('.qh-action-bar').getByRole('button', { name: '取消订单' }).click();
      const dialog = page.locator('.adm-dialog');
      await dialog.getByText(`确定取消这个订单吗？已支付的 ${amount} 将原路退回到你的支付账户。`).waitFor();
      // It used no coupon: the dialog promises none back.
      expect(await dialog.textContent()).not.toContain('优惠券');
      await dialog.getByRole('button', { name: '取消订单' }).click();
      await page.getByTestId('order-status').getByText('已取消').waitFor();
      const refund = page.getByTestId('money-back').getByTestId('refund');
      await refund.getByText('取消订单退款').waitFor();
      expect(await refund.locator('.qh-refund-amount').textContent()).toBe(amount);
      await refund.getByText('原路退回').waitFor();
      await screenshot(page, 'order-refund-phone');
      // The payment channel's time passes: refunded, with when.
      await new Promise((r) => setTimeout(r, 1600));
      await page.reload();
      await expect
        .poll(() => page.getByTestId('refund-state').first().textContent())
        .toMatch(/^已退款 \d\d\/\d\d \d\d:\d\d$/);
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('an after-sale with two photos, kept through a reload, accepted by the leader, seen refunded', async () => {
    held.server.mock.store.timing.afterSaleMs = 3_600_000; // the leader decides, not the mock
    held.server.mock.store.timing.refundMs = 0;
    const zhao = await apiLogin(held.server.url, ZHAO);
    await asUser(held, zhao, {}, async (page) => {
      await page.goto(`${held.server.url}/#/pages/order/detail?code=O30006`);
      await page.getByTestId('order-status').getByText('已完成').waitFor();
      await page
        .getByTestId('money-back')
        .getByText(/^售后期至 /)
        .waitFor();
      await page.getByRole('button', { name: '申请售后' }).click();
      await page.waitForURL((u) => u.hash.includes('/pages/afterSale/apply'));
      // Nothing chosen: said at the fields.
      await page.getByRole('button', { name: '提交申请' }).click();
      await page.getByText('请至少选择一件商品').waitFor();
      await page.getByText('请选择售后原因').waitFor();
      // An amount typed before any item: the footer asks for the items, it shows no amount it cannot refund.
      await page.getByLabel('退款金额').fill('100');
      await expect.poll(() => page.getByTestId('sale-bar-total').textContent()).toBe('请先选择要退的商品');
      await page.getByLabel('退款金额').fill('');
      const title = held.server.mock.store.orders.find((o) => o.orderCode === 'O30006')!.items[0]!.title;
      await page.getByRole('button', { name: `增加${title}的数量` }).click();
      await page.getByRole('radio', { name: '坏果/变质' }).click();
      await page.getByLabel('问题描述').fill('有一袋压坏了');
      const photos = page.getByRole('group', { name: '照片' }).locator('input[type=file]');
      await photos.setInputFiles([
        { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page, 640, 480, 0.8) },
        { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page, 480, 640, 0.8) },
      ]);
      await expect.poll(() => page.locator('.qh-image-item img').count(), { timeout: 20_000 }).toBe(2);
      // The suggestion is what was paid for one piece; more than that is refused at the field.
      const suggested = await page.getByLabel('退款金额').getAttribute('placeholder');
      expect(suggested).toMatch(/^\d+\.\d\d$/);
      await page.getByLabel('退款金额').fill((Number(suggested) + 1).toFixed(2));
      await page.getByRole('button', { name: '提交申请' }).click();
      await page.getByText(`退款金额不能超过 ¥${suggested}`).waitFor();
      // The footer follows the field: never another amount than the one typed.
      const footer = page.getByTestId('sale-bar-total');
      await footer.getByText('退款金额有误，请修改').waitFor();
      expect(await footer.textContent()).not.toContain(suggested!);
      await page.getByLabel('退款金额').fill('100');
      await footer.getByText('退款金额有误，请修改').waitFor();
      await page.getByLabel('退款金额').fill('0.50');
      await expect.poll(() => footer.textContent()).toBe('退款金额 ¥0.50');
      await page.getByLabel('退款金额').fill(suggested!);
      await expect.poll(() => footer.textContent()).toBe(`退款金额 ¥${suggested}`);
      await screenshot(page, 'after-sale-apply-phone');
      expect(await axeViolations(page)).toEqual([]);
      // A reload loses nothing of what was typed.
      await page.waitForTimeout(300);
      await page.reload();
      await expect.poll(() => page.getByLabel('问题描述').inputValue()).toBe('有一袋压坏了');
      expect(await page.getByLabel('退款金额').inputValue()).toBe(suggested);
      expect(await page.getByRole('radio', { name: '坏果/变质' }).getAttribute('aria-checked')).toBe('true');
      await expect.poll(() => page.locator('.qh-image-item img').count()).toBe(2);
      await page.getByRole('button', { name: '提交申请' }).dblclick();
      await page.getByTestId('after-sale-status').getByText('待团长处理').waitFor();
      const mine = held.server.mock.store.afterSales.filter((a) => a.orderCode === 'O30006');
      expect(mine).toHaveLength(1);
      expect(mine[0]!).toMatchObject({ reason: 'spoiled', amount: Number(suggested), items: [{ num: 1 }] });
      expect(mine[0]!.images).toHaveLength(2);
      await screenshot(page, 'after-sale-pending-phone');
      // Its photos: two thumbnails, large on a tap, the focus back on the thumbnail after (the leader's strip too).
      const thumbs = page.getByRole('button', { name: /^查看第 \d 张照片大图$/ });
      expect(await thumbs.count()).toBe(2);
      await thumbs.first().click();
      const viewer = page.getByRole('dialog', { name: '照片' });
      await viewer.getByText('1/2').waitFor();
      await viewer.getByRole('button', { name: '关闭' }).click();
      await viewer.waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('查看第 1 张照片大图');

      // The leader of the station accepts it (the leader's screen: after-sale-leader.e2e.ts).
      const leader = await apiLogin(held.server.url, DEMO_LEADER);
      await apiCall(
        held.server.url,
        '/api/team/v1/afterSale/decide',
        { afterSaleCode: mine[0]!.afterSaleCode, accept: true, remark: '抱歉，已为你退款' },
        leader,
      );
      await page.reload();
      await page.getByTestId('after-sale-status').getByText('已同意退款').waitFor();
      await page.getByText('团长说明：抱歉，已为你退款').waitFor();
      await expect.poll(() => page.getByTestId('refund-state').textContent()).toMatch(/^已退款 /);
      await screenshot(page, 'after-sale-accepted-phone');
      await page.setViewportSize(desktopViewport);
      await screenshot(page, 'after-sale-accepted-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      // On the order, and in the refunds list under Mine.
      await page.goto(`${held.server.url}/#/pages/order/detail?code=O30006`);
      await page.getByTestId('money-back').getByTestId('after-sale-state').getByText('已同意退款').waitFor();
      await page.getByTestId('money-back').getByText('售后退款').waitFor();
      await page.goto(`${held.server.url}/#/pages/refund/list`);
      await page.getByText('售后退款').waitFor();
      await page.getByText('订单 O30006').waitFor();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  it('a fully refunded order offers no 申请售后, and its form says nothing is left', async () => {
    held.server.mock.store.timing.afterSaleMs = 3_600_000;
    const zhao = await apiLogin(held.server.url, ZHAO);
    const leader = await apiLogin(held.server.url, DEMO_LEADER);
    const line = held.server.mock.store.orders.find((o) => o.orderCode === 'O30006')!.items[0]!;
    await asUser(held, zhao, {}, async (page) => {
      // What no pending or accepted request holds yet is asked for and accepted.
      const held1 = held.server.mock.store.afterSales
        .filter((a) => a.orderCode === 'O30006' && (a.status === 0 || a.status === 1))
        .flatMap((a) => a.items)
        .reduce((n, i) => n + i.num, 0);
      if (line.num - held1 > 0) {
        await page.goto(`${held.server.url}/#/pages/order/detail?code=O30006`);
        await page.getByRole('button', { name: '申请售后' }).waitFor();
        const rest = await apiCall<{ afterSaleCode: string }>(
          held.server.url,
          '/api/afterSale/v1/apply',
          {
            orderCode: 'O30006',
            items: [{ goodCode: line.goodCode, specName: line.specName, num: line.num - held1 }],
            reason: 'spoiled',
            description: '',
            images: [],
            amount: 0.01,
          },
          zhao,
        );
        await apiCall(
          held.server.url,
          '/api/team/v1/afterSale/decide',
          { afterSaleCode: rest.afterSaleCode, accept: true, remark: '' },
          leader,
        );
        await page.reload();
      } else {
        await page.goto(`${held.server.url}/#/pages/order/detail?code=O30006`);
      }
      await page.getByTestId('after-sale-all-asked').getByText('这个订单的商品都已申请过售后').waitFor();
      expect(await page.getByRole('button', { name: '申请售后' }).count()).toBe(0);
      await screenshot(page, 'after-sale-all-asked-phone');
      // Its form, opened from an old link, has nothing to choose: it says so.
      await page.goto(`${held.server.url}/#/pages/afterSale/apply?order=O30006`);
      await page.getByText('这个订单的商品都已申请过售后').waitFor();
      expect(await page.getByRole('button', { name: '提交申请' }).count()).toBe(0);
    });
  });
});
