// End to end, the leader's side of after-sales (docs/product.md#money): two neighbours ask for money
// back through the API (one with two photos); the demo leader sees the badge on the team page, opens the
// station's list (pending first), sees the photos large, is told at the field that a refusal needs a remark,
// accepts once on a double tap (the confirmation says the amount goes back to the original payment), refuses
// the other with a remark kept through a failed request; the badge follows; the residents' answers say so.
// An after-sale nobody decided in time shows 系统自动同意. Phone in WeChat and desktop; axe on each screen.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_LEADER } from '../../mock/seed/users';
import { AFTER_SALE_STATUS, paidForPieces } from '../../src/rules/commerce-states';
import type { AfterSaleWire } from '../../src/api/after-sale';
import { appAndBrowser, axeViolations, desktopViewport, openPage, screenshot, IN_WECHAT } from './harness';
import { apiCall, apiLogin, fen, imagesSettled, money, storeSession, type ApiUser, openSignedIn } from './helpers';

const e2e = appAndBrowser();
const ZHAO = { phone: '15800158001', password: 'qihuo123' }; // 赵丽: O30006 (2 pieces) handed over at the demo station
const ZHOU = { phone: '15800158004', password: 'qihuo123' }; // 周洁: O30005 handed over there
const DAY = 86_400_000;
const PHOTOS = ['/mock-assets/product-1.png', '/mock-assets/product-2.png'];
const noise = (e: string) => /ERR_BLOCKED_BY_CLIENT|favicon/.test(e);

beforeAll(() => {
  // Nobody but the leader decides during this file (the mock accepts by itself after the review time).
  e2e.server.mock.store.timing.afterSaleMs = DAY;
});

/** What one piece of the order's first line may be refunded at most, in fen, from the mock's order. */
function capOfOnePiece(orderCode: string): { goodCode: string; specName: string; capFen: number } {
  const o = e2e.server.mock.store.orders.find((x) => x.orderCode === orderCode)!;
  const line = o.items[0]!;
  const goodsFen = o.items.reduce((n, i) => n + fen(i.price) * i.num, 0);
  return {
    goodCode: line.goodCode,
    specName: line.specName,
    capFen: paidForPieces(
      { goodsFen, discountFen: fen(o.discount) },
      { priceFen: fen(line.price), depositFen: fen(line.deposit) },
      1,
    ),
  };
}

async function ask(
  user: ApiUser,
  orderCode: string,
  reason: string,
  description: string,
  images: string[],
): Promise<AfterSaleWire & { capFen: number }> {
  const { goodCode, specName, capFen } = capOfOnePiece(orderCode);
  const a = await apiCall<AfterSaleWire>(
    e2e.server.url,
    '/api/afterSale/v1/apply',
    { orderCode, items: [{ goodCode, specName, num: 1 }], reason, description, images, amount: capFen / 100 },
    user,
  );
  return { ...a, capFen };
}

const card = (page: Page, name: string) =>
  page
    .locator('article.tas-card')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${name.replace(/[*]/g, '\\*')} `) }) });
const sheet = (page: Page) => page.getByRole('dialog', { name: '售后详情' });
/** Lets the sheet's and the dialogs' animations finish (for a screenshot of where they end). */
const still = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));

/** The photo viewer's slide has come to rest (its spring animation runs outside the Web Animations API): the photo shown whole, fixed in place. */
async function viewerAtRest(page: Page, src: string): Promise<void> {
  const box = () =>
    page.evaluate((want) => {
      const img = [...document.querySelectorAll<HTMLImageElement>('.adm-image-viewer-slides img')].find(
        (i) => new URL(i.src).pathname === want,
      );
      const r = img?.getBoundingClientRect();
      return r && r.left >= 0 && r.right <= window.innerWidth && r.width > 0
        ? `${Math.round(r.left)},${Math.round(r.top)},${Math.round(r.width)}`
        : 'moving';
    }, src);
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await box();
        const rest = now !== 'moving' && now === last;
        last = now;
        return rest;
      },
      { interval: 150 },
    )
    .toBe(true);
}

describe("the leader's after-sales", () => {
  it('badge, list, photos, a refusal needs a remark, accept once, refuse with a remark kept through a failure', async () => {
    const zhao = await apiLogin(e2e.server.url, ZHAO);
    const zhou = await apiLogin(e2e.server.url, ZHOU);
    const first = await ask(zhao, 'O30006', 'spoiled', '有一个烂了，照片里能看到', PHOTOS);
    const second = await ask(zhou, 'O30005', 'missing', '', []);
    const { page, context, errors } = await openSignedIn(e2e, DEMO_LEADER, IN_WECHAT);
    try {
      let decides = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/team/v1/afterSale/decide')) decides += 1;
      });

      // The team page: 售后处理 among the tools, with the pending count.
      await page.goto(`${e2e.server.url}/#/pages/team/index`);
      await page.getByRole('heading', { name: /西溪诚园邻里团/ }).waitFor();
      const tool = page.getByRole('link', { name: /售后处理/ });
      await expect.poll(() => page.getByTestId('after-sale-badge').textContent()).toBe('2');
      expect(await tool.textContent()).toContain('2 件待处理');
      await screenshot(page, 'after-sale-team-badge-phone');
      expect(await axeViolations(page)).toEqual([]);

      // The list: pending first, the oldest first; customer masked, order, items, reason, amount.
      await tool.click();
      await page.waitForURL(/#\/pages\/team\/afterSale/);
      await page.getByTestId('after-sale-summary').getByText('2 件待处理，最早申请的排在前面').waitFor();
      const headings = await page.locator('article.tas-card h2').allTextContents();
      expect(headings).toEqual(['赵* 158****8001', '周* 158****8004']);
      const zhaoCard = card(page, '赵*');
      expect(await zhaoCard.textContent()).toContain('订单 O30006');
      expect(await zhaoCard.textContent()).toContain('坏果/变质');
      expect(await zhaoCard.textContent()).toContain('2 张照片');
      expect(await zhaoCard.locator('.tas-amount').textContent()).toBe(money(first.capFen));
      expect(await zhaoCard.locator('.tas-tag').textContent()).toBe('待处理');
      expect(await card(page, '周*').textContent()).toContain('少件');
      await screenshot(page, 'after-sale-list-phone');
      expect(await axeViolations(page)).toEqual([]);

      // The detail: the description and both photos, large on a tap.
      await zhaoCard.getByRole('button', { name: '去处理' }).click();
      const detail = sheet(page);
      await detail.getByText('有一个烂了，照片里能看到').waitFor();
      const thumbs = detail.getByRole('button', { name: /^查看第 \d 张照片大图$/ });
      expect(await thumbs.count()).toBe(2);
      expect(
        await detail
          .locator('.qh-photo-thumb img')
          .evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname)),
      ).toEqual(PHOTOS);
      await imagesSettled(page);
      await still(page);
      // 拒绝 and 同意退款 are wholly on the screen once the sheet has come up (half below it before). The sheet
      // slides up by a spring outside the Web Animations API (still() does not see it): the poll ends when it rests.
      const viewport = page.viewportSize()!;
      for (const name of ['拒绝', '同意退款']) {
        const button = detail.getByRole('button', { name });
        await expect
          .poll(async () => {
            const box = (await button.boundingBox())!;
            return box.y >= 0 && box.y + box.height <= viewport.height;
          })
          .toBe(true);
      }
      await screenshot(page, 'after-sale-detail-phone');
      expect(await axeViolations(page)).toEqual([]);
      await thumbs.nth(1).click();
      const viewer = page.getByRole('dialog', { name: '售后照片' });
      await viewer.getByText('2/2').waitFor();
      await viewerAtRest(page, PHOTOS[1]!);
      await imagesSettled(page);
      await screenshot(page, 'after-sale-photo-phone');
      await viewer.getByRole('button', { name: '关闭' }).click();
      await viewer.waitFor({ state: 'hidden' });
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('查看第 2 张照片大图');

      // Refusing without a remark says so at the field and sends nothing.
      await detail.getByRole('button', { name: '拒绝' }).click();
      await detail.getByText('拒绝时请填写原因，顾客会看到').waitFor();
      expect(await detail.getByLabel('处理说明').getAttribute('aria-invalid')).toBe('true');
      expect(decides).toBe(0);
      await screenshot(page, 'after-sale-refuse-empty-phone');
      expect(await axeViolations(page)).toEqual([]);

      // Accepting: one confirmation on a double tap, saying what goes back where; one request.
      await detail.getByRole('button', { name: '同意退款' }).dblclick();
      const confirm = page.locator('.adm-dialog');
      await confirm
        .getByText(`同意后，${money(first.capFen)} 将原路退回顾客付款时使用的支付方式`, { exact: false })
        .waitFor();
      expect(await confirm.count()).toBe(1);
      await still(page);
      await screenshot(page, 'after-sale-accept-confirm-phone');
      expect(await axeViolations(page)).toEqual([]);
      await confirm.getByRole('button', { name: '同意退款' }).click();
      await page.getByText(`已同意，${money(first.capFen)} 将原路退回`).waitFor();
      await detail.waitFor({ state: 'hidden' });
      expect(decides).toBe(1);
      await expect.poll(() => zhaoCard.locator('.tas-tag').textContent()).toMatch(/^(退款中|已退款)$/);
      await page.getByTestId('after-sale-summary').getByText('1 件待处理，最早申请的排在前面').waitFor();
      // Pending first: 周洁's now comes before the decided one.
      expect(await page.locator('article.tas-card h2').allTextContents()).toEqual([
        '周* 158****8004',
        '赵* 158****8001',
      ]);

      // 赵丽's own answer: accepted, with its refund to the original payment.
      const zhaoView = await apiCall<AfterSaleWire>(
        e2e.server.url,
        '/api/afterSale/v1/get',
        { afterSaleCode: first.afterSaleCode },
        zhao,
      );
      expect(zhaoView).toMatchObject({
        status: AFTER_SALE_STATUS.accepted,
        decidedBy: 'leader',
        refund: { amount: first.capFen / 100, reason: 'afterSale', bizCode: 'O30006' },
      });

      // The badge follows: one left.
      await page.goBack();
      await page.waitForURL(/#\/pages\/team\/index/);
      await expect.poll(() => page.getByTestId('after-sale-badge').textContent()).toBe('1');
      await page.goForward();
      await page.waitForURL(/#\/pages\/team\/afterSale/);

      // Refusing 周洁's with a remark: a failed request keeps what was typed; the next try goes through.
      await card(page, '周*').getByRole('button', { name: '去处理' }).click();
      await sheet(page).getByText('顾客没有上传照片').waitFor();
      await sheet(page).getByLabel('处理说明').fill('已核实，货品完整');
      e2e.server.mock.setFaults([
        { match: '/api/team/v1/afterSale/decide', kind: { code: 5, msg: '系统繁忙，请稍后再试' }, times: 1 },
      ]);
      await sheet(page).getByRole('button', { name: '拒绝' }).click();
      await expect.poll(() => decides).toBe(2);
      await page.locator('.adm-toast-mask').getByText('系统繁忙，请稍后再试').waitFor();
      expect(await sheet(page).getByLabel('处理说明').inputValue()).toBe('已核实，货品完整');
      expect(e2e.server.mock.store.afterSales.find((a) => a.afterSaleCode === second.afterSaleCode)!.status).toBe(
        AFTER_SALE_STATUS.pending,
      );
      await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
      await sheet(page).getByRole('button', { name: '拒绝' }).click();
      await page.getByText('已拒绝，顾客会看到你的说明').waitFor();
      await sheet(page).waitFor({ state: 'hidden' });
      await expect.poll(() => card(page, '周*').locator('.tas-tag').textContent()).toBe('已拒绝');
      await page.getByTestId('after-sale-summary').getByText('没有待处理的售后申请').waitFor();
      expect(
        await apiCall<AfterSaleWire>(
          e2e.server.url,
          '/api/afterSale/v1/get',
          { afterSaleCode: second.afterSaleCode },
          zhou,
        ),
      ).toMatchObject({
        status: AFTER_SALE_STATUS.refused,
        remark: '已核实，货品完整',
        refund: null,
      });

      // A decided one says who decided and why.
      await page.locator('.adm-toast-mask').waitFor({ state: 'detached' });
      await card(page, '周*').getByRole('button', { name: '查看详情' }).click();
      await sheet(page).getByTestId('after-sale-decider').getByText('团长').waitFor();
      expect(await sheet(page).textContent()).toContain('已核实，货品完整');
      expect(await sheet(page).getByRole('button', { name: '拒绝' }).count()).toBe(0);
      await still(page);
      await sheet(page).getByTestId('after-sale-decider').scrollIntoViewIfNeeded();
      await screenshot(page, 'after-sale-refused-phone');
      expect(await axeViolations(page)).toEqual([]);
      await sheet(page).getByRole('button', { name: '关闭' }).click();

      // No badge when nothing waits.
      await page.goBack();
      await page.waitForURL(/#\/pages\/team\/index/);
      await page.getByRole('link', { name: /售后处理/ }).waitFor();
      await page.getByTestId('station-balance').waitFor();
      await expect.poll(() => page.getByTestId('after-sale-badge').count()).toBe(0);
      expect(errors.filter((e) => !noise(e))).toEqual([]);
    } finally {
      e2e.server.mock.setFaults([]);
      await context.close();
    }
  });

  it('at desktop width; one nobody decided in time shows 系统自动同意', async () => {
    const zhao = await apiLogin(e2e.server.url, ZHAO);
    const late = await ask(zhao, 'O30006', 'outOfStock', '', []);
    // Asked longer ago than the review time: the mock accepts it by itself when next asked.
    e2e.server.mock.store.afterSales.find((a) => a.afterSaleCode === late.afterSaleCode)!.createTime -= DAY + 60_000;
    const leader = await apiLogin(e2e.server.url, DEMO_LEADER);
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, {
      agent: 'desktopChrome',
      viewport: desktopViewport,
    });
    try {
      await storeSession(context, leader);
      await page.goto(`${e2e.server.url}/#/pages/team/afterSale`);
      await page.locator('article.tas-card').first().waitFor();
      expect(await page.locator('article.tas-card .tas-tag').allTextContents()).not.toContain('待处理');
      await screenshot(page, 'after-sale-list-desktop');
      expect(await axeViolations(page)).toEqual([]);
      const auto = page.locator('article.tas-card').filter({ hasText: '缺货' });
      await auto.getByRole('button', { name: '查看详情' }).click();
      await sheet(page).getByTestId('after-sale-decider').getByText('系统自动同意').waitFor();
      await sheet(page)
        .getByText(/原路退回/)
        .waitFor();
      await still(page);
      await sheet(page).getByTestId('after-sale-decider').scrollIntoViewIfNeeded();
      await screenshot(page, 'after-sale-auto-desktop');
      expect(await axeViolations(page)).toEqual([]);
      // The accepted one with photos, large at desktop width.
      await sheet(page).getByRole('button', { name: '关闭' }).click();
      await page
        .locator('article.tas-card')
        .filter({ hasText: '2 张照片' })
        .getByRole('button', { name: '查看详情' })
        .click();
      await sheet(page).getByRole('button', { name: '查看第 1 张照片大图' }).click();
      await page.getByRole('dialog', { name: '售后照片' }).getByText('1/2').waitFor();
      await viewerAtRest(page, PHOTOS[0]!);
      await imagesSettled(page);
      await screenshot(page, 'after-sale-photo-desktop');
      expect(errors.filter((e) => !noise(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
