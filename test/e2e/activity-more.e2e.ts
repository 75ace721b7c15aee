// Activities as the people who join and the leaders who edit them see them: the refund plan on the
// detail and in the join sheet before paying; after starting a group, an invitation whose link opens that very
// group (marked, with its join button) for a friend; an ended activity's empty list says it ended; the seeded
// 36 h group-buy edits and saves with its own limit; an untouched editor leaves no draft and each kind keeps
// its own; a double tap on 保存模板 saves once and the sheet does not come back. Phone and desktop screenshots.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { appAndBrowser, axeViolations, desktopViewport, openPage, screenshot, type Opened } from './harness';
import { apiLogin, payAtCashier, storeSession, type ApiUser, realErrors } from './helpers';
import { DEMO_LEADER, DEMO_RESIDENT } from '../../mock/seed/users';

const STEP = 120_000;

const e2e = appAndBrowser({ testHooks: true });
let resident: ApiUser;
let leader: ApiUser;
let friend: ApiUser;

beforeAll(async () => {
  [resident, leader, friend] = await Promise.all([
    apiLogin(e2e.server.url, DEMO_RESIDENT),
    apiLogin(e2e.server.url, DEMO_LEADER),
    apiLogin(e2e.server.url, { phone: '13700137000', password: 'qihuo123' }),
  ]);
});

/** A page of `user` (none: signed out), phone unless `desktop`; closed after `run`, with no console errors. */
async function as(user: ApiUser | null, run: (page: Page) => Promise<void>, desktop = false): Promise<void> {
  const opened: Opened = await openPage(
    e2e.browser,
    e2e.server.url,
    desktop ? { agent: 'desktopChrome', viewport: desktopViewport } : { agent: 'androidChrome' },
  );
  try {
    if (user) await storeSession(opened.context, user);
    await run(opened.page);
    expect(realErrors(opened.errors)).toEqual([]);
  } finally {
    await opened.context.close();
  }
}

const detail = (code: string, group?: string) =>
  `${e2e.server.url}/#/pages/activity/detail?code=${code}${group ? `&group=${group}` : ''}`;
const editor = (type: number, code?: string) =>
  `${e2e.server.url}/#/pages/activity/edit?type=${type}${code ? `&code=${code}` : ''}`;
const byId = (page: Page, id: string) => page.locator(`[id="${id}"]`);
const storedDrafts = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('qihuo_draftActivity') ?? 'null') as Record<string, { title: string }> | null,
  );

describe('activities: what joiners and editors see', () => {
  it(
    'the refund plan shows on the detail and in the join sheet before paying; a free one with no plan says until sign-up closes',
    async () => {
      await as(resident, async (page) => {
        await page.goto(detail('AC005'));
        const plan = page.getByTestId('refund-plan');
        await plan.getByTestId('refund-plan-name').filter({ hasText: '开始前24小时可退' }).waitFor();
        expect(await plan.locator('.act-block-title').textContent()).toBe('退款方案');
        // R2: until 24 h before the start (the seed starts it tomorrow 09:00, so the deadline may have passed today).
        const begin = e2e.server.mock.store.activities.activities.find((a) => a.code === 'AC005')!.beginTime;
        const open = Date.now() < begin - 24 * 3_600_000;
        expect(await plan.getByTestId('refund-rule').textContent()).toMatch(
          open
            ? /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 前可以退出，已付款项全额退回$/
            : /^可退出的时间已过（\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 截止）$/,
        );
        await plan.scrollIntoViewIfNeeded();
        await screenshot(page, 'activity-refund-plan-phone');
        await page.getByTestId('join').click();
        const sheet = page.getByTestId('join-sheet');
        await sheet.getByTestId('refund-plan-name').filter({ hasText: '开始前24小时可退' }).waitFor();
        await sheet.getByTestId('refund-plan').scrollIntoViewIfNeeded();
        await screenshot(page, 'activity-join-sheet-refund-phone');
        expect(await axeViolations(page)).toEqual([]);
      });
      await as(
        null,
        async (page) => {
          await page.goto(detail('AC010'));
          const plan = page.getByTestId('refund-plan');
          await plan.getByTestId('refund-plan-name').filter({ hasText: '报名截止前可退' }).waitFor();
          expect(await plan.locator('.act-block-title').textContent()).toBe('退出规则');
          expect(await plan.getByTestId('refund-rule').textContent()).toMatch(
            /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 前可以退出$/,
          );
          await plan.scrollIntoViewIfNeeded();
          await screenshot(page, 'activity-refund-plan-desktop');
        },
        true,
      );
    },
    STEP,
  );

  it(
    'after starting a group the main button invites friends; the link opens that group, marked, and the friend joins it',
    async () => {
      let shared = '';
      await as(resident, async (page) => {
        await page.goto(detail('AC003'));
        await page.getByTestId('join').filter({ hasText: '发起拼团' }).click();
        await page.getByTestId('join-sheet').getByTestId('refund-plan').waitFor();
        await page.getByTestId('join-submit').click();
        await page.getByRole('button', { name: '提交并支付', exact: true }).click();
        await payAtCashier(page);
        await page.getByTestId('my-group').waitFor();
        const main = page.getByTestId('join');
        await main.filter({ hasText: '邀请好友参团' }).waitFor();
        expect(await main.isEnabled()).toBe(true);
        // Not an invitation to start one: I am in one.
        expect(
          (await page.getByTestId('no-groups').count()) === 0 ||
            !(await page.getByTestId('no-groups').textContent())?.includes('发起'),
        ).toBe(true);
        await page.getByTestId('my-group').scrollIntoViewIfNeeded();
        await screenshot(page, 'activity-my-group-invite-phone');
        await main.click();
        await page.getByRole('dialog', { name: '链接已复制，发给邻居吧' }).waitFor();
        shared = await page.locator('#act-share-link').inputValue();
        const groupCode =
          e2e.server.mock.store.activities.joins.find(
            (j) => j.activityCode === 'AC003' && j.userCode === DEMO_RESIDENT.userCode && j.status === 0,
          )?.groupCode ?? '';
        expect(groupCode).not.toBe('');
        expect(shared).toBe(detail('AC003', groupCode));
        await screenshot(page, 'activity-invite-link-phone');
      });
      await as(
        friend,
        async (page) => {
          await page.goto(shared);
          const card = page.locator('[data-linked="true"]');
          await card.getByText('好友邀请你参加这个团').waitFor();
          expect(await page.getByTestId('open-group').first().getAttribute('data-linked')).toBe('true');
          const leader = ((await card.locator('.act-group-head strong').textContent()) ?? '').replace(/\s*的团$/, '');
          await page
            .getByTestId('join')
            .filter({ hasText: `参加 ${leader} 的团` })
            .waitFor();
          await screenshot(page, 'activity-linked-group-desktop');
          expect(await axeViolations(page)).toEqual([]);
          await page.getByTestId('join').click();
          await page
            .getByTestId('join-sheet')
            .getByRole('heading', { name: new RegExp(leader) })
            .waitFor();
        },
        true,
      );
      // A link to a group that is not open any more says so.
      await as(friend, async (page) => {
        await page.goto(detail('AC003', 'GR9999'));
        await page.getByTestId('group-gone').waitFor();
      });
    },
    STEP,
  );

  it(
    'an ended activity with nobody in it says it ended, not "be the first"',
    async () => {
      await as(resident, async (page) => {
        await page.goto(detail('AC006'));
        const people = page.getByTestId('participants');
        await people.getByText('活动已结束，没有邻居参加').waitFor();
        expect(await people.textContent()).not.toContain('第一个');
        await people.scrollIntoViewIfNeeded();
        await screenshot(page, 'activity-ended-empty-phone');
      });
    },
    STEP,
  );

  it(
    'the seeded 36 h group-buy edits and saves with its own limit, offered among the others',
    async () => {
      await as(leader, async (page) => {
        await page.goto(editor(3, 'AC003'));
        await page.getByTestId('publish').waitFor();
        const chips = page.locator('[data-field="act-groupLimit"] .act-chip');
        expect(await chips.allTextContents()).toEqual(['24小时', '36小时', '2天', '3天', '4天']);
        expect(await chips.filter({ hasText: '36小时' }).getAttribute('aria-pressed')).toBe('true');
        await byId(page, 'act-title').fill('五常大米拼团（新米）');
        await page.locator('[data-field="act-groupLimit"]').scrollIntoViewIfNeeded();
        await screenshot(page, 'activity-editor-36h-phone');
        await page.getByTestId('publish').click();
        await page.locator('.act-title').filter({ hasText: '五常大米拼团（新米）' }).waitFor();
        expect(e2e.server.mock.store.activities.activities.find((a) => a.code === 'AC003')).toMatchObject({
          title: '五常大米拼团（新米）',
          groupLimitTime: 36,
        });
        expect(await storedDrafts(page)).toBeNull();
      });
    },
    STEP,
  );

  it(
    'an untouched editor leaves no draft; each kind keeps its own, and none blocks another kind',
    async () => {
      await as(
        leader,
        async (page) => {
          await page.goto(editor(1));
          await page.getByTestId('publish').waitFor();
          expect(await storedDrafts(page)).toBeNull();
          await page.goto(editor(5));
          await page.getByTestId('publish').waitFor();
          expect(await page.getByText('未发布').count()).toBe(0);
          await byId(page, 'act-title').fill('楼道读书会');
          await expect.poll(() => storedDrafts(page)).toMatchObject({ 5: { title: '楼道读书会' } });
          await page.goto(editor(3));
          await page.getByTestId('publish').waitFor();
          expect(await page.getByTestId('draft-restored').count()).toBe(0);
          await byId(page, 'act-title').fill('东北大米拼团');
          await expect.poll(async () => Object.keys((await storedDrafts(page)) ?? {})).toEqual(['3', '5']);
          await page.goto(editor(5));
          await page.getByTestId('draft-restored').waitFor();
          expect(await byId(page, 'act-title').inputValue()).toBe('楼道读书会');
          await screenshot(page, 'activity-editor-kind-draft-desktop');
        },
        true,
      );
    },
    STEP,
  );

  it(
    'a double tap on 保存模板 saves one template and the sheet closes once',
    async () => {
      await as(leader, async (page) => {
        await page.goto(`${e2e.server.url}/#/pages/activity/template`);
        await page.getByTestId('new-template').click();
        await byId(page, 'act-tplName').fill('双击保存的登记');
        await byId(page, 'act-form.0.label').fill('姓名');
        const save = page.getByTestId('save-template');
        const box = (await save.boundingBox())!;
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        // Two taps a person's double tap apart (the first may close the sheet before the second lands, uncovering 新建模板).
        await page.touchscreen.tap(x, y);
        await page.waitForTimeout(150);
        await page.touchscreen.tap(x, y);
        await page.getByTestId('template').filter({ hasText: '双击保存的登记' }).waitFor();
        await page.waitForTimeout(800);
        expect(await page.getByTestId('template-editor').count()).toBe(0);
        expect(e2e.server.mock.store.templates.filter((tpl) => tpl.name === '双击保存的登记')).toHaveLength(1);
      });
    },
    STEP,
  );
});
