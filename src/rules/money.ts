// Money is integer fen inside the app; the wire carries yuan with at most 2 decimals. Amounts are
// parsed from their decimal text exactly (never through float arithmetic); the mock uses these too.

/** More fen than this many digits cannot be held exactly in a JavaScript number. */
const MAX_FEN_DIGITS = 16;

/** What an amount of yuan parses to: fen rounded half away from zero, and whether rounding dropped anything. */
interface ParsedFen {
  fen: number;
  exact: boolean;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * Exact parse of an amount of yuan written as decimal text (sign, digits, optional fraction, optional
 * exponent: '12.30', '-1e-7', '1e+21') into fen; null when it is not a finite decimal that fits.
 * A number is read through its own text, which is its exact shortest decimal form.
 */
function parseFen(yuan: number | string): ParsedFen | null {
  let text: string;
  if (typeof yuan === 'number') {
    if (!Number.isFinite(yuan)) return null;
    text = String(yuan);
  } else if (typeof yuan === 'string') text = yuan.trim();
  else return null;
  const n = text.length;
  let i = 0;
  const first = text.charCodeAt(0);
  const negative = first === 45; // '-'
  if (negative || first === 43) i = 1; // '+'
  const intStart = i;
  while (i < n && isDigit(text.charCodeAt(i))) i += 1;
  const intLen = i - intStart;
  let fracStart = i;
  if (i < n && text.charCodeAt(i) === 46) {
    // '.'
    i += 1;
    fracStart = i;
    while (i < n && isDigit(text.charCodeAt(i))) i += 1;
  }
  const fracLen = i - fracStart;
  if (intLen + fracLen === 0) return null;
  let exp = 0;
  if (i < n && (text.charCodeAt(i) | 32) === 101) {
    // 'e' or 'E', then an optional sign and at most 7 digits
    i += 1;
    const sign = text.charCodeAt(i);
    if (sign === 45 || sign === 43) i += 1;
    const expStart = i;
    while (i < n && isDigit(text.charCodeAt(i)) && i - expStart < 7) i += 1;
    if (i === expStart) return null;
    exp = Number(text.slice(expStart, i)) * (sign === 45 ? -1 : 1);
  }
  if (i !== n) return null;
  // Digit k (integer digits, then fraction digits) is worth 10^place fen.
  let fen = 0;
  let significant = 0;
  let roundDigit = 0;
  let exact = true;
  for (let k = 0; k < intLen + fracLen; k += 1) {
    const digit = text.charCodeAt(k < intLen ? intStart + k : fracStart + k - intLen) - 48;
    const place = intLen - 1 - k + exp + 2;
    if (place >= 0) {
      if (fen !== 0 || digit !== 0) significant += 1;
      if (significant > MAX_FEN_DIGITS) return null;
      fen = fen * 10 + digit;
    } else if (place === -1) {
      roundDigit = digit;
      if (digit !== 0) exact = false;
    } else if (digit !== 0) exact = false;
  }
  // Digits that stop above the fen ('5.' or '1e3'): the places below them are zeros.
  const lowest = exp + 2 - fracLen;
  if (lowest > 0 && fen !== 0) {
    if (significant + lowest > MAX_FEN_DIGITS) return null;
    fen *= 10 ** lowest;
  }
  if (roundDigit >= 5) fen += 1;
  if (!Number.isSafeInteger(fen)) return null;
  return { fen: negative && fen !== 0 ? -fen : fen, exact };
}

/**
 * Yuan (a number or numeric text) to integer fen, rounded half away from zero to the fen
 * (0.005 -> 1, -0.005 -> -1). NaN, Infinity, '', text that is not a decimal number and amounts
 * too large for exact fen throw a TypeError; nothing is ever NaN.
 */
export function yuanToFen(yuan: number | string): number {
  const parsed = parseFen(yuan);
  if (!parsed) throw new TypeError(`Not an amount of money: ${String(yuan).slice(0, 40)}`);
  return parsed.fen;
}

/**
 * Yuan from the wire to integer fen, exactly: like yuanToFen, and an amount with more than
 * 2 decimals (a fraction of a fen) is refused with a TypeError instead of being rounded.
 */
export function wireYuanToFen(yuan: number | string): number {
  const parsed = parseFen(yuan);
  if (!parsed) throw new TypeError(`Not an amount of money: ${String(yuan).slice(0, 40)}`);
  if (!parsed.exact) throw new TypeError(`More than 2 decimals in an amount of money: ${String(yuan).slice(0, 40)}`);
  return parsed.fen;
}

/** Integer fen to yuan for the wire (a number with at most 2 decimals, correctly rounded from its text). */
export function fenToYuan(fen: number): number {
  if (!Number.isSafeInteger(fen)) throw new TypeError(`Fen must be an integer, got ${fen}`);
  return Number(`${fen}e-2`);
}

/** '¥12.30' (or '-¥1.05'); `trim` drops '.00'. Thousands are grouped with ',' (zh-CN and en-US alike). */
export function formatFen(fen: number, options: { trim?: boolean; symbol?: boolean } = {}): string {
  if (!Number.isSafeInteger(fen)) throw new TypeError(`Fen must be an integer, got ${fen}`);
  const { trim = false, symbol = true } = options;
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const cents = abs % 100;
  const grouped = String(yuan).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
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
