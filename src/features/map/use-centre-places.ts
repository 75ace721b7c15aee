// The map picker's centre: its address and the places near it, asked for when the centre settles (debounced;
// an answer for a point the map has left is not the centre's), nearest first.
import { useMemo } from 'react';
import { useRequest } from 'ahooks';
import type { LbsClient } from '@/lib/lbs/client';
import { toMapPlace, type MapPlace, type WireReverse } from '@/lib/lbs/types';
import { distanceBetween, type LatLng } from '@/rules/distance';

const REVERSE_DEBOUNCE_MS = 350;

/** The same point, within a metre or two (a move to a place ends on the place, to the pixel). */
export const samePoint = (a: LatLng, b: LatLng): boolean =>
  Math.abs(a.latitude - b.latitude) < 2e-5 && Math.abs(a.longitude - b.longitude) < 2e-5;

/** The map centre as a place to hand over: its address, region and point. */
export function centrePlace(at: LatLng, r: WireReverse): MapPlace {
  const comp = r.address_component;
  return {
    id: `pin-${at.latitude.toFixed(6)},${at.longitude.toFixed(6)}`,
    title: r.formatted_addresses?.recommend || r.address,
    latitude: at.latitude,
    longitude: at.longitude,
    address: r.address,
    category: '',
    tel: '',
    adcode: String(r.ad_info?.adcode ?? ''),
    city: comp?.city ?? '',
    district: comp?.district ?? '',
    province: comp?.province ?? '',
  };
}

/** Places nearest to `from` first (as listed where they are as near, or where one has no distance). */
export function nearestFirst(places: readonly MapPlace[], from: LatLng): MapPlace[] {
  return places
    .map((p, i) => ({ p, i, m: distanceBetween(from, p) ?? Infinity }))
    .sort((a, b) => a.m - b.m || a.i - b.i)
    .map((x) => x.p);
}

export function useCentrePlaces(client: LbsClient, centre: LatLng | null) {
  const reverse = useRequest(
    async () => {
      const at = centre as LatLng;
      return { at, r: await client.reverseGeocoder({ location: at, getPoi: 1 }) };
    },
    { ready: centre !== null, refreshDeps: [centre?.latitude, centre?.longitude], debounceWait: REVERSE_DEBOUNCE_MS },
  );
  const answered = reverse.data && centre && samePoint(reverse.data.at, centre) ? reverse.data : null;
  // Nearest to the picked spot first, each with its distance from it.
  const nearby = useMemo(() => {
    const places = (reverse.data?.r.pois ?? []).map(toMapPlace);
    const from = reverse.data?.at;
    return from ? nearestFirst(places, from) : places;
  }, [reverse.data]);
  return { reverse, answered, nearby };
}
