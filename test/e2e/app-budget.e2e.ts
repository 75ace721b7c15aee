// The app's speed budget (issue 9 "Speed"), on the build the e2e step has just made: every lazy route
// adds at most 60 KB gzip, and Chromium, loading the home on a phone, fetches exactly the files
// scripts/app-budget.ts counts. The home's own 150 KB budget is NOT met yet (202 KB since the shopping
// screens landed; see docs/decisions.md "Speed"): `npm run bench:app` reports it and fails, and its
// assertion joins this file when the home is back under budget (issue 9 stays open for it).
import { beforeAll, describe, expect, it } from 'vitest';
import { appLoad, APP_FIRST_LOAD_BUDGET_KB, APP_ROUTE_BUDGET_KB, type AppLoad } from '../../scripts/app-budget';
import { appAndBrowser, openPage } from './harness';

const dist = process.env.E2E_DIST || 'dist';
const KB = 1024;

const e2e = appAndBrowser();
let load: AppLoad;
beforeAll(() => {
  load = appLoad(dist);
});

describe('app speed budget', () => {
  it('counts the home page itself in the first load', () => {
    console.log(`app home first load: ${(load.firstLoadGzip / KB).toFixed(1)} KB gzip in ${load.firstLoad.length} files (budget ${APP_FIRST_LOAD_BUDGET_KB} KB)`);
    expect(load.firstLoad.some((f) => /\/home-page-/.test(f.file))).toBe(true);
  });

  it(`every lazy route adds at most ${APP_ROUTE_BUDGET_KB} KB gzip to it`, () => {
    expect(load.routes.length).toBeGreaterThan(5);
    const over = load.routes.filter((r) => r.extraGzip > APP_ROUTE_BUDGET_KB * KB).map((r) => `${r.route}: ${(r.extraGzip / KB).toFixed(1)} KB`);
    expect(over).toEqual([]);
  });

  it('Chromium loading the home fetches exactly the counted files, each once, before the screen is idle', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      const scripts: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (pathname.endsWith('.js')) scripts.push(pathname.replace(/^\//, ''));
      });
      await page.goto(`${e2e.server.url}/#/pages/tabbar/home`);
      // The first screen: the tab bar under the home route, no route fallback left.
      await page.locator('.tab-layout-bar').waitFor();
      await expect.poll(() => page.locator('.route-fallback').count()).toBe(0);
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBe(new Set(scripts).size);
      expect([...scripts].sort()).toEqual(load.firstLoad.map((f) => f.file).sort());
      // Nothing of the toast and modal UI (nor other routes) before the first tap.
      expect(scripts.some((s) => /feedback-ui|mine-page|login-page/.test(s))).toBe(false);
      expect(errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
