// Great-circle distance of the 'straight' mode (spec section 7), as the maps SDK computes it.

/** Earth radius used by the maps SDK, in metres. */
export const EARTH_RADIUS_M = 6378136.49;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance between two points, in whole metres. */
export function straightDistance(latFrom: number, lngFrom: number, latTo: number, lngTo: number): number {
  const a = rad(latFrom) - rad(latTo);
  const b = rad(lngFrom) - rad(lngTo);
  const s = 2 * Math.asin(Math.sqrt(Math.sin(a / 2) ** 2 + Math.cos(rad(latFrom)) * Math.cos(rad(latTo)) * Math.sin(b / 2) ** 2));
  return Math.round(s * EARTH_RADIUS_M);
}
