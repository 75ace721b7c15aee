// Shapes of the Tencent location web service (WebService API) as this app uses them.

/** One place as the map picker keeps it (docs/product.md#entities: map search result). */
export interface MapPlace {
  id: string;
  title: string;
  latitude: number;
  longitude: number;
  address: string;
  category: string;
  tel: string;
  adcode: string;
  city: string;
  district: string;
  province: string;
  /** Metres from the search centre, when the service gives it. */
  distance?: number;
}

/** The service's answer: status 0 is success. */
export interface LbsResponse<T = unknown> {
  status: number;
  message: string;
  result?: T;
  data?: T;
  count?: number;
  request_id?: string;
}

export interface WirePoi {
  id: string;
  title: string;
  address: string;
  category: string;
  tel?: string;
  location: { lat: number; lng: number };
  ad_info?: { adcode: number | string; province: string; city: string; district: string };
  _distance?: number;
  /** suggestion answers put these at the top level */
  adcode?: number | string;
  province?: string;
  city?: string;
  district?: string;
}

export interface WireReverse {
  address: string;
  formatted_addresses?: { recommend?: string };
  address_component: {
    nation: string;
    province: string;
    city: string;
    district: string;
    street: string;
    street_number: string;
  };
  ad_info: { adcode: string; province?: string; city?: string; district?: string };
  location: { lat: number; lng: number };
  pois?: WirePoi[];
}

export interface WireIpLocation {
  ip: string;
  location: { lat: number; lng: number };
  ad_info: { nation: string; province: string; city: string; district: string; adcode: number | string };
}

export function toMapPlace(p: WirePoi): MapPlace {
  const ad = p.ad_info;
  return {
    id: String(p.id),
    title: p.title,
    latitude: p.location.lat,
    longitude: p.location.lng,
    address: p.address ?? '',
    category: p.category ?? '',
    tel: p.tel ?? '',
    adcode: String(ad?.adcode ?? p.adcode ?? ''),
    city: ad?.city ?? p.city ?? '',
    district: ad?.district ?? p.district ?? '',
    province: ad?.province ?? p.province ?? '',
    distance: p._distance,
  };
}
