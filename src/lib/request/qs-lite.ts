// What umi-request needs of `qs` (bundled in its place, see vite.config.ts): `stringify` with
// arrayFormat 'repeat' and strictNullHandling, and `parse` of a URLSearchParams string. The real qs
// brings ~35 KB of helpers (side-channel, get-intrinsic, object-inspect) for features never used here.

type Value = unknown;

/** Percent-encoding as qs does it (RFC 3986: also ! ' ( ) *). */
function encode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function pairs(prefix: string, value: Value, out: string[]): void {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  if (value === null) out.push(encode(prefix));
  else if (value instanceof Date) out.push(`${encode(prefix)}=${encode(value.toISOString())}`);
  else if (Array.isArray(value)) value.forEach((v) => pairs(prefix, v, out));
  else if (typeof value === 'object') Object.entries(value).forEach(([k, v]) => pairs(`${prefix}[${k}]`, v, out));
  else out.push(`${encode(prefix)}=${encode(String(value))}`);
}

/** `a=1&b=x%20y`; arrays repeat the key, nested objects use brackets, null gives a bare key, undefined is left out. */
export function stringify(obj: Value, _options?: object): string {
  if (obj === null || typeof obj !== 'object') return '';
  const out: string[] = [];
  Object.entries(obj).forEach(([k, v]) => pairs(k, v, out));
  return out.join('&');
}

/** `a=1&a=2&b` -> {a: ['1', '2'], b: null} (a bare key is null, as with strictNullHandling). */
export function parse(text: string, _options?: object): Record<string, string | null | (string | null)[]> {
  const result: Record<string, string | null | (string | null)[]> = {};
  for (const part of text.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
    const key = decode(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? null : decode(part.slice(eq + 1));
    const prev = result[key];
    result[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return result;
}
