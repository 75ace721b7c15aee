// WGS-84 (a browser's geolocation) to GCJ-02 (Tencent's services, WeChat, every coordinate inside the
// app; docs/product.md#maps). Converted inside mainland China only: Hong Kong, Macau, Taiwan and every
// other country keep WGS-84, as the services do. The offset formula is the published one (the same
// constants and terms as gcoord 1.0.7, whose answers the tests hold it to).
import type { LatLng } from '@/rules/distance';

const A = 6378245;
const EE = 0.006693421622965823;
const { sin, cos, sqrt, abs, PI } = Math;

/** [north, west, south, east] boxes that together cover mainland China coarsely... */
const MAINLAND: readonly (readonly [number, number, number, number])[] = [
  [49.2204, 79.4462, 42.8899, 96.33],
  [54.1415, 109.6872, 39.3742, 135.0002],
  [42.8899, 73.1246, 29.5297, 124.143255],
  [29.5297, 82.9684, 26.7186, 97.0352],
  [29.5297, 97.0253, 20.414096, 124.367395],
  [20.414096, 107.975793, 17.871542, 111.744104],
];
/** ...less the parts of those boxes that are not: Taiwan, Hong Kong, Macau, and neighbours' border strips. */
const NOT_MAINLAND: readonly (readonly [number, number, number, number])[] = [
  [25.398623, 119.921265, 21.785006, 122.497559], // Taiwan
  [22.42, 113.8259, 22.1535, 113.98], // Hong Kong: Lantau, Tuen Mun (Shekou, across the bay, is not)
  [22.51, 113.98, 22.1535, 114.435], // Hong Kong: the New Territories to the Shenzhen river, Kowloon, the island
  [22.217, 113.5281, 22.1098, 113.5985], // Macau
  [22.2844, 101.8652, 20.0988, 106.665], // northern Laos and Vietnam
  [21.5422, 106.4525, 20.4878, 108.051], // northern Vietnam
  [55.8175, 109.0323, 50.3257, 119.127], // Russia, Mongolia
  [55.8175, 127.4568, 49.5574, 137.0227], // Russia
  [44.8922, 131.2662, 42.5692, 137.0227], // Russia
];

const inBox = (lat: number, lng: number, [n, w, s, e]: readonly [number, number, number, number]) =>
  lat <= n && lat >= s && lng >= w && lng <= e;

/** Whether a WGS-84 point lies in mainland China (coarse boxes: a border town may fall either way). */
export function inMainlandChina(latitude: number, longitude: number): boolean {
  return (
    MAINLAND.some((b) => inBox(latitude, longitude, b)) && !NOT_MAINLAND.some((b) => inBox(latitude, longitude, b))
  );
}

function offsetLat(x: number, y: number): number {
  let r = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * sqrt(abs(x));
  r += ((20 * sin(6 * x * PI) + 20 * sin(2 * x * PI)) * 2) / 3;
  r += ((20 * sin(y * PI) + 40 * sin((y / 3) * PI)) * 2) / 3;
  r += ((160 * sin((y / 12) * PI) + 320 * sin((y * PI) / 30)) * 2) / 3;
  return r;
}

function offsetLng(x: number, y: number): number {
  let r = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * sqrt(abs(x));
  r += ((20 * sin(6 * x * PI) + 20 * sin(2 * x * PI)) * 2) / 3;
  r += ((20 * sin(x * PI) + 40 * sin((x / 3) * PI)) * 2) / 3;
  r += ((150 * sin((x / 12) * PI) + 300 * sin((x / 30) * PI)) * 2) / 3;
  return r;
}

/** A WGS-84 point as GCJ-02: shifted inside mainland China, unchanged elsewhere. */
export function wgs84ToGcj02<P extends LatLng>(p: P): P {
  const { latitude: lat, longitude: lng } = p;
  if (!inMainlandChina(lat, lng)) return p;
  const radLat = (lat / 180) * PI;
  const magic = 1 - EE * sin(radLat) ** 2;
  const sqrtMagic = sqrt(magic);
  const dLat = (offsetLat(lng - 105, lat - 35) * 180) / (((A * (1 - EE)) / (magic * sqrtMagic)) * PI);
  const dLng = (offsetLng(lng - 105, lat - 35) * 180) / ((A / sqrtMagic) * cos(radLat) * PI);
  return { ...p, latitude: lat + dLat, longitude: lng + dLng };
}
