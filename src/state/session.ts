// Session atoms: token, user info and user code (persisted), the request client's view of them,
// and the session transitions of docs/product.md#states (login, scene login, logout).
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { User } from '@/api/account';
import { clearRequestCache, setSessionSource } from '@/lib/request/client';
import {
  atomStorage,
  isBoolean,
  isHeaderValue,
  isRecord,
  removeStored,
  writeStored,
  type StorageName,
} from '@/lib/storage';
import { relaunch } from '@/lib/navigation';
import { paths } from '@/config/paths';
import { store } from './store';

/**
 * The stored user checked whole, so that no screen meets a wrong type: every field of its type, the
 * user code and openid fit to travel as headers, the balance an integer of fen.
 */
export const isUser = (v: unknown): v is User =>
  isRecord(v) &&
  isHeaderValue(v.userCode) &&
  v.userCode !== '' &&
  typeof v.name === 'string' &&
  typeof v.phone === 'string' &&
  typeof v.avatar === 'string' &&
  Number.isSafeInteger(v.balanceFen) &&
  isHeaderValue(v.sceneOpenid) &&
  typeof v.isManager === 'boolean';
const isUserOrNull = (v: unknown): v is User | null => v === null || isUser(v);

// Values that become headers are checked when read: a bad one is dropped (and logged by name), never sent.
export const tokenAtom = atomWithStorage<string>('token', '', atomStorage(isHeaderValue), { getOnInit: true });
export const userInfoAtom = atomWithStorage<User | null>('userinfo', null, atomStorage(isUserOrNull), {
  getOnInit: true,
});
export const userCodeAtom = atomWithStorage<string>('userCode', '', atomStorage(isHeaderValue), { getOnInit: true });
export const autologinAtom = atomWithStorage<boolean>('autologin', false, atomStorage(isBoolean), { getOnInit: true });
/** The official-account openid from OAuth (spec: public-account openid). */
export const mpOpenidAtom = atomWithStorage<string>('mpOpenid', '', atomStorage(isHeaderValue), { getOnInit: true });

/** Logged in: a token and a user with a user code. */
export const hasLoginAtom = atom((get) => get(tokenAtom) !== '' && get(userInfoAtom)?.userCode !== undefined);

setSessionSource(() => ({
  token: store.get(tokenAtom),
  userCode: store.get(userCodeAtom),
  openid: store.get(userInfoAtom)?.sceneOpenid || store.get(mpOpenidAtom),
}));

/**
 * Stored items that belong to one user: cleared on logout and when a different user logs in (spec: old
 * cached info). The team leader's drafts (ID photos, unpublished products) and an unsaved address never
 * show to the next person; nor do the pickup codes kept for a signal-less station (state/pickup-codes.ts).
 */
const PER_USER: StorageName[] = [
  'subUserInfo',
  'defaultAddress',
  'searchArchives',
  'pageData',
  'shareNum',
  'navData',
  'navDataSub',
  'draftCart',
  'draftProduct',
  'draftActivity',
  'draftCheckout',
  'draftTeam',
  'draftAddress',
  'pickupCodes',
];

/** A login (password, scene or after binding): saves token and user; a different user clears the old one's cache. */
export function signIn(token: string, user: User, options: { autologin?: boolean } = {}): void {
  const previous = store.get(userCodeAtom) || store.get(userInfoAtom)?.userCode || '';
  if (previous !== user.userCode) {
    for (const name of PER_USER) removeStored(name);
    clearRequestCache();
  }
  store.set(tokenAtom, token);
  store.set(userInfoAtom, user);
  store.set(userCodeAtom, user.userCode);
  if (user.sceneOpenid) store.set(mpOpenidAtom, user.sceneOpenid);
  if (options.autologin !== undefined) store.set(autologinAtom, options.autologin);
  writeStored('login', true);
}

/** Scene login without a user code: the token only allows binding a phone. */
export function holdBindingToken(token: string): void {
  store.set(tokenAtom, token);
  store.set(userInfoAtom, null);
  store.set(userCodeAtom, '');
}

/**
 * Replaces the user info after a refetch, only if `fetchedWith` (the token the refetch was sent with)
 * is still the session's token: a late answer never writes an old user over a newer login. Returns
 * whether it was applied.
 */
export function refreshUser(user: User, fetchedWith: string): boolean {
  if (store.get(tokenAtom) !== fetchedWith) return false;
  store.set(userInfoAtom, user);
  store.set(userCodeAtom, user.userCode);
  return true;
}

/** Resets the whole user store (token, user, user code, autologin, openid) and the request cache. */
export function clearSession(): void {
  store.set(tokenAtom, '');
  store.set(userInfoAtom, null);
  store.set(userCodeAtom, '');
  store.set(autologinAtom, false);
  store.set(mpOpenidAtom, '');
  for (const name of ['login', 'token', 'userinfo', 'userCode', 'autologin', 'mpOpenid', ...PER_USER] as StorageName[])
    removeStored(name);
  clearRequestCache();
}

/** Logout (docs/product.md#states): reset the whole user store and relaunch at the login page. */
export function logout(): void {
  clearSession();
  relaunch(paths.login);
}
