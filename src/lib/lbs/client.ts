// A typed client of the Tencent location web service (docs/product.md#validation, docs/api.md, docs/product.md#errors, docs/product.md#constants): parameter checks
// before any call, the service's error codes, JSONP transport (the service has no CORS; the mock
// answers JSONP too). Framework-free: no React, no atoms.
import { env } from '@/config/env';
import { t } from '@/i18n';
import { straightDistance, type LatLng } from '@/rules/distance';
import type { LbsResponse, WireIpLocation, WirePoi, WireReverse } from './types';

/** Error codes of the maps SDK (docs/product.md#errors). */
export const LBS_ERR = { KEY: 311, PARAM: 310, SYSTEM: 600, NETWORK: 1000 } as const;

/** A failed maps call: the service's non-zero status, or one of LBS_ERR. */
export class LbsError extends Error {
  override readonly name = 'LbsError';
  constructor(
    readonly status: number,
    message: string,
    readonly response?: LbsResponse,
  ) {
    super(message);
  }
}

/** Defaults of docs/product.md#constants. */
export const LBS_DEFAULTS = {
  pageSize: 10,
  pageIndex: 1,
  orderby: '_distance',
  radius: 1000,
  autoExtend: 1,
  region: '全国',
  directionMode: 'driving',
  distanceMode: 'walking',
  coordType: 5,
} as const;

export type Params = Record<string, string | number | undefined>;
/** Sends one GET with query params to `url` and resolves the parsed body. */
export type Transport = (url: string, params: Params) => Promise<unknown>;
export type Point = LatLng | string;

export interface LbsOptions {
  key: string;
  base: string;
  transport?: Transport;
  /** The device location, used when a call leaves out `from` (distance, direction, nearby search). */
  locate?: () => Promise<LatLng>;
}

let jsonpSeq = 0;

/**
 * JSONP: a script tag with output=jsonp&callback=...; a load error is a network failure. A script that
 * ran without calling back (an HTML error page, a proxy's page) is a broken answer, reported at once;
 * its parse error ("Unexpected token '<'") is this call's failure, kept out of the page's uncaught errors.
 */
export const jsonpTransport: Transport = (url, params) =>
  new Promise((resolve, reject) => {
    const name = `__qhLbs${Date.now().toString(36)}${(jsonpSeq += 1)}`;
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries({ ...params, output: 'jsonp', callback: name }))
      if (v !== undefined) qs.set(k, String(v));
    const script = document.createElement('script');
    const w = window as unknown as Record<string, unknown>;
    const timer = setTimeout(() => done(new LbsError(LBS_ERR.NETWORK, t('map.errTimeout'))), 60_000);
    let settled = false;
    // The parse error of this script's body: muted ("Script error.", no file name) when it is cross-origin.
    const ownError = (e: ErrorEvent) => {
      if (e.filename === script.src || (e.filename === '' && e.message === 'Script error.')) e.preventDefault();
    };
    function done(error: Error | null, body?: unknown) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      // A late answer (after a time-out) calls a function that does nothing, not a missing one.
      w[name] = () => undefined;
      script.remove();
      // The script's own error event comes before its load event: stop listening after both.
      setTimeout(() => window.removeEventListener('error', ownError, true), 0);
      if (error) reject(error);
      else resolve(body);
    }
    w[name] = (body: unknown) => done(null, body);
    window.addEventListener('error', ownError, true);
    script.onload = () => done(new LbsError(LBS_ERR.SYSTEM, t('map.errBadAnswer')));
    script.onerror = () => done(new LbsError(LBS_ERR.NETWORK, t('map.errNetwork')));
    script.src = `${url}?${qs.toString()}`;
    document.head.appendChild(script);
  });

/** fetch with CORS (the mock allows it): a non-OK HTTP status is a system error. */
export const fetchTransport: Transport = async (url, params) => {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) qs.set(k, String(v));
  let res: Response;
  try {
    res = await fetch(`${url}?${qs.toString()}`);
  } catch (error) {
    throw new LbsError(LBS_ERR.NETWORK, (error as Error)?.message || t('map.errNetwork'));
  }
  if (!res.ok) throw new LbsError(LBS_ERR.SYSTEM, t('map.errSystem'));
  try {
    return (await res.json()) as unknown;
  } catch {
    throw new LbsError(LBS_ERR.SYSTEM, t('map.errBadAnswer'));
  }
};

function paramError(name: string): LbsError {
  return new LbsError(LBS_ERR.PARAM, t('map.errParam', { name }));
}

function isLatLng(v: unknown): v is LatLng {
  const p = v as LatLng;
  return (
    typeof p === 'object' &&
    p !== null &&
    Number.isFinite(p.latitude) &&
    Number.isFinite(p.longitude) &&
    Math.abs(p.latitude) <= 90 &&
    Math.abs(p.longitude) <= 180
  );
}

/** Parses a point ({latitude, longitude} or 'lat,lng'); null when malformed. */
export function parsePoint(p: Point | undefined): LatLng | null {
  if (typeof p === 'string') {
    const [lat, lng, extra] = p.split(',').map((s) => Number(s.trim()));
    const v = { latitude: lat ?? NaN, longitude: lng ?? NaN };
    return extra === undefined && isLatLng(v) ? v : null;
  }
  return isLatLng(p) ? p : null;
}

const fmt = (p: LatLng) => `${p.latitude},${p.longitude}`;

export interface SearchParams {
  keyword: string;
  /** Centre of a nearby search; the device location when left out. */
  location?: Point;
  /** Search a city instead of around a point. */
  region?: string;
  radius?: number;
  autoExtend?: 0 | 1;
  pageSize?: number;
  pageIndex?: number;
  orderby?: string;
  filter?: string;
}

export interface SuggestionParams {
  keyword: string;
  region?: string;
  regionFix?: 0 | 1;
  /** Gives each answer its distance from here. */
  location?: Point;
  pageSize?: number;
  pageIndex?: number;
  policy?: number;
}

export interface DistanceParams {
  from?: Point;
  to: Point | Point[];
  mode?: 'walking' | 'driving' | 'straight';
}

export interface DirectionParams {
  from?: Point;
  to: Point;
  mode?: 'driving' | 'walking' | 'bicycling' | 'transit';
}

export interface DistanceElement {
  from: { lat: number; lng: number };
  to: { lat: number; lng: number };
  distance: number;
  duration: number;
}

export interface DirectionRoute {
  mode: string;
  distance: number;
  duration: number;
  polyline?: number[];
  steps?: { instruction: string; distance: number }[];
}

/** One region of the district calls (docs/api.md): `cidx` is the range of its children in the next level. */
export interface District {
  id: string;
  name?: string;
  fullname: string;
  pinyin?: string[];
  location?: { lat: number; lng: number };
  cidx?: [number, number];
}

export type LbsClient = ReturnType<typeof createLbsClient>;

/** A client over one key and base; every call rejects with an LbsError. */
export function createLbsClient(options: LbsOptions) {
  const transport = options.transport ?? jsonpTransport;
  if (!options.key || !options.key.trim()) throw new Error(t('map.errKeyEmpty'));
  const key = options.key.trim();
  const base = options.base.replace(/\/+$/, '');

  async function request<T>(path: string, params: Params): Promise<LbsResponse<T>> {
    const body = (await transport(`${base}${path}`, { ...params, key })) as LbsResponse<T>;
    if (typeof body !== 'object' || body === null || typeof body.status !== 'number')
      throw new LbsError(LBS_ERR.SYSTEM, t('map.errBadAnswer'));
    if (body.status !== 0) throw new LbsError(body.status, body.message || t('map.errSystem'), body);
    return body;
  }

  async function origin(from: Point | undefined, name: string): Promise<LatLng> {
    if (from !== undefined) {
      const p = parsePoint(from);
      if (!p) throw paramError(name);
      return p;
    }
    if (!options.locate) throw paramError(name);
    return options.locate();
  }

  return {
    /** GET /ws/place/v1/search: nearby (default radius 1000, auto-extend) or within a region. */
    async search(p: SearchParams): Promise<{ data: WirePoi[]; count: number }> {
      if (!p.keyword || !p.keyword.trim()) throw paramError('keyword');
      let boundary: string;
      if (p.region) boundary = `region(${p.region},0)`;
      else {
        const c = await origin(p.location, 'location');
        boundary = `nearby(${fmt(c)},${p.radius ?? LBS_DEFAULTS.radius},${p.autoExtend ?? LBS_DEFAULTS.autoExtend})`;
      }
      const r = await request<WirePoi[]>('/ws/place/v1/search', {
        keyword: p.keyword.trim(),
        boundary,
        orderby: p.orderby ?? LBS_DEFAULTS.orderby,
        page_size: p.pageSize ?? LBS_DEFAULTS.pageSize,
        page_index: p.pageIndex ?? LBS_DEFAULTS.pageIndex,
        filter: p.filter,
      });
      return { data: r.data ?? [], count: r.count ?? 0 };
    },
    /** GET /ws/place/v1/suggestion: as-you-type suggestions, nationwide by default. */
    async suggestion(p: SuggestionParams): Promise<{ data: WirePoi[]; count: number }> {
      if (!p.keyword || !p.keyword.trim()) throw paramError('keyword');
      let location: string | undefined;
      if (p.location !== undefined) {
        const c = parsePoint(p.location);
        if (!c) throw paramError('location');
        location = fmt(c);
      }
      const r = await request<WirePoi[]>('/ws/place/v1/suggestion', {
        keyword: p.keyword.trim(),
        region: p.region || LBS_DEFAULTS.region,
        region_fix: p.regionFix ?? 0,
        location,
        page_size: p.pageSize ?? LBS_DEFAULTS.pageSize,
        page_index: p.pageIndex ?? LBS_DEFAULTS.pageIndex,
        policy: p.policy,
      });
      return { data: r.data ?? [], count: r.count ?? 0 };
    },
    /** GET /ws/geocoder/v1/?address=: an address to coordinates. */
    async geocoder(p: { address: string; region?: string }): Promise<{
      location: { lat: number; lng: number };
      title: string;
      ad_info: { adcode: string };
      address_components: Record<string, string>;
    }> {
      if (!p.address || !p.address.trim()) throw paramError('address');
      const r = await request<never>('/ws/geocoder/v1/', { address: p.address.trim(), region: p.region });
      return r.result as never;
    },
    /** GET /ws/geocoder/v1/?location=: coordinates to an address (coord type 5 = GCJ-02). */
    async reverseGeocoder(p: {
      location?: Point;
      getPoi?: 0 | 1;
      poiOptions?: string;
      coordType?: number;
    }): Promise<WireReverse> {
      const c = await origin(p.location, 'location');
      const r = await request<WireReverse>('/ws/geocoder/v1/', {
        location: fmt(c),
        coord_type: p.coordType ?? LBS_DEFAULTS.coordType,
        get_poi: p.getPoi ?? 0,
        poi_options: p.poiOptions,
      });
      if (!r.result) throw new LbsError(LBS_ERR.SYSTEM, t('map.errSystem'), r);
      return r.result;
    },
    /** GET /ws/district/v1/list: provinces, cities and districts. */
    async getCityList(): Promise<District[][]> {
      const r = await request<District[][]>('/ws/district/v1/list', {});
      return r.result ?? [];
    },
    /** GET /ws/district/v1/getchildren?id=: the children of one district. */
    async getDistrictByCityId(p: { id: string | number }): Promise<District[][]> {
      if (p.id === undefined || p.id === null || String(p.id).trim() === '') throw paramError('id');
      const r = await request<District[][]>('/ws/district/v1/getchildren', { id: String(p.id).trim() });
      return r.result ?? [];
    },
    /** GET /ws/distance/v1/ (walking by default); 'straight' is computed here with the great-circle formula. */
    async calculateDistance(p: DistanceParams): Promise<{ elements: DistanceElement[] }> {
      const list = Array.isArray(p.to) ? p.to : p.to === undefined || p.to === '' ? [] : [p.to];
      if (list.length === 0) throw paramError('to');
      const tos = list.map((x) => parsePoint(x));
      if (tos.some((x) => !x)) throw paramError('to');
      const from = await origin(p.from, 'from');
      const mode = p.mode ?? LBS_DEFAULTS.distanceMode;
      if (mode === 'straight') {
        return {
          elements: (tos as LatLng[]).map((to) => ({
            from: { lat: from.latitude, lng: from.longitude },
            to: { lat: to.latitude, lng: to.longitude },
            distance: straightDistance(from.latitude, from.longitude, to.latitude, to.longitude),
            duration: 0,
          })),
        };
      }
      const r = await request<{ elements: DistanceElement[] }>('/ws/distance/v1/', {
        mode,
        from: fmt(from),
        to: (tos as LatLng[]).map(fmt).join(';'),
      });
      return r.result ?? { elements: [] };
    },
    /** GET /ws/direction/v1/<mode>/ (driving by default). */
    async direction(p: DirectionParams): Promise<{ routes: DirectionRoute[] }> {
      const to = parsePoint(p.to);
      if (!to) throw paramError('to');
      const from = await origin(p.from, 'from');
      const mode = p.mode ?? LBS_DEFAULTS.directionMode;
      const r = await request<{ routes: DirectionRoute[] }>(`/ws/direction/v1/${mode}/`, {
        from: fmt(from),
        to: fmt(to),
      });
      return r.result ?? { routes: [] };
    },
    /** GET /ws/location/v1/ip: where an IP (the caller's by default) is. */
    async ipLocation(p: { ip?: string } = {}): Promise<WireIpLocation> {
      const r = await request<WireIpLocation>('/ws/location/v1/ip', { ip: p.ip });
      if (!r.result) throw new LbsError(LBS_ERR.SYSTEM, t('map.errSystem'), r);
      return r.result;
    },
  };
}

/** The app's client: key and base from the settings (env.lbsBase '' = this origin, i.e. the mock). */
export function appLbsClient(locate?: () => Promise<LatLng>): LbsClient {
  return createLbsClient({ key: env.lbsKey, base: env.lbsBase, locate });
}
