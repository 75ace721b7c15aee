// The only module that touches localStorage and sessionStorage: keys `<label>_<name>`, JSON values,
// and no crash on a corrupt, foreign or full storage (the fault is logged by name, never by value).
import { env } from '@/config/env';

/**
 * Storage names fixed by docs/architecture.md#storage-keys (seven of them unused, kept for it: docs/decisions.md), plus
 * `deviceId`, `locale` and the others in docs/decisions.md (drafts: draftCheckout, draftTeam, draftAddress, ...).
 */
export const storageNames = [
  'login',
  'autologin',
  'userinfo',
  'mpOpenid',
  'shareNum',
  'navData',
  'navDataSub',
  'subUserInfo',
  'pushId',
  'version',
  'defaultAddress',
  'location',
  'token',
  'searchArchives',
  'pageData',
  'userCode',
  'draftProduct',
  'draftCart',
  'draftActivity',
  'deviceId',
  'locale',
  'authCodeHash',
  'community',
  'draftCheckout',
  'draftTeam',
  'draftAddress',
  'startScreenDay',
  'pickupCodes',
  'giftDay',
  'inviteCode',
] as const;
export type StorageName = (typeof storageNames)[number];

/** Names kept in sessionStorage (this tab, this visit only): the OAuth `state` of a round trip. */
export const sessionNames = ['oauthState'] as const;
export type SessionName = (typeof sessionNames)[number];

/** Names older versions wrote and nothing reads any more (the entry URL and the raw OAuth code). */
const LEGACY_NAMES = ['entryUrl', 'authCode'] as const;

/** Checks that a parsed value has the expected shape; a value that fails falls back to the default. */
export type Guard<T> = (value: unknown) => value is T;

export type StorageFault = { kind: 'corrupt' | 'full' | 'unavailable'; name: string; error?: unknown };
type FaultListener = (fault: StorageFault) => void;
const faultListeners = new Set<FaultListener>();

/** Subscribe to storage faults (the app shows a toast for a full storage). */
export function onStorageFault(listener: FaultListener): () => void {
  faultListeners.add(listener);
  return () => faultListeners.delete(listener);
}

function report(fault: StorageFault): void {
  // The name of the error only: a JSON parse error quotes the text, which may be a token.
  const what = fault.error instanceof Error ? fault.error.name : '';
  console.warn(`[storage] ${fault.kind} value for "${fault.name}"`, what);
  faultListeners.forEach((l) => l(fault));
}

export function storageKey(name: StorageName | SessionName): string {
  return `${env.appLabel}_${name}`;
}

function backend(kind: 'local' | 'session' = 'local'): Storage | null {
  try {
    return (kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? null;
  } catch {
    return null;
  }
}

/** Reads from one storage; a corrupt or foreign value is reported by name, removed, and the fallback used. */
function read<T>(store: Storage | null, name: StorageName | SessionName, fallback: T, guard: Guard<T>): T {
  const key = storageKey(name);
  const raw = store?.getItem(key);
  if (raw === null || raw === undefined) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    if (guard(value)) return value;
    report({ kind: 'corrupt', name });
  } catch (error) {
    report({ kind: 'corrupt', name, error });
  }
  store?.removeItem(key);
  return fallback;
}

function write(store: Storage | null, name: StorageName | SessionName, value: unknown): boolean {
  if (!store) {
    report({ kind: 'unavailable', name });
    return false;
  }
  try {
    store.setItem(storageKey(name), JSON.stringify(value));
    return true;
  } catch (error) {
    report({ kind: 'full', name, error });
    return false;
  }
}

/** Reads a stored value; missing gives the fallback, corrupt or foreign gives the fallback, a report, and is dropped. */
export function readStored<T>(name: StorageName, fallback: T, guard: Guard<T>): T {
  return read(backend(), name, fallback, guard);
}

/** Writes a value as JSON; returns false (and reports) when the storage is full or unavailable. */
export function writeStored(name: StorageName, value: unknown): boolean {
  return write(backend(), name, value);
}

export function removeStored(name: StorageName): void {
  backend()?.removeItem(storageKey(name));
}

/** Reads a value of this tab's sessionStorage (same rules as readStored). */
export function readSession<T>(name: SessionName, fallback: T, guard: Guard<T>): T {
  return read(backend('session'), name, fallback, guard);
}

/** Writes a value to this tab's sessionStorage; false when it is full or unavailable. */
export function writeSession(name: SessionName, value: unknown): boolean {
  return write(backend('session'), name, value);
}

export function removeSession(name: SessionName): void {
  backend('session')?.removeItem(storageKey(name));
}

/** Clears all storage of this origin (spec: code 99 and a repeated OAuth code), keeping the device id. */
export function clearAllStorage(): void {
  for (const name of sessionNames) removeSession(name);
  const store = backend();
  if (!store) return;
  const deviceId = store.getItem(storageKey('deviceId'));
  store.clear();
  if (deviceId !== null) store.setItem(storageKey('deviceId'), deviceId);
}

/** The JSON type each stored name holds; 'record?' also null. The full shape is checked where it is read. */
const STORED_KINDS: Record<StorageName, 'string' | 'boolean' | 'number' | 'list' | 'record?' | 'recordOrList'> = {
  login: 'boolean',
  autologin: 'boolean',
  userinfo: 'record?',
  mpOpenid: 'string',
  shareNum: 'number',
  navData: 'recordOrList',
  navDataSub: 'recordOrList',
  subUserInfo: 'record?',
  pushId: 'string',
  version: 'string',
  defaultAddress: 'record?',
  location: 'record?',
  token: 'string',
  searchArchives: 'list',
  pageData: 'record?',
  userCode: 'string',
  draftProduct: 'record?',
  draftCart: 'record?',
  draftActivity: 'record?',
  deviceId: 'string',
  locale: 'string',
  authCodeHash: 'string',
  community: 'record?',
  draftCheckout: 'record?',
  draftTeam: 'record?',
  draftAddress: 'record?',
  startScreenDay: 'string',
  pickupCodes: 'record?',
  giftDay: 'string',
  inviteCode: 'string',
};

/** No stored value of this app comes near this many characters (drafts hold image URLs, not images). */
export const MAX_STORED_CHARS = 256 * 1024;

function kindFits(kind: (typeof STORED_KINDS)[StorageName], v: unknown): boolean {
  if (kind === 'string') return isString(v);
  if (kind === 'boolean') return isBoolean(v);
  if (kind === 'number') return isNumber(v);
  if (kind === 'list') return Array.isArray(v);
  if (kind === 'recordOrList') return isRecord(v) || Array.isArray(v);
  return v === null || isRecord(v);
}

/**
 * At start-up: removes what older versions stored and nothing reads (a raw OAuth code, the entry URL
 * with its code), and every value of ours that is not JSON, not of its name's JSON type, or far too
 * big, so that a broken value is gone before any screen, even one that reads it later, starts.
 */
export function repairStorage(): void {
  const store = backend();
  for (const name of LEGACY_NAMES) store?.removeItem(`${env.appLabel}_${name}`);
  for (const name of storageNames) {
    const raw = store?.getItem(storageKey(name));
    if (raw === null || raw === undefined) continue;
    let fits = raw.length <= MAX_STORED_CHARS;
    if (fits) {
      try {
        fits = kindFits(STORED_KINDS[name], JSON.parse(raw));
      } catch {
        fits = false;
      }
    }
    if (!fits) {
      report({ kind: 'corrupt', name });
      store?.removeItem(storageKey(name));
    }
  }
  const state = backend('session')?.getItem(storageKey('oauthState'));
  if (typeof state === 'string' && (state.length > MAX_STORED_CHARS || !/^"[A-Za-z0-9_-]{1,128}"$/.test(state))) {
    report({ kind: 'corrupt', name: 'oauthState' });
    removeSession('oauthState');
  }
}

/** A jotai `atomWithStorage` storage over this adapter, for one value shape. */
export function atomStorage<T>(guard: Guard<T>) {
  return {
    getItem: (key: string, initialValue: T): T => readStored(nameOf(key), initialValue, guard),
    setItem: (key: string, value: T): void => {
      writeStored(nameOf(key), value);
    },
    removeItem: (key: string): void => removeStored(nameOf(key)),
  };
}

function nameOf(key: string): StorageName {
  const name = key.startsWith(`${env.appLabel}_`) ? key.slice(env.appLabel.length + 1) : key;
  if (!(storageNames as readonly string[]).includes(name)) throw new Error(`Unknown storage name "${name}"`);
  return name as StorageName;
}

// Guards for common shapes.
export const isString: Guard<string> = (v): v is string => typeof v === 'string';
export const isBoolean: Guard<boolean> = (v): v is boolean => typeof v === 'boolean';
export const isNumber: Guard<number> = (v): v is number => typeof v === 'number' && Number.isFinite(v);
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const isStringArray: Guard<string[]> = (v): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'string');

/** Longest value sent as a header (a token, a user code, an openid, a device id). */
export const MAX_HEADER_VALUE = 512;
/**
 * A string that can travel as an HTTP header: printable ASCII, at most 512 characters. A stored token in
 * Chinese, an openid with a newline or a 2 MB user code would make every call fail, login included.
 */
export const isHeaderValue: Guard<string> = (v): v is string =>
  typeof v === 'string' && v.length <= MAX_HEADER_VALUE && /^[\x20-\x7e]*$/.test(v);
