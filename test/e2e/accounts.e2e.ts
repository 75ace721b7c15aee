// Accounts as a new person meets them: a new WeChat user who reloads the bind page still lands
// where they were going, with the tab bar; a new phone signs up by SMS in a plain browser after consenting
// (nothing sent before); a deletion refused with its reason, and one that goes through (session and storage
// gone, the phone free to sign up again); a profile edit that survives a reload.
import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { appAndBrowser, axeViolations, openPage, screenshot, settled } from './harness';
import { apiCall, makeJpeg, storeSession, type ApiUser } from './helpers';
import { DEMO_RESIDENT } from '../../mock/seed/users';
import { MOCK_SMS_CODE } from '../../mock/core';

const e2e = appAndBrowser();

const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const stored = (page: Page, name: string) => page.evaluate((key) => localStorage.getItem(key), `qihuo_${name}`);
let phoneSeq = 0;
/** A phone number no one has registered yet (unique per test run). */
const newPhone = () =>
  `176${String(Date.now() % 1e6).padStart(6, '0')}${String((phoneSeq += 1) % 100).padStart(2, '0')}`;
/** The JSON bodies the page posted to `path`. */
function bodiesOf(requests: Request[], path: string): Record<string, unknown>[] {
  return requests
    .filter((r) => new URL(r.url()).pathname === path)
    .map((r) => JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
}

/** Signs a new phone up through the API as the app does (code asked for, consent given). */
async function apiSignUp(phone: string): Promise<ApiUser & { registered: boolean }> {
  await apiCall(e2e.server.url, '/api/sms/v1/send', { phone, type: 'login' });
  return apiCall(e2e.server.url, '/api/client/v1/sms/login', { phone, code: MOCK_SMS_CODE, agreed: true });
}

describe('a new WeChat user', () => {
  it('reloads the bind page three times, binds, and lands on the route they opened with the tab bar', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, {
      agent: 'wechatAndroid',
      bridge: true,
    });
    try {
      await context.addCookies([{ name: 'mock_wx_user', value: 'new', url: e2e.server.url }]);
      await page.goto(`${e2e.server.url}/#/pages/tabbar/activity`);
      await page.waitForURL((u) => u.hash.startsWith('#/pages/set/bindPhone') && !u.search.includes('code='));
      expect(hashOf(page)).toBe('#/pages/set/bindPhone?redirect=/pages/tabbar/activity');
      for (let i = 0; i < 3; i += 1) {
        await page.reload();
        await page.waitForURL((u) => u.hash.startsWith('#/pages/set/bindPhone') && !u.search.includes('code='));
        await page.locator('input[name=phone]').waitFor();
        // Each reload goes through OAuth again; the return route stays the one the person opened.
        expect(hashOf(page)).toBe('#/pages/set/bindPhone?redirect=/pages/tabbar/activity');
      }
      await page.locator('input[name=phone]').fill('19912340023');
      await page.locator('input[name=agreed]').check();
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page
        .getByText(/199\*\*\*\*0023/)
        .first()
        .waitFor();
      // A reload (through OAuth again) keeps the phone, the consent and the running countdown, and sends nothing.
      const sends: string[] = [];
      page.on('request', (r) => void (new URL(r.url()).pathname === '/api/sms/v1/send' && sends.push(r.url())));
      await page.reload();
      await page.waitForURL((u) => u.hash.startsWith('#/pages/set/bindPhone') && !u.search.includes('code='));
      await page.getByRole('button', { name: /秒后重发/ }).waitFor();
      expect(await page.locator('input[name=phone]').inputValue()).toBe('19912340023');
      expect(await page.locator('input[name=agreed]').isChecked()).toBe(true);
      await settled(page);
      expect(sends).toEqual([]);
      await page.locator('input[name=verifyCode]').fill(MOCK_SMS_CODE);
      await screenshot(page, 'accounts-bind-after-reloads');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '绑定并继续' }).click();
      await page.waitForURL((u) => u.hash === '#/pages/tabbar/activity');
      await page.locator('.tab-layout-bar').waitFor();
      expect(JSON.parse((await stored(page, 'userinfo')) ?? 'null')).toMatchObject({ phone: '19912340023' });
      // Signed in now: a reload stays on the tab, with no bind page and no second OAuth trip to it.
      await page.reload();
      await page.locator('.tab-layout-bar').waitFor();
      await settled(page);
      expect(hashOf(page)).toBe('#/pages/tabbar/activity');
      await screenshot(page, 'accounts-bind-landed');
      expect(errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a new phone in a plain browser', () => {
  it('signs up by SMS from 我的 after consenting; nothing is sent before', async () => {
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    const posted: Request[] = [];
    page.on('request', (r) => void (r.method() === 'POST' && posted.push(r)));
    const phone = newPhone();
    try {
      await page.goto(`${e2e.server.url}/#/pages/tabbar/mine`);
      await page.getByRole('button', { name: '登录 / 注册' }).click();
      await page.getByRole('tab', { name: '验证码登录' }).click();
      await page.locator('input[name=phone]').fill(phone);
      await page.getByRole('button', { name: '获取验证码' }).click();
      // No consent yet: one dialog asks; refusing it sends nothing.
      await page.getByText(/继续之前，请阅读并同意/).waitFor();
      await screenshot(page, 'accounts-consent-dialog');
      await page.getByRole('button', { name: '不同意' }).click();
      await settled(page);
      expect(bodiesOf(posted, '/api/sms/v1/send')).toEqual([]);

      // The agreement is readable without losing what was typed.
      await page.getByRole('button', { name: '《隐私政策》' }).click();
      await page.getByRole('heading', { name: '一、我们收集的信息', exact: true }).waitFor();
      await page.getByRole('button', { name: '关闭' }).click();
      expect(await page.locator('input[name=phone]').inputValue()).toBe(phone);

      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByRole('button', { name: '同意并继续' }).click();
      await page.getByText(/秒后重发/).waitFor();
      expect(bodiesOf(posted, '/api/sms/v1/send')).toEqual([{ phone, type: 'login' }]);
      expect(await page.locator('input[name=agreed]').isChecked()).toBe(true);
      await page.locator('input[name=code]').fill(MOCK_SMS_CODE);
      await screenshot(page, 'accounts-sms-login');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '登录 / 注册' }).click();
      await page.waitForURL((u) => u.hash === '#/pages/tabbar/mine');
      await page.getByText(`邻居${phone.slice(-4)}`).waitFor();
      expect(bodiesOf(posted, '/api/client/v1/sms/login')).toEqual([{ phone, code: MOCK_SMS_CODE, agreed: true }]);
      await page.locator('.tab-layout-bar').waitFor();
      expect(errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the mock refuses a new registration without consent', async () => {
    const phone = newPhone();
    await apiCall(e2e.server.url, '/api/sms/v1/send', { phone, type: 'login' });
    await expect(apiCall(e2e.server.url, '/api/client/v1/sms/login', { phone, code: MOCK_SMS_CODE })).rejects.toThrow(
      '1005 请先阅读并同意用户协议和隐私政策',
    );
  });
});

describe('deleting an account', () => {
  it('is refused with the reason while orders are unfinished; the session stays', async () => {
    const resident = await apiCall<ApiUser>(e2e.server.url, '/api/client/v1/login', {
      phone: DEMO_RESIDENT.phone,
      password: DEMO_RESIDENT.password,
    });
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      await storeSession(context, resident);
      await page.goto(`${e2e.server.url}/#/pages/set/cancel`);
      await page.getByText('注销后，以下内容将被永久删除，无法恢复').waitFor();
      await page.getByText(/笔未完成的订单，完成或取消后才能注销/).waitFor();
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.locator('input[name=code]').fill(MOCK_SMS_CODE);
      await page.getByRole('button', { name: '注销账号' }).click();
      await page.getByText('确定注销账号？').waitFor();
      await page.getByRole('button', { name: '确认注销' }).click();
      const refusal = page.getByTestId('cancel-refusal');
      await refusal.waitFor();
      expect(await refusal.textContent()).toMatch(
        /^你还有\d+笔未完成的订单（待付款、待发货或待收货），完成或取消后才能注销查看订单$/,
      );
      await screenshot(page, 'accounts-cancel-refused');
      expect(JSON.parse((await stored(page, 'token')) ?? '""')).toBe(resident.token);
      await expect(apiCall(e2e.server.url, '/api/client/v1/get', {}, resident)).resolves.toMatchObject({
        userCode: DEMO_RESIDENT.userCode,
      });
    } finally {
      await context.close();
    }
  });

  it('goes through after an SMS code and a confirmation: session and storage gone, the phone free to sign up again', async () => {
    const phone = newPhone();
    const person = await apiSignUp(phone);
    expect(person.registered).toBe(true);
    const { page, context } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      await storeSession(context, person);
      await page.goto(`${e2e.server.url}/#/pages/tabbar/mine`);
      await page.getByRole('button', { name: /编辑资料/ }).click();
      await page.getByText('注销账号').click();
      await page.waitForURL((u) => u.hash === '#/pages/set/cancel');
      // Search history and a draft, to see that deletion takes them too.
      await page.evaluate(() => localStorage.setItem('qihuo_searchArchives', '["苹果"]'));
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.locator('input[name=code]').fill(MOCK_SMS_CODE);
      await screenshot(page, 'accounts-cancel-form');
      await page.getByRole('button', { name: '注销账号' }).click();
      // Thinking better of it first: nothing happens.
      await page.getByRole('button', { name: '再想想' }).click();
      await settled(page);
      await expect(apiCall(e2e.server.url, '/api/client/v1/get', {}, person)).resolves.toMatchObject({ phone });
      await page.getByRole('button', { name: '注销账号' }).click();
      await page.getByRole('button', { name: '确认注销' }).click();
      await page
        .locator('.adm-dialog')
        .getByText(/账号已注销/)
        .waitFor();
      // Behind the dialog the page says it is done: never the sign-in gate of a page whose person is gone.
      await page.getByRole('status').getByText('账号已注销').waitFor();
      expect(await page.getByText('登录后才能查看这里').count()).toBe(0);
      await screenshot(page, 'accounts-cancel-done');
      const left = await page.evaluate(() => Object.keys(localStorage).filter((k) => k !== 'qihuo_deviceId'));
      expect(left).toEqual([]);
      await page.getByRole('button', { name: '确定' }).click();
      await page.waitForURL((u) => u.hash === '#/pages/tabbar/mine');
      await page.getByRole('button', { name: '登录 / 注册' }).waitFor();
      expect(await stored(page, 'token')).toBeNull();
      // The old token is dead, and the phone signs up anew as a new account.
      await expect(apiCall(e2e.server.url, '/api/client/v1/get', {}, person)).rejects.toThrow(
        /^\/api\/client\/v1\/get: 99 /,
      );
      const again = await apiSignUp(phone);
      expect(again.registered).toBe(true);
      expect(again.userCode).not.toBe(person.userCode);
    } finally {
      await context.close();
    }
  });
});

describe('the profile', () => {
  it('a new name and avatar survive a reload', async () => {
    const person = await apiSignUp(newPhone());
    const { page, context, errors } = await openPage(e2e.browser, e2e.server.url, { agent: 'androidChrome' });
    try {
      await storeSession(context, person);
      await page.goto(`${e2e.server.url}/#/pages/set/profile`);
      const name = page.locator('input[name=name]');
      await name.fill('  ');
      await name.blur();
      await page.getByText('请输入昵称').waitFor();
      await name.fill('楼下的小林');
      const photo = await makeJpeg(page, 800, 800, 0.85);
      await page
        .getByRole('group', { name: '头像' })
        .locator('input[type=file]')
        .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.locator('.qh-image-item[data-status=done]').waitFor({ timeout: 30_000 });
      await screenshot(page, 'accounts-profile');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '保存' }).click();
      await page.getByText('资料已保存').waitFor();
      await page.reload();
      await expect.poll(() => page.locator('input[name=name]').inputValue()).toBe('楼下的小林');
      await page.goto(`${e2e.server.url}/#/pages/tabbar/mine`);
      await page.getByText('楼下的小林').waitFor();
      expect(await page.locator('img.mine-avatar').getAttribute('src')).toMatch(/\/uploads\/F\d+$/);
      await expect(apiCall(e2e.server.url, '/api/client/v1/get', {}, person)).resolves.toMatchObject({
        name: '楼下的小林',
        avatar: expect.stringMatching(/\/uploads\/F\d+$/),
      });
      expect(errors.filter((e) => !e.includes('ERR_BLOCKED_BY_CLIENT'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
