// Format checks of spec section 5 (phone, password, Chinese, licence plate, email, national ID) and
// the masked phone display. The one phone rule of the client and the mock (mock/handlers import it).
// Deviation on purpose: phones accept every mainland segment 13x-19x (docs/decisions.md).

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

/**
 * Chinese characters only: every CJK unified ideograph block, the Basic Multilingual Plane's (extension A
 * and the unified block) and those beyond it, in plane 2 (extensions B, C, D, E, F, I) and plane 3 (G, H):
 * rare surname characters such as 𠀀 (U+20000) or 𰀀 (U+30000) are names people have.
 */
const CHINESE_RE = /^[\u{3400}-\u{4DBF}\u{4E00}-\u{9FFF}\u{20000}-\u{2A6DF}\u{2A700}-\u{2EE5F}\u{30000}-\u{323AF}]+$/u;

export function isChinese(v: string): boolean {
  return CHINESE_RE.test(v);
}

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领';

/**
 * Licence plate: province, city letter, then 5 characters (ordinary, the last may be 挂学警港澳),
 * or a new-energy plate: D/F (and A-K with the letter first or last) plus 5 digits, 6 characters.
 */
export function isLicencePlate(v: string): boolean {
  const p = `[${PROVINCES}]`;
  const ordinary = new RegExp(`^${p}[A-HJ-NP-Z][A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]$`);
  const newEnergySmall = new RegExp(`^${p}[A-HJ-NP-Z][DF][A-HJ-NP-Z0-9]\\d{4}$`);
  const newEnergyLarge = new RegExp(`^${p}[A-HJ-NP-Z]\\d{5}[DF]$`);
  return ordinary.test(v) || newEnergySmall.test(v) || newEnergyLarge.test(v);
}

// Email: RFC 5321/5322 addresses with RFC 6531's non-ASCII letters, as validator.js's isEmail accepts
// them with its default options (checked against its own vectors in validate.test.ts). At most 254
// characters; a local part of at most 64 UTF-8 bytes, either dot-separated atoms (no empty atom) or one
// quoted string; a domain of at least two labels of 1-63 letters, digits or inner hyphens, the last one
// 2 or more letters (or an xn-- label), with no spaces, full-width forms or stray symbols anywhere.
const NON_ASCII = '\\u00A1-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFEF';
const LOCAL_ATOM = new RegExp(`^[\\w!#$%&'*+\\-/=?^\`{|}~${NON_ASCII}]+$`);
const QUOTED_LOCAL = /^(?:[^"\\\0\r\n\uD800-\uDFFF]|\\[^\0\n\uD800-\uDFFF])*$/;
const DOMAIN_LABEL = new RegExp(`^(?!-)[a-z0-9\\-${NON_ASCII}]{1,63}(?<!-)$`, 'i');
const TOP_LABEL = new RegExp(`^(?:[a-z${NON_ASCII}]{2,}|xn--[a-z0-9-]+)$`, 'i');
const DOMAIN_FORBIDDEN = /[\s\u200B\uFEFF\uFF01-\uFF5E\u00A9\uFFFD]/;

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

function isDomainName(domain: string): boolean {
  if (utf8Bytes(domain) > 254 || DOMAIN_FORBIDDEN.test(domain)) return false;
  const labels = domain.split('.');
  return labels.length >= 2 && TOP_LABEL.test(labels[labels.length - 1] ?? '') && labels.every((l) => DOMAIN_LABEL.test(l));
}

export function isEmail(v: string): boolean {
  if (v.length > 254) return false;
  const at = v.lastIndexOf('@');
  if (at < 0) return false;
  const local = v.slice(0, at);
  if (local === '' || utf8Bytes(local) > 64 || !isDomainName(v.slice(at + 1))) return false;
  if (local.length >= 2 && local.startsWith('"') && local.endsWith('"')) return QUOTED_LOCAL.test(local.slice(1, -1));
  return local.split('.').every((atom) => LOCAL_ATOM.test(atom));
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** GB 11643 check character of the first 17 digits. */
export function idCheckDigit(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (ID_WEIGHTS[i] ?? 0);
  return ID_CHECK[sum % 11] ?? '';
}

/**
 * National ID: 18 characters, birth date with century 18/19/20 and a real month and day, last
 * character a digit or X (x accepted); beyond the spec, the GB 11643 check character must match.
 */
export function isNationalId(v: string): boolean {
  const m = /^[1-9]\d{5}(18|19|20)(\d{2})(\d{2})(\d{2})\d{3}[\dXx]$/.exec(v);
  if (!m) return false;
  const year = Number(`${m[1]}${m[2]}`);
  const month = Number(m[3]);
  const day = Number(m[4]);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return idCheckDigit(v.slice(0, 17)) === v.slice(17).toUpperCase();
}
