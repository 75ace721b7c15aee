// Stored values that become headers, broken in storage (a Chinese token, an openid with a newline,
// a 2 MB token or user code): dropped when read and never sent, so the person can still log in and
// every call works against the real mock. Each case loads the session afresh from storage, as a page load does.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from '@/api/account.fixture';
import { RESIDENT } from './session';

const user = userFixture({ userCode: 'U10001', name: '李思雨', sceneOpenid: 'o_demo_resident_wx_0001' });

/** A fresh page: the given storage, then the session, request client and API modules loaded from it. */
async function pageLoadWith(stored: Record<string, unknown>) {
  localStorage.clear();
  for (const [name, value] of Object.entries(stored)) localStorage.setItem(`qihuo_${name}`, JSON.stringify(value));
  vi.resetModules();
  const { store } = await import('@/state/store');
  const session = await import('@/state/session');
  const account = await import('@/api/account');
  const { listCommunities } = await import('@/api/community');
  return { store, session, account, listCommunities };
}

afterEach(() => vi.restoreAllMocks());

const twoMegabytes = 'T'.repeat(2 * 1024 * 1024);
const cases: [string, Record<string, unknown>][] = [
  ['a Chinese token', { token: '登录令牌', userCode: 'U10001', userinfo: user }],
  [
    'an openid with a newline',
    {
      token: 'tk_gone',
      userCode: 'U10001',
      mpOpenid: 'o_evil\r\nX-Injected: 1',
      userinfo: { ...user, sceneOpenid: 'o\nx' },
    },
  ],
  ['a 2 MB token', { token: twoMegabytes, userCode: 'U10001', userinfo: user }],
  ['a 2 MB user code', { token: 'tk_gone', userCode: twoMegabytes, userinfo: user }],
];

describe.each(cases)('%s in storage', (_name, stored) => {
  it('is dropped when read (logged by name, never by value), and every call works, login included', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store, session, account, listCommunities } = await pageLoadWith(stored);
    const sent = {
      token: store.get(session.tokenAtom),
      userCode: store.get(session.userCodeAtom),
      openid: store.get(session.mpOpenidAtom),
    };
    for (const value of Object.values(sent)) expect(value === '' || /^[\x20-\x7e]{0,512}$/.test(value)).toBe(true);

    await expect(listCommunities()).resolves.toEqual(expect.any(Array));
    const { token, user: me } = await account.loginWithPassword(RESIDENT.phone, RESIDENT.password);
    session.signIn(token, me);
    await expect(account.getCurrentUser()).resolves.toMatchObject({ userCode: 'U10001' });

    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).not.toContain('登录令牌');
    expect(logged).not.toContain('o_evil');
    expect(logged).not.toContain('TTTTTTTT');
  });
});

describe('the request client refuses to send a value that cannot travel, whatever its source', () => {
  it('a token set in memory with a newline is not sent; the call still goes out', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { listCommunities } = await pageLoadWith({});
    const { setSessionSource, requestHeaders } = await import('@/lib/request/client');
    setSessionSource(() => ({ token: 'tk\nX-Evil: 1', userCode: '用户', openid: 'o'.repeat(600) }));
    const headers = requestHeaders('/api/community/v1/list');
    expect(headers.Authorization).toBeUndefined();
    expect(headers.account).toBe('');
    expect(headers.openid).toBe('');
    await expect(listCommunities()).resolves.toEqual(expect.any(Array));
  });
});
