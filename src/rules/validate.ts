// Format checks of docs/product.md#validation that the forms use (phone, password) and the masked phone display.
// The one phone rule of the client and the mock (mock/handlers import it). Deviation on purpose: phones
// accept every mainland segment 13x-19x (docs/decisions.md). The spec's other checks (Chinese only,
// licence plate, email, national ID) are left out until a form asks for them (docs/decisions.md).

/** Mainland mobile: 11 digits, 1 then 3-9 (the spec's 1[34578] would refuse real 16x/19x numbers). */
export const PHONE_RE = /^1[3-9]\d{9}$/;

/** The phone rule, for the client's forms and every mock handler alike. */
export function isPhone(v: string): boolean {
  return PHONE_RE.test(v);
}

/** Full-width digits and plus (as Chinese input methods type them) to ASCII. */
export function toHalfWidth(v: string): string {
  return v.replace(/[\uff10-\uff19\uff0b]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/**
 * A phone as pasted or typed, reduced to its digits before any check: full-width digits, spaces,
 * dashes, dots and brackets, and a leading +86 / 0086 are removed ("+86 138-0013-8000" -> "13800138000").
 * Anything else (letters, a 12th digit) stays, so the check can say what is wrong.
 */
export function normalizePhone(raw: string): string {
  const compact = toHalfWidth(raw).replace(/[\s\u00a0\u3000\-\u2010-\u2015\u2212\uff0d.()\uff08\uff09]/g, '');
  return compact.replace(/^(?:\+86|0086)(?=1)/, '');
}

/** Shows a phone with the middle four digits masked: 138****8000. Anything else is returned as is. */
export function maskPhone(v: string): string {
  return isPhone(v) ? `${v.slice(0, 3)}****${v.slice(7)}` : v;
}

/** 6-16 letters and digits, not digits only and not letters only. */
export function isPassword(v: string): boolean {
  return /^[A-Za-z0-9]{6,16}$/.test(v) && /[A-Za-z]/.test(v) && /\d/.test(v);
}
