// Money is integer fen inside the app; the wire carries yuan with at most 2 decimals.
import { getLocale } from '@/i18n';

/** Yuan from the wire (number or numeric string) to integer fen; a non-number is an error, not 0. */
export function yuanToFen(yuan: number | string): number {
  const n = typeof yuan === 'string' ? Number(yuan.trim()) : yuan;
  if (!Number.isFinite(n)) throw new TypeError(`Not an amount of money: ${String(yuan)}`);
  // Round through the decimal text so that 0.29 * 100 = 28.999… still gives 29.
  return Math.round(Number(`${n}e2`));
}

/** Integer fen to yuan for the wire (a number with at most 2 decimals). */
export function fenToYuan(fen: number): number {
  if (!Number.isInteger(fen)) throw new TypeError(`Fen must be an integer, got ${fen}`);
  return Number((fen / 100).toFixed(2));
}

/** Sum of amounts in fen. */
export function sumFen(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/** '¥12.30' (or '-¥1.05'); `trim` drops '.00'. */
export function formatFen(fen: number, options: { trim?: boolean; symbol?: boolean } = {}): string {
  const { trim = false, symbol = true } = options;
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const cents = abs % 100;
  const grouped = yuan.toLocaleString(getLocale());
  const text = trim && cents === 0 ? grouped : `${grouped}.${String(cents).padStart(2, '0')}`;
  return `${sign}${symbol ? '¥' : ''}${text}`;
}

/**
 * Parses what a person typed as an amount of yuan ('12', '12.3', '12.30') into fen;
 * null when it is not a valid amount (more than 2 decimals, letters, negative).
 */
export function parseYuanInput(text: string): number | null {
  const s = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) return null;
  return yuanToFen(s);
}
