// My community: the pickup community chosen on the home tab (nearest first, remembered), whose
// leader station is the default pickup point at checkout, and the community the catalogue asks with
// (docs/product.md#business-time): chosen, else the nearest to me, else the list's first, known before the home's first call.
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { listCommunities, type CommunityWire } from '@/api/community';
import { quickPosition } from '@/lib/lbs/quick-position';
import { atomStorage, isRecord } from '@/lib/storage';
import { resolveCommunity } from '@/rules/communities';
import { store } from './store';

export interface ChosenCommunity {
  code: string;
  name: string;
  latitude: number;
  longitude: number;
}

const isChosen = (v: unknown): v is ChosenCommunity | null =>
  v === null ||
  (isRecord(v) &&
    typeof v.code === 'string' &&
    v.code !== '' &&
    typeof v.name === 'string' &&
    Number.isFinite(v.latitude) &&
    Number.isFinite(v.longitude));

/** The chosen community, or null before the person (or the nearest-first rule) has chosen one. */
export const communityAtom = atomWithStorage<ChosenCommunity | null>('community', null, atomStorage(isChosen), {
  getOnInit: true,
});

/** What communityAtom keeps of a community (a CommunityWire, or any place with these fields). */
export function toChosen({ code, name, latitude, longitude }: ChosenCommunity): ChosenCommunity {
  return { code, name, latitude, longitude };
}

/**
 * The community the catalogue asks with while none is chosen: the community list's first (in memory only,
 * so that a location found later still chooses the nearest, which is then remembered as chosen).
 */
export const fallbackCommunityAtom = atom<ChosenCommunity | null>(null);

/** The community every list, search and product asks with: the chosen one, else the fallback; null until resolved. */
export const currentCommunityAtom = atom((get) => get(communityAtom) ?? get(fallbackCommunityAtom));

/** How long the start's community list serves every screen that needs it (then it is asked again). */
export const COMMUNITY_LIST_KEEP_MS = 60_000;
let listed: { at: number; list: Promise<CommunityWire[]> } | null = null;

/**
 * The community list, asked once for everyone who needs it at start: the resolution below and the home's
 * community bar. The first ask takes over the HTML's early call; the sign-in of WeChat's first entry, which clears
 * the request cache in between, does not make the bar ask again. A failure is not kept (a retry asks).
 */
export function communityList(now = Date.now()): Promise<CommunityWire[]> {
  if (listed && now - listed.at < COMMUNITY_LIST_KEEP_MS) return listed.list;
  const list = listCommunities();
  const entry = { at: now, list };
  listed = entry;
  list.catch(() => {
    if (listed === entry) listed = null;
  });
  return list;
}

let resolving: Promise<ChosenCommunity | null> | null = null;

/**
 * The catalogue's community, resolved once (src/rules/communities.ts resolveCommunity, as the HTML's early
 * script resolves it): the chosen one; else the nearest of the community list to my position if the browser
 * has it at once (then remembered as chosen, as the home's bar does); else the list's first. Null when the
 * list cannot be had (the lists then ask without a community, for everything).
 */
export function ensureCommunity(): Promise<ChosenCommunity | null> {
  const current = store.get(currentCommunityAtom);
  if (current) return Promise.resolve(current);
  resolving ??= Promise.all([communityList(), quickPosition()])
    .then(([list, here]) => {
      const chosen = store.get(communityAtom);
      if (chosen) return chosen;
      const resolved = resolveCommunity(list, null, here);
      if (!resolved) return null;
      const community = toChosen(resolved.community);
      store.set(resolved.how === 'nearest' ? communityAtom : fallbackCommunityAtom, community);
      return community;
    })
    .catch(() => null)
    .finally(() => {
      resolving = null;
    });
  return resolving;
}

/** The community code a catalogue call asks with: the one a screen has, else the resolved one (undefined when none can be had). */
export async function catalogueCode(code: string | undefined): Promise<string | undefined> {
  return code ?? (await ensureCommunity())?.code;
}
