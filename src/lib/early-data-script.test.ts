// index.html's early calls against a stubbed fetch: each entry route's calls are exactly the ones its
// screen makes (the client takes them over instead of asking), with the client's very headers, once;
// failures are taken over too, and an answer asked with another session is not.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHash } from 'node:crypto';
import { communityWire } from '@/api/community.fixture';

const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

vi.mock('@/lib/navigation', () => ({ goWebRoot: vi.fn(), relaunch: vi.fn() }));

const { startEarlyCalls } = await import('./early-data-script');
const { call, clearRequestCache, setSessionSource } = await import('./request/client');
const { EARLY_GLOBAL, earlyCallAnswered } = await import('./request/early');
const { setRequestReporter } = await import('./request/report');
const { listStartImages } = await import('@/api/banner');
const { listAreas, listProducts } = await import('@/api/app-mall');
const { getActivity } = await import('@/api/activity');
const { getProduct } = await import('@/api/product');
const { listCommunities } = await import('@/api/community');
const { env } = await import('@/config/env');
const { readStored, writeSession, writeStored } = await import('./storage');
const { sceneLogin } = await import('@/api/account');
const { getConfig } = await import('@/api/config');
const { codeFingerprint } = await import('./wechat/oauth');
const { setLocale } = await import('@/i18n');
setLocale('zh-CN');
setRequestReporter({ toast: vi.fn(), alert: vi.fn(() => Promise.resolve()) });

interface Seen {
  url: string;
  headers: Record<string, string>;
  body: string;
}
let seen: Seen[] = [];
/** Every request answers this (or fails with it when it is an Error). */
let reply: unknown = { code: 0, data: null, msg: '' };

beforeEach(() => {
  seen = [];
  reply = { code: 0, data: null, msg: '' };
  delete (globalThis as Record<string, unknown>)[EARLY_GLOBAL];
  localStorage.clear();
  clearRequestCache();
  setSessionSource(() => ({ token: '', userCode: '', openid: '' }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries((init.headers ?? {}) as Record<string, string>)) headers[k.toLowerCase()] = v;
      seen.push({ url, headers, body: String(init.body ?? '') });
      if (reply instanceof Error) throw reply;
      return new Response(JSON.stringify(reply), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** The person's chosen community as state/community.ts stores it. */
const chooseCommunity = () =>
  writeStored('community', { code: 'C001', name: '翠湖天地', latitude: 31.2186, longitude: 121.4766 });

/** Opens `hash` and runs the early script as the HTML would. */
function early(hash: string): void {
  window.location.hash = hash;
  startEarlyCalls();
}

describe('the entry routes', () => {
  it.each([
    [
      '#/pages/tabbar/home',
      ['/api/banner/v1/start/list', '/appMall/good/list', '/appMall/area/list'],
      () => [listStartImages(), listProducts({ current: 1, communityCode: 'C001' }), listAreas('C001')],
    ],
    ['#/pages/activity/detail?code=AC003', ['/api/activity/v1/get'], () => [getActivity('AC003')]],
    ['#/pages/product/detail?code=P002', ['/api/product/v1/get'], () => [getProduct('P002', 'C001')]],
  ] as const)(
    "%s: the screen's first calls go out from the HTML, and the screen asks for none of them again",
    async (hash, paths, screen) => {
      reply = { code: 4001, data: null, msg: 'from the early call' };
      chooseCommunity();
      early(hash);
      expect(seen.map((s) => s.url)).toEqual(paths);
      // The screen's calls take the early answers (a refusal here, so that no wire shape matters).
      const results = await Promise.allSettled(screen());
      expect(results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'resolved'))).toEqual(
        paths.map(() => 'from the early call'),
      );
      expect(seen).toHaveLength(paths.length);
    },
  );

  it('starts nothing on other routes, nor in WeChat before its OAuth trip (no session, no code)', () => {
    early('#/pages/tabbar/cart');
    early('#/pages/activity/detail');
    expect(seen).toEqual([]);
    const ua = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.49');
    early('#/pages/tabbar/home');
    expect(seen).toEqual([]);
    writeStored('token', 'tk_1');
    chooseCommunity();
    early('#/pages/tabbar/home');
    expect(seen).toHaveLength(3);
    ua.mockRestore();
  });
});

describe('headers', () => {
  it('sends the headers the client sends for the same call, signed as docs/api.md#common-rules says', async () => {
    writeStored('token', 'tk_1');
    writeStored('userCode', 'U1');
    writeStored('mpOpenid', 'o_mp');
    setSessionSource(() => ({ token: 'tk_1', userCode: 'U1', openid: 'o_mp' }));
    chooseCommunity();
    early('#/pages/product/detail?code=P002');
    // The same call made by the client itself (the early answer taken, then asked again).
    await getProduct('P002', 'C001').catch(() => undefined);
    await call('/api/product/v1/get', { code: 'P002', communityCode: 'C001' }).catch(() => undefined);
    const [first, second] = seen;
    expect(first?.body).toBe('{"code":"P002","communityCode":"C001"}');
    expect(first?.body).toBe(second?.body);
    const fixed = (h: Record<string, string>) => ({ ...h, timestamp: '', noncestr: '', sign: '' });
    expect(fixed(first!.headers)).toEqual(fixed(second!.headers));
    const h = first!.headers;
    expect(h).toMatchObject({
      account: 'U1',
      openid: 'o_mp',
      authorization: 'Bearer tk_1',
      appid: env.wxAppId,
      encryption: '0',
      version: '1.0.0',
      platform: 'web',
    });
    expect(h['content-type']).toBe('application/json;charset=UTF-8');
    expect(h.signature).toBe(md5('/api/product/v1/get' + env.signSecret));
    expect(h.sign).toBe(md5('code=P002&communityCode=C001' + h.timestamp + h.noncestr + env.signSecret).slice(0, 20));
    expect(h.noncestr).not.toBe(second!.headers.noncestr);
  });
});

describe('the community of the catalogue calls (docs/product.md#business-time)', () => {
  it('with none stored, asks for the community list first (the app takes it over) and the goods for its first community', async () => {
    const communities = [
      {
        code: 'C003',
        name: '西溪诚园',
        province: '浙江省',
        city: '杭州市',
        district: '西湖区',
        address: '文二西路551号',
        latitude: 30.2801,
        longitude: 120.0949,
      },
      {
        code: 'C001',
        name: '翠湖天地',
        province: '上海市',
        city: '上海市',
        district: '黄浦区',
        address: '马当路388弄',
        latitude: 31.2186,
        longitude: 121.4766,
      },
    ];
    reply = { code: 0, data: communities, msg: '' };
    early('#/pages/tabbar/home');
    expect(seen.map((s) => s.url)).toEqual(['/api/banner/v1/start/list', '/api/community/v1/list']);
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    // No position given at once (happy-dom grants none): the list's first.
    expect(seen.slice(2).map((s) => [s.url, s.body])).toEqual([
      ['/appMall/good/list', '{"current":1,"size":10,"communityCode":"C003"}'],
      ['/appMall/area/list', '{"communityCode":"C003"}'],
    ]);
    // The app's list call is the early one.
    expect((await listCommunities()).map((c) => c.code)).toEqual(['C003', 'C001']);
    expect(seen).toHaveLength(4);
  });

  it("says when the home's goods have answered, until the app takes them over (the start screen never covers them)", async () => {
    reply = { code: 0, data: [communityWire()], msg: '' };
    chooseCommunity();
    let answer: (r: Response) => void = () => undefined;
    vi.mocked(fetch).mockImplementation((url) =>
      url === '/appMall/good/list'
        ? new Promise<Response>((done) => (answer = done))
        : Promise.resolve(new Response(JSON.stringify(reply))),
    );
    early('#/pages/tabbar/home');
    await Promise.resolve();
    expect(earlyCallAnswered('POST', '/appMall/good/list')).toBe(false);
    answer(new Response(JSON.stringify({ code: 0, data: { list: [], total: 0 }, msg: '' })));
    await vi.waitFor(() => expect(earlyCallAnswered('POST', '/appMall/good/list')).toBe(true));
    expect(earlyCallAnswered('POST', '/appMall/area/list')).toBe(true);
    await listProducts({ current: 1, communityCode: 'C001' });
    expect(earlyCallAnswered('POST', '/appMall/good/list')).toBe(false);
  });
});

describe("a product link's picture does not wait for the community", () => {
  it('with none stored, the product goes out at once for the picture, and again with the resolved community for the screen', async () => {
    reply = { code: 0, data: [communityWire()], msg: '' };
    early('#/pages/product/detail?code=P002');
    expect(seen.map((s) => [s.url, s.body])).toEqual([
      ['/api/product/v1/get', '{"code":"P002"}'],
      ['/api/community/v1/list', ''],
    ]);
    await vi.waitFor(() => expect(seen).toHaveLength(3));
    expect(seen[2]?.body).toBe('{"code":"P002","communityCode":"C003"}');
    // The screen asks with the community: the early answer is taken, nothing more goes out.
    await getProduct('P002', 'C003').catch(() => undefined);
    expect(seen).toHaveLength(3);
  });

  it('no community to be had: the product is asked once, without one, and the screen takes that', async () => {
    reply = new TypeError('Failed to fetch');
    early('#/pages/product/detail?code=P002');
    await vi.waitFor(() => expect(seen.map((s) => s.url)).toEqual(['/api/product/v1/get', '/api/community/v1/list']));
    await expect(getProduct('P002')).rejects.toMatchObject({ kind: 'network' });
    expect(seen).toHaveLength(2);
  });
});

describe('taking over', () => {
  it('takes an answer once: a later call asks the server', async () => {
    early('#/pages/activity/detail?code=AC003');
    await getActivity('AC003').catch(() => undefined);
    expect(seen).toHaveLength(1);
    await getActivity('AC003').catch(() => undefined);
    expect(seen).toHaveLength(2);
  });

  it('takes a failure over as the failure of the call (network), and the retry asks again', async () => {
    reply = new TypeError('Failed to fetch');
    early('#/pages/activity/detail?code=AC003');
    await expect(getActivity('AC003')).rejects.toMatchObject({ kind: 'network' });
    expect(seen).toHaveLength(1);
    reply = { code: 4001, data: null, msg: 'asked again' };
    await expect(getActivity('AC003')).rejects.toMatchObject({ kind: 'server', message: 'asked again' });
    expect(seen).toHaveLength(2);
  });

  it("takes the community list over after a sign-in in between (WeChat's first entry): asked once", async () => {
    reply = { code: 0, data: [communityWire()], msg: '' };
    early('#/pages/tabbar/home');
    // The scene login of the landing with the OAuth code signs the person in before the app asks.
    setSessionSource(() => ({ token: 'tk_new', userCode: 'U9', openid: 'o9' }));
    // Asked twice at once (the home's resolution and its community bar): both share the early answer.
    const [a, b] = await Promise.all([listCommunities(), listCommunities()]);
    expect([a.map((c) => c.code), b.map((c) => c.code)]).toEqual([['C003'], ['C003']]);
    expect(seen.filter((s) => s.url === '/api/community/v1/list')).toHaveLength(1);
    // The catalogue's first calls are anyone's too (no sign-in): taken over, not asked again.
    await vi.waitFor(() => expect(seen).toHaveLength(4));
    reply = { code: 4001, data: null, msg: 'from the early call' };
    await Promise.allSettled([listProducts({ current: 1, communityCode: 'C003' }), listAreas('C003')]);
    expect(seen).toHaveLength(4);
  });

  it('does not take an answer asked with another session (a sign-in in between): it asks again', async () => {
    early('#/pages/activity/detail?code=AC003');
    setSessionSource(() => ({ token: 'tk_new', userCode: 'U9', openid: '' }));
    await getActivity('AC003').catch(() => undefined);
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers.authorization).toBe('Bearer tk_new');
  });
});

describe("WeChat's OAuth landing: the scene login from the HTML", () => {
  const inWechat = () =>
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.49');
  /** Back from the authorize page with `code` and `state`, on `route`. */
  const land = (code: string, state: string, route = '/pages/tabbar/home', marker = '?wxauth=1') => {
    window.history.replaceState(null, '', `/?code=${code}&state=${state}#${route}${marker}`);
    startEarlyCalls();
  };
  const scene = { token: 'tk_s', userCode: 'U9', userInfo: null, openid: 'o_scene' };

  it('exchanges a code that came back with the state this tab sent, first, once; the app takes the answer however late', async () => {
    inWechat();
    writeSession('oauthState', 'st_1');
    reply = { code: 0, data: scene, msg: '' };
    land('wxc_1', 'st_1', '/pages/tabbar/cart');
    // On any route (the cart has no early calls of its own), with the settings every start asks for.
    expect(seen.map((s) => s.url)).toEqual(['/api/auth/v2/scene', '/api/config/v1/get']);
    expect(seen[0]?.body).toBe('{"code":"wxc_1"}');
    expect(seen[0]?.headers.sign).toBe(
      md5('code=wxc_1' + seen[0]!.headers.timestamp + seen[0]!.headers.noncestr + env.signSecret).slice(0, 20),
    );
    expect(seen[0]?.headers.signature).toBe(md5('/api/auth/v2/scene' + env.signSecret));
    // Noted as used at once (a reload never sends it again), never the code itself.
    expect(readStored('authCodeHash', '', (v): v is string => typeof v === 'string')).toBe(codeFingerprint('wxc_1'));
    expect(JSON.stringify(localStorage)).not.toContain('wxc_1');
    await getConfig().catch(() => undefined);
    // The app's scene login, long after the early calls' freshness (a slow start), takes it: the code goes out once.
    vi.spyOn(performance, 'now').mockReturnValue(performance.now() + 60_000);
    await expect(sceneLogin('wxc_1')).resolves.toMatchObject({ token: 'tk_s', openid: 'o_scene' });
    expect(seen).toHaveLength(2);
  });

  it('never sends a code with a state that is not the one this tab sent, with none, one already used, off the return route, or outside WeChat', () => {
    inWechat();
    writeSession('oauthState', 'st_0');
    land('wxc_0', 'st_0', '/pages/tabbar/cart', '');
    land('wxc_2', 'st_x');
    writeSession('oauthState', 'st_2');
    land('wxc_2', 'st_x');
    land('wxc_2', '');
    writeStored('authCodeHash', codeFingerprint('wxc_3'));
    writeSession('oauthState', 'st_3');
    land('wxc_3', 'st_3');
    vi.restoreAllMocks();
    writeSession('oauthState', 'st_4');
    land('wxc_4', 'st_4');
    expect(seen.filter((s) => s.url === '/api/auth/v2/scene')).toEqual([]);
  });
});
