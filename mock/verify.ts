// The backend's signature rules, written again on the server side (not imported from the client),
// so that a client that drifts from the contract is refused, as the real backend would refuse it.
import { createHash } from 'node:crypto';

export const md5hex = (s: string): string => createHash('md5').update(s, 'utf8').digest('hex');

/** Canonical payload per design section 5. */
export function canonical(payload: Record<string, unknown> | undefined): string {
  if (!payload) return '';
  const keys = Object.keys(payload).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const parts: string[] = [];
  for (const k of keys) {
    const v = payload[k];
    if (v === undefined || v === null) continue;
    parts.push(`${k}=${typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  }
  return parts.join('&');
}

export type SignCheck = { ok: true } | { ok: false; msg: string };

/** Checks signature, sign, timeStamp and nonceStr of one request. */
export function checkSigned(
  path: string,
  payload: Record<string, unknown> | undefined,
  headers: Record<string, string | string[] | undefined>,
  secret: string,
): SignCheck {
  const h = (name: string) => {
    const v = headers[name.toLowerCase()];
    return Array.isArray(v) ? v[0] ?? '' : v ?? '';
  };
  const timeStamp = h('timeStamp');
  const nonce = h('nonceStr');
  if (!/^\d{13}$/.test(timeStamp)) return { ok: false, msg: 'timeStamp must be Unix time in milliseconds' };
  if (!/^[A-Za-z0-9]{32}$/.test(nonce)) return { ok: false, msg: 'nonceStr must be 32 characters of [A-Za-z0-9]' };
  if (h('signature') !== md5hex(path + secret)) return { ok: false, msg: 'signature mismatch' };
  if (h('sign') !== md5hex(canonical(payload) + timeStamp + nonce + secret).slice(0, 20)) return { ok: false, msg: 'sign mismatch' };
  if (h('encryption') !== '0') return { ok: false, msg: 'encryption must be 0' };
  return { ok: true };
}
