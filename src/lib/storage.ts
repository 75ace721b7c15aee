// The only module that touches localStorage: keys `<label>_<name>`, JSON values, and no crash on a
// corrupt, foreign or full storage (the fault is logged and reported, the default is used).
import { env } from '@/config/env';

/** Storage names fixed by design section 10, plus `deviceId`, `locale` and the others in docs/decisions.md. */
export const storageNames = [
  'login', 'autologin', 'userinfo', 'mpOpenid', 'shareNum', 'navData', 'navDataSub', 'subUserInfo',
  'pushId', 'version', 'defaultAddress', 'location', 'token', 'searchArchives', 'pageData', 'userCode',
  'draftProduct', 'draftCart', 'draftActivity', 'deviceId', 'locale', 'entryUrl', 'authCode', 'community',
  'draftCheckout',
] as const;
export type StorageName = (typeof storageNames)[number];

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
  console.warn(`[storage] ${fault.kind} value for "${fault.name}"`, fault.error ?? '');
  faultListeners.forEach((l) => l(fault));
}

export function storageKey(name: StorageName): string {
  return `${env.appLabel}_${name}`;
}

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Reads a stored value; missing gives the fallback, corrupt or foreign gives the fallback and a report. */
export function readStored<T>(name: StorageName, fallback: T, guard: Guard<T>): T {
  const raw = backend()?.getItem(storageKey(name));
  if (raw === null || raw === undefined) return fallback;
  try {
    const value: unknown = JSON.parse(raw);
    if (guard(value)) return value;
    report({ kind: 'corrupt', name });
  } catch (error) {
    report({ kind: 'corrupt', name, error });
  }
  return fallback;
}

/** Writes a value as JSON; returns false (and reports) when the storage is full or unavailable. */
export function writeStored(name: StorageName, value: unknown): boolean {
  const store = backend();
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

export function removeStored(name: StorageName): void {
  backend()?.removeItem(storageKey(name));
}

/** Clears all storage of this origin (spec: code 99 and a repeated OAuth code), keeping the device id. */
export function clearAllStorage(): void {
  const store = backend();
  if (!store) return;
  const deviceId = store.getItem(storageKey('deviceId'));
  store.clear();
  if (deviceId !== null) store.setItem(storageKey('deviceId'), deviceId);
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
export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isStringArray: Guard<string[]> = (v): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
