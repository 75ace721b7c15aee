// The backend's signature rules, written again on the server side (not imported from the client),
// so that a client that drifts from the contract is refused, as the real backend would refuse it.
import { createHash } from 'node:crypto';

export const md5hex = (s: string): string => createHash('md5').update(s, 'utf8').digest('hex');

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Canonical payload per docs/api.md#common-rules (a JSON body, parsed). */
export function canonical(payload: Record<string, unknown> | undefined): string {
  if (!payload) return '';
  const keys = Object.keys(payload).sort(byKey);
  const parts: string[] = [];
  for (const k of keys) {
    const v = payload[k];
    if (v === undefined || v === null) continue;
    parts.push(`${k}=${typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  }
  return parts.join('&');
}

/**
 * Canonical text of what arrived as a query string or a form body: every decoded pair as it came
 * (repeats included), sorted by key. The server signs what it received, not what it guesses was meant.
 */
export function canonicalPairs(pairs: Iterable<[string, string]>): string {
  return [...pairs]
    .sort(([a], [b]) => byKey(a, b))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export type SignCheck = { ok: true } | { ok: false; msg: string };

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string {
  const v = headers[name.toLowerCase()];
  return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
}

/** Checks signature, sign, timeStamp and nonceStr of one request whose canonical payload text is `canon`. */
export function checkSignedText(path: string, canon: string, headers: Headers, secret: string): SignCheck {
  const timeStamp = header(headers, 'timeStamp');
  const nonce = header(headers, 'nonceStr');
  if (!/^\d{13}$/.test(timeStamp)) return { ok: false, msg: 'timeStamp must be Unix time in milliseconds' };
  if (!/^[A-Za-z0-9]{32}$/.test(nonce)) return { ok: false, msg: 'nonceStr must be 32 characters of [A-Za-z0-9]' };
  if (header(headers, 'signature') !== md5hex(path + secret)) return { ok: false, msg: 'signature mismatch' };
  if (header(headers, 'sign') !== md5hex(canon + timeStamp + nonce + secret).slice(0, 20))
    return { ok: false, msg: 'sign mismatch' };
  if (header(headers, 'encryption') !== '0') return { ok: false, msg: 'encryption must be 0' };
  return { ok: true };
}

/** Checks signature, sign, timeStamp and nonceStr of one request with a JSON (or form fields) payload. */
export function checkSigned(
  path: string,
  payload: Record<string, unknown> | undefined,
  headers: Headers,
  secret: string,
): SignCheck {
  return checkSignedText(path, canonical(payload), headers, secret);
}

/** The platforms a client may name in its `platform` header (docs/api.md#common-rules). */
export const PLATFORMS = ['wechat', 'wecom', 'douyin', 'web'] as const;
/** How far a request's timeStamp may be from the server's clock, and how long a nonce stays spent. */
export const FRESH_MS = 5 * 60 * 1000;

/**
 * Checks who the client says it is and when it signed: a content-type (the spec's header list holds it
 * for every call, GET included), appid equal to the server's, a known platform, a version, a device id,
 * and a timeStamp within 5 minutes of the server's clock.
 */
export function checkClient(headers: Headers, appId: string, now: number): SignCheck {
  if (!header(headers, 'content-type'))
    return { ok: false, msg: 'content-type header missing (every call carries it, GET too)' };
  if (header(headers, 'appid') !== appId) return { ok: false, msg: 'appid does not match this backend' };
  const platform = header(headers, 'platform');
  if (!(PLATFORMS as readonly string[]).includes(platform))
    return { ok: false, msg: `platform must be one of ${PLATFORMS.join(', ')}` };
  if (!/^\d{1,4}\.\d{1,4}\.\d{1,4}$/.test(header(headers, 'version')))
    return { ok: false, msg: 'version must look like 1.0.0' };
  if (!/^[A-Za-z0-9]{32}$/.test(header(headers, 'deviceId')))
    return { ok: false, msg: 'deviceId must be 32 characters of [A-Za-z0-9]' };
  const timeStamp = header(headers, 'timeStamp');
  if (!/^\d{13}$/.test(timeStamp)) return { ok: false, msg: 'timeStamp must be Unix time in milliseconds' };
  if (Math.abs(now - Number(timeStamp)) > FRESH_MS)
    return { ok: false, msg: 'timeStamp is more than 5 minutes away from the server time' };
  return { ok: true };
}

/** The nonces of the last 5 minutes: a nonce is spent once (a replayed request is refused). */
export class NonceBook {
  private seen = new Map<string, number>();

  constructor(private windowMs = FRESH_MS) {}

  /** Spends `nonce` at `now`; false when it was already spent within the window. */
  spend(nonce: string, now: number): boolean {
    // Entries are kept in the order they were spent: drop the old ones from the front.
    for (const [old, at] of this.seen) {
      if (now - at <= this.windowMs) break;
      this.seen.delete(old);
    }
    if (this.seen.has(nonce)) return false;
    this.seen.set(nonce, now);
    return true;
  }
}
