// The headers of every backend call, built in one place from the session, the device and the signing
// (docs/api.md#common-rules): the request client and the HTML's early calls (lib/early-data-script.ts) both
// send exactly these, so that an answer asked for before the app's code ran is one the client would get.
import { APP_VERSION } from '@/config/defaults';
import { isString, readStored, writeStored } from '@/lib/storage';
import { nonceStr, signingHeaders, type Payload } from './sign';

/** Who asks: the session's values as they travel (already checked fit for a header, '' for none). */
export interface SessionHeaders {
  token: string;
  account: string;
  openid: string;
}

export interface ClientIdentity {
  platform: string;
  deviceId: string;
  appid: string;
  secret: string;
}

/** The client's headers for one call (content type aside, which depends on the body). */
export function clientHeaders(
  session: SessionHeaders,
  who: ClientIdentity,
  path: string,
  payload?: Payload,
  now = Date.now(),
): Record<string, string> {
  const headers: Record<string, string> = {
    account: session.account,
    openid: session.openid,
    version: APP_VERSION,
    platform: who.platform,
    deviceId: who.deviceId,
    encryption: '0',
    appid: who.appid,
    ...signingHeaders(path, payload, who.secret, now),
  };
  if (session.token) headers.Authorization = `Bearer ${session.token}`;
  return headers;
}

/** What a JSON call sends beside them (umi-request's own for `requestType: 'json'`). */
export const JSON_HEADERS = { Accept: 'application/json', 'Content-Type': 'application/json;charset=UTF-8' } as const;

/** The device id: random, stable per browser (made and kept on first use). */
export function deviceId(): string {
  const stored = readStored('deviceId', '', isString);
  if (/^[A-Za-z0-9]{32}$/.test(stored)) return stored;
  const id = nonceStr(32);
  writeStored('deviceId', id);
  return id;
}
