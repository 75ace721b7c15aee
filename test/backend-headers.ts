// The headers of a signed backend call, for tests that talk to the mock without the app's request
// client (node:http, plain fetch): the client's own signing, with the identity headers the mock checks; and such a
// call itself.
import { APP_VERSION, SETTING_DEFAULTS } from '../src/config/defaults';
import { nonceStr, signingHeaders } from '../src/lib/request/sign';

/** `now` signs at another time (tests of the 5-minute window). */
export function backendHeaders(
  path: string,
  payload?: Record<string, unknown>,
  now = Date.now(),
): Record<string, string> {
  return {
    encryption: '0',
    appid: SETTING_DEFAULTS.VITE_WX_APPID,
    platform: 'web',
    version: APP_VERSION,
    deviceId: nonceStr(32),
    ...signingHeaders(path, payload, SETTING_DEFAULTS.VITE_SIGN_SECRET, now),
  };
}

/** A signed backend call from the test itself (seeding through the API, a mock test), as the app would send it. */
export async function backendCall<T>(
  baseUrl: string,
  path: string,
  payload: Record<string, unknown>,
  token = '',
): Promise<{ code: number; data: T; msg: string }> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...backendHeaders(path, payload),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(payload),
  });
  return (await res.json()) as { code: number; data: T; msg: string };
}
