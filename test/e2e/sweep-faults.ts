// Reliability sweep: every screen against every kind of malformed answer from the mock's
// fault injection (an HTML 502 page, an empty body, wrong types in data, a non-zero code, a time-out,
// a dropped connection). Each screen shows the problem in place with a retry that works once the fault
// is gone (a failure of the network on a screen with kept pickup codes: the offline note and its retry); no blank screen, no developer page, no uncaught error or unhandled rejection; the tab bar stays.
// A retry tapped while a fault is still on fails in place again, as the next kind (faultSweep: which screens take the
// kinds in turn on one page).
//
// The time-out: the app's own 60 s time-out (docs/product.md#constants) runs on Playwright's clock. The mock holds
// the answer back (`hang`) and the test moves the page's clock 61 s on, so the real time-out code fires
// as it would in production; nothing in the build is shortened or switched for tests.
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Store } from '../../mock/store';
import type { Page, Request } from 'playwright-core';
import type { Fault, FaultKind } from '../../mock/core';
import { appAndBrowser, inFlight, screenshot, type Opened } from './harness';
import { openAs, type Who } from './helpers';
import { buyLinesParam } from '../../src/rules/buy-lines';

export interface Screen {
  name: string;
  route: (store: Store) => string;
  who: Who;
  tab?: boolean;
  /** A screen with no data call of its own (Mine shows the stored user): it must still show, whole. */
  nothingToFail?: boolean;
  /**
   * The entry routes whose first calls index.html's early script sends (docs/product.md#early-start): their first load
   * takes another path than a retry, so each kind fails a first load of its own.
   */
  earlyCalls?: boolean;
}

const KINDS: [string, FaultKind][] = [
  ['HTML 502', 'html502'],
  ['empty body', 'empty'],
  ['wrong types', 'types'],
  ['code 5', { code: 5, msg: '系统维护中，请稍后再试' }],
  ['time-out', 'hang'],
  ['dropped', 'drop'],
];

/** Calls every screen may make that are not its data: left alone (the session refetch's failure logs out, by the spec). */
const PASS: Fault[] = [
  { match: '/api/client/v1/get', kind: 'pass' },
  { match: '/api/banner/v1/start/list', kind: { code: 1, msg: 'no start images in this test' } },
];
const failing = (kind: FaultKind): Fault[] => [...PASS, { match: '/api/*', kind }, { match: '/appMall/*', kind }];

/** Guest and shopping screens with the most to load (sweep-faults-shop.e2e.ts). */
export const SHOP_SCREENS: Screen[] = [
  { name: 'home', route: () => '/pages/tabbar/home', who: 'guest', tab: true, earlyCalls: true },
  { name: 'shop', route: (s) => `/pages/shop/detail?code=${s.catalogue.shops[0]!.code}`, who: 'guest' },
  { name: 'shops', route: () => '/pages/shop/list', who: 'guest' },
  {
    name: 'product detail',
    route: (s) => `/pages/product/detail?code=${s.catalogue.products[0]!.code}`,
    who: 'guest',
    earlyCalls: true,
  },
  { name: 'search', route: () => `/pages/search/index?keyword=${encodeURIComponent('苹果')}`, who: 'guest' },
  { name: 'activity tab', route: () => '/pages/tabbar/activity', who: 'guest', tab: true },
  {
    name: 'activity detail',
    route: (s) => `/pages/activity/detail?code=${s.activities.activities[0]!.code}`,
    who: 'guest',
    earlyCalls: true,
  },
  { name: 'cart', route: () => '/pages/tabbar/cart', who: 'resident', tab: true },
];

/** Orders, addresses, coupons, Mine, activity editing and the leader's screens (sweep-faults-more.e2e.ts). */
export const MORE_SCREENS: Screen[] = [
  {
    name: 'checkout',
    route: (s) =>
      `/pages/order/confirm?lines=${buyLinesParam([{ goodCode: s.catalogue.products[0]!.code, specName: s.catalogue.products[0]!.specList[0]!.name, num: 1 }])}`,
    who: 'resident',
  },
  { name: 'order list', route: () => '/pages/order/list', who: 'resident' },
  { name: 'order detail', route: () => '/pages/order/detail?code=O20004', who: 'resident' },
  { name: 'addresses', route: () => '/pages/address/list', who: 'resident' },
  { name: 'coupons', route: () => '/pages/coupon/list', who: 'resident' },
  { name: 'mine', route: () => '/pages/tabbar/mine', who: 'leader', tab: true, nothingToFail: true },
  { name: 'activity edit', route: () => '/pages/activity/edit?type=3', who: 'resident' },
  { name: 'team apply', route: () => '/pages/team/apply', who: 'resident' },
  { name: 'team index', route: () => '/pages/team/index', who: 'leader' },
  { name: 'team pickup', route: () => '/pages/team/pickup', who: 'leader' },
  { name: 'team after-sales', route: () => '/pages/team/afterSale', who: 'leader' },
  { name: 'withdraw', route: () => '/pages/withdraw/index', who: 'leader' },
  { name: 'withdraw record', route: () => '/pages/withdraw/record', who: 'leader' },
  { name: 'earnings ledger', route: () => '/pages/withdraw/ledger', who: 'leader' },
  { name: 'my products', route: () => '/pages/product/mine', who: 'leader' },
  { name: 'product edit', route: () => '/pages/product/edit', who: 'leader' },
];

/** Uncaught errors and unhandled rejections of a page, from the moment this is called. */
function watchUncaught(page: Page): string[] {
  const seen: string[] = [];
  page.on('pageerror', (err) => seen.push(`uncaught ${String(err)}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Unhandled|Uncaught/i.test(msg.text())) seen.push(msg.text());
  });
  return seen;
}

/** Registers the sweep of these screens: this file's app, browser, pages and one test per screen. */
export function faultSweep(name: string, screens: Screen[]): void {
  const e2e = appAndBrowser();
  const pages = new Map<Who, Opened & { uncaught: string[] }>();
  const tally = { tried: 0, failed: [] as string[] };

  beforeAll(async () => {
    for (const who of ['guest', 'resident', 'leader'] as Who[]) {
      const opened = await openAs(e2e, who);
      await opened.page.clock.install();
      pages.set(who, { ...opened, uncaught: watchUncaught(opened.page) });
    }
  });

  afterAll(async () => {
    e2e.server.mock.setFaults([]);
    console.log(
      `[${name}] cases tried: ${tally.tried}; failed: ${tally.failed.length}${tally.failed.length ? `\n  ${tally.failed.join('\n  ')}` : ''}`,
    );
    await Promise.all([...pages.values()].map((p) => p.context.close()));
  });

  /** A call the fault holds back (PASS answers the others). */
  const held = (r: Request) => {
    const path = new URL(r.url()).pathname;
    return (path.startsWith('/api/') || path.startsWith('/appMall/')) && !PASS.some((p) => p.match === path);
  };

  /**
   * The time-out case: each call the mock holds back is timed out by the app's own 60 s timer, the page's clock
   * moved 61 s on once it is out (with those sent beside it: the page started no request for 150 ms). A call
   * that starts after the clock moved (one waiting for another, or one sent as the error shows) gets the clock moved
   * again. Ends when every held call has been timed out, none started for 400 ms, and the error shows in place (on a
   * screen with nothing to fail, when no held call is left); then the page's clock is set to the real time again.
   */
  async function timeOutHeldCalls(page: Page, screen: Screen): Promise<void> {
    await page.waitForLoadState('load');
    const timedOut = new WeakSet<Request>();
    const deadline = Date.now() + 20_000;
    for (let moves = 0; Date.now() < deadline; await new Promise((r) => setTimeout(r, 25))) {
      const net = inFlight(page);
      const waiting = [...net.pending].filter((r) => held(r) && !timedOut.has(r));
      if (waiting.length > 0 && net.sinceLastStart >= 150 && moves < 6) {
        await page.clock.fastForward(61_000);
        moves += 1;
        for (const r of waiting) timedOut.add(r);
      } else if (
        waiting.length === 0 &&
        net.sinceLastStart >= 400 &&
        (screen.nothingToFail || (await page.locator(IN_PLACE).count()) > 0)
      )
        break;
    }
    await page.clock.setSystemTime(Date.now());
  }

  let loads = 0;
  /** Opens the route afresh: a new document (another query before the hash), so no request cache and no kept pages. */
  async function openFresh(page: Page, route: string): Promise<void> {
    loads += 1;
    await page.goto(`${e2e.server.url}/?sweep=${loads}#${route}`);
  }

  /**
   * Where a screen says its load failed, with its retry: the shared error state, or, for a failure of the
   * network on a screen with pickup codes kept on the phone (docs/product.md#the-stations-day), the offline note above them.
   */
  const IN_PLACE = '[data-testid=error-state], .qh-offline-note';

  /**
   * Waits for the error in place (or a crash in its stead); fails the case with what a person would see instead. The
   * wait ends when it shows: its bound only matters to a case that fails, and two browsers on two busy cores took
   * more than ten seconds to show one now and then (each case is a test of its own, with a minute).
   */
  async function inPlaceError(page: Page, what: string): Promise<void> {
    const shown = page.locator(`${IN_PLACE}, [data-testid=route-error]`).first();
    const appeared = await shown.waitFor({ state: 'attached', timeout: 30_000 }).then(
      () => true,
      () => false,
    );
    if (!appeared || (await page.locator(IN_PLACE).count()) === 0) {
      const routeError = await page.getByTestId('route-error').count();
      throw new Error(
        `${what}: ${routeError ? 'the route error boundary caught a crash' : 'no error in place'}; the page says: ${(await page.locator('body').innerText()).slice(0, 160).replace(/\s+/g, ' ')}`,
      );
    }
  }

  /**
   * Retries the errors shown in place one at a time: marks the first, taps its retry, and waits until it is gone
   * (its answer came: the content, or the next part's own error, as a leader's page shows its form's error once the
   * leader is known) and nothing loads. An error that goes by itself before its tap (a call held back by the
   * time-out case answers late) is simply gone. Then checks that content is there.
   */
  async function retryUntilShown(page: Page, what: string): Promise<void> {
    const errorState = page.locator(IN_PLACE);
    const retried = page.locator('[data-sweep-retried]');
    for (let round = 0; round < 6 && (await errorState.count()) > 0; round += 1) {
      const marked = await errorState
        .first()
        .evaluate((el) => el.setAttribute('data-sweep-retried', ''), undefined, { timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
      if (!marked) continue;
      await retried
        .getByRole('button')
        .click({ timeout: 5_000 })
        .catch(async (e: unknown) => {
          if ((await retried.count()) > 0) throw e;
        });
      const answered = await page
        .waitForFunction(
          () => !document.querySelector('[data-sweep-retried]') && !document.querySelector('.qh-skeleton'),
          undefined,
          { timeout: 20_000 },
        )
        .then(
          () => true,
          () => false,
        );
      if (!answered) break;
    }
    if ((await page.locator(`${IN_PLACE}, [data-testid=route-error]`).count()) > 0)
      throw new Error(`${what}: still failing after retry`);
    if ((await page.locator('.qh-skeleton').count()) > 0) throw new Error(`${what}: still loading after retry`);
    if ((await page.locator('main, .adm-tab-bar, .tab-layout-bar, body').first().innerText()).trim() === '')
      throw new Error(`${what}: blank after retry`);
  }

  /**
   * Taps the retry of the first error in place while `kind` is on: the call goes out again and fails again, as that
   * kind. Ends when it has failed (timed out by the page's clock in the time-out case) and as many errors are in place
   * as before the tap.
   */
  async function failsOnRetry(page: Page, screen: Screen, kind: FaultKind, what: string): Promise<void> {
    const shown = page.locator(IN_PLACE);
    const before = await shown.count();
    // The retried call going out, then its end (answered or failed, whichever comes first): true, or false when
    // it did not come. The time-out case moves the clock only once the call is out: the error stays on screen while
    // it loads, so a page with nothing in flight yet looked done, and the call, sent after, hung with no clock move.
    const seen = <T>(event: Promise<T>) =>
      event.then(
        () => true,
        () => false,
      );
    const started = seen(page.waitForEvent('request', { predicate: held, timeout: 30_000 }));
    const ended = Promise.race([
      seen(page.waitForEvent('requestfinished', { predicate: held, timeout: 30_000 })),
      seen(page.waitForEvent('requestfailed', { predicate: held, timeout: 30_000 })),
    ]);
    await shown.first().getByRole('button').first().click({ timeout: 5_000 });
    if (!(await started)) throw new Error(`${what}: the retry sent no call`);
    if (kind === 'hang') await timeOutHeldCalls(page, screen);
    if (!(await ended)) throw new Error(`${what}: the retried call never ended`);
    const again = await page
      .waitForFunction(([sel, n]) => document.querySelectorAll(sel).length >= n, [IN_PLACE, before] as const, {
        timeout: 30_000,
      })
      .then(
        () => true,
        () => false,
      );
    if (!again || (await page.getByTestId('route-error').count()) > 0)
      throw new Error(
        `${what}: the retry did not fail in place; the page says: ${(await page.locator('body').innerText()).slice(0, 160).replace(/\s+/g, ' ')}`,
      );
  }

  /**
   * The screen failing with `kind`: on a load of its own (`retried` false) or on a tap of its retry. It shows the
   * problem in place (a screen with nothing to fail shows whole), with its tab bar.
   */
  async function failsInPlace(screen: Screen, [label, kind]: [string, FaultKind], page: Page, retried: boolean) {
    const what = `${screen.name} / ${label}${retried ? ' (on retry)' : ''}`;
    e2e.server.mock.setFaults(failing(kind));
    if (retried) await failsOnRetry(page, screen, kind, what);
    else {
      await openFresh(page, screen.route(e2e.server.mock.store));
      if (kind === 'hang') await timeOutHeldCalls(page, screen);
      if (screen.nothingToFail) await page.locator('.tab-layout-bar').waitFor();
      else await inPlaceError(page, what);
    }
    if (screen.tab && !(await page.locator('.tab-layout-bar').isVisible())) throw new Error(`${what}: no tab bar`);
    if (kind === 'types' || label === 'HTML 502')
      await screenshot(
        page,
        `sweep-faults-${screen.name.replace(/\s+/g, '-')}-${kind === 'types' ? 'types' : 'html502'}`,
      );
  }

  let cases = 0;
  /** The kinds in turn on one page: the first on a fresh load, each next on a retry; then the retry that works. */
  async function runCase(screen: Screen, kinds: [string, FaultKind][], opened: Opened & { uncaught: string[] }) {
    const { page, uncaught: errors } = opened;
    const what = `${screen.name} / ${kinds.map(([label]) => label).join(', ')}`;
    const thisCase = (cases += 1);
    errors.length = 0;
    try {
      for (const [i, kind] of kinds.entries()) await failsInPlace(screen, kind, page, i > 0);
    } finally {
      // A case that ran out of time goes on in the background: it must not lift the next case's fault.
      if (cases === thisCase) e2e.server.mock.setFaults(PASS);
    }
    await retryUntilShown(page, what);
    if (errors.length) throw new Error(`${what}: ${errors.join(' | ')}`);
  }

  /**
   * A screen with early calls, or with nothing to fail, gets a load of its own for each kind, a test each. Any other
   * screen gets the kinds in turn on one page, a test for them all: the first kind on its load, each next on a tap of
   * the retry (the same calls through the same client), the first kind moving on by one from screen to screen, so
   * that each kind fails first loads too. A new document costs about 1 s of CPU on a suite that is CPU-bound; this
   * sweep loaded 144 of them, one per case.
   */
  describe('malformed answers on every screen', () => {
    for (const [n, screen] of screens.entries()) {
      const run = (kinds: [string, FaultKind][]) => async () => {
        tally.tried += kinds.length;
        try {
          await runCase(screen, kinds, pages.get(screen.who)!);
        } catch (e) {
          tally.failed.push(String((e as Error).message));
          throw e;
        }
      };
      if (screen.earlyCalls || screen.nothingToFail)
        for (const kind of KINDS)
          it(`${screen.name} / ${kind[0]}: shows in place with a retry that works`, run([kind]));
      else {
        const kinds = [...KINDS.slice(n % KINDS.length), ...KINDS.slice(0, n % KINDS.length)];
        it(
          `${screen.name} / ${kinds.map(([label]) => label).join(', ')} in turn: each shows in place, and the retry works`,
          run(kinds),
          // Six cases in one test: the time each would have had to itself, about.
          KINDS.length * 20_000,
        );
      }
    }
  });
}
