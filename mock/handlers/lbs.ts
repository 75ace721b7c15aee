// Not a backend call: the Tencent location web service (/ws/...) and the map's tiles (/__tiles/), emulated: the
// same paths, parameters and answers {status, message, result|data, count}, as JSON (CORS) or JSONP
// (output=jsonp&callback=name).
import type { ServerResponse } from 'node:http';
import { sendPng, type Ctx, type RawRoute, type Route } from '../core';
import { ipPlace, seedPlaces, type SeedPlace } from '../seed/places';
import { regions } from '../seed/regions';
import { tilePng } from '../tiles';

const R = 6378136.49;
const rad = (d: number) => (d * Math.PI) / 180;
function dist(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const a = rad(aLat) - rad(bLat);
  const b = rad(aLng) - rad(bLng);
  return Math.round(
    2 *
      Math.asin(Math.sqrt(Math.sin(a / 2) ** 2 + Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(b / 2) ** 2)) *
      R,
  );
}

type Answer = { status: number; message: string; [k: string]: unknown };
const PARAM = (name: string): Answer => ({ status: 310, message: `请求参数信息有误: ${name}` });

function reply(res: ServerResponse, ctx: Ctx, body: Answer): void {
  const cb = ctx.query.callback ?? '';
  res.statusCode = 200;
  res.setHeader('cache-control', 'no-store');
  if (ctx.query.output === 'jsonp' && /^[A-Za-z_$][\w$.]{0,80}$/.test(cb)) {
    res.setHeader('content-type', 'application/javascript; charset=utf-8');
    res.end(`${cb}(${JSON.stringify(body)})`);
  } else {
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(body));
  }
}

function point(s: string | undefined): { lat: number; lng: number } | null {
  if (!s) return null;
  const [lat, lng] = s.split(',').map(Number);
  return lat !== undefined &&
    lng !== undefined &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
    ? { lat, lng }
    : null;
}

function poi(p: SeedPlace, from?: { lat: number; lng: number } | null) {
  return {
    id: p.id,
    title: p.title,
    address: p.address,
    tel: p.tel,
    category: p.category,
    type: 0,
    location: { lat: p.lat, lng: p.lng },
    ad_info: { adcode: Number(p.adcode), province: p.province, city: p.city, district: p.district },
    ...(from ? { _distance: dist(from.lat, from.lng, p.lat, p.lng) } : {}),
  };
}

/** Matches when the keyword (or any of its characters' runs of two) occurs in the title, address or category. */
function matches(p: SeedPlace, keyword: string): boolean {
  const hay = `${p.title}${p.address}${p.category}${p.district}`.toLowerCase();
  const k = keyword.toLowerCase();
  if (hay.includes(k)) return true;
  for (let i = 0; i + 2 <= k.length; i += 1) if (hay.includes(k.slice(i, i + 2))) return true;
  return false;
}

function page<T>(list: T[], q: Record<string, string>): T[] {
  const size = Math.min(Math.max(Number(q.page_size) || 10, 1), 20);
  const index = Math.max(Number(q.page_index) || 1, 1);
  return list.slice((index - 1) * size, index * size);
}

function nearest(at: { lat: number; lng: number }): SeedPlace {
  return [...seedPlaces].sort(
    (a, b) => dist(at.lat, at.lng, a.lat, a.lng) - dist(at.lat, at.lng, b.lat, b.lng),
  )[0] as SeedPlace;
}

/** What a point is near, as the service's recommended address names it: '西湖区翠苑一区附近', or '西湖区翠苑一区东北420米'. */
function nearText(at: { lat: number; lng: number }, n: SeedPlace): string {
  const d = dist(at.lat, at.lng, n.lat, n.lng);
  if (d < 60) return `${n.district}${n.title}附近`;
  const north = at.lat - n.lat;
  const east = (at.lng - n.lng) * Math.cos(rad(n.lat));
  const ns = Math.abs(north) > Math.abs(east) / 2.4 ? (north > 0 ? '北' : '南') : '';
  const ew = Math.abs(east) > Math.abs(north) / 2.4 ? (east > 0 ? '东' : '西') : '';
  return `${n.district}${n.title}${ew && ns ? ew + ns : ew || ns}${d}米`;
}

const handlers: Record<string, (q: Record<string, string>) => Answer> = {
  '/ws/place/v1/search': (q) => {
    if (!q.keyword) return PARAM('keyword');
    const boundary = q.boundary ?? '';
    const near = /^nearby\(([-\d.]+),([-\d.]+),(\d+)(?:,([01]))?\)$/.exec(boundary);
    const region = /^region\(([^,)]+)/.exec(boundary);
    if (!near && !region) return PARAM('boundary');
    let list = seedPlaces.filter((p) => matches(p, q.keyword ?? ''));
    let centre: { lat: number; lng: number } | null = null;
    if (near) {
      centre = { lat: Number(near[1]), lng: Number(near[2]) };
      const radius = Number(near[3]);
      const within = list.filter((p) => dist(centre!.lat, centre!.lng, p.lat, p.lng) <= radius);
      list = within.length || near[4] !== '1' ? within : list;
    } else if (region) {
      const r = region[1] ?? '';
      list = list.filter((p) => p.city.includes(r) || p.province.includes(r) || p.district.includes(r));
    }
    const pois = list.map((p) => poi(p, centre));
    if (centre) pois.sort((a, b) => (a._distance ?? 0) - (b._distance ?? 0));
    return { status: 0, message: 'query ok', count: pois.length, data: page(pois, q) };
  },
  '/ws/place/v1/suggestion': (q) => {
    if (!q.keyword) return PARAM('keyword');
    const from = point(q.location);
    const region = q.region && q.region !== '全国' ? q.region : '';
    let list = seedPlaces.filter((p) => matches(p, q.keyword ?? ''));
    if (region && q.region_fix === '1')
      list = list.filter((p) => p.city.includes(region) || p.province.includes(region));
    const data = list.map((p) => {
      const { ad_info, ...rest } = poi(p, from);
      return {
        ...rest,
        adcode: ad_info.adcode,
        province: ad_info.province,
        city: ad_info.city,
        district: ad_info.district,
      };
    });
    if (from) data.sort((a, b) => (a._distance ?? 0) - (b._distance ?? 0));
    return { status: 0, message: 'query ok', count: data.length, data: page(data, q) };
  },
  '/ws/geocoder/v1/': (q) => {
    if (q.location !== undefined) {
      const at = point(q.location);
      if (!at) return PARAM('location');
      const n = nearest(at);
      const pois =
        q.get_poi === '1'
          ? seedPlaces
              .map((p) => poi(p, at))
              .sort((a, b) => (a._distance ?? 0) - (b._distance ?? 0))
              .slice(0, 10)
          : undefined;
      return {
        status: 0,
        message: 'query ok',
        result: {
          location: at,
          address: n.address,
          formatted_addresses: { recommend: nearText(at, n), rough: n.district },
          address_component: {
            nation: '中国',
            province: n.province,
            city: n.city,
            district: n.district,
            street: '',
            street_number: '',
          },
          ad_info: {
            nation_code: '156',
            adcode: n.adcode,
            city_code: '156' + n.adcode.slice(0, 4) + '00',
            name: `中国,${n.province},${n.city},${n.district}`,
            location: at,
            nation: '中国',
            province: n.province,
            city: n.city,
            district: n.district,
          },
          ...(pois ? { poi_count: pois.length, pois } : {}),
        },
      };
    }
    if (!q.address) return PARAM('address');
    const hit =
      seedPlaces.find((p) => q.address!.includes(p.title) || p.address.includes(q.address!)) ??
      seedPlaces.find((p) => matches(p, q.address!));
    if (!hit) return { status: 347, message: '查询无结果' };
    return {
      status: 0,
      message: 'query ok',
      result: {
        title: hit.title,
        location: { lat: hit.lat, lng: hit.lng },
        ad_info: { adcode: hit.adcode },
        address_components: {
          province: hit.province,
          city: hit.city,
          district: hit.district,
          street: '',
          street_number: '',
        },
        similarity: 0.8,
        deviation: 1000,
        reliability: 7,
        level: 11,
      },
    };
  },
  // Every province, city and district (mock/seed/regions.ts), in three levels linked by `cidx`.
  '/ws/district/v1/list': () => ({ status: 0, message: 'query ok', data_version: '20240101', result: regions.levels }),
  '/ws/district/v1/getchildren': (q) => {
    if (!q.id) return PARAM('id');
    const children = regions.children.get(q.id.trim());
    if (!children) return { status: 363, message: 'id不存在' };
    return { status: 0, message: 'query ok', data_version: '20240101', result: [children] };
  },
  '/ws/distance/v1/': (q) => {
    const from = point(q.from);
    if (!from) return PARAM('from');
    const tos = (q.to ?? '').split(';').map(point);
    if (!q.to || tos.some((x) => !x)) return PARAM('to');
    const mode = q.mode || 'walking';
    const factor = mode === 'driving' ? 1.4 : 1.25;
    const speed = mode === 'driving' ? 8 : 1.2;
    return {
      status: 0,
      message: 'query ok',
      result: {
        elements: tos.map((to) => {
          const d = Math.round(dist(from.lat, from.lng, to!.lat, to!.lng) * factor);
          return { from, to, distance: d, duration: Math.round(d / speed) };
        }),
      },
    };
  },
  '/ws/location/v1/ip': (q) => ({
    status: 0,
    message: 'query ok',
    result: {
      ip: q.ip || '127.0.0.1',
      location: { lat: ipPlace.lat, lng: ipPlace.lng },
      ad_info: {
        nation: '中国',
        province: ipPlace.province,
        city: ipPlace.city,
        district: ipPlace.district,
        adcode: Number(ipPlace.adcode),
      },
    },
  }),
};

function direction(mode: string, q: Record<string, string>): Answer {
  const from = point(q.from);
  if (!from) return PARAM('from');
  const to = point(q.to);
  if (!to) return PARAM('to');
  const straight = dist(from.lat, from.lng, to.lat, to.lng);
  const speed = { driving: 8, walking: 1.2, bicycling: 4, transit: 6 }[mode] ?? 8;
  const d = Math.round(straight * 1.35);
  return {
    status: 0,
    message: 'query ok',
    result: {
      routes: [
        {
          mode: mode.toUpperCase(),
          distance: d,
          duration: Math.round(d / speed / 60),
          polyline: [from.lat, from.lng, to.lat - from.lat, to.lng - from.lng],
          steps: [{ instruction: '沿路前行', distance: d }],
        },
      ],
    },
  };
}

const lbsRoute: RawRoute = {
  method: 'GET',
  prefix: '/ws/',
  // An injected code:N answers as the service does: {status: N, message}, as JSON or JSONP.
  fault: (res, ctx, { code, msg }) => reply(res, ctx, { status: code, message: msg }),
  raw(_req, res, ctx) {
    const q = ctx.query;
    // The real service: a missing or malformed key is status 311.
    if (!q.key || !/^[A-Za-z0-9-]{10,64}$/.test(q.key)) return reply(res, ctx, { status: 311, message: 'key格式错误' });
    const dir = /^\/ws\/direction\/v1\/(driving|walking|bicycling|transit)\/?$/.exec(ctx.path);
    if (dir) return reply(res, ctx, direction(dir[1] ?? 'driving', q));
    const path =
      ctx.path === '/ws/geocoder/v1'
        ? '/ws/geocoder/v1/'
        : ctx.path === '/ws/distance/v1' || ctx.path === '/ws/distance/v1/matrix'
          ? '/ws/distance/v1/'
          : ctx.path;
    const h = handlers[path];
    if (!h) return reply(res, ctx, { status: 404, message: `no such service: ${ctx.path}` });
    try {
      reply(res, ctx, h(q));
    } catch {
      reply(res, ctx, { status: 600, message: '系统错误' });
    }
  },
};

/** GET /__tiles/{z}/{x}/{y}.png: the map's raster tiles (mock/tiles.ts), what VITE_MAP_TILE_URL names by default. */
const tileRoute: RawRoute = {
  method: 'GET',
  prefix: '/__tiles/',
  raw(_req, res, ctx) {
    const m = /^\/__tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/.exec(ctx.path);
    sendPng(res, m ? tilePng(Number(m[1]), Number(m[2]), Number(m[3])) : null, { 'access-control-allow-origin': '*' });
  },
};

export const routes: Route[] = [lbsRoute, tileRoute];
