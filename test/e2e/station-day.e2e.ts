// End to end, the station's day (docs/product.md#the-stations-day): the demo leader opens the day's sheet (分拣单) from the
// pickup page, a count above what was ordered or not whole is refused in place and left as typed, receives the
// day with a shortage (a double tap receives once; the confirmation names what is short), and sees who lost what
// and the refund; at phone width (the seeded day) and at desktop width (a day of orders placed by the checkout,
// where the order paid last loses everything and is closed), and the sheet prints as a table without the app's
// bars. The shorted residents see 缺货 ×N and the refund on their order page.
import { describe, expect, it } from 'vitest';
import { DEMO_LEADER, DEMO_RESIDENT } from '../../mock/seed/users';
import { dayOf } from '../../mock/seed/pickup';
import { appAndBrowser, axeViolations, desktopViewport, screenshot } from './harness';
import { apiCommitPaid, apiLogin, asUser } from './helpers';

const held = appAndBrowser();
const SUN = { phone: '15800158003', password: 'qihuo123' }; // 孙悦: O30009 (2 × 五常大米 and a 花生油, a 3.00 discount), paid last of the seeded day
const ZHAO = { phone: '15800158001', password: 'qihuo123' }; // 赵丽

const shortageRefunds = () => held.server.mock.store.refunds.filter((r) => r.reason === 'shortage');

describe("the station's day", () => {
  it('phone: the sheet from the pickup page, bad counts refused in place, received once with a shortage', async () => {
    const store = held.server.mock.store;
    const day = dayOf(store.orders.find((o) => o.orderCode === 'O30001')!.pickupStart!);
    const leader = await apiLogin(held.server.url, DEMO_LEADER);
    await asUser(held, leader, {}, async (page) => {
      await page.goto(`${held.server.url}/#/pages/team/pickup?day=${day}`);
      await page.locator('article').first().waitFor();
      await screenshot(page, 'station-day-pickup-phone');
      await page.getByRole('link', { name: /的分拣单$/ }).click();
      await page.getByTestId('sheet-table').waitFor();
      const rice = page.getByTestId('sheet-line').filter({ hasText: '五常大米' });
      const ordered = Number(await rice.locator('td').first().textContent());
      expect(ordered).toBe(6);
      const input = rice.getByRole('textbox', { name: '五常大米 5kg实收数量' });
      expect(await input.inputValue()).toBe('6');

      // Above what was ordered, or not whole: said by the line, left as typed, and nothing is sent.
      await input.fill('9');
      await rice.getByText('最多 6 件（订购数）').waitFor();
      await input.fill('2.5');
      await rice.getByText('请填写整数件数').waitFor();
      await page.getByRole('button', { name: '确认签收' }).click();
      expect(await input.inputValue()).toBe('2.5');
      expect(await input.getAttribute('aria-invalid')).toBe('true');

      await input.fill('4');
      await rice.getByRole('button', { name: '五常大米 5kg少一件' }).click();
      expect(await input.inputValue()).toBe('3');
      await screenshot(page, 'station-day-sheet-phone');
      expect(await axeViolations(page)).toEqual([]);

      // A double tap: one confirmation, one receive.
      await page.getByRole('button', { name: '确认签收' }).dblclick();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('以下商品缺货：五常大米 5kg 缺 3 件。').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(1);
      await dialog.getByRole('button', { name: '签收' }).click();
      await page.getByTestId('sheet-received').waitFor();
      expect(store.receivedDays.size).toBe(1);

      // The result: received and short per line, who lost what and the refund.
      const riceDone = page.getByTestId('sheet-line').filter({ hasText: '五常大米' });
      expect(await riceDone.locator('td').allTextContents()).toEqual(['6', '3', '3']);
      const sun = page.getByTestId('sheet-shortage').filter({ hasText: '孙悦' });
      expect(await sun.textContent()).toContain('O30009');
      expect(await sun.textContent()).toContain('五常大米 5kg ×2');
      expect(await sun.textContent()).toContain('退 ¥97.61');
      expect(await page.getByTestId('sheet-shortage').count()).toBe(
        new Set(shortageRefunds().map((r) => r.bizCode)).size,
      );
      await screenshot(page, 'station-day-received-phone');
      expect(await axeViolations(page)).toEqual([]);

      // Opened again: the result, not the form.
      await page.reload();
      await page.getByTestId('sheet-received').waitFor();
      expect(await page.getByRole('button', { name: '确认签收' }).count()).toBe(0);
    });
  });

  it('phone: 孙悦 sees what did not come and its refund on her order', async () => {
    expect(shortageRefunds().some((r) => r.bizCode === 'O30009')).toBe(true);
    const sun = await apiLogin(held.server.url, SUN);
    await asUser(held, sun, {}, async (page) => {
      await page.goto(`${held.server.url}/#/pages/order/detail?code=O30009`);
      const short = page.getByTestId('item-short');
      await short.first().waitFor();
      expect(await short.allTextContents()).toEqual(['缺货 ×2退 ¥97.61']);
      const refund = page.getByTestId('money-back').getByTestId('refund');
      await refund.getByText('缺货退款').waitFor();
      expect(await refund.locator('.qh-refund-amount').textContent()).toBe('¥97.61');
      await screenshot(page, 'station-day-order-short-phone');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  let closedOrder: { orderCode: string; payAmount: number } | null = null;

  it('desktop: the order paid last loses everything and is closed, the sheet prints as a clean table', async () => {
    const resident = await apiLogin(held.server.url, DEMO_RESIDENT);
    const zhao = await apiLogin(held.server.url, ZHAO);
    const first = await apiCommitPaid<{ orderCode: string; pickupStart: number }>(
      held.server.url,
      { lines: [{ goodCode: 'P003', specName: '10kg', num: 2 }], deliveryType: 1, communityCode: 'C003' },
      resident,
    );
    const last = (closedOrder = await apiCommitPaid<{ orderCode: string; payAmount: number }>(
      held.server.url,
      { lines: [{ goodCode: 'P003', specName: '10kg', num: 1 }], deliveryType: 1, communityCode: 'C003' },
      zhao,
    ));
    const day = dayOf(first.pickupStart);
    const leader = await apiLogin(held.server.url, DEMO_LEADER);
    await asUser(held, leader, { agent: 'desktopChrome', viewport: desktopViewport }, async (page) => {
      await page.goto(`${held.server.url}/#/pages/team/sheet?day=${day}`);
      const rice = page.getByTestId('sheet-line').filter({ hasText: '10kg' });
      await rice.waitFor();
      expect(await rice.locator('td').first().textContent()).toBe('3');
      await rice.getByRole('textbox').fill('2');
      await page.getByRole('button', { name: '确认签收' }).click();
      await page.getByRole('dialog').getByText('以下商品缺货：五常大米 10kg 缺 1 件。').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: '签收' }).click();
      const zhaoRow = page.getByTestId('sheet-shortage').filter({ hasText: '赵丽' });
      await zhaoRow.waitFor();
      expect(await zhaoRow.textContent()).toContain(`退 ¥${last.payAmount.toFixed(2)}`);
      expect(await page.getByTestId('sheet-shortage').filter({ hasText: first.orderCode }).count()).toBe(0);
      await screenshot(page, 'station-day-received-desktop');
      expect(await axeViolations(page)).toEqual([]);

      // Printed: the table, without the app's bar and the buttons.
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('.qh-page-header').isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: '打印' }).isVisible()).toBe(false);
      expect(await page.getByTestId('sheet-table').isVisible()).toBe(true);
      await screenshot(page, 'station-day-print-desktop');
      await page.emulateMedia({ media: 'screen' });
      expect(await page.getByRole('button', { name: '打印' }).isVisible()).toBe(true);
    });
  });

  it("desktop: 赵丽's order lost everything: closed, the whole payment back", async () => {
    const last = closedOrder!;
    const zhao = await apiLogin(held.server.url, ZHAO);
    await asUser(held, zhao, { agent: 'desktopChrome', viewport: desktopViewport }, async (page) => {
      await page.goto(`${held.server.url}/#/pages/order/detail?code=${last.orderCode}`);
      await page.getByTestId('order-status').getByText('已关闭（缺货）').waitFor();
      expect(await page.getByTestId('item-short').allTextContents()).toEqual([
        `缺货 ×1退 ¥${last.payAmount.toFixed(2)}`,
      ]);
      await page.getByTestId('money-back').getByText('缺货退款').waitFor();
      // The struck-out code says why it is void: the shortage, not a cancel.
      await page.getByText('订单因缺货关闭，取货码已失效').waitFor();
      await screenshot(page, 'station-day-order-closed-desktop');
    });
  });
});
