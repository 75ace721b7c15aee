// What a demanding resident and leader found, round two, screen by screen: the map buttons
// look like the app's buttons; the home names a community from my position without waiting for its address, and a
// stored one at once; and in English the counts agree, a lowest price reads "from", and the backend's Chinese-only
// lists (refund plans, team categories) are English.
import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { DEMO_LEADER, DEMO_RESIDENT } from '../../mock/seed/users';
import { appAndBrowser, desktopViewport, pageOpener, screenshot } from './harness';
import { apiLogin, skipStartScreen, storeSession } from './helpers';

const e2e = appAndBrowser();
const open = pageOpener(e2e);

const CJK = /[\u3400-\u9fff]/;
/** The brand colour (theme.css --qh-primary) as the browser computes it. */
const PRIMARY = 'rgb(194, 65, 12)';

describe('the map buttons', () => {
  it("在地图中查看自提点, 查看地图 and 地图选点 are the app's brand-outlined buttons, not bare browser buttons", async () => {
    const { page, context } = await open();
    await storeSession(context, await apiLogin(e2e.server.url, DEMO_RESIDENT));
    const looks = async (name: string) => {
      const button = page.getByRole('button', { name });
      await button.waitFor();
      return button.evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          border: s.borderTopColor,
          color: s.color,
          pill: parseFloat(s.borderTopLeftRadius) >= el.getBoundingClientRect().height / 2,
        };
      });
    };
    await page.goto(`${e2e.server.url}/#/pages/order/detail?code=O20002`);
    expect(await looks('在地图中查看自提点')).toEqual({ border: PRIMARY, color: PRIMARY, pill: true });
    await screenshot(page, 'map-button-order');
    await page.goto(`${e2e.server.url}/#/pages/activity/detail?code=AC001`);
    expect(await looks('查看地图')).toEqual({ border: PRIMARY, color: PRIMARY, pill: true });
    await page.goto(`${e2e.server.url}/#/pages/team/apply`);
    expect(await looks('地图选点')).toEqual({ border: PRIMARY, color: PRIMARY, pill: true });
    await screenshot(page, 'map-button-team-apply');
  });
});

describe('the home and my community', () => {
  it('with none chosen, the nearest is named from my position while its address is still being looked up', async () => {
    const { page, context } = await open({ geolocation: { latitude: 30.2801, longitude: 120.0949 } });
    // The address of my position never comes (a slow location service): nothing may wait for it.
    const held: Route[] = [];
    await context.route('**/ws/geocoder/**', (route) => void held.push(route));
    await page.goto(`${e2e.server.url}/#/pages/tabbar/home`);
    await skipStartScreen(page);
    await page.getByTestId('community-button').filter({ hasText: '西溪诚园' }).waitFor();
    expect(held.length).toBeGreaterThan(0);
    await screenshot(page, 'home-community-before-address');
    await Promise.all(held.map((r) => r.abort().catch(() => undefined)));
  });

  it('a community chosen before shows at once, while the goods and the location are still on their way', async () => {
    const { page, context } = await open({ geolocation: { latitude: 30.2801, longitude: 120.0949 } });
    await context.addInitScript(() =>
      localStorage.setItem(
        'qihuo_community',
        JSON.stringify({ code: 'C001', name: '翠湖天地', latitude: 31.2196, longitude: 121.4737 }),
      ),
    );
    const held: Route[] = [];
    await context.route(/\/(appMall|ws)\//, (route) => void held.push(route));
    await page.goto(`${e2e.server.url}/#/pages/tabbar/home`);
    await page.getByTestId('community-button').filter({ hasText: '翠湖天地' }).waitFor();
    expect(await page.locator('[data-testid=product-card]').count()).toBe(0);
    await Promise.all(held.map((r) => r.abort().catch(() => undefined)));
  });
});

describe('in English', () => {
  it('the activity page: the refund plan in English and the price "from ¥88.00"', async () => {
    const { page } = await open({ agent: 'desktopChrome', viewport: desktopViewport, locale: 'en-US' });
    await page.goto(`${e2e.server.url}/#/pages/activity/detail?code=AC001`);
    const plan = page.getByTestId('refund-plan-name');
    await plan.waitFor();
    expect(await plan.textContent()).toBe(
      'Refundable until it startsA full refund can be asked for until the activity starts',
    );
    expect(await page.locator('.act-head .qh-price-now, .qh-price--l .qh-price-now').first().textContent()).toBe(
      'from ¥88.00',
    );
    await screenshot(page, 'english-activity-refund-plan');
  });

  it('the order list counts "1 piece", and the team application\'s categories are English', async () => {
    const { page, context } = await open({ locale: 'en-US' });
    await storeSession(context, await apiLogin(e2e.server.url, DEMO_RESIDENT));
    await page.goto(`${e2e.server.url}/#/pages/order/list`);
    await page
      .getByText(/\b1 piece paid\b/)
      .first()
      .waitFor();
    expect(await page.getByText(/\b1 pieces\b/).count()).toBe(0);
    await page.goto(`${e2e.server.url}/#/pages/team/apply`);
    const categories = page.locator('.adm-selector-item');
    await categories.first().waitFor();
    const names = await categories.allTextContents();
    expect(names).toEqual(['Community leader', 'Shop leader', 'Activity leader', 'Company leader']);
    expect(names.some((n) => CJK.test(n))).toBe(false);
    await screenshot(page, 'english-team-categories');
  });

  it('the activity editor offers its refund plans in English', async () => {
    const { page, context } = await open({ locale: 'en-US' });
    await storeSession(context, await apiLogin(e2e.server.url, DEMO_LEADER));
    await page.goto(`${e2e.server.url}/#/pages/activity/edit?type=1`);
    await page.getByText('Refundable until 24 hours before').waitFor();
    const options = await page.locator('.act-radio strong').allTextContents();
    expect(options.length).toBeGreaterThan(2);
    expect(options.filter((o) => CJK.test(o))).toEqual([]);
  });
});
