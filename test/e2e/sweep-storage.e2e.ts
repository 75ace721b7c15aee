// Reliability sweep: every stored key of docs/architecture.md#storage-keys and the project's own names
// (docs/decisions.md) set, before start-up, to text that is not JSON, to JSON of the wrong type, and to a
// 2 MB value: the app starts each time (its first screen shows, no error page, nothing uncaught) and the
// key is repaired (removed, or holding a value of its own).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appAndBrowser, openPage, screenshot, type Opened } from './harness';

const e2e = appAndBrowser();

/** docs/architecture.md#storage-keys, then the names docs/decisions.md adds; oauthState lives in sessionStorage. */
const LOCAL_NAMES = [
  'login',
  'autologin',
  'userinfo',
  'mpOpenid',
  'shareNum',
  'navData',
  'navDataSub',
  'subUserInfo',
  'pushId',
  'version',
  'defaultAddress',
  'location',
  'token',
  'searchArchives',
  'pageData',
  'userCode',
  'draftProduct',
  'draftCart',
  'draftActivity',
  'deviceId',
  'locale',
  'authCodeHash',
  'community',
  'draftCheckout',
  'draftTeam',
  'draftAddress',
];
const SESSION_NAMES = ['oauthState'];
const ALL = [
  ...LOCAL_NAMES.map((n) => ({ area: 'local' as const, name: n })),
  ...SESSION_NAMES.map((n) => ({ area: 'session' as const, name: n })),
];

/**
 * A planted value: the text itself, or `big` for a JSON string of 2 MB, which the page builds itself (sent over
 * the DevTools protocol it cost a second per start-up: there and, when checking, back).
 */
type Planted = string | { big: true };
const TWO_MB: Planted = { big: true };
const variants: { label: string; value: (name: string) => Planted }[] = [
  { label: 'garbage text', value: () => '{not json <img src=x onerror=alert(1)>' },
  // A number is the wrong type for every name but shareNum, which holds one.
  { label: 'wrong JSON type', value: (name) => (name === 'shareNum' ? '{"n":1}' : '12345') },
  { label: '2 MB value', value: () => TWO_MB },
];

let opened: Opened;
const uncaught: string[] = [];
const tally = { tried: 0, failed: [] as string[] };

beforeAll(async () => {
  opened = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
  opened.page.on('pageerror', (err) => uncaught.push(String(err)));
  await opened.page.goto(`${e2e.server.url}/#/pages/tabbar/home`);
  await opened.page.locator('.tab-layout-bar').waitFor();
});

afterAll(async () => {
  console.log(
    `[sweep-storage] cases tried: ${tally.tried}; failed: ${tally.failed.length}${tally.failed.length ? `\n  ${tally.failed.join('\n  ')}` : ''}`,
  );
  await opened?.context.close();
});

/** Plants values, starts the app afresh, and says what went wrong per key ([] = booted and every key repaired). */
async function plantAndBoot(
  planted: { area: 'local' | 'session'; name: string; value: Planted }[],
  n: number,
): Promise<string[]> {
  const { page } = opened;
  const stored = await page.evaluate((list) => {
    localStorage.clear();
    sessionStorage.clear();
    try {
      for (const p of list)
        (p.area === 'local' ? localStorage : sessionStorage).setItem(
          `qihuo_${p.name}`,
          typeof p.value === 'string' ? p.value : `"${'x'.repeat(2 * 1024 * 1024)}"`,
        );
      return true;
    } catch {
      return false;
    }
  }, planted);
  const names = planted.map((p) => p.name).join(', ');
  if (!stored) return [`${names}: the browser refused to store the value`];
  uncaught.length = 0;
  await page.goto(`${e2e.server.url}/?boot=${n}#/pages/tabbar/home`);
  const shown = await page
    .locator('.tab-layout-bar')
    .waitFor({ timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
  if (!shown) return [`${names}: the app did not start (${(await page.locator('body').innerText()).slice(0, 80)})`];
  if ((await page.locator('[data-testid=route-error], .load-failure').count()) > 0)
    return [`${names}: an error page instead of the home`];
  // The home's first data is there (the goods list), so the start-up is over.
  await page
    .locator('.qh-product, [data-testid=empty-state], [data-testid=error-state]')
    .first()
    .waitFor({ timeout: 10_000 });
  const kept = await page.evaluate(
    (list) =>
      list.map(
        (p) =>
          (p.area === 'local' ? localStorage : sessionStorage).getItem(`qihuo_${p.name}`) ===
          (typeof p.value === 'string' ? p.value : `"${'x'.repeat(2 * 1024 * 1024)}"`),
      ),
    planted,
  );
  const problems = planted
    .filter((_, i) => kept[i])
    .map((p) => `${p.name}: still holds the broken value after start-up`);
  if (uncaught.length) problems.push(`${names}: uncaught ${uncaught.join(' | ')}`);
  return problems;
}

describe('broken stored values before start-up', () => {
  let boots = 0;
  // Garbage and wrong types go into every key at once (one start-up); 2 MB values one key at a time (the
  // quota), in tests of nine keys each so that none runs long.
  const runs = variants.flatMap((v) =>
    v.label === '2 MB value'
      ? [0, 9, 18].map((from) => ({
          v,
          batches: ALL.slice(from, from + 9).map((k) => [k]),
          part: ` (keys ${from + 1}-${Math.min(from + 9, ALL.length)})`,
        }))
      : [{ v, batches: [ALL], part: '' }],
  );
  for (const { v, batches, part } of runs) {
    it(`${v.label} in each key${part}: the app starts and repairs the key`, async () => {
      const failures: string[] = [];
      for (const batch of batches) {
        boots += 1;
        tally.tried += batch.length;
        const problems = await plantAndBoot(
          batch.map((k) => ({ ...k, value: v.value(k.name) })),
          boots,
        );
        failures.push(...problems.map((p) => `${v.label} / ${p}`));
      }
      tally.failed.push(...failures);
      if (v.label === 'garbage text') await screenshot(opened.page, 'sweep-storage-home-after-garbage');
      expect(failures).toEqual([]);
    });
  }
});
