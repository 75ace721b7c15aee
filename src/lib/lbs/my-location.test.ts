// My location: WeChat first, then the browser, then the IP; the spec's geolocation errors.
import { beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n';
import { createLbsClient, LbsError, type Params } from './client';
import { GeolocationError, locateMe, locatePosition } from './my-location';

function client(ipFails = false) {
  const calls: string[] = [];
  const c = createLbsClient({
    key: 'K',
    base: '',
    transport: async (url: string, params: Params) => {
      calls.push(url);
      if (url.endsWith('/ip')) {
        if (ipFails) throw new LbsError(1000, 'offline');
        return {
          status: 0,
          message: 'ok',
          result: { ip: '1.2.3.4', location: { lat: 30.27, lng: 120.15 }, ad_info: {} },
        };
      }
      return {
        status: 0,
        message: 'ok',
        result: {
          address: `addr ${String(params.location)}`,
          formatted_addresses: { recommend: '' },
          address_component: {},
          ad_info: {},
          location: {},
        },
      };
    },
  });
  return { c, calls };
}

const geo = (ok: boolean, code = 1): Geolocation =>
  ({
    getCurrentPosition: (s: PositionCallback, e?: PositionErrorCallback | null) =>
      ok
        ? s({ coords: { latitude: 31.1, longitude: 121.1 } } as GeolocationPosition)
        : e?.({ code } as GeolocationPositionError),
  }) as unknown as Geolocation;

describe('my location', () => {
  beforeEach(() => setLocale('en-US'));
  it('uses WeChat inside WeChat and reverse geocodes', async () => {
    const { c } = client();
    const me = await locateMe({
      client: c,
      wechatGetLocation: async () => ({ latitude: 31.5, longitude: 121.5 }),
      geolocation: geo(true),
    });
    expect(me).toEqual({ latitude: 31.5, longitude: 121.5, source: 'wechat', address: 'addr 31.5,121.5' });
  });
  it('falls back to the browser, then to the IP', async () => {
    const { c } = client();
    // The browser's WGS-84 position comes back as GCJ-02 (WeChat's and the IP's already are).
    const browser = await locatePosition({
      client: c,
      wechatGetLocation: async () => Promise.reject(new Error('x')),
      geolocation: geo(true),
    });
    expect(browser.source).toBe('browser');
    expect(browser.latitude).toBeCloseTo(31.098093, 5);
    expect(browser.longitude).toBeCloseTo(121.104606, 5);
    expect(await locatePosition({ client: c, geolocation: geo(false) })).toMatchObject({
      source: 'ip',
      latitude: 30.27,
      longitude: 120.15,
    });
  });
  it('reports the spec errors when everything fails', async () => {
    const { c } = client(true);
    const denied = await locatePosition({ client: c, geolocation: geo(false, 1) }).catch((e: unknown) => e);
    expect(denied).toBeInstanceOf(GeolocationError);
    expect((denied as GeolocationError).errMsg).toBe('device nonsupport geolocation');
    const net = await locatePosition({ client: c, geolocation: geo(false, 2) }).catch((e: unknown) => e);
    expect((net as GeolocationError).errMsg).toBe('network error');
    const none = await locatePosition({ client: c, geolocation: undefined as unknown as Geolocation }).catch(
      (e: unknown) => e,
    );
    expect(none).toBeInstanceOf(GeolocationError);
  });
});
