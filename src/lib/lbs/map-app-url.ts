// Where a place opens outside WeChat: AMap's marker URI (uri.amap.com), which hands over to the
// system's map app on a phone (callnative=1; AMap, or the page offers it) and shows the place on AMap's
// web map elsewhere. The coordinates are GCJ-02 as everywhere in the app (coordinate=gaode).
import type { LatLng } from '@/rules/distance';

export interface PlaceToShow extends LatLng {
  name: string;
  address: string;
}

/** https://uri.amap.com/marker?position=lng,lat&name=..&src=..&coordinate=gaode&callnative=1 */
export function mapAppUrl(place: PlaceToShow, source: string): string {
  const qs = new URLSearchParams({
    position: `${place.longitude},${place.latitude}`,
    name: place.name || place.address,
    src: source,
    coordinate: 'gaode',
    callnative: '1',
  });
  return `https://uri.amap.com/marker?${qs.toString()}`;
}
