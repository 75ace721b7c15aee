// Security sweep: every text the server returns carries script and event-handler payloads
// (MOCK_XSS=1: mock/seed/xss.ts poisons names, titles, details, tags, addresses, remarks, template
// items and nicknames, and puts javascript: URLs in the links), and a refusal's msg carries one too.
// On every screen they show as text or sanitized HTML: none runs (window.__xss stays unset) and no
// javascript: URL reaches an href, src or action in the DOM.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { XSS_PAYLOAD } from '../../mock/seed/xss';
import { appAndBrowser, screenshot, settled, type Opened } from './harness';
import { openAs, type Who } from './helpers';
import { MORE_SCREENS, SHOP_SCREENS, type Screen } from './sweep-faults';

const e2e = appAndBrowser({ xss: true });
const store = () => e2e.server.mock.store;

/** The fault sweep's screens, and the template screen whose items come from the server. */
const screens: Screen[] = [
  ...SHOP_SCREENS,
  ...MORE_SCREENS,
  { name: 'templates', route: () => '/pages/activity/template', who: 'resident' },
];

const pages = new Map<Who, Opened>();
const tally = { tried: 0, failed: [] as string[] };

beforeAll(async () => {
  for (const who of ['guest', 'resident', 'leader'] as Who[]) {
    pages.set(who, await openAs(e2e, who));
  }
});

afterAll(async () => {
  e2e.server.mock.setFaults([]);
  console.log(
    `[sweep-xss] cases tried: ${tally.tried}; failed: ${tally.failed.length}${tally.failed.length ? `\n  ${tally.failed.join('\n  ')}` : ''}`,
  );
  await Promise.all([...pages.values()].map((p) => p.context.close()));
});

/** What ran or reached the DOM that must not: the flag, and javascript: URLs in attributes that load or navigate. */
async function breaches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const flag = (window as unknown as { __xss?: unknown }).__xss;
    if (flag !== undefined) found.push(`a payload ran (window.__xss = ${String(flag)})`);
    for (const el of document.querySelectorAll('*')) {
      for (const attr of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
        const v = el.getAttribute(attr);
        if (v && /^\s*javascript:/i.test(v)) found.push(`<${el.tagName.toLowerCase()} ${attr}="${v}">`);
      }
      for (const a of el.getAttributeNames()) if (/^on/i.test(a)) found.push(`<${el.tagName.toLowerCase()} ${a}>`);
    }
    if (document.querySelector('script:not([src])')?.textContent?.includes('__xss'))
      found.push('an inline script with the payload');
    return found;
  });
}

let loads = 0;
describe('script payloads in every text the server returns', () => {
  for (const screen of screens) {
    it(`${screen.name}: shown as text, nothing runs`, async () => {
      const { page } = pages.get(screen.who)!;
      const route = screen.route(store());
      tally.tried += 1;
      // A screen whose first calls index.html sends (painted before the app starts) on a document of its own; the
      // rest by the app's own navigation in the page's open document (a new document costs about 1 s of CPU).
      if (screen.earlyCalls || !page.url().startsWith(e2e.server.url)) {
        loads += 1;
        await page.goto(`${e2e.server.url}/?xss=${loads}#${route}`);
      } else await page.evaluate((hash) => (location.hash = hash), route);
      await page.waitForURL((u) => u.hash === `#${route}`);
      await settled(page);
      // Images that fail (the payload's src=x) have had their chance to fire onerror.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
      const found = await breaches(page);
      if (found.length) tally.failed.push(`${screen.name}: ${found.join('; ')}`);
      if (['home', 'product detail', 'activity detail', 'templates'].includes(screen.name))
        await screenshot(page, `sweep-xss-${screen.name.replace(/\s+/g, '-')}`);
      expect(found).toEqual([]);
    });
  }

  it("a refusal's msg with a payload is shown as text in the toast", async () => {
    const { page } = pages.get('resident')!;
    tally.tried += 1;
    e2e.server.mock.setFaults([
      { match: '/api/address/v1/list', kind: { code: 7, msg: `地址服务维护中${XSS_PAYLOAD}` } },
    ]);
    try {
      loads += 1;
      await page.goto(`${e2e.server.url}/?xss=${loads}#/pages/address/list`);
      await page.getByTestId('error-state').getByText('地址服务维护中<img src=x', { exact: false }).waitFor();
      await settled(page);
      const found = await breaches(page);
      if (found.length) tally.failed.push(`refusal msg: ${found.join('; ')}`);
      expect(found).toEqual([]);
    } finally {
      e2e.server.mock.setFaults([]);
    }
  });

  it('the seeded texts do reach the screens (the payload is on the page as text)', async () => {
    const { page } = pages.get('guest')!;
    loads += 1;
    await page.goto(
      `${e2e.server.url}/?xss=${loads}#/pages/product/detail?code=${store().catalogue.products[0]!.code}`,
    );
    await page.getByText('<img src=x onerror=', { exact: false }).first().waitFor();
  });
});
