// The account API functions against the real mock over HTTP, and the mock refusing tampered requests.
import { beforeEach, describe, expect, it } from 'vitest';
import { getCurrentUser, loginWithPassword } from '@/api/account';
import { requestHeaders, setSessionSource } from '@/lib/request/client';
import { setLocale } from '@/i18n';
import { backendHeaders } from '../backend-headers';
import { dismissModals } from '@/components/feedback';

const session = { token: '', userCode: '', openid: '' };
beforeEach(() => {
  Object.assign(session, { token: '', userCode: '', openid: '' });
  setSessionSource(() => session);
  setLocale('zh-CN');
});

describe('account calls against the mock', () => {
  it('logs the demo resident in and fetches the same user with the token', async () => {
    const { token, user } = await loginWithPassword('13800138000', 'qihuo123');
    expect(token).not.toBe('');
    expect(user).toMatchObject({ userCode: 'U10001', phone: '13800138000', isManager: false });
    Object.assign(session, { token, userCode: user.userCode });
    await expect(getCurrentUser()).resolves.toMatchObject({ userCode: 'U10001', name: user.name });
  });

  it('turns the leader balance from yuan into integer fen', async () => {
    const { user } = await loginWithPassword('13900139000', 'qihuo123');
    expect(user.isManager).toBe(true);
    expect(Number.isInteger(user.balanceFen)).toBe(true);
    expect(user.balanceFen).toBeGreaterThan(0);
  });

  it('a wrong password is refused with the server msg', async () => {
    await expect(loginWithPassword('13800138000', 'wrong123')).rejects.toMatchObject({
      kind: 'server',
      code: 1001,
      message: '手机号或密码错误',
    });
  });

  it('a protected call without a token answers code 99 (no modal without a token: an ordinary error)', async () => {
    await expect(getCurrentUser({ silent: true })).rejects.toMatchObject({ kind: 'server', code: 99 });
  });

  it('an unknown token answers code 99 and takes the session path', async () => {
    session.token = 'tk_forged';
    await expect(getCurrentUser({ silent: true })).rejects.toMatchObject({ kind: 'session', code: 99 });
    // Silent or not, a lost session is the person's concern: the modal of docs/product.md#errors.
    expect(dismissModals()).toEqual(['请返回重新登录']);
  });
});

describe('the mock checks signatures exactly', () => {
  const body = { phone: '13800138000', password: 'qihuo123' };
  const post = (headers: Record<string, string>, payload: unknown = body) =>
    fetch('/api/client/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(payload),
    }).then((r) => r.json() as Promise<{ code: number; msg: string }>);

  it('accepts the client headers as they are', async () => {
    await expect(post(requestHeaders('/api/client/v1/login', body))).resolves.toMatchObject({ code: 0 });
  });
  it('refuses a tampered sign', async () => {
    const h = requestHeaders('/api/client/v1/login', body);
    h.sign = (h.sign!.startsWith('0') ? '1' : '0') + h.sign!.slice(1);
    await expect(post(h)).resolves.toMatchObject({ code: 401, msg: expect.stringContaining('sign mismatch') });
  });
  it('refuses a payload changed after signing', async () => {
    const h = requestHeaders('/api/client/v1/login', body);
    await expect(post(h, { ...body, phone: '13900139000' })).resolves.toMatchObject({ code: 401 });
  });
  it('refuses a signature made for another path', async () => {
    await expect(post(requestHeaders('/api/client/v1/get', body))).resolves.toMatchObject({
      code: 401,
      msg: expect.stringContaining('signature'),
    });
  });
  it('refuses a short nonce and a timestamp in seconds', async () => {
    const h = requestHeaders('/api/client/v1/login', body);
    await expect(post({ ...h, nonceStr: 'abc' })).resolves.toMatchObject({ code: 401 });
    await expect(post({ ...h, timeStamp: String(Math.floor(Date.now() / 1000)) })).resolves.toMatchObject({
      code: 401,
    });
  });
  it('refuses another app, an unknown platform, a missing version or device id (401 with the reason)', async () => {
    const h = () => requestHeaders('/api/client/v1/login', body);
    await expect(post({ ...h(), appid: 'wx0000000000000000' })).resolves.toMatchObject({
      code: 401,
      msg: expect.stringContaining('appid'),
    });
    await expect(post({ ...h(), platform: 'ios' })).resolves.toMatchObject({
      code: 401,
      msg: expect.stringContaining('platform'),
    });
    await expect(post({ ...h(), version: '' })).resolves.toMatchObject({
      code: 401,
      msg: expect.stringContaining('version'),
    });
    await expect(post({ ...h(), deviceId: 'short' })).resolves.toMatchObject({
      code: 401,
      msg: expect.stringContaining('deviceId'),
    });
    for (const platform of ['wechat', 'wecom', 'douyin', 'web'])
      await expect(post({ ...h(), platform })).resolves.toMatchObject({ code: 0 });
  });
  it('refuses a request signed more than 5 minutes ago or ahead, correctly signed or not', async () => {
    const minutes = (n: number) => Date.now() + n * 60_000;
    await expect(post(backendHeaders('/api/client/v1/login', body, minutes(-6)))).resolves.toMatchObject({
      code: 401,
      msg: expect.stringContaining('5 minutes'),
    });
    await expect(post(backendHeaders('/api/client/v1/login', body, minutes(6)))).resolves.toMatchObject({
      code: 401,
      msg: expect.stringContaining('5 minutes'),
    });
    await expect(post(backendHeaders('/api/client/v1/login', body, minutes(-4)))).resolves.toMatchObject({ code: 0 });
  });
  it('refuses a replayed request: a nonce is spent once', async () => {
    const h = requestHeaders('/api/client/v1/login', body);
    await expect(post(h)).resolves.toMatchObject({ code: 0 });
    await expect(post(h)).resolves.toMatchObject({ code: 401, msg: expect.stringContaining('nonceStr already used') });
  });
  it('checks uploads the same way (their sign covers the form fields only)', async () => {
    const path = '/api/tool/file/upload';
    const upload = (headers: Record<string, string>) => {
      const form = new FormData();
      form.append('path', 'tests/a.jpg');
      return fetch(path, { method: 'POST', headers, body: form }).then(
        (r) => r.json() as Promise<{ code: number; msg: string }>,
      );
    };
    await expect(upload({ ...requestHeaders(path, { path: 'tests/a.jpg' }), platform: 'ios' })).resolves.toMatchObject({
      code: 401,
      msg: expect.stringContaining('platform'),
    });
    await expect(upload(backendHeaders(path, { path: 'tests/a.jpg' }, Date.now() - 6 * 60_000))).resolves.toMatchObject(
      { code: 401 },
    );
  });
});
