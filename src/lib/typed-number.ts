// What a person typed into an amount (yuan) or a count (pieces) field, read without changing it: the
// value, or what is wrong with it, so that a form keeps the text and says why at the field. Full-width
// digits and point (１２．５) read as ASCII ones; nothing else is dropped or fixed silently.
import { yuanToFen } from '@/rules/money';

/** Why typed text is not a usable amount or count. */
export type TypedNumberProblem = 'empty' | 'notNumber' | 'negative' | 'zero' | 'decimals' | 'notWhole' | 'tooLarge';

export type TypedNumber = { ok: true; value: number } | { ok: false; problem: TypedNumberProblem };

/** Full-width digits, point and minus sign as ASCII, spaces around trimmed. */
function normalize(text: string): string {
  return text
    .trim()
    .replace(/[\uFF10-\uFF19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\uFF0E|。/g, '.')
    .replace(/[\uFF0D\u2212]/g, '-');
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * An amount of yuan as typed: fen above 0 with at most 2 decimals and at most `maxFen`, or the problem.
 * '-150' is 'negative' (never read as 150), '12abc' 'notNumber', '1.234' 'decimals', '0' 'zero'.
 */
export function readYuanInput(text: string, maxFen = 999_999_999_99): TypedNumber {
  const s = normalize(text);
  if (s === '') return { ok: false, problem: 'empty' };
  if (!NUMBER.test(s)) return { ok: false, problem: 'notNumber' };
  if (s.startsWith('-') && /[1-9]/.test(s)) return { ok: false, problem: 'negative' };
  const fraction = s.split('.')[1] ?? '';
  if (fraction.length > 2) return { ok: false, problem: 'decimals' };
  const digits = s.replace(/^[+-]/, '').split('.')[0] ?? '';
  if (digits.replace(/^0+/, '').length > 12) return { ok: false, problem: 'tooLarge' };
  const fen = Math.abs(yuanToFen(s));
  if (fen === 0) return { ok: false, problem: 'zero' };
  if (fen > maxFen) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value: fen };
}

/**
 * A count of pieces as typed: a whole number from 0 to `max`, or the problem. '1.5' is 'notWhole'
 * (never read as 15), '-3' 'negative', '3件' 'notNumber'. An empty field is 'empty' (the caller decides
 * whether empty means a default).
 */
export function readCountInput(text: string, max: number): TypedNumber {
  const s = normalize(text);
  if (s === '') return { ok: false, problem: 'empty' };
  if (!NUMBER.test(s)) return { ok: false, problem: 'notNumber' };
  if (s.startsWith('-') && /[1-9]/.test(s)) return { ok: false, problem: 'negative' };
  if (s.includes('.') && !/^[+-]?\d+\.0*$/.test(s)) return { ok: false, problem: 'notWhole' };
  const whole = s.replace(/^[+-]/, '').split('.')[0] ?? '';
  const value = whole === '' ? 0 : Number(whole);
  if (!Number.isSafeInteger(value) || value > max) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value };
}
