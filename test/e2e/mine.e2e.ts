// The "mine" tab: a guest is offered login; a logged-in resident sees who they are, switches the
// language, and logs out only after confirming (spec: logout relaunches at the login page). With the phone's motion
// on (the rest of the suite runs with "reduce motion"), and with it reduced: the dialog is whole at once.
import { describe, expect, it } from 'vitest';
import { DEMO_RESIDENT } from '../../mock/seed/users';
import { appAndBrowser, openPage, screenshot } from './harness';
import { openAs } from './helpers';

const e2e = appAndBrowser();

describe('the mine tab', () => {
  it('guest -> login -> profile -> language -> logout with confirmation', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, {
      agent: 'androidChrome',
      reducedMotion: 'no-preference',
    });
    try {
      await page.goto(`${e2e.server.url}/#/pages/tabbar/mine`);
      await page.getByRole('button', { name: '登录 / 注册' }).click();
      await expect.poll(() => page.url()).toContain('/pages/login/login');
      await page.locator('input[name=phone]').fill(DEMO_RESIDENT.phone);
      await page.locator('input[name=password]').fill(DEMO_RESIDENT.password);
      await page.getByRole('button', { name: '登录' }).click();
      // Back on the mine tab (the login's return target), with the user shown and the phone masked.
      await page.getByText('李思雨').waitFor();
      expect(new URL(page.url()).hash).toContain('/pages/tabbar/mine');
      await expect.poll(() => page.locator('.mine-phone').textContent()).toBe('138****8000');
      await screenshot(page, 'mine-logged-in');

      await page.getByText('English').click();
      await page.getByRole('button', { name: 'Log out' }).waitFor();
      await page.getByText('简体中文').click();

      // Cancel keeps the session: the same token is still stored, and the person is still shown.
      const session = () =>
        page.evaluate(() => [localStorage.getItem('qihuo_token'), localStorage.getItem('qihuo_userCode')]);
      const before = await session();
      expect(JSON.parse(before[0] ?? 'null')).toMatch(/^tk_/);
      expect(JSON.parse(before[1] ?? 'null')).toBe(DEMO_RESIDENT.userCode);
      await page.getByRole('button', { name: '退出登录' }).click();
      await page.getByText('确定要退出登录吗？').waitFor();
      await screenshot(page, 'mine-logout-confirm');
      await page.getByRole('button', { name: '取消' }).click();
      await page.getByText('确定要退出登录吗？').waitFor({ state: 'hidden' });
      expect(await session()).toEqual(before);
      expect(await page.locator('.mine-phone').textContent()).toBe('138****8000');

      // Confirming relaunches at the login page with the session gone.
      await page.getByRole('button', { name: '退出登录' }).click();
      await page.getByRole('button', { name: '退出', exact: true }).click();
      await expect.poll(() => page.url()).toContain('/pages/login/login');
      await page.locator('input[name=phone]').waitFor();
      expect(
        await page.evaluate(() => [localStorage.getItem('qihuo_token'), localStorage.getItem('qihuo_userinfo')]),
      ).toEqual([null, null]);
      expect(errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with "reduce motion" on, the logout dialog shows whole at once, with no fade', async () => {
    const { page, context } = await openAs(e2e, 'resident');
    try {
      await page.goto(`${e2e.server.url}/#/pages/tabbar/mine`);
      await page.getByRole('button', { name: '退出登录' }).click();
      await page.getByText('确定要退出登录吗？').waitFor();
      // antd-mobile fades a dialog and its mask in over about 300 ms; the reduced motion skips it.
      const opacities = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.adm-dialog [style*="opacity"]')].map((e) => e.style.opacity),
      );
      expect(opacities.length).toBeGreaterThan(0);
      expect(opacities.every((o) => Number(o) === 1)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
