// The mock location service over HTTP: JSONP and JSON answers, key and parameter errors, the district
// calls over the complete data set, and the map tiles.
import { get as httpGet } from 'node:http';
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
    const js = await get(
      '/ws/place/v1/search?keyword=%E8%B6%85%E5%B8%82&boundary=nearby(31.2772,121.4555,1000,1)&key=QIHUO-DEMO-LBS-KEY&output=jsonp&callback=cb1',
    );
    expect(js.startsWith('cb1({')).toBe(true);
    const body = JSON.parse(js.slice(4, -1)) as { status: number; data: { title: string; _distance: number }[] };
    expect(body.status).toBe(0);
    expect(body.data[0]?.title).toContain('盒马');
    expect(body.data.every((p, i, a) => i === 0 || (a[i - 1]?._distance ?? 0) <= p._distance)).toBe(true);
    const json = JSON.parse(await get('/ws/location/v1/ip?key=QIHUO-DEMO-LBS-KEY')) as {
      result: { location: { lat: number } };
    };
    expect(json.result.location.lat).toBeCloseTo(31.2286);
  });
  it('refuses a bad key (311) and missing parameters (310)', async () => {
    expect(JSON.parse(await get('/ws/location/v1/ip?key=')).status).toBe(311);
    expect(JSON.parse(await get('/ws/geocoder/v1/?key=QIHUO-DEMO-LBS-KEY&address=')).status).toBe(310);
    const rev = JSON.parse(await get('/ws/geocoder/v1/?key=QIHUO-DEMO-LBS-KEY&location=30.28,120.13&get_poi=1')) as {
      result: { address_component: { city: string }; pois: unknown[] };
    };
    expect(rev.result.address_component.city).toBe('杭州市');
    expect(rev.result.pois.length).toBeGreaterThan(0);
  });
});

type Level = { id: string; name: string; fullname: string; cidx?: [number, number] }[];

describe('mock district calls', () => {
  const KEY = 'key=QIHUO-DEMO-LBS-KEY';
  it('lists every province, city and district in three levels linked by cidx', async () => {
    const body = JSON.parse(await get(`/ws/district/v1/list?${KEY}`)) as {
      status: number;
      result: [Level, Level, Level];
    };
    expect(body.status).toBe(0);
    const [provinces, cities, districts] = body.result;
    expect(provinces).toHaveLength(34);
    expect(cities.length).toBeGreaterThan(400);
    expect(districts.length).toBeGreaterThan(2800);
    for (const name of ['河南省', '湖南省', '安徽省']) expect(provinces.map((p) => p.fullname)).toContain(name);
    const childrenOf = (level: Level, parent: { cidx?: [number, number] }) =>
      parent.cidx ? level.slice(parent.cidx[0], parent.cidx[1] + 1) : [];
    const zj = provinces.find((p) => p.fullname === '浙江省')!;
    const hz = childrenOf(cities, zj).find((c) => c.fullname === '杭州市')!;
    expect(childrenOf(districts, hz).map((d) => d.fullname)).toContain('钱塘区');
    expect(hz).toMatchObject({ id: '330100', name: '杭州' });
    // A municipality's children are its districts.
    const sh = provinces.find((p) => p.fullname === '上海市')!;
    expect(childrenOf(cities, sh).map((d) => d.fullname)).toContain('青浦区');
    // A county-level city the province governs directly stands among its cities; no "市辖区" placeholders.
    const hn = provinces.find((p) => p.fullname === '河南省')!;
    expect(childrenOf(cities, hn).map((c) => c.fullname)).toContain('济源市');
    expect(cities.concat(districts).some((d) => d.fullname === '市辖区' || d.fullname.includes('直辖县级'))).toBe(
      false,
    );
  });

  it('answers the children of one region, and 363 for an unknown id', async () => {
    const body = JSON.parse(
      await get(`/ws/district/v1/getchildren?${KEY}&id=330100&output=jsonp&callback=cb`).then((t) => t.slice(3, -1)),
    ) as { result: [Level] };
    expect(body.result[0].map((d) => d.fullname)).toContain('钱塘区');
    expect(JSON.parse(await get(`/ws/district/v1/getchildren?${KEY}&id=999999`)).status).toBe(363);
    expect(JSON.parse(await get(`/ws/district/v1/getchildren?${KEY}`)).status).toBe(310);
  });
});

/** A GET over node:http (the page's fetch would apply CORS, which an <img> of a tile does not). */
function fetchRaw(path: string): Promise<{ status: number; type: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${s.url}${path}`, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (b: Buffer) => parts.push(b));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body: Buffer.concat(parts) }),
      );
    }).on('error', reject);
  });
}

describe('mock map tiles', () => {
  it('draws a 256 px PNG tile, the same bytes each time, and 404 for a tile that does not exist', async () => {
    const url = '/__tiles/15/27440/13389.png';
    const a = await fetchRaw(url);
    expect(a.status).toBe(200);
    expect(a.type).toBe('image/png');
    const bytes = a.body;
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(256);
    expect(bytes.readUInt32BE(20)).toBe(256);
    expect((await fetchRaw(url)).body.equals(bytes)).toBe(true);
    // Another tile is another drawing.
    const other = (await fetchRaw('/__tiles/15/27441/13389.png')).body;
    expect(other.equals(bytes)).toBe(false);
    expect((await fetchRaw('/__tiles/2/4/0.png')).status).toBe(404);
    expect((await fetchRaw('/__tiles/25/0/0.png')).status).toBe(404);
    expect((await fetchRaw('/__tiles/a/b/c.png')).status).toBe(404);
  });
});
