// Start-up against the real mock, as WeChat and an attacker would drive it: the OAuth state round trip
// (a foreign code is never sent), the one exchange of a code, no code in storage, and the identity race
// of the stored user's refetch.
import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Environment } from '@/lib/platform';
import type * as AccountApi from '@/api/account';

vi.mock('@/lib/navigation', () => ({
  goWebRoot: vi.fn(),
  relaunch: vi.fn(),
  leaveTo: vi.fn(),
  webRootUrl: () => `${window.location.origin}/`,
}));
vi.mock('@/lib/wechat/sdk', () => ({ configureJsSdk: vi.fn(() => Promise.resolve(false)), wechatLocation: vi.fn() }));
// The real account calls, except that a test may hold the start-up refetch of the stored user.
vi.mock('@/api/account', async (importOriginal) => {
  const real = await importOriginal<typeof AccountApi>();
  return { ...real, getCurrentUser: vi.fn(real.getCurrentUser) };
});

const { bootstrap } = await import('./bootstrap');
const navigation = await import('@/lib/navigation');
const { store } = await import('@/state/store');
const { clearSession, mpOpenidAtom, signIn, tokenAtom, userInfoAtom } = await import('@/state/session');
const { getCurrentUser, loginWithPassword } = await import('@/api/account');
const { ApiError } = await import('@/lib/request/errors');
const { setRequestReporter } = await import('@/lib/request/report');
const { SETTING_DEFAULTS } = await import('@/config/defaults');

const feedback = { toast: vi.fn(), alert: vi.fn(() => Promise.resolve()) };
setRequestReporter(feedback);

const wechat: Environment = { platform: 'wechat', miniProgram: false, ios: false, mobile: true };
const origin = window.location.origin;

/** Every request the page makes (URL and body) and a promise for each answer. */
let sent: { url: string; body: string }[] = [];
let answers: Promise<unknown>[] = [];
const networkFetch = window.fetch;

beforeEach(() => {
  clearSession();
  sessionStorage.clear();
  sent = [];
  answers = [];
  vi.mocked(navigation.leaveTo).mockClear();
  vi.mocked(navigation.goWebRoot).mockClear();
  vi.mocked(navigation.relaunch).mockClear();
  feedback.alert.mockClear();
  vi.mocked(getCurrentUser).mockClear();
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), body: typeof init?.body === 'string' ? init.body : '' });
    const answer = networkFetch(input, init);
    answers.push(answer.catch(() => null));
    return answer;
  };
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await Promise.all(answers);
  window.fetch = networkFetch;
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** Opens the page at `url` (same origin) and starts the app as WeChat's browser. */
async function open(url: string) {
  window.history.replaceState(null, '', url);
  return bootstrap(wechat);
}

const carries = (code: string) => sent.some((r) => r.url.includes(code) || r.body.includes(code));

/** Where leaveTo sent the browser: the authorize URL, its state and the route marker. */
function redirect() {
  const url = new URL(String(vi.mocked(navigation.leaveTo).mock.calls.at(-1)?.[0]));
  return { url, state: url.searchParams.get('state') ?? '', back: url.searchParams.get('redirect_uri') ?? '' };
}

/** A real code from the mock's authorize page (node:http sees the 302 itself). */
function mockCode(state: string): Promise<string> {
  const query = new URLSearchParams({
    appid: SETTING_DEFAULTS.VITE_WX_APPID,
    redirect_uri: `${origin}/#/pages/tabbar/home?wxauth=1`,
    response_type: 'code',
    scope: 'snsapi_base',
    state,
  });
  return new Promise((resolve, reject) => {
    request(`${origin}/connect/oauth2/authorize?${query.toString()}`, (res) => {
      res.resume();
      resolve(new URL(String(res.headers.location)).searchParams.get('code') ?? '');
    })
      .on('error', reject)
      .end();
  });
}

describe('OAuth state: a code is exchanged only with the state this tab sent', () => {
  it('authorizing keeps a fresh state in sessionStorage for the round trip', async () => {
    await expect(open('/#/pages/tabbar/home')).resolves.toBe('redirected');
    const { state, back } = redirect();
    expect(state).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(JSON.parse(sessionStorage.getItem('qihuo_oauthState') ?? '""')).toBe(state);
    expect(back).toBe(`${origin}/#/pages/tabbar/home?wxauth=1`);
  });

  it('a foreign code in a link (no state of ours at all) is never sent; the person authorizes once more', async () => {
    await expect(open('/?code=wxc_attacker_1&state=abc123#/pages/activity/detail?code=A1')).resolves.toBe('redirected');
    expect(carries('wxc_attacker_1')).toBe(false);
    expect(redirect().back).toBe(`${origin}/#/pages/activity/detail?code=A1&wxauth=1`);
  });

  it('a code coming back with a wrong state is never sent; authorize once more, with a new state', async () => {
    sessionStorage.setItem('qihuo_oauthState', JSON.stringify('Ours0000Ours0000'));
    await expect(open('/?code=wxc_attacker_2&state=Theirs00Theirs00#/pages/tabbar/home?wxauth=1')).resolves.toBe(
      'redirected',
    );
    expect(carries('wxc_attacker_2')).toBe(false);
    expect(redirect().back).toBe(`${origin}/#/pages/tabbar/home?wxauth=2`);
    expect(redirect().state).not.toBe('Ours0000Ours0000');
  });

  it('a code coming back with no state is never sent', async () => {
    sessionStorage.setItem('qihuo_oauthState', JSON.stringify('Ours0000Ours0000'));
    await expect(open('/?code=wxc_attacker_3#/pages/tabbar/home?wxauth=1')).resolves.toBe('redirected');
    expect(carries('wxc_attacker_3')).toBe(false);
  });

  it('never a loop: a second mismatch renders without a session and the address carries no code', async () => {
    sessionStorage.setItem('qihuo_oauthState', JSON.stringify('Ours0000Ours0000'));
    await expect(open('/?code=wxc_attacker_4&state=nope#/pages/tabbar/home?wxauth=2')).resolves.toBe('render');
    expect(navigation.leaveTo).not.toHaveBeenCalled();
    expect(carries('wxc_attacker_4')).toBe(false);
    expect(store.get(tokenAtom)).toBe('');
    expect(window.location.href).toBe(`${origin}/#/pages/tabbar/home`);
  });

  it('a foreign code while logged in is dropped; the session stays and nothing redirects', async () => {
    const { token, user } = await loginWithPassword('13800138000', 'qihuo123');
    signIn(token, user);
    await expect(open('/?code=wxc_attacker_5&state=x#/pages/tabbar/mine')).resolves.toBe('render');
    expect(carries('wxc_attacker_5')).toBe(false);
    expect(navigation.leaveTo).not.toHaveBeenCalled();
    expect(store.get(tokenAtom)).toBe(token);
  });
});

describe('our own code: one exchange, one round trip, nothing of it stored', () => {
  it('the scene login alone exchanges it and brings the openid; the state is spent', async () => {
    sessionStorage.setItem('qihuo_oauthState', JSON.stringify('Ours0000Ours0000'));
    const code = await mockCode('Ours0000Ours0000');
    await expect(open(`/?code=${code}&state=Ours0000Ours0000#/pages/tabbar/home?wxauth=1`)).resolves.toBe('render');
    const exchanges = sent.filter((r) => r.url.includes(code) || r.body.includes(code));
    expect(exchanges.map((r) => new URL(r.url, origin).pathname)).toEqual(['/api/auth/v2/scene']);
    expect(sent.some((r) => r.url.includes('/api/wx/pub/openid'))).toBe(false);
    expect(store.get(userInfoAtom)).toMatchObject({ userCode: 'U10001' });
    expect(store.get(mpOpenidAtom)).toBe('o_demo_resident_wx_0001');
    expect(window.location.href).toBe(`${origin}/#/pages/tabbar/home`);
    expect(sessionStorage.getItem('qihuo_oauthState')).toBeNull();
    // No raw code anywhere in storage (the repeated-code rule keeps a fingerprint), no entry URL.
    const everything = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(everything).not.toContain(code);
    expect(localStorage.getItem('qihuo_entryUrl')).toBeNull();
    expect(localStorage.getItem('qihuo_authCodeHash')).not.toBeNull();

    // The same landing again (a reload of an old address): never exchanged again, storage cleared, web root.
    sent = [];
    sessionStorage.setItem('qihuo_oauthState', JSON.stringify('Ours0000Ours0000'));
    await expect(open(`/?code=${code}&state=Ours0000Ours0000#/pages/tabbar/home?wxauth=1`)).resolves.toBe('redirected');
    expect(carries(code)).toBe(false);
    expect(navigation.goWebRoot).toHaveBeenCalled();
    expect(localStorage.getItem('qihuo_token')).toBeNull();
  });

  it('an entry URL or raw code left in storage by an older version is removed', async () => {
    localStorage.setItem('qihuo_entryUrl', JSON.stringify(`${origin}/?code=wxc_old&state=s`));
    localStorage.setItem('qihuo_authCode', JSON.stringify('wxc_old'));
    await open('/#/pages/login/login');
    expect(localStorage.getItem('qihuo_entryUrl')).toBeNull();
    expect(localStorage.getItem('qihuo_authCode')).toBeNull();
  });
});

describe('identity race: the stored user refetched at start-up never overrides a newer login', () => {
  /** Holds the next refetch of the current user until the test answers it. */
  function holdRefetch() {
    let settle!: { resolve: (u: Awaited<ReturnType<typeof getCurrentUser>>) => void; reject: (e: unknown) => void };
    const held = new Promise<Awaited<ReturnType<typeof getCurrentUser>>>(
      (resolve, reject) => (settle = { resolve, reject }),
    );
    vi.mocked(getCurrentUser).mockImplementationOnce(() => held);
    return { settle, held: held.catch(() => null) };
  }
  const flush = async (held: Promise<unknown>) => {
    await held;
    await new Promise<void>((r) => queueMicrotask(r));
  };

  it('a late answer for the old token is not written over the new login', async () => {
    const resident = await loginWithPassword('13800138000', 'qihuo123');
    const leader = await loginWithPassword('13900139000', 'qihuo123');
    signIn(resident.token, resident.user);
    const refetch = holdRefetch();
    await expect(open('/?from=menu#/pages/tabbar/mine')).resolves.toBe('render');
    expect(getCurrentUser).toHaveBeenCalledTimes(1);
    signIn(leader.token, leader.user);
    refetch.settle.resolve(resident.user);
    await flush(refetch.held);
    expect(store.get(tokenAtom)).toBe(leader.token);
    expect(store.get(userInfoAtom)).toMatchObject({ userCode: leader.user.userCode });
  });

  it('an answer for the current token is applied', async () => {
    const resident = await loginWithPassword('13800138000', 'qihuo123');
    signIn(resident.token, { ...resident.user, name: 'old name' });
    const refetch = holdRefetch();
    await open('/?from=menu#/pages/tabbar/mine');
    refetch.settle.resolve(resident.user);
    await flush(refetch.held);
    expect(store.get(userInfoAtom)).toMatchObject({ name: resident.user.name });
  });

  it('a late failure about the old token does not log the new user out', async () => {
    const resident = await loginWithPassword('13800138000', 'qihuo123');
    signIn('tk_expired_0000', resident.user);
    const refetch = holdRefetch();
    await open('/?from=menu#/pages/tabbar/mine');
    signIn(resident.token, resident.user);
    refetch.settle.reject(new ApiError('session', 'expired', '/api/client/v1/get', 99));
    await flush(refetch.held);
    expect(store.get(tokenAtom)).toBe(resident.token);
    expect(store.get(userInfoAtom)).not.toBeNull();
  });
});

describe("a leader's link through WeChat's authorize page", () => {
  it('keeps the invite code before the browser leaves, and the route coming back still carries it', async () => {
    localStorage.removeItem('qihuo_inviteCode');
    await expect(open('/#/pages/product/detail?code=P003&inv=QH001R8')).resolves.toBe('redirected');
    expect(JSON.parse(localStorage.getItem('qihuo_inviteCode') ?? 'null')).toBe('QH001R8');
    expect(redirect().back).toBe(`${origin}/#/pages/product/detail?code=P003&inv=QH001R8&wxauth=1`);
    localStorage.removeItem('qihuo_inviteCode');
  });
});
