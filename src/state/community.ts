// My community: the pickup community chosen on the home tab (nearest first, remembered), whose
// leader station is the default pickup point at checkout.
import { atomWithStorage } from 'jotai/utils';
import { atomStorage, isRecord } from '@/lib/storage';

export interface ChosenCommunity {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
}

const isChosen = (v: unknown): v is ChosenCommunity | null =>
  v === null ||
  (isRecord(v) && typeof v.code === 'string' && v.code !== '' && typeof v.name === 'string' &&
    Number.isFinite(v.latitude) && Number.isFinite(v.longitude));

/** The chosen community, or null before the person (or the nearest-first rule) has chosen one. */
export const communityAtom = atomWithStorage<ChosenCommunity | null>('community', null, atomStorage(isChosen), { getOnInit: true });

/** What communityAtom keeps of a community (a CommunityWire, or any place with these fields). */
export function toChosen({ code, name, latitude, longitude }: ChosenCommunity): ChosenCommunity {
  return { code, name, latitude, longitude };
}
