// Picking on another page and coming back: the one way a screen gets an answer from a picker page (an
// address from the address list, a place from the map, a sign-up form from the templates). The asking screen
// notes who asks (`askFor`) before it opens the picker; the picker hands its answer to whoever asked
// (`answerFor`); the asking screen takes the answer once when it shows again (`useComeBack`). Ask and answer
// live in page data (storage name pageData), so a reload of either page, or a WeChat OAuth round trip, loses
// neither; both expire after 30 minutes. An answer is only ever taken by the screen that asked for it, once; the
// picker keeps showing it as its latest choice until another ask or answer replaces it.
import { useEffect } from 'react';
import { useLatest } from 'ahooks';
import { isRecord, type Guard } from '@/lib/storage';
import { readPageData, savePageData } from './page-data';

/** The picker pages that answer: the address list, the map picker, the sign-up form templates. */
export type Picker = 'address' | 'place' | 'template';

/** How long an ask (and its answer) waits: a person may take their time on the picker. */
export const COME_BACK_MS = 30 * 60_000;

interface Pick {
  /** Who asked ('' when the picker was opened on its own). */
  asker: string;
  /** What the asker has chosen so far (the picker shows it as the current choice). */
  current?: unknown;
  /** The picker's answer, once given. */
  value?: unknown;
  /** The asker has taken the answer. */
  taken: boolean;
}
const isPick = (v: unknown): v is Pick => isRecord(v) && typeof v.asker === 'string' && typeof v.taken === 'boolean';
const key = (picker: Picker) => `comeBack.${picker}`;
const read = (picker: Picker, now = Date.now()) => readPageData(key(picker), isPick, now);
const write = (picker: Picker, pick: Pick, now = Date.now()) => savePageData(key(picker), pick, COME_BACK_MS, now);

/** The screen `asker` is about to open `picker` and waits for its answer (replacing an older ask); `current` is its choice so far. */
export function askFor(picker: Picker, asker: string, current?: unknown, now = Date.now()): void {
  write(picker, { asker, current, taken: false }, now);
}

/** Who waits for an answer of `picker` (null: the picker was opened on its own, was answered, or the ask expired). */
export function askerOf(picker: Picker, now = Date.now()): string | null {
  const pick = read(picker, now);
  return pick && pick.asker !== '' && pick.value === undefined ? pick.asker : null;
}

/**
 * The picker hands `value` to whoever asked; false when nobody asked, or when the asker has not taken the answer
 * given before (a double tap answers once). Otherwise the picker remembers it as its latest choice (`choiceOf`)
 * for a while; only the screen that asked can take it.
 */
export function answerFor(picker: Picker, value: unknown, now = Date.now()): boolean {
  const pick = read(picker, now);
  // An answer not yet taken by the screen that asked stays (a second tap on the picker changes nothing).
  if (pick && pick.asker !== '' && pick.value !== undefined && !pick.taken) return false;
  const asker = askerOf(picker, now);
  write(picker, { asker: asker ?? '', value, taken: false }, now);
  return asker !== null;
}

/** What the picker shows as chosen: its latest answer, else the asking screen's choice so far (null: none). */
export function choiceOf<T>(picker: Picker, guard: Guard<T>, now = Date.now()): T | null {
  const pick = read(picker, now);
  const choice = pick?.value !== undefined ? pick.value : pick?.current;
  return guard(choice) ? choice : null;
}

/** The answer `picker` left for `asker` and not yet taken (null: none). Reading changes nothing. */
export function answerOf<T>(picker: Picker, asker: string, guard: Guard<T>, now = Date.now()): T | null {
  const pick = read(picker, now);
  return pick && pick.asker !== '' && pick.asker === asker && !pick.taken && guard(pick.value) ? pick.value : null;
}

/** The answer of `picker` for `asker`, taken once (null when none came for it). */
export function takeAnswer<T>(picker: Picker, asker: string, guard: Guard<T>, now = Date.now()): T | null {
  const value = answerOf(picker, asker, guard, now);
  const pick = read(picker, now);
  if (value !== null && pick) write(picker, { ...pick, taken: true }, now);
  return value;
}

/**
 * On showing (and whenever `asker` changes), takes the answer `picker` left for `asker`, if any, and gives it to
 * `apply` once. `guard` should be a module-level function (it is a dependency of the effect).
 */
export function useComeBack<T>(picker: Picker, asker: string, guard: Guard<T>, apply: (value: T) => void): void {
  const applyRef = useLatest(apply);
  useEffect(() => {
    const value = takeAnswer(picker, asker, guard);
    if (value !== null) applyRef.current(value);
  }, [picker, asker, guard, applyRef]);
}
