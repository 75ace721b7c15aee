// Location state: my location (address 'locating...' until known) and the place picked on the map
// picker (persisted as storage name 'location'), plus the locating effect.
import { atom, useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useCallback, useEffect } from 'react';
import { appLbsClient } from '@/lib/lbs/client';
import { locatePosition, withAddress, type MyLocation } from '@/lib/lbs/my-location';
import type { MapPlace } from '@/lib/lbs/types';
import type { LatLng } from '@/rules/distance';
import { atomStorage, isRecord } from '@/lib/storage';
import { store } from './store';

export interface MyLocationState {
  status: 'locating' | 'ready' | 'failed';
  location: MyLocation | null;
  error?: string;
}

export const myLocationAtom = atom<MyLocationState>({ status: 'locating', location: null });

/** A place as the map picker hands it over (storage and come-back answers are checked with it). */
export const isPlace = (v: unknown): v is MapPlace =>
  isRecord(v) &&
  typeof v.id === 'string' &&
  typeof v.title === 'string' &&
  typeof v.latitude === 'number' &&
  typeof v.longitude === 'number';
const isPlaceOrNull = (v: unknown): v is MapPlace | null => v === null || isPlace(v);

/**
 * The last place chosen on /pages/map/picker (the spec's "selected map location", storage name location). The
 * page that opened the picker gets the place through come-back (state/come-back.ts), not from here.
 */
export const selectedLocationAtom = atomWithStorage<MapPlace | null>('location', null, atomStorage(isPlaceOrNull), {
  getOnInit: true,
});

let wechatGetLocation: (() => Promise<LatLng>) | undefined;

/** The app wires WeChat's getLocation (gcj02) here inside WeChat. */
export function setWechatLocator(fn: (() => Promise<LatLng>) | undefined): void {
  wechatGetLocation = fn;
}

let inFlight: Promise<MyLocation> | null = null;
/** The position part of the locating in flight: known before its address (reverse geocoding) is. */
let positionInFlight: Promise<LatLng> | null = null;

/** Locates the device once (shared by callers); `force` locates again. */
export function refreshMyLocation(force = false): Promise<MyLocation> {
  const current = store.get(myLocationAtom);
  if (!force && current.status === 'ready' && current.location) return Promise.resolve(current.location);
  if (inFlight) return inFlight;
  store.set(myLocationAtom, { status: 'locating', location: null });
  const client = appLbsClient();
  const position = locatePosition({ client, wechatGetLocation });
  positionInFlight = position;
  inFlight = position
    .then((pos) => withAddress(client, pos))
    .then((location) => {
      store.set(myLocationAtom, { status: 'ready', location });
      return location;
    })
    .catch((error: unknown) => {
      store.set(myLocationAtom, {
        status: 'failed',
        location: null,
        error: error instanceof Error ? error.message : String(error),
      });
      throw error;
    })
    .finally(() => {
      inFlight = null;
      if (positionInFlight === position) positionInFlight = null;
    });
  return inFlight;
}

/**
 * My position as soon as it is known, without waiting for its address (what a distance or the nearest community
 * needs): the one of the locating in flight, else of my location, else it locates. Rejects when locating fails.
 */
export function refreshMyPosition(): Promise<LatLng> {
  const current = store.get(myLocationAtom);
  if (current.status === 'ready' && current.location) return Promise.resolve(current.location);
  if (!positionInFlight) void refreshMyLocation().catch(() => undefined);
  return positionInFlight ?? refreshMyLocation();
}

/** My location, located on first use. */
export function useMyLocation(): [MyLocationState, (force?: boolean) => Promise<MyLocation | null>] {
  const [state] = useAtom(myLocationAtom, { store });
  useEffect(() => {
    if (store.get(myLocationAtom).status === 'locating') refreshMyLocation().catch(() => undefined);
  }, []);
  const refresh = useCallback((force = true) => refreshMyLocation(force).catch(() => null), []);
  return [state, refresh];
}
