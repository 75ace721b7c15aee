// The headers of a signed backend call, for tests that talk to the mock without the app's request
// client (node:http, plain fetch): the client's own signing, with the identity headers the mock checks.
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
