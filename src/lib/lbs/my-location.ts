// "My location" (docs/product.md#entities, docs/product.md#errors, docs/product.md#constants): WeChat getLocation (gcj02) in WeChat, browser geolocation
// elsewhere (100 s time-out), IP location when both fail; then reverse geocoding to an address.
// The browser's position is WGS-84: it becomes GCJ-02 here, where it enters the app (docs/product.md#maps).
import { t } from '@/i18n';
import type { LbsClient } from './client';
import { wgs84ToGcj02 } from './coords';
import type { LatLng } from '@/rules/distance';

/** Geolocation time-out (docs/product.md#constants). */
export const GEOLOCATION_TIMEOUT_MS = 100_000;

export type LocationSource = 'wechat' | 'browser' | 'ip';

export interface MyLocation extends LatLng {
  address: string;
  source: LocationSource;
}

/** A geolocation failure: errMsg is the spec's text ('device nonsupport geolocation', 'network error'). */
export class GeolocationError extends Error {
  override readonly name = 'GeolocationError';
  constructor(
    readonly errMsg: 'device nonsupport geolocation' | 'network error',
    message: string,
  ) {
    super(message);
  }
}

/** Browser geolocation as a promise, in GCJ-02 (converted inside mainland China); no API gives 'device nonsupport geolocation'. */
export function browserPosition(
  geo: Geolocation | undefined = globalThis.navigator?.geolocation,
  timeout = GEOLOCATION_TIMEOUT_MS,
): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    if (!geo) return reject(new GeolocationError('device nonsupport geolocation', t('map.errNoGeolocation')));
    geo.getCurrentPosition(
      (pos) => resolve(wgs84ToGcj02({ latitude: pos.coords.latitude, longitude: pos.coords.longitude })),
      (err) =>
        reject(
          new GeolocationError(
            err?.code === 1 ? 'device nonsupport geolocation' : 'network error',
            err?.code === 1 ? t('map.errNoGeolocation') : t('map.errGeoNetwork'),
          ),
        ),
      { enableHighAccuracy: true, timeout, maximumAge: 60_000 },
    );
  });
}

export interface LocateOptions {
  client: LbsClient;
  /** The WeChat JS-SDK's getLocation({type: 'gcj02'}), wired by the app inside WeChat. */
  wechatGetLocation?: () => Promise<LatLng>;
  geolocation?: Geolocation;
  timeoutMs?: number;
}

/** The device position only, trying WeChat, then the browser, then the IP. */
export async function locatePosition(o: LocateOptions): Promise<LatLng & { source: LocationSource }> {
  if (o.wechatGetLocation) {
    try {
      return { ...(await o.wechatGetLocation()), source: 'wechat' };
    } catch {
      // fall through to the browser
    }
  }
  try {
    return {
      ...(await browserPosition(o.geolocation ?? globalThis.navigator?.geolocation, o.timeoutMs)),
      source: 'browser',
    };
  } catch (geoError) {
    try {
      const ip = await o.client.ipLocation();
      return { latitude: ip.location.lat, longitude: ip.location.lng, source: 'ip' };
    } catch {
      throw geoError instanceof GeolocationError
        ? geoError
        : new GeolocationError('network error', t('map.errGeoNetwork'));
    }
  }
}

/** The device position and its address; a reverse geocoding failure rejects. */
export async function locateMe(o: LocateOptions): Promise<MyLocation> {
  return withAddress(o.client, await locatePosition(o));
}

/** A located position with its address (reverse geocoding; a failure rejects). */
export async function withAddress(client: LbsClient, pos: LatLng & { source: LocationSource }): Promise<MyLocation> {
  const r = await client.reverseGeocoder({ location: pos });
  return {
    latitude: pos.latitude,
    longitude: pos.longitude,
    source: pos.source,
    address: r.formatted_addresses?.recommend || r.address,
  };
}
