// Distances, one way everywhere: the great-circle metres between two GCJ-02 points, as the
// maps SDK's 'straight' mode computes them (docs/api.md); shown with lib/lbs/format-distance.ts. No
// imports: the mock measures with it too.

/** A point on the map, in degrees (GCJ-02 inside the app; docs/decisions.md, maps). */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Earth radius used by the maps SDK, in metres. */
export const EARTH_RADIUS_M = 6378136.49;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Haversine distance between two points, in whole metres. */
export function straightDistance(latFrom: number, lngFrom: number, latTo: number, lngTo: number): number {
  const a = rad(latFrom) - rad(latTo);
  const b = rad(lngFrom) - rad(lngTo);
  const s =
    2 *
    Math.asin(Math.sqrt(Math.sin(a / 2) ** 2 + Math.cos(rad(latFrom)) * Math.cos(rad(latTo)) * Math.sin(b / 2) ** 2));
  return Math.round(s * EARTH_RADIUS_M);
}

/** Metres from `from` to `to` (both GCJ-02); null while either is unknown or has no coordinates (0, 0). */
export function distanceBetween(from: LatLng | null | undefined, to: LatLng | null | undefined): number | null {
  if (!from || !to) return null;
  if ((!from.latitude && !from.longitude) || (!to.latitude && !to.longitude)) return null;
  return straightDistance(from.latitude, from.longitude, to.latitude, to.longitude);
}
