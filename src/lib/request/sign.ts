// The backend's request signing (docs/api.md#common-rules): canonical payload, nonce, signature and sign.
import { md5 } from 'js-md5/build/md5-lite.mjs';

/**
 * MD5 of a text's UTF-8 bytes, lowercase hex. The bytes come from TextEncoder, as the server's hash takes
 * them: a lone surrogate (an emoji cut in half) is U+FFFD there, where js-md5's own encoding of a string
 * writes the surrogate's bytes, so the sign would not match.
 */
const md5Hex = (text: string): string => md5(new TextEncoder().encode(text));

export type Payload = Record<string, unknown>;

/**
 * The canonical entries of a payload: top-level keys sorted by UTF-16 code unit, undefined and null
 * dropped; strings as-is, numbers and booleans with String(), objects and arrays with JSON.stringify.
 * They are what is signed, and (for GET queries and /form bodies) exactly what travels.
 */
export function canonEntries(payload?: Payload | null): [string, string][] {
  if (!payload) return [];
  return Object.keys(payload)
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .flatMap((key): [string, string][] => {
      const v = payload[key];
      if (v === undefined || v === null) return [];
      return [[key, typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v)]];
    });
}

/** Canonical form of a payload: the canonical entries as `key=value` joined with '&'; an absent payload is "". */
export function canon(payload?: Payload | null): string {
  return canonEntries(payload)
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/**
 * The wire form of a GET query or a /form body: the canonical entries, percent-encoded (UTF-8), so the
 * server decodes exactly the text that was signed. No repeated keys, no `a[b]=`, no null as `a=`.
 */
export function wireForm(payload?: Payload | null): string {
  return canonEntries(payload)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
}

const NONCE_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32 random characters of [A-Za-z0-9], from the platform's secure random source. */
export function nonceStr(length = 32): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  // 62 * 4 = 248: rejecting bytes >= 248 keeps every character equally likely.
  let out = '';
  while (out.length < length) {
    for (const b of bytes) if (b < 248 && out.length < length) out += NONCE_CHARS[b % 62];
    crypto.getRandomValues(bytes);
  }
  return out;
}

/** md5(path + secret), lowercase hex; path without host and query. */
export function pathSignature(path: string, secret: string): string {
  return md5Hex(path + secret);
}

/** First 20 hex characters of md5(canon(payload) + timeStamp + nonceStr + secret). */
export function payloadSign(
  payload: Payload | null | undefined,
  timeStamp: string,
  nonce: string,
  secret: string,
): string {
  return md5Hex(canon(payload) + timeStamp + nonce + secret).slice(0, 20);
}

/** The path part of a URL or path: no scheme, host, query or hash. */
export function pathOf(url: string): string {
  const noHost = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const path = noHost.split(/[?#]/)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/** The signing headers of one request. */
export function signingHeaders(
  path: string,
  payload: Payload | null | undefined,
  secret: string,
  now = Date.now(),
): Record<string, string> {
  const timeStamp = String(now);
  const nonce = nonceStr();
  return {
    signature: pathSignature(path, secret),
    timeStamp,
    nonceStr: nonce,
    sign: payloadSign(payload, timeStamp, nonce, secret),
  };
}

/** Cache key of a call: md5(path + canon(payload)). */
export function cacheKey(path: string, payload?: Payload | null): string {
  return md5Hex(path + canon(payload));
}
