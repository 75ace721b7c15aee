// End to end, double taps on a slow backend (every answer 500 ms late while the button is tapped): two
// quick taps (two touches at the same spot, not waiting for the page in between) and a dblclick on each
// committing button (commit order, join activity, withdraw, leader apply, publish an activity, publish a
// product, pickup hand-over) send one request to its endpoint, and the person sees one result. The screens
// are reached fast (no latency) from sessions made once through the API; only the taps meet the slow
// backend. The dblclick is also in the flows of cart-order, activity and station.e2e.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { DEMO_LEADER, DEMO_RESIDENT } from '../../mock/seed/users';
import { ACTIVITY_KIND } from '../../src/api/activity';
import { ORDER_STATUS, PAY_STATUS } from '../../src/rules/commerce-states';
import { newDraft } from '../../src/features/activity/draft';
import { appAndBrowser, openPage, type AgentName, type Opened } from './harness';
import { apiCall, apiLogin, storeSession, type ApiUser, realErrors } from './helpers';

const e2e = appAndBrowser();
const SLOW_MS = 500;
const HOWS = ['two quick taps', 'dblclick'] as const;
type How = (typeof HOWS)[number];

/** Two touches at the middle of `target`, one right after the other (no wait for the page in between). */
async function twoQuickTaps(page: Page, target: Locator): Promise<void> {
  // Visible, enabled and the one to receive a touch there (what dblclick waits for too), without touching it.
  await target.click({ trial: true });
  // Where the target rests (a dialog's button moves while the dialog opens): two equal frames.
  let b = (await target.boundingBox())!;
  for (;;) {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const next = (await target.boundingBox())!;
    if (next.x === b.x && next.y === b.y && next.width === b.width && next.height === b.height) break;
    b = next;
  }
  const x = b.x + b.width / 2;
  const y = b.y + b.height / 2;
  await Promise.all([page.touchscreen.tap(x, y), page.touchscreen.tap(x, y)]);
}

function doubleTap(page: Page, target: Locator, how: How): Promise<void> {
  return how === 'dblclick' ? target.dblclick() : twoQuickTaps(page, target);
}

/** How many requests the page has sent to `path` (those `match` accepts) since this was called. */
function requestsTo(page: Page, path: string, match: (r: Request) => boolean = () => true): () => number {
  let n = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path && match(r)) n += 1;
  });
  return () => n;
}

/** Runs `act` (the taps and the answer they lead to) with every answer of the backend SLOW_MS late. */
async function slowly(act: () => Promise<void>): Promise<void> {
  e2e.server.mock.settings.latencyMs = SLOW_MS;
  try {
    await act();
  } finally {
    e2e.server.mock.settings.latencyMs = 0;
  }
}

/** A phone page of `user`, with `storage` (names without the label) set before start-up; closed after `run`. */
/** By 西溪诚园 (Hangzhou), the demo leader's station; by 翠湖天地 (Shanghai), where Shanghai shops' goods are picked up (docs/product.md#business-time). */
const XIXI = { latitude: 30.2801, longitude: 120.0949 };
const CUIHU = { latitude: 31.2186, longitude: 121.4766 };

async function asUser(
  user: ApiUser,
  storage: Record<string, unknown>,
  run: (opened: Opened) => Promise<void>,
  agent: AgentName = 'androidChrome',
  where = XIXI,
): Promise<void> {
  // Located by the station the checkout picks up at: a far station would ask first.
  const opened = await openPage(e2e.browser, e2e.server.url, {
    agent,
    bridge: agent.startsWith('wechat'),
    geolocation: where,
  });
  try {
    await storeSession(opened.context, user);
    await opened.context.addInitScript(recordToasts);
    await opened.context.addInitScript((values) => {
      for (const [name, value] of Object.entries(values))
        if (!localStorage.getItem(`qihuo_${name}`)) localStorage.setItem(`qihuo_${name}`, JSON.stringify(value));
    }, storage);
    await run(opened);
    expect(realErrors(opened.errors)).toEqual([]);
  } finally {
    await opened.context.close();
  }
}

const image = (n: number) => ({ uid: `seed-${n}`, name: `product-${n}.png`, url: `/mock-assets/product-${n}.png` });
/**
 * Records the text of every toast as it shows (in the page, from its start). A toast hides itself after 2 s, which a
 * loaded machine can take between the toast and the test's look: counted on screen, a toast shown once was seen 0 times.
 */
function recordToasts(): void {
  const shown = new WeakMap<Element, string>();
  const log: string[] = [];
  (window as unknown as { __toastsShown: string[] }).__toastsShown = log;
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('.adm-toast-main')) {
      const text = toast.textContent ?? '';
      if (shown.get(toast) !== text) log.push(text);
      shown.set(toast, text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}
/** How many times a toast with `text` has shown on the page. */
const toastsShown = async (page: Page, text: string) =>
  (await page.evaluate(() => (window as unknown as { __toastsShown: string[] }).__toastsShown)).filter((t) =>
    t.includes(text),
  ).length;

let resident: ApiUser;
let leader: ApiUser;
let neighbour: ApiUser;
/** Who applies to lead a team, per way of tapping (an application is once per person). */
const applicants: Record<How, ApiUser> = {} as Record<How, ApiUser>;
/** Who joins the activity, per way of tapping (a join is once per person). */
const joiners: Record<How, ApiUser> = {} as Record<How, ApiUser>;

beforeAll(async () => {
  const url = e2e.server.url;
  [resident, leader, neighbour] = await Promise.all([
    apiLogin(url, DEMO_RESIDENT),
    apiLogin(url, DEMO_LEADER),
    apiLogin(url, { phone: '13700137000', password: 'qihuo123' }),
  ]);
  applicants['two quick taps'] = joiners['two quick taps'] = resident;
  applicants.dblclick = joiners.dblclick = neighbour;
});

describe.each(HOWS)('double taps on a slow network: %s', (how) => {
  it('commit order: one order, and the cashier opens for it', async () => {
    await asUser(
      resident,
      {},
      async ({ page }) => {
        await page.goto(`${e2e.server.url}/#/pages/order/confirm?lines=P005::1`);
        // P005 is a Shanghai shop's: picked up at a Shanghai station (docs/product.md#business-time).
        await page.locator('button.order-place').click();
        await page
          .getByRole('dialog', { name: '选择自提社区' })
          .getByRole('radio', { name: /翠湖天地/ })
          .click();
        await page
          .getByTestId('station')
          .getByText(/翠湖天地/)
          .first()
          .waitFor();
        const checkoutId = new URLSearchParams(page.url().split('?')[1]).get('checkoutId');
        const commits = requestsTo(page, '/appMall/order/get', (r) => (r.postData() ?? '').includes('"submit":true'));
        await slowly(async () => {
          await doubleTap(page, page.getByRole('button', { name: '提交订单' }), how);
          await page.getByTestId('cashier-amount').waitFor();
        });
        expect(commits()).toBe(1);
        expect(e2e.server.mock.store.orders.filter((o) => o.checkoutId === checkoutId)).toHaveLength(1);
        expect(await page.getByRole('dialog').count()).toBe(0);
      },
      'androidChrome',
      CUIHU,
    );
  });

  it('pay at the cashier (in WeChat): one prepay, one payment, and the order page opens paid', async () => {
    const order = (
      await apiCall<{ orderCode: string }>(
        e2e.server.url,
        '/appMall/order/get',
        {
          submit: true,
          lines: [{ goodCode: 'P005', specName: '', num: 1 }],
          deliveryType: 1,
          communityCode: 'C001',
          checkoutId: `dbl-pay-${how}`,
        },
        resident,
      )
    ).orderCode;
    await asUser(
      resident,
      {},
      async ({ page }) => {
        await page.goto(`${e2e.server.url}/#/pages/pay/cashier?biz=order&codes=${order}`);
        const pay = page.getByRole('button', { name: /^确认支付/ });
        await pay.waitFor();
        const prepays = requestsTo(page, '/api/pay/v1/prepay');
        const sheets = () =>
          page.evaluate(
            () =>
              (window as unknown as { __wxCalls: { name: string }[] }).__wxCalls.filter(
                (c) => c.name === 'getBrandWCPayRequest',
              ).length,
          );
        await slowly(async () => {
          await doubleTap(page, pay, how);
          // WeChat's paid result offers the subscribe tag first (docs/product.md#the-stations-day).
          await page.getByTestId('paid-continue').click();
          await page.getByTestId('order-status').getByText('备货中').waitFor();
        });
        expect(prepays()).toBe(0); // the payment was prepared once, when the cashier opened
        expect(await sheets()).toBe(1);
        const payments = e2e.server.mock.store.payments.filter((p) => p.bizCodes.includes(order));
        expect(payments.map((p) => p.status)).toEqual([PAY_STATUS.paid]);
        expect(await toastsShown(page, '支付成功')).toBeLessThanOrEqual(1);
      },
      'wechatAndroid',
    );
  });

  it('join activity (with its sign-up form): one join, one confirmation, one "joined"', async () => {
    const user = joiners[how];
    await asUser(user, {}, async ({ page }) => {
      await page.goto(`${e2e.server.url}/#/pages/activity/detail?code=AC010`);
      await page.locator('.act-title').filter({ hasText: '周日社区义诊' }).waitFor();
      const before = Number(/^(\d+)/.exec((await page.getByTestId('joined-count').textContent()) ?? '')?.[1]);
      await page.getByTestId('join').click();
      const sheet = page.getByTestId('join-sheet');
      await sheet.getByLabel('姓名').fill('王小二');
      await sheet.getByLabel('手机号').fill('13700137000');
      const joins = requestsTo(page, '/api/activity/v1/join');
      await slowly(async () => {
        await doubleTap(page, page.getByTestId('join-submit'), how);
        const confirm = page.getByRole('button', { name: '报名', exact: true }); // a free activity: no cashier
        await confirm.waitFor();
        expect(await page.getByRole('dialog').filter({ has: confirm }).count()).toBe(1);
        await doubleTap(page, confirm, how);
        await sheet.waitFor({ state: 'detached' });
        await page.getByTestId('my-join-state').filter({ hasText: '已参加' }).waitFor();
      });
      expect(joins()).toBe(1);
      expect(await toastsShown(page, '参加成功')).toBe(1);
      expect(await page.getByTestId('joined-count').textContent()).toBe(`${before + 1}/50 人已参加`);
      expect(
        e2e.server.mock.store.activities.joins.filter(
          (j) => j.activityCode === 'AC010' && j.userCode === user.userCode && j.status === 0,
        ),
      ).toHaveLength(1);
    });
  });

  it('withdraw: one withdrawal, one confirmation', async () => {
    await asUser(leader, {}, async ({ page }) => {
      const applies = requestsTo(page, '/api/withdraw/v1/apply');
      const before = e2e.server.mock.store.withdrawals.length;
      await page.goto(`${e2e.server.url}/#/pages/withdraw/index`);
      await page.getByTestId('withdraw-balance').waitFor();
      await page.getByLabel('提现金额').fill('100');
      await slowly(async () => {
        await doubleTap(page, page.getByRole('button', { name: '提现', exact: true }), how);
        const dialog = page.getByRole('dialog');
        const confirm = dialog.getByRole('button', { name: '确认提现' });
        await confirm.waitFor();
        expect(await dialog.count()).toBe(1);
        await doubleTap(page, confirm, how);
        await page.getByTestId('withdraw-done').waitFor();
      });
      expect(applies()).toBe(1);
      expect(e2e.server.mock.store.withdrawals.length).toBe(before + 1);
      expect(await page.getByTestId('withdraw-done').count()).toBe(1);
    });
  });

  it('leader apply: one application, under review', async () => {
    const user = applicants[how];
    const draftTeam = {
      idCardF: [image(1)],
      idCardB: [image(2)],
      certs: [],
      logo: [image(3)],
      categoryId: 1,
      communityCode: 'C002',
      teamName: how === 'dblclick' ? '古北双击团' : '古北两下团',
      phone: user.phone,
      verifyCode: '123456',
      address: '古北花园5号楼',
      picking: null,
    };
    await asUser(user, { draftTeam }, async ({ page }) => {
      await page.goto(`${e2e.server.url}/#/pages/team/apply`);
      const submit = page.getByRole('button', { name: '提交申请' });
      await submit.waitFor();
      await expect.poll(() => page.locator('.qh-image-item[data-status=done]').count()).toBe(3);
      const applies = requestsTo(page, '/api/team/v1/apply');
      await slowly(async () => {
        await doubleTap(page, submit, how);
        await page.getByRole('heading', { name: '资料审核中' }).waitFor();
      });
      expect(applies()).toBe(1);
      expect(e2e.server.mock.store.teams.filter((t) => t.userCode === user.userCode)).toHaveLength(1);
      // Not the refusal a second application would get ("under review"): the toast says it was sent.
      expect(await toastsShown(page, '申请已提交')).toBe(1);
    });
  });

  it('publish an activity: one activity, and its page opens', async () => {
    const title = how === 'dblclick' ? '双击发布的读书会' : '两下发布的读书会';
    const draftActivity = {
      ...newDraft(ACTIVITY_KIND.onsite, Date.now()),
      title,
      img: image(4).url,
      coverArr: [image(4).url],
      address: '杭州市西湖区西溪诚园中心广场',
      latitude: 30.2801,
      longitude: 120.0949,
      priceFen: 1000,
    };
    await asUser(leader, { draftActivity }, async ({ page }) => {
      await page.goto(`${e2e.server.url}/#/pages/activity/edit?type=${ACTIVITY_KIND.onsite}`);
      const publish = page.getByTestId('publish');
      await publish.waitFor();
      const saves = requestsTo(page, '/api/activity/v1/save');
      await slowly(async () => {
        await doubleTap(page, publish, how);
        await page.locator('.act-title').filter({ hasText: title }).waitFor();
      });
      expect(saves()).toBe(1);
      expect(e2e.server.mock.store.activities.activities.filter((a) => a.title === title)).toHaveLength(1);
      expect(await toastsShown(page, '发布成功')).toBe(1);
    });
  });

  it('publish a product: one product, and my products open', async () => {
    const title = how === 'dblclick' ? '双击发布的老酸奶' : '两下发布的老酸奶';
    const draftProduct = {
      code: null,
      categoryCode: 'G06',
      title,
      price: '6.5',
      img: image(5).url,
      cover_list: [image(5)],
      imgList: [],
      specList: [],
      goodAttr: [],
      details: '每日现做',
      savedAt: Date.now(),
    };
    await asUser(leader, { draftProduct }, async ({ page }) => {
      await page.goto(`${e2e.server.url}/#/pages/product/edit`);
      const publish = page.getByRole('button', { name: '发布商品' });
      await publish.waitFor();
      await expect.poll(() => page.getByLabel('商品名称').inputValue()).toBe(title);
      const saves = requestsTo(page, '/api/product/v1/save');
      await slowly(async () => {
        await doubleTap(page, publish, how);
        await page.waitForURL(/#\/pages\/product\/mine/);
        await page.locator('article').filter({ hasText: title }).waitFor();
      });
      expect(saves()).toBe(1);
      expect(e2e.server.mock.store.catalogue.products.filter((p) => p.title === title)).toHaveLength(1);
      expect(await page.locator('article').filter({ hasText: title }).count()).toBe(1);
    });
  });

  it('pickup hand-over of a typed code: one hand-over, one commission, "handed over"', async () => {
    const order = e2e.server.mock.store.orders.find(
      (o) =>
        o.station?.teamCode === 'TM001' &&
        (o.status === ORDER_STATUS.toShip || o.status === ORDER_STATUS.toReceive) &&
        o.pickupCode,
    )!;
    expect(order).toBeDefined();
    const balanceBefore = Math.round(e2e.server.mock.store.users.get(leader.userCode)!.balance * 100);
    const commissionsBefore = e2e.server.mock.store.commissions.length;
    await asUser(leader, {}, async ({ page }) => {
      await page.goto(`${e2e.server.url}/#/pages/team/pickup`);
      await page.getByRole('textbox', { name: '提货码' }).fill(order.pickupCode);
      await page.getByRole('button', { name: '查询' }).click();
      const sheet = page.getByRole('dialog', { name: '核对订单' });
      const handOver = sheet.getByRole('button', { name: '确认提货' });
      await handOver.waitFor();
      const handovers = requestsTo(page, '/api/team/v1/pickup/handover');
      await slowly(async () => {
        await doubleTap(page, handOver, how);
        await sheet.getByText(/^已核销，佣金 ¥\d+\.\d\d 已入账$/).waitFor();
      });
      expect(handovers()).toBe(1);
      // Not "already handed over" (what a second hand-over would answer).
      expect(await sheet.getByText(/请勿重复核销/).count()).toBe(0);
      expect(order.status).toBe(ORDER_STATUS.done);
      expect(e2e.server.mock.store.commissions.length).toBe(commissionsBefore + 1);
      const earned = Math.round(e2e.server.mock.store.commissions[0]!.amount * 100);
      expect(Math.round(e2e.server.mock.store.users.get(leader.userCode)!.balance * 100)).toBe(balanceBefore + earned);
    });
  });
});
