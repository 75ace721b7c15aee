// The maps client's parameters, defaults and errors, with a recording transport (no network).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n';
import { createLbsClient, jsonpTransport, LbsError, type Params } from './client';
import { straightDistance } from '@/rules/distance';

function recorder(answer: unknown = { status: 0, message: 'ok', result: {}, data: [], count: 0 }) {
  const calls: { url: string; params: Params }[] = [];
  const transport = async (url: string, params: Params) => {
    calls.push({ url, params });
    return typeof answer === 'function' ? (answer as () => unknown)() : answer;
  };
  const client = createLbsClient({
    key: 'K',
    base: 'https://lbs.test/',
    transport,
    locate: async () => ({ latitude: 31.2, longitude: 121.4 }),
  });
  return { calls, client };
}

async function rejection(p: Promise<unknown>): Promise<LbsError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(LbsError);
  return e as LbsError;
}

describe('lbs client', () => {
  beforeEach(() => setLocale('zh-CN'));
  it('refuses a missing key', () => {
    expect(() => createLbsClient({ key: '', base: 'x', transport: async () => ({}) })).toThrow('key值不能为空');
    expect(() => createLbsClient({ key: '  ', base: 'x', transport: async () => ({}) })).toThrow('key值不能为空');
  });

  it('search: keyword required, spec defaults, nearby boundary around the given point', async () => {
    const { calls, client } = recorder();
    const e = await rejection(client.search({ keyword: ' ' }));
    expect(e.status).toBe(310);
    expect(e.message).toContain('keyword');
    expect(calls).toHaveLength(0);
    await client.search({ keyword: '超市', location: '30.27,120.15' });
    expect(calls[0]).toEqual({
      url: 'https://lbs.test/ws/place/v1/search',
      params: {
        keyword: '超市',
        boundary: 'nearby(30.27,120.15,1000,1)',
        orderby: '_distance',
        page_size: 10,
        page_index: 1,
        filter: undefined,
        key: 'K',
      },
    });
    await client.search({ keyword: '超市' });
    expect(calls[1]?.params.boundary).toBe('nearby(31.2,121.4,1000,1)');
    await client.search({ keyword: '超市', region: '杭州' });
    expect(calls[2]?.params.boundary).toBe('region(杭州,0)');
    expect((await rejection(client.search({ keyword: 'a', location: '91,0' }))).message).toContain('location');
  });

  it('suggestion: nationwide by default, keyword required', async () => {
    const { calls, client } = recorder();
    expect((await rejection(client.suggestion({ keyword: '' }))).status).toBe(310);
    await client.suggestion({ keyword: '西湖' });
    expect(calls[0]?.url).toBe('https://lbs.test/ws/place/v1/suggestion');
    expect(calls[0]?.params).toMatchObject({ keyword: '西湖', region: '全国', page_size: 10, page_index: 1, key: 'K' });
  });

  it('geocoder needs an address; reverse geocoder sends coord type 5', async () => {
    const { calls, client } = recorder();
    expect((await rejection(client.geocoder({ address: '' }))).message).toContain('address');
    await client.geocoder({ address: '上海市静安区' });
    expect(calls[0]).toMatchObject({ url: 'https://lbs.test/ws/geocoder/v1/', params: { address: '上海市静安区' } });
    await client.reverseGeocoder({ location: { latitude: 31.23, longitude: 121.47 } });
    expect(calls[1]?.params).toMatchObject({ location: '31.23,121.47', coord_type: 5, get_poi: 0 });
    expect((await rejection(client.reverseGeocoder({ location: 'abc' }))).message).toContain('location');
  });

  it('district children need an id; city list has no parameters', async () => {
    const { calls, client } = recorder();
    expect((await rejection(client.getDistrictByCityId({ id: '' }))).message).toContain('id');
    await client.getDistrictByCityId({ id: 330100 });
    await client.getCityList();
    expect(calls.map((c) => c.url)).toEqual([
      'https://lbs.test/ws/district/v1/getchildren',
      'https://lbs.test/ws/district/v1/list',
    ]);
    expect(calls[0]?.params.id).toBe('330100');
  });

  it('distance: destination required, walking by default, straight computed locally', async () => {
    const { calls, client } = recorder();
    expect((await rejection(client.calculateDistance({ to: [] }))).message).toContain('to');
    expect((await rejection(client.calculateDistance({ to: 'x,y' }))).status).toBe(310);
    await client.calculateDistance({ from: '31,121', to: ['31.1,121', { latitude: 31.2, longitude: 121 }] });
    expect(calls[0]).toMatchObject({
      url: 'https://lbs.test/ws/distance/v1/',
      params: { mode: 'walking', from: '31,121', to: '31.1,121;31.2,121' },
    });
    const straight = await client.calculateDistance({ from: '0,0', to: '1,0', mode: 'straight' });
    expect(calls).toHaveLength(1);
    expect(straight.elements[0]?.distance).toBe(111319);
  });

  it('direction: driving by default, destination required', async () => {
    const { calls, client } = recorder();
    expect((await rejection(client.direction({ to: '' }))).status).toBe(310);
    await client.direction({ to: '31.3,121.5' });
    expect(calls[0]).toMatchObject({
      url: 'https://lbs.test/ws/direction/v1/driving/',
      params: { from: '31.2,121.4', to: '31.3,121.5' },
    });
    await client.direction({ to: '31.3,121.5', mode: 'walking' });
    expect(calls[1]?.url).toBe('https://lbs.test/ws/direction/v1/walking/');
  });

  it('a non-zero status goes to the failure handler with the service message', async () => {
    const { client } = recorder({ status: 311, message: 'key格式错误' });
    const e = await rejection(client.ipLocation());
    expect([e.status, e.message]).toEqual([311, 'key格式错误']);
    const { client: c2 } = recorder({ status: 120, message: '此key每秒请求量已达到上限' });
    expect((await rejection(c2.search({ keyword: 'a', location: '1,1' }))).status).toBe(120);
  });

  it('network failure keeps its message; a non-envelope answer is a system error', async () => {
    const client = createLbsClient({
      key: 'K',
      base: '',
      transport: async () => {
        throw new LbsError(1000, 'net::ERR_FAILED');
      },
    });
    const e = await rejection(client.ipLocation());
    expect([e.status, e.message]).toEqual([1000, 'net::ERR_FAILED']);
    const { client: c2 } = recorder('<html>');
    expect((await rejection(c2.getCityList())).status).toBe(600);
  });
});

describe('straight distance (great circle, radius 6378136.49 m)', () => {
  it('matches known distances', () => {
    // One degree of arc on this sphere: 2πR/360 = 111319.49 m.
    expect(straightDistance(0, 0, 0, 1)).toBe(111319);
    expect(straightDistance(31.2304, 121.4737, 31.2304, 121.4737)).toBe(0);
    // Beijing Tiananmen to Shanghai People's Square: about 1068 km.
    const bjSh = straightDistance(39.9087, 116.3975, 31.2304, 121.4737);
    expect(bjSh).toBeGreaterThan(1_060_000);
    expect(bjSh).toBeLessThan(1_075_000);
    // Quarter of the meridian: πR/2.
    expect(straightDistance(0, 0, 90, 0)).toBe(Math.round((Math.PI * 6378136.49) / 2));
    expect(Number.isInteger(straightDistance(30.1, 120.1, 30.2, 120.3))).toBe(true);
  });
});

describe('JSONP transport', () => {
  /** Catches the script tag the transport adds; the test then plays what the browser does with its answer. */
  function interceptScript(): () => HTMLScriptElement {
    let added: HTMLScriptElement | undefined;
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
      added = node as unknown as HTMLScriptElement;
      return node;
    });
    return () => {
      if (!added) throw new Error('no script added');
      return added;
    };
  }
  beforeEach(() => setLocale('zh-CN'));
  afterEach(() => vi.restoreAllMocks());

  it('resolves what the service hands to the callback', async () => {
    const script = interceptScript();
    const answer = jsonpTransport('https://lbs.test/ws/location/v1/ip', { key: 'K' });
    const src = new URL(script().src);
    expect(src.searchParams.get('output')).toBe('jsonp');
    const callback = src.searchParams.get('callback') ?? '';
    (window as unknown as Record<string, (b: unknown) => void>)[callback]?.({ status: 0, message: 'ok' });
    script().dispatchEvent(new Event('load'));
    await expect(answer).resolves.toEqual({ status: 0, message: 'ok' });
  });

  it('an HTML page instead of JSONP is a broken answer at once, and its parse error is not left uncaught', async () => {
    const script = interceptScript();
    const started = Date.now();
    const answer = jsonpTransport('https://lbs.test/ws/location/v1/ip', { key: 'K' });
    // The browser runs "<html>..." as a script: a SyntaxError reported on window, then the load event.
    const parseError = new ErrorEvent('error', {
      message: "Uncaught SyntaxError: Unexpected token '<'",
      filename: script().src,
      cancelable: true,
    });
    window.dispatchEvent(parseError);
    script().dispatchEvent(new Event('load'));
    const e = (await answer.then(
      () => null,
      (x: unknown) => x,
    )) as LbsError;
    expect(e).toBeInstanceOf(LbsError);
    expect(e.status).toBe(600);
    expect(e.message).toBe('地图服务返回了无法识别的内容');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(parseError.defaultPrevented).toBe(true);
    // Another script's error is not ours to hide.
    const other = new ErrorEvent('error', {
      message: 'boom',
      filename: 'https://h5.test/assets/app.js',
      cancelable: true,
    });
    window.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });

  it('a script that cannot load is a network failure', async () => {
    const script = interceptScript();
    const answer = jsonpTransport('https://lbs.test/ws/location/v1/ip', {});
    script().dispatchEvent(new Event('error'));
    await expect(answer).rejects.toMatchObject({ status: 1000 });
  });
});
