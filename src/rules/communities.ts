// The pickup community list's rules: each community with its straight-line distance from me, nearest
// first, and the picker's keyword filter. Pure (structural types, no imports but the distance rule), so
// the client's pickers and the mock can both apply them.
import { distanceBetween, type LatLng } from './distance';

/** What the rules read of a community (CommunityWire has these fields). */
export interface CommunityPlace extends LatLng {
  name: string;
  address: string;
  district: string;
  city: string;
}

/** A community with its distance from me: metres, or null while my location is unknown. */
export type Nearby<T> = T & { distance: number | null };

/** The communities with their distance from `here`, nearest first (the given order when `here` is unknown). */
export function byDistance<T extends LatLng>(list: readonly T[], here: LatLng | null): Nearby<T>[] {
  const withDistance = list.map((c) => ({ ...c, distance: distanceBetween(here, c) }));
  return here ? withDistance.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0)) : withDistance;
}

/** Communities whose name, address, district or city contains the keyword (trimmed, any case; '' keeps all). */
export function filterCommunities<T extends CommunityPlace>(list: readonly T[], keyword: string): T[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...list];
  return list.filter((c) => [c.name, c.address, c.district, c.city].some((f) => f.toLowerCase().includes(k)));
}

/**
 * The person's community for the catalogue (docs/product.md#business-time), one rule for the app and the HTML's early-data
 * script: the chosen one while the list has it; else the nearest to `here` (GCJ-02); else the list's first.
 * Null only for an empty list. `how` says which rule chose it.
 */
export function resolveCommunity<T extends LatLng & { code: string }>(
  list: readonly T[],
  chosenCode: string | null | undefined,
  here: LatLng | null,
): { community: T; how: 'chosen' | 'nearest' | 'first' } | null {
  const chosen = chosenCode ? list.find((c) => c.code === chosenCode) : undefined;
  if (chosen) return { community: chosen, how: 'chosen' };
  const nearest = here ? byDistance(list, here)[0] : undefined;
  if (nearest) return { community: list.find((c) => c.code === nearest.code)!, how: 'nearest' };
  const first = list[0];
  return first ? { community: first, how: 'first' } : null;
}
