// The account calls of docs/product.md#accounts against the mock over HTTP (a mock of this file's own: it
// registers, changes and deletes users): SMS login registers a new phone only with consent, a code must be
// asked for and works once, a forgotten password is reset, the profile is checked, order counts, and a
// deletion is refused with the reason (unfinished orders, a leader balance) or goes through.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  cancelAccount,
  countOrders,
  getCurrentUser,
  loginWithPassword,
  loginWithSms,
  resetPassword,
  sendSmsCode,
  updateProfile,
} from '@/api/account';
import { setLocale } from '@/i18n';
import { requestHeaders } from '@/lib/request/client';
import { dismissModals, dismissToasts } from '@/components/feedback';
import { ownMockPerFile } from './own-mock';
import { logIn, logOut, DEMO_LEADER, RESIDENT } from './session';
import { store } from '@/state/store';
import { tokenAtom, userCodeAtom, userInfoAtom } from '@/state/session';
import type { User } from '@/api/account';

const mock = ownMockPerFile();
const agreed = { agreed: true } as const;

function useSession(token: string, user: User) {
  store.set(tokenAtom, token);
  store.set(userCodeAtom, user.userCode);
  store.set(userInfoAtom, user);
}

beforeEach(() => setLocale('zh-CN'));
afterEach(() => {
  logOut();
  // The refusals toast (the calls are not silent): the test names what it expects instead.
  dismissToasts();
});

describe('SMS login', () => {
  it('a new phone registers with consent; the same phone logs in again later without it', async () => {
    await sendSmsCode('17700001111', 'login');
    const first = await loginWithSms('17700001111', '123456', agreed);
    expect(first).toMatchObject({
      registered: true,
      user: { phone: '17700001111', name: '邻居1111', balanceFen: 0, isManager: false },
    });
    expect(first.token).toMatch(/^tk_/);
    await sendSmsCode('17700001111', 'login');
    const again = await loginWithSms('17700001111', '123456', agreed);
    expect(again).toMatchObject({ registered: false, user: { userCode: first.user.userCode } });
  });

  it('refuses a registration without consent, a code never asked for, a wrong code, and a code used twice', async () => {
    await sendSmsCode('17700002222', 'login');
    // The typed client always sends agreed: true; the wire without it is what a careless client would send.
    const raw = async (payload: Record<string, unknown>) =>
      (
        await fetch('/api/client/v1/sms/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...requestHeaders('/api/client/v1/sms/login', payload) },
          body: JSON.stringify(payload),
        })
      ).json();
    await expect(raw({ phone: '17700002222', code: '123456' })).resolves.toMatchObject({
      code: 1005,
      msg: '请先阅读并同意用户协议和隐私政策',
    });
    await expect(raw({ phone: '17700002222', code: '123456', agreed: 'true' })).resolves.toMatchObject({ code: 1005 });
    await expect(loginWithSms('17700003333', '123456', agreed)).rejects.toMatchObject({
      code: 1006,
      message: '请先获取验证码',
    });
    await expect(loginWithSms('17700002222', '654321', agreed)).rejects.toMatchObject({
      code: 1003,
      message: '验证码错误',
    });
    await expect(loginWithSms('17700002222', '123456', agreed)).resolves.toMatchObject({ registered: true });
    await expect(loginWithSms('17700002222', '123456', agreed)).rejects.toMatchObject({ code: 1006 });
    // A code for another purpose does not log in.
    await sendSmsCode('17700002222', 'cancel');
    await expect(loginWithSms('17700002222', '123456', agreed)).rejects.toMatchObject({ code: 1006 });
  });

  it('an unknown SMS type and a bad phone are refused', async () => {
    await expect(sendSmsCode('12345678901', 'login')).rejects.toMatchObject({ code: 1002 });
    await expect(sendSmsCode('17700004444', 'spam' as 'login')).rejects.toMatchObject({ code: 1 });
    dismissToasts();
  });
});

describe('password reset', () => {
  it('sets a new password with a reset code: the old one stops working, the old sessions end', async () => {
    await sendSmsCode('17700005555', 'login');
    const person = await loginWithSms('17700005555', '123456', agreed);
    await expect(loginWithPassword('17700005555', 'abc12345')).rejects.toMatchObject({ code: 1001 });
    await expect(resetPassword('17700005555', '123456', 'abc12345')).rejects.toMatchObject({ code: 1006 });
    await sendSmsCode('17700005555', 'reset');
    await expect(resetPassword('17700005555', '123456', 'abcdefgh')).rejects.toMatchObject({ code: 1009 });
    await expect(resetPassword('17700005555', '123456', 'abc12345')).resolves.toBeNull();
    await expect(loginWithPassword('17700005555', 'abc12345')).resolves.toMatchObject({
      user: { userCode: person.user.userCode },
    });
    useSession(person.token, person.user);
    await expect(getCurrentUser({ silent: true })).rejects.toMatchObject({ code: 99 });
    expect(dismissModals()).toEqual(['请返回重新登录']);
  });

  it('a phone nobody registered cannot ask for a reset code', async () => {
    await expect(sendSmsCode('17700006666', 'reset')).rejects.toMatchObject({ code: 1007, message: '该手机号未注册' });
  });
});

describe('profile', () => {
  it('changes the name, refuses an empty or long one and an avatar that is not an upload', async () => {
    await sendSmsCode('17700007777', 'login');
    const person = await loginWithSms('17700007777', '123456', agreed);
    useSession(person.token, person.user);
    await expect(updateProfile({ name: '  小满  ' })).resolves.toMatchObject({ name: '小满', phone: '17700007777' });
    await expect(updateProfile({ name: '   ' })).rejects.toMatchObject({ code: 1012 });
    await expect(updateProfile({ name: '一'.repeat(21) })).rejects.toMatchObject({ code: 1012 });
    await expect(updateProfile({ avatar: 'https://evil.example/x.png' })).rejects.toMatchObject({ code: 1013 });
    await expect(updateProfile({})).rejects.toMatchObject({ code: 1 });
    await expect(getCurrentUser()).resolves.toMatchObject({ name: '小满' });
  });
});

describe('order counts', () => {
  it("counts the resident's unpaid and not-yet-received orders; after-sales are 0 for now", async () => {
    await logIn(RESIDENT);
    const counts = await countOrders();
    const owned = mock().mock.store.orders.filter((o) => o.userCode === 'U10001' && !o.deleted);
    expect(counts).toEqual({
      unpaid: owned.filter((o) => o.status === 0).length,
      toReceive: owned.filter((o) => o.status === 1 || o.status === 2).length,
      toShip: owned.filter((o) => o.status === 1).length,
      afterSale: 0,
    });
    expect(counts.unpaid + counts.toReceive).toBeGreaterThan(0);
  });
});

describe('account deletion', () => {
  it('is refused with the reason while orders are unfinished, and while a leader balance remains', async () => {
    await logIn(RESIDENT);
    await sendSmsCode(RESIDENT.phone, 'cancel');
    await expect(cancelAccount('123456')).rejects.toMatchObject({
      code: 1010,
      message: expect.stringMatching(/^你还有\d+笔未完成的订单/),
    });
    const leader = await logIn(DEMO_LEADER);
    // The demo leader's own orders, if any, are finished here: only the balance stands in the way.
    for (const o of mock().mock.store.orders) if (o.userCode === leader.userCode && o.status < 3) o.status = 3;
    await sendSmsCode(DEMO_LEADER.phone, 'cancel');
    await expect(cancelAccount('123456')).rejects.toMatchObject({
      code: 1011,
      message: '你的团长账户还有1286.50元余额，请先提现后再注销',
    });
    await expect(getCurrentUser()).resolves.toMatchObject({ userCode: leader.userCode });
  });

  it('goes through with a cancel code: the token dies, and the phone registers again as a new account', async () => {
    await sendSmsCode('17700008888', 'login');
    const person = await loginWithSms('17700008888', '123456', agreed);
    useSession(person.token, person.user);
    await expect(cancelAccount('123456')).rejects.toMatchObject({ code: 1006 });
    await sendSmsCode('17700008888', 'cancel');
    await expect(cancelAccount('123456')).resolves.toBeNull();
    // (The relogin modal shows once per page life: the password-reset test above has had it.)
    await expect(getCurrentUser({ silent: true })).rejects.toMatchObject({ code: 99, kind: 'session' });
    logOut();
    await expect(loginWithPassword('17700008888', 'x1234567')).rejects.toMatchObject({ code: 1001 });
    await sendSmsCode('17700008888', 'login');
    const again = await loginWithSms('17700008888', '123456', agreed);
    expect(again.registered).toBe(true);
    expect(again.user.userCode).not.toBe(person.user.userCode);
  });
});
