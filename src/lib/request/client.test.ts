// The request client against a stubbed fetch: headers, body encoding, every envelope code, transport
// failures and the cache, as the backend and the person would see them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';

/** The reference: Node's MD5 (the app signs with js-md5's lite build). */
const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

vi.mock('@/lib/navigation', () => ({ goWebRoot: vi.fn(), relaunch: vi.fn() }));
// Each call waits for a task of its own before it is prepared (a message-channel task here): fake timers never run
// one, so these tests of what a call sends and answers do without that wait.
vi.mock('@/lib/yield', () => ({ yieldToBrowser: () => Promise.resolve() }));

const { call, clearRequestCache, setSessionSource } = await import('./client');
const { ApiError, isNotFound } = await import('./errors');
const { setRequestReporter } = await import('./report');
const feedback = { toast: vi.fn(), alert: vi.fn(() => Promise.resolve()) };
setRequestReporter(feedback);
const navigation = await import('@/lib/navigation');
const { env } = await import('@/config/env');
const { writeStored, readStored, isString, isBoolean } = await import('@/lib/storage');
const { setLocale } = await import('@/i18n');
setLocale('zh-CN');

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}
let seen: Seen[] = [];

function answer(body: unknown, status = 200, raw = false) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries((init.headers ?? {}) as Record<string, string>)) headers[k.toLowerCase()] = v;
      seen.push({ url, method: String(init.method), headers, body: String(init.body ?? '') });
      return new Response(raw ? String(body) : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

const session = { token: '', userCode: '', openid: '' };

beforeEach(() => {
  seen = [];
  Object.assign(session, { token: '', userCode: '', openid: '' });
  setSessionSource(() => session);
  clearRequestCache();
  feedback.toast.mockClear();
  feedback.alert.mockClear();
  vi.mocked(navigation.goWebRoot).mockClear();
  vi.mocked(navigation.relaunch).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('headers and body', () => {
  it('sends every header of the contract, signed over the path and payload', async () => {
    Object.assign(session, { token: 'tk1', userCode: 'U1', openid: 'o1' });
    answer({ code: 0, data: { ok: 1 }, msg: '' });
    await expect(call('/api/client/v1/login', { phone: '13800138000', password: 'x' })).resolves.toEqual({ ok: 1 });
    const [req] = seen;
    const h = req!.headers;
    expect(req!.method).toBe('POST');
    expect(h['content-type']).toContain('application/json');
    expect(JSON.parse(req!.body)).toEqual({ phone: '13800138000', password: 'x' });
    expect(h.account).toBe('U1');
    expect(h.authorization).toBe('Bearer tk1');
    expect(h.openid).toBe('o1');
    expect(h.version).toBe('1.0.0');
    expect(h.platform).toBe('web');
    expect(h.encryption).toBe('0');
    expect(h.appid).toBe(env.wxAppId);
    expect(h.deviceid).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(h.timestamp).toMatch(/^\d{13}$/);
    expect(h.noncestr).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(h.signature).toBe(md5('/api/client/v1/login' + env.signSecret));
    expect(h.sign).toBe(md5('password=x&phone=13800138000' + h.timestamp + h.noncestr + env.signSecret).slice(0, 20));
  });

  it('sends no Authorization header without a token, and keeps the device id stable', async () => {
    answer({ code: 0, data: null, msg: '' });
    await call('/api/a');
    await call('/api/b');
    expect(seen[0]!.headers.authorization).toBeUndefined();
    expect(seen[0]!.headers.account).toBe('');
    expect(seen[1]!.headers.deviceid).toBe(seen[0]!.headers.deviceid);
  });

  it('form-encodes the body when the path contains /form', async () => {
    answer({ code: 0, data: null, msg: '' });
    await call('/api/form/v1/save', { name: '张三', n: 2 });
    expect(seen[0]!.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(seen[0]!.body).get('name')).toBe('张三');
  });

  it('GET sends the payload as the query string and signs it', async () => {
    answer({ code: 0, data: [], msg: '' });
    await call('/api/community/v1/list', { page: 2, q: 'a b' }, { method: 'GET' });
    const u = new URL(seen[0]!.url, 'http://x');
    expect(seen[0]!.method).toBe('GET');
    expect(u.pathname).toBe('/api/community/v1/list');
    expect(u.searchParams.get('page')).toBe('2');
    expect(u.searchParams.get('q')).toBe('a b');
    const h = seen[0]!.headers;
    expect(h.sign).toBe(md5('page=2&q=a b' + h.timestamp + h.noncestr + env.signSecret).slice(0, 20));
  });

  it("GET carries the spec's whole header list, content-type included (its body is empty)", async () => {
    Object.assign(session, { token: 'tk1', userCode: 'U1', openid: 'o1' });
    answer({ code: 0, data: [], msg: '' });
    await call('/api/config/v1/get', undefined, { method: 'GET' });
    const h = seen[0]!.headers;
    expect(seen[0]!.body).toBe('');
    for (const name of [
      'content-type',
      'account',
      'authorization',
      'openid',
      'signature',
      'timestamp',
      'noncestr',
      'sign',
      'version',
      'platform',
      'deviceid',
      'encryption',
      'appid',
    ]) {
      expect(h[name], name).toBeTruthy();
    }
    expect(h['content-type']).toContain('application/json');
  });
});

describe('envelope codes (docs/product.md#errors)', () => {
  it('code 0 resolves data and shows nothing', async () => {
    answer({ code: 0, data: [1, 2], msg: 'ok' });
    await expect(call('/api/x')).resolves.toEqual([1, 2]);
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it('code 300 sends the browser to the web root', async () => {
    answer({ code: 300, data: null, msg: '' });
    await expect(call('/api/x')).rejects.toMatchObject({ kind: 'redirect', code: 300 });
    expect(navigation.goWebRoot).toHaveBeenCalledTimes(1);
  });

  it('code 99 with a token: modal without cancel, then autologin and all storage cleared, relaunch at login', async () => {
    session.token = 'tk';
    writeStored('autologin', true);
    writeStored('token', 'tk');
    answer({ code: 99, data: null, msg: 'expired' });
    await expect(call('/api/x')).rejects.toMatchObject({ kind: 'session', code: 99 });
    expect(feedback.alert).toHaveBeenCalledWith(expect.objectContaining({ content: '请返回重新登录' }));
    await vi.waitFor(() => expect(navigation.relaunch).toHaveBeenCalledWith('/pages/login/login'));
    expect(readStored('autologin', false, isBoolean)).toBe(false);
    expect(readStored('token', '', isString)).toBe('');
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it('code 99 without a token is an ordinary error: the server msg as a toast', async () => {
    answer({ code: 99, data: null, msg: '请先登录' });
    await expect(call('/api/x')).rejects.toMatchObject({ kind: 'server', code: 99, message: '请先登录' });
    expect(feedback.alert).not.toHaveBeenCalled();
    expect(feedback.toast).toHaveBeenCalledWith('请先登录', { delay: 300 });
  });

  it('code 80 on the scene login (the call that exchanges the code): "授权失败" modal, then the web root', async () => {
    answer({ code: 80, data: null, msg: 'code已被使用' });
    await expect(call('/api/auth/v2/scene', { code: 'c' })).rejects.toMatchObject({ kind: 'auth', code: 80 });
    expect(feedback.alert).toHaveBeenCalledWith(
      expect.objectContaining({ title: '授权失败', content: '确认后重新授权' }),
    );
    await vi.waitFor(() => expect(navigation.goWebRoot).toHaveBeenCalled());
  });

  it("code 99 about a token that is no longer the session's (a login meanwhile): no modal, nothing cleared", async () => {
    // A fresh client: the modal shows once per page load, and an earlier test may have shown it.
    vi.resetModules();
    const fresh = await import('./client');
    (await import('./report')).setRequestReporter(feedback);
    fresh.setSessionSource(() => session);
    session.token = 'tk_old';
    writeStored('token', 'tk_new');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await gate;
        return new Response(JSON.stringify({ code: 99, data: null, msg: 'expired' }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const pending = fresh.call('/api/client/v1/get', undefined, { silent: true }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    session.token = 'tk_new';
    release();
    expect(await pending).toMatchObject({ kind: 'session', code: 99 });
    await new Promise((r) => setTimeout(r, 0));
    expect(feedback.alert).not.toHaveBeenCalled();
    expect(readStored('token', '', isString)).toBe('tk_new');
    // The same answer about the current token does ask (the check above is about the stale token only).
    release();
    await expect(fresh.call('/api/client/v1/get', undefined, { silent: true })).rejects.toMatchObject({
      kind: 'session',
    });
    expect(feedback.alert).toHaveBeenCalledTimes(1);
  });

  it('code 80 elsewhere is an ordinary error', async () => {
    answer({ code: 80, data: null, msg: 'nope' });
    await expect(call('/api/x')).rejects.toMatchObject({ kind: 'server', code: 80 });
    expect(navigation.goWebRoot).not.toHaveBeenCalled();
  });

  it('any other code: the msg as a toast after 300 ms, rejected with the response', async () => {
    answer({ code: 1001, data: null, msg: '手机号或密码错误' });
    const error = await call('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'server',
      code: 1001,
      message: '手机号或密码错误',
      response: { code: 1001, msg: '手机号或密码错误' },
    });
    expect(feedback.toast).toHaveBeenCalledWith('手机号或密码错误', { delay: 300 });
  });

  it('a read answered "not found" (a stale link) shows no toast: its screen shows the empty state; the same code elsewhere does', async () => {
    answer({ code: 6001, data: null, msg: '活动不存在' });
    const error = await call('/api/activity/v1/get', { code: 'NOPE' }).catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
    expect(feedback.toast).not.toHaveBeenCalled();
    const other = await call('/api/activity/v1/save', { code: 'NOPE' }).catch((e: unknown) => e);
    expect(isNotFound(other)).toBe(false);
    expect(feedback.toast).toHaveBeenCalledWith('活动不存在', { delay: 300 });
  });

  it('silent calls show no toast', async () => {
    answer({ code: 5, data: null, msg: 'quiet' });
    await expect(call('/api/x', undefined, { silent: true })).rejects.toMatchObject({ code: 5 });
    expect(feedback.toast).not.toHaveBeenCalled();
  });
});

describe('transport failures become one ApiError with a localized message', () => {
  it('HTTP 502', async () => {
    answer({ error: 'x' }, 502);
    await expect(call('/api/x')).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      message: expect.stringContaining('502'),
    });
    expect(feedback.toast).toHaveBeenCalledTimes(1);
  });
  it('an unparsable body', async () => {
    answer('<html>bad gateway</html>', 200, true);
    await expect(call('/api/x')).rejects.toMatchObject({ kind: 'parse' });
  });
  it('a JSON body that is not an envelope', async () => {
    answer({ hello: 'world' });
    await expect(call('/api/x')).rejects.toMatchObject({ kind: 'parse' });
  });
  it('network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(call('/api/x')).rejects.toMatchObject({ kind: 'network', message: '网络连接失败，请检查网络后重试' });
  });
  it('no answer within 60 s: a time-out, and the request is cancelled (it would hold a connection), cached or not', async () => {
    vi.useFakeTimers();
    try {
      const signals: AbortSignal[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn((_url: string, init: RequestInit) => {
          if (init.signal) signals.push(init.signal);
          return new Promise(() => {});
        }),
      );
      const pending = call('/api/x').catch((e: unknown) => e);
      const cached = call('/api/y', undefined, { cache: true }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(59_999);
      expect(signals.map((s) => s.aborted)).toEqual([false, false]);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试' });
      expect(await cached).toMatchObject({ kind: 'timeout' });
      expect(signals.map((s) => s.aborted)).toEqual([true, true]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('client cache', () => {
  it('serves a cached read within its TTL and keys on path + payload', async () => {
    answer({ code: 0, data: 'v', msg: '' });
    await call('/api/config/v1/get', { a: 1 }, { cache: true });
    await call('/api/config/v1/get', { a: 1 }, { cache: true });
    expect(seen).toHaveLength(1);
    await call('/api/config/v1/get', { a: 2 }, { cache: true });
    expect(seen).toHaveLength(2);
  });
  it('never caches a call that does not ask for it (mutations)', async () => {
    answer({ code: 0, data: 'v', msg: '' });
    await call('/api/cart/v1/edit/json', { n: 1 });
    await call('/api/cart/v1/edit/json', { n: 1 });
    expect(seen).toHaveLength(2);
  });
  it('identical calls in flight share one request', async () => {
    answer({ code: 0, data: 'v', msg: '' });
    const results = await Promise.all([call('/api/x', { a: 1 }, { cache: 2 }), call('/api/x', { a: 1 }, { cache: 2 })]);
    expect(results).toEqual(['v', 'v']);
    expect(seen).toHaveLength(1);
  });
  it('does not keep an error answer', async () => {
    answer({ code: 7, data: null, msg: 'later' });
    await expect(call('/api/x', undefined, { cache: true, silent: true })).rejects.toMatchObject({ code: 7 });
    answer({ code: 0, data: 'ok', msg: '' });
    await expect(call('/api/x', undefined, { cache: true })).resolves.toBe('ok');
  });
  it('expires after the TTL and is emptied by clearRequestCache (logout, change of user)', async () => {
    answer({ code: 0, data: 'v', msg: '' });
    await call('/api/x', undefined, { cache: true });
    clearRequestCache();
    await call('/api/x', undefined, { cache: true });
    expect(seen).toHaveLength(2);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 10_001);
      await call('/api/x', undefined, { cache: true });
      expect(seen).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
  it('hands out copies: a caller that changes a cached answer does not change what the next caller gets', async () => {
    answer({ code: 0, data: { list: [{ name: '团长' }] }, msg: '' });
    const first = await call<{ list: { name: string }[] }>('/api/team/v1/list', undefined, { cache: 1800 });
    first.list[0]!.name = 'changed';
    first.list.push({ name: 'extra' });
    await expect(call('/api/team/v1/list', undefined, { cache: 1800 })).resolves.toEqual({ list: [{ name: '团长' }] });
    expect(seen).toHaveLength(1);
  });
});

describe('identical calls in flight, each with its own cancel', () => {
  /** A fetch that answers only when released, and honours its AbortSignal like a browser. */
  function pendingFetch() {
    const signals: AbortSignal[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        const signal = init.signal!;
        signals.push(signal);
        return new Promise<Response>((resolve, reject) => {
          signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
          void gate.then(() =>
            resolve(
              new Response(JSON.stringify({ code: 0, data: 'v', msg: '' }), {
                headers: { 'content-type': 'application/json' },
              }),
            ),
          );
        });
      }),
    );
    return { signals, release };
  }

  it('one caller aborting rejects only that caller; the others get the answer', async () => {
    const net = pendingFetch();
    const a = new AbortController();
    const b = new AbortController();
    const first = call('/api/x', { q: 1 }, { cache: true, signal: a.signal }).catch((e: unknown) => e);
    const second = call('/api/x', { q: 1 }, { cache: true, signal: b.signal });
    await vi.waitFor(() => expect(net.signals).toHaveLength(1));
    a.abort();
    expect(await first).toMatchObject({ kind: 'aborted' });
    expect(net.signals[0]!.aborted).toBe(false);
    net.release();
    await expect(second).resolves.toBe('v');
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it('the shared request is aborted when every caller has aborted', async () => {
    const net = pendingFetch();
    const a = new AbortController();
    const b = new AbortController();
    const first = call('/api/x', { q: 2 }, { cache: true, signal: a.signal }).catch((e: unknown) => e);
    const second = call('/api/x', { q: 2 }, { cache: true, signal: b.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(net.signals).toHaveLength(1));
    a.abort();
    b.abort();
    expect(net.signals[0]!.aborted).toBe(true);
    expect(await first).toMatchObject({ kind: 'aborted' });
    expect(await second).toMatchObject({ kind: 'aborted' });
  });
});
