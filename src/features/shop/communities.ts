// The pickup community list: each with its straight-line distance from me, nearest first, and a
// keyword filter for the picker. Pure, so the rules are tested without a screen.
import type { CommunityWire } from '@/api/community';
import type { LatLng } from '@/lib/lbs/types';
import { distanceBetween } from '@/lib/lbs/distance';
import type { ChosenCommunity } from '@/state/community';

export interface CommunityNearby extends CommunityWire {
  /** Metres from me, or null while my location is unknown. */
  distance: number | null;
}

/** The communities with their distance from `here`, nearest first (the backend's order when `here` is unknown). */
export function byDistance(list: readonly CommunityWire[], here: LatLng | null): CommunityNearby[] {
  const withDistance = list.map((c) => ({
    ...c,
    distance: distanceBetween(here, c),
  }));
  return here ? withDistance.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0)) : withDistance;
}

/** Communities whose name, address, district or city contains the keyword (trimmed; '' keeps all). */
export function filterCommunities<T extends CommunityWire>(list: readonly T[], keyword: string): T[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...list];
  return list.filter((c) => [c.name, c.address, c.district, c.city].some((f) => f.toLowerCase().includes(k)));
}

/** What communityAtom keeps of a community. */
export function toChosen(c: CommunityWire): ChosenCommunity {
  return { code: c.code, name: c.name, latitude: c.latitude, longitude: c.longitude };
}
