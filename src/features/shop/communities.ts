// What the app keeps of a pickup community; the list's rules (distance order, keyword filter) are in
// rules/communities.ts.
import type { CommunityWire } from '@/api/community';
import type { Nearby } from '@/rules/communities';
import type { ChosenCommunity } from '@/state/community';

/** A community of the list with its distance from me (metres, or null while my location is unknown). */
export type CommunityNearby = Nearby<CommunityWire>;

/** What communityAtom keeps of a community. */
export function toChosen(c: CommunityWire): ChosenCommunity {
  return { code: c.code, name: c.name, latitude: c.latitude, longitude: c.longitude };
}
