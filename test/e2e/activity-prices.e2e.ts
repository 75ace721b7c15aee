// End to end, prices that make sense in the activity editor: a group-buy tier above the price
// alone is refused at that tier's field and nothing is sent until it is below; the on-site fee and item
// prices start empty with a placeholder (no ¥10.00 made up) and an empty fee is asked for at its field; a
// multi-item activity lets a person pick every item, following the items until set; an interactive
// activity's presets and minimum above ¥5,000.00 are refused at their fields. Phone and desktop, axe.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_LEADER } from '../../mock/seed/users';
import { ACTIVITY_KIND, type ActivityKind } from '../../src/api/activity';
import type { ActivityDraft } from '../../src/api/activity-draft';
import { newDraft } from '../../src/features/activity/draft';
import { appAndBrowser, axeViolations, desktopViewport, openPage, screenshot, type Opened } from './harness';
import { apiLogin, storeSession, type ApiUser, realErrors } from './helpers';

const e2e = appAndBrowser();
let leader: ApiUser;

beforeAll(async () => {
  leader = await apiLogin(e2e.server.url, DEMO_LEADER);
});

/** A fresh draft of a kind (as the editor makes it) with the basics filled, so that only prices are left. */
function basics(type: ActivityKind, title: string): ActivityDraft {
  const img = '/mock-assets/activity-3.png';
  return {
    ...newDraft(type, Date.now()),
    title,
    img,
    coverArr: [img],
    address: '上海市黄浦区马当路388弄翠湖天地会所',
    latitude: 31.2186,
    longitude: 121.4766,
  };
}

/** The leader's editor of `type`, with `draft` stored (or none: the editor makes a fresh one); closed after `run`. */
async function inEditor(
  type: ActivityKind,
  draft: ActivityDraft | null,
  run: (page: Page) => Promise<void>,
  desktop = false,
): Promise<void> {
  const opened: Opened = await openPage(
    e2e.browser,
    e2e.server.url,
    desktop ? { agent: 'desktopChrome', viewport: desktopViewport } : { agent: 'androidChrome' },
  );
  try {
    await storeSession(opened.context, leader);
    if (draft)
      await opened.context.addInitScript((d) => localStorage.setItem('qihuo_draftActivity', JSON.stringify(d)), draft);
    await opened.page.goto(`${e2e.server.url}/#/pages/activity/edit?type=${type}`);
    await opened.page.getByTestId('publish').waitFor();
    await run(opened.page);
    expect(realErrors(opened.errors)).toEqual([]);
  } finally {
    await opened.context.close();
  }
}

const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);
const errorAt = (page: Page, field: string) => page.locator(`[id="act-${field}-error"]`);

/** Counts the page's save calls from now on. */
function saves(page: Page): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/activity/v1/save') n += 1;
  });
  return () => n;
}

describe('activity editor: prices that make sense', () => {
  it('a group-buy tier above the price alone is refused at that tier, nothing is sent; below it, it publishes', async () => {
    const title = '阳光玫瑰葡萄拼团';
    await inEditor(
      ACTIVITY_KIND.group,
      {
        ...basics(ACTIVITY_KIND.group, title),
        activityItemList: [
          { ...newDraft(ACTIVITY_KIND.group, Date.now()).activityItemList[0]!, itemName: '阳光玫瑰葡萄2斤' },
        ],
      },
      async (page) => {
        const sent = saves(page);
        // Nothing made up: the price alone and the tier's price start empty, with a placeholder.
        expect(await byId(page, 'act-items.0.price').inputValue()).toBe('');
        expect(await byId(page, 'act-items.0.price').getAttribute('placeholder')).toBe('请输入价格');
        expect(await byId(page, 'act-items.0.tiers.0.price').inputValue()).toBe('');
        expect(await byId(page, 'act-items.0.tiers.0.price').getAttribute('placeholder')).toBe('低于单买价');
        // The case: a first tier of ¥99 over ¥59.90 alone. The tier's placeholder then names that price.
        await byId(page, 'act-items.0.price').fill('59.90');
        expect(await byId(page, 'act-items.0.tiers.0.price').getAttribute('placeholder')).toBe('低于 ¥59.90');
        await byId(page, 'act-items.0.tiers.0.price').fill('99');
        await page.getByTestId('publish').click();
        await errorAt(page, 'items.0.tiers.0.price').filter({ hasText: '拼团价须低于单买价 ¥59.90' }).waitFor();
        expect(await page.locator('[data-field="act-items.0.tiers.0.price"]').getAttribute('data-invalid')).toBe(
          'true',
        );
        // What was typed stays.
        expect(await byId(page, 'act-items.0.tiers.0.price').inputValue()).toBe('99');
        expect(await page.locator('.qh-field-error').count()).toBe(1);
        await expect.poll(() => page.locator('.adm-toast-mask').count()).toBe(0);
        await screenshot(page, 'activity-prices-tier-above-single-phone');
        expect(await axeViolations(page)).toEqual([]);
        // The same as the price alone is not below it either.
        await byId(page, 'act-items.0.tiers.0.price').fill('59.9');
        await errorAt(page, 'items.0.tiers.0.price').filter({ hasText: '拼团价须低于单买价 ¥59.90' }).waitFor();
        expect(sent()).toBe(0);

        await byId(page, 'act-items.0.tiers.0.price').fill('49.90');
        await expect.poll(() => errorAt(page, 'items.0.tiers.0.price').count()).toBe(0);
        await page.getByTestId('publish').click();
        await page.locator('.act-title').filter({ hasText: title }).waitFor();
        expect(sent()).toBe(1);
        const saved = e2e.server.mock.store.activities.activities.find((a) => a.title === title);
        expect(saved?.activityItemList.map((i) => [i.price, i.groupItemList.map((t) => t.price)])).toEqual([
          [59.9, [49.9]],
        ]);
      },
    );
  });

  it("an on-site activity's fee starts empty with a placeholder and is asked for at its field; 0 publishes a free one (desktop)", async () => {
    const title = '周六社区义诊（价格）';
    await inEditor(
      ACTIVITY_KIND.onsite,
      basics(ACTIVITY_KIND.onsite, title),
      async (page) => {
        const sent = saves(page);
        const fee = byId(page, 'act-price');
        expect(await fee.inputValue()).toBe('');
        expect(await fee.getAttribute('placeholder')).toBe('请输入报名费');
        await page.getByTestId('publish').click();
        await errorAt(page, 'price').filter({ hasText: '请填写报名费，免费活动填 0' }).waitFor();
        await page.locator('.adm-toast-main').filter({ hasText: '请填写报名费，免费活动填 0' }).waitFor();
        await expect.poll(() => page.locator('.adm-toast-mask').count()).toBe(0);
        await screenshot(page, 'activity-prices-fee-empty-desktop');
        expect(await axeViolations(page)).toEqual([]);
        expect(sent()).toBe(0);
        await fee.fill('0');
        await expect.poll(() => errorAt(page, 'price').count()).toBe(0);
        await page.getByTestId('publish').click();
        await page.locator('.act-title').filter({ hasText: title }).waitFor();
        expect(e2e.server.mock.store.activities.activities.find((a) => a.title === title)?.price).toBe(0);
      },
      true,
    );
  });

  it('a fresh on-site editor (nothing stored) shows the fee empty too, at phone width', async () => {
    await inEditor(ACTIVITY_KIND.onsite, null, async (page) => {
      expect(await byId(page, 'act-price').inputValue()).toBe('');
      expect(await byId(page, 'act-num').inputValue()).toBe('10');
      await page.locator('[data-field="act-price"]').scrollIntoViewIfNeeded();
      await screenshot(page, 'activity-prices-fee-placeholder-phone');
    });
  });

  it('a multi-item activity lets a person pick every item: the limit follows the items until the person sets it', async () => {
    await inEditor(ACTIVITY_KIND.multi, null, async (page) => {
      const max = byId(page, 'act-maxSelection');
      expect(await max.inputValue()).toBe('2');
      await page.getByTestId('add-item').click();
      await expect.poll(() => max.inputValue()).toBe('3');
      await max.fill('2');
      await page.getByTestId('add-item').click();
      await expect.poll(() => page.getByTestId('item-card').count()).toBe(4);
      expect(await max.inputValue()).toBe('2');
    });
  });

  it("an interactive activity's presets and minimum above ¥5,000.00 are refused at their fields", async () => {
    await inEditor(
      ACTIVITY_KIND.interactive,
      { ...basics(ACTIVITY_KIND.interactive, '社区图书角众筹'), programList: ['儿童绘本'] },
      async (page) => {
        const sent = saves(page);
        await byId(page, 'act-chooseAmount').fill('1, 5, 6000');
        await page.getByTestId('switch-chooseAmountFree').click();
        await byId(page, 'act-chooseAmountLow').fill('5000.01');
        await page.getByTestId('publish').click();
        await errorAt(page, 'chooseAmount').filter({ hasText: '每个金额最多 ¥5,000.00' }).waitFor();
        await errorAt(page, 'chooseAmountLow').filter({ hasText: '最低金额最多 ¥5,000.00' }).waitFor();
        await page.locator('[data-field="act-chooseAmount"]').scrollIntoViewIfNeeded();
        await expect.poll(() => page.locator('.adm-toast-mask').count()).toBe(0);
        await screenshot(page, 'activity-prices-presets-max-phone');
        expect(await axeViolations(page)).toEqual([]);
        expect(sent()).toBe(0);
        await byId(page, 'act-chooseAmount').fill('1, 5, 5000');
        await byId(page, 'act-chooseAmountLow').fill('0.5');
        await expect.poll(() => page.locator('.qh-field-error').count()).toBe(0);
      },
    );
  });
});
