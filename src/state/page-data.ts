// Page data (storage name pageData; docs/product.md#entities: a map keyed by timestamp): small things a screen
// keeps across a full page load, such as a join form that must survive the WeChat OAuth round trip.
// Each entry has a key and an expiry; expired entries are dropped when the map is written.
import { isRecord, readStored, writeStored } from '@/lib/storage';

interface Entry {
  key: string;
  data: unknown;
  expires: number;
}
type PageData = Record<string, Entry>;

const isEntry = (v: unknown): v is Entry => isRecord(v) && typeof v.key === 'string' && typeof v.expires === 'number';
const isPageData = (v: unknown): v is PageData => isRecord(v) && Object.values(v).every(isEntry);

const read = (): PageData => readStored('pageData', {}, isPageData);

function find(map: PageData, key: string, now: number): [string, Entry] | undefined {
  return Object.entries(map).find(([, e]) => e.key === key && e.expires > now);
}

/** Saves `data` under `key` (replacing an older entry of the key) for `ttlMs`. */
export function savePageData(key: string, data: unknown, ttlMs: number, now = Date.now()): void {
  const kept = Object.entries(read()).filter(([, e]) => e.key !== key && e.expires > now);
  let stamp = now;
  while (kept.some(([k]) => k === String(stamp))) stamp += 1;
  writeStored('pageData', Object.fromEntries([...kept, [String(stamp), { key, data, expires: now + ttlMs }]]));
}

/** The unexpired data saved under `key` that passes `guard`, else null. */
export function readPageData<T>(key: string, guard: (v: unknown) => v is T, now = Date.now()): T | null {
  const data = find(read(), key, now)?.[1].data;
  return data !== undefined && guard(data) ? data : null;
}

export function removePageData(key: string): void {
  const map = read();
  const kept = Object.entries(map).filter(([, e]) => e.key !== key);
  if (kept.length !== Object.keys(map).length) writeStored('pageData', Object.fromEntries(kept));
}
