// Seed helpers: a seeded PRNG (no Math.random at seed time) and money in fen for the mock's arithmetic
// (the client's own tested conversions, so that both sides round the same way).
import { fenToYuan, wireYuanToFen, yuanToFen } from '../../src/rules/money';
import { chinaDayStart, formatChina } from '../../src/rules/china-time';

export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Yuan to integer fen, rounded half away from zero (throws for what is not an amount). */
export const fen = (yuan: number): number => yuanToFen(yuan);
/** Integer fen to yuan with at most 2 decimals. */
export const yuan = (f: number): number => fenToYuan(f);
/** A sent amount of yuan as fen when it is one (at most 2 decimals), else null: the checks of money fields. */
export function exactFen(yuan: number): number | null {
  try {
    return wireYuanToFen(yuan);
  } catch {
    return null;
  }
}
export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const MINUTE = 60_000;
/** Midnight China time of the day of `ms` (business days are China days whatever TZ is; docs/product.md#business-time). */
export const startOfDay = chinaDayStart;

/** Midnight of the day the mock started: seeded times are relative to it. */
export const seedDay = (): number => startOfDay(Date.now());

/** One page of a list; `index` 0-based. */
export function pageOf<T>(list: readonly T[], index: number, size = 10): { list: T[]; total: number } {
  return { list: list.slice(index * size, index * size + size), total: list.length };
}

/** A whole number from a JSON or query value, or null. */
export function intOf(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isInteger(n) ? n : null;
}

/** A number from a JSON or query value, or null. */
export function numOf(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : NaN;
  return Number.isFinite(n) ? n : null;
}

export const strOf = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** 'M月D日 HH:mm' in China time (refusals that name a moment). */
export function monthDayTime(ms: number): string {
  return formatChina(ms, 'M月D日 HH:mm');
}
