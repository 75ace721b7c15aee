// When a pickup station is far from the person (a station 160 km away was chosen without a word):
// one threshold for every community picker and the checkout.
import { distanceBetween, type LatLng } from '@/rules/distance';

/** A station farther than this from the person is worth a question before it is chosen: 5 km. */
export const FAR_STATION_M = 5000;

/** Metres from me to the station when that is more than FAR_STATION_M; null when near or either place is unknown. */
export function farDistance(me: LatLng | null | undefined, station: LatLng | null | undefined): number | null {
  const m = distanceBetween(me, station);
  return m !== null && m > FAR_STATION_M ? m : null;
}
