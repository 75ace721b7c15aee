// The mock location service over HTTP: JSONP and JSON answers, key and parameter errors.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../server';

let s: RunningServer;
beforeAll(async () => {
  s = await startServer({ port: 0 });
});
afterAll(() => s.close());

const get = async (path: string) => (await fetch(`${s.url}${path}`)).text();

describe('mock /ws/', () => {
  it('answers JSONP and JSON', async () => {
    const js = await get('/ws/place/v1/search?keyword=%E8%B6%85%E5%B8%82&boundary=nearby(31.2772,121.4555,1000,1)&key=QIHUO-DEMO-LBS-KEY&output=jsonp&callback=cb1');
    expect(js.startsWith('cb1({')).toBe(true);
    const body = JSON.parse(js.slice(4, -1)) as { status: number; data: { title: string; _distance: number }[] };
    expect(body.status).toBe(0);
    expect(body.data[0]?.title).toContain('盒马');
    expect(body.data.every((p, i, a) => i === 0 || (a[i - 1]?._distance ?? 0) <= p._distance)).toBe(true);
    const json = JSON.parse(await get('/ws/location/v1/ip?key=QIHUO-DEMO-LBS-KEY')) as { result: { location: { lat: number } } };
    expect(json.result.location.lat).toBeCloseTo(31.2286);
  });
  it('refuses a bad key (311) and missing parameters (310)', async () => {
    expect(JSON.parse(await get('/ws/location/v1/ip?key=')).status).toBe(311);
    expect(JSON.parse(await get('/ws/geocoder/v1/?key=QIHUO-DEMO-LBS-KEY&address=')).status).toBe(310);
    const rev = JSON.parse(await get('/ws/geocoder/v1/?key=QIHUO-DEMO-LBS-KEY&location=30.28,120.13&get_poi=1')) as { result: { address_component: { city: string }; pois: unknown[] } };
    expect(rev.result.address_component.city).toBe('杭州市');
    expect(rev.result.pois.length).toBeGreaterThan(0);
  });
});
