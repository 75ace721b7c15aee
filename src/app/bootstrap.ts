// Start-up before the tree mounts (docs/product.md#environments): environment, then the session (OAuth code,
// stored session, or a redirect to WeChat's authorize page), then the JS-SDK without waiting.
// With a code in the URL the first screen needs one round trip: the scene login (which exchanges the
// code and answers the openid too), config and start images (on a tab route) all go out at once; the JS-SDK
// (its wrapper and signature) is set up after the first screen.
import { env } from '@/config/env';
import { paths, hrefs, isAuthRoute, returnTarget, tabPaths } from '@/config/paths';
import { fetchJsSdkConfig, fetchAgentConfig } from '@/api/wx';
import { getCurrentUser, sceneLogin } from '@/api/account';
import type { ApiError } from '@/lib/request/errors';
import {
  clearAllStorage,
  repairStorage,
  isString,
  readSession,
  readStored,
  removeSession,
  writeSession,
  writeStored,
} from '@/lib/storage';
import { goWebRoot, leaveTo } from '@/lib/navigation';
import { yieldToBrowser } from '@/lib/yield';
import { holdJsSdk } from '@/lib/wechat/sdk-release';
import { detectEnvironment, type Environment } from '@/lib/platform';
import {
  authorizeBase,
  authorizeUrl,
  codeFingerprint,
  randomState,
  readOauthReturn,
  redirectUri,
  usableCode,
  type OauthScope,
} from '@/lib/wechat/oauth';
import { earlyCallWaiting, SCENE_PATH } from '@/lib/request/early';
import { store } from '@/state/store';
import { envAtom } from '@/state/env';
import { loadConfig } from '@/state/config';
import { setWechatLocator } from '@/state/location';
import { launchStartImages, noteEntryRoute } from '@/state/start-images';
import { keepInviteCode } from '@/lib/kept-invite';
import {
  clearSession,
  holdBindingToken,
  mpOpenidAtom,
  refreshUser,
  signIn,
  tokenAtom,
  userInfoAtom,
} from '@/state/session';

let entryUrl = '';
/**
 * Sends the browser to WeChat's authorize page (replace: back never returns to a page that redirects
 * again). The `state` is kept in this tab's sessionStorage for the round trip; `attempt` 2 is the one retry.
 */
export function startOauth(route: string, scope: OauthScope = env.wxScope, attempt = 1): void {
  const { origin, pathname } = window.location;
  const base = authorizeBase(env.apiBase, env.wxOauthUrl, origin);
  const state = randomState();
  writeSession('oauthState', state);
  leaveTo(authorizeUrl(base, env.wxAppId, redirectUri(origin, pathname, route, attempt), scope, state));
}

const hasSession = () => store.get(tokenAtom) !== '' && store.get(userInfoAtom) !== null;

/**
 * Spec: if fetching the current user fails, log out and clear the stored openid (not on a network
 * failure). An answer is applied only while the token it was fetched with is still the session's:
 * a login that happened meanwhile is never overwritten or logged out by it.
 */
function refetchStoredUser(): void {
  const token = store.get(tokenAtom);
  getCurrentUser({ silent: true }).then(
    (user) => void refreshUser(user, token),
    (error: ApiError) => {
      if (store.get(tokenAtom) !== token) return;
      if (error.kind === 'server' || error.kind === 'session') {
        clearSession();
        store.set(mpOpenidAtom, '');
      }
    },
  );
}

export type BootResult = 'render' | 'redirected';

/**
 * Everything that must happen before the first render. Resolves 'redirected' when the page is leaving.
 * `preload` starts loading the code of the route the page shows (app-entry: its layouts and page).
 */
export async function bootstrap(
  environment: Environment = detectEnvironment(),
  preload: (route: string) => void = () => undefined,
): Promise<BootResult> {
  store.set(envAtom, environment);
  repairStorage();
  entryUrl = window.location.href.split('#')[0] ?? '';
  const back = readOauthReturn(window.location);
  // A leader's link: its invite code is kept before anything leaves (OAuth) and bound after sign-in.
  keepInviteCode(back.route);
  const wechat = environment.platform === 'wechat' && !environment.miniProgram;
  // The state this tab sent is spent by the first return, whatever it carries.
  const sentState = readSession('oauthState', '', isString);
  removeSession('oauthState');

  // The HTML's early script may have sent this code's scene login already (by the same rule, usableCode, and
  // noting the code as used): the app takes its answer (sceneLogin below), and the code is not a repeat.
  const early = wechat && back.code !== '' && earlyCallWaiting('POST', SCENE_PATH, { code: back.code });
  // A code already used is never exchanged again (spec: clear storage, restart at the web root).
  if (back.code && !early && codeFingerprint(back.code) === readStored('authCodeHash', '', isString)) {
    clearAllStorage();
    goWebRoot();
    return 'redirected';
  }
  // A code is ours only when it comes back with the state this tab sent. Any other (a link carrying
  // someone else's code would sign the person into that account) is dropped, never sent.
  const code = usableCode(back, sentState, '');
  if (back.code && !code) console.warn('[oauth] a code without the state this tab sent was dropped');

  // No usable code, no session, in WeChat: authorize, unless the person is on the login page (logout
  // sends them there: OAuth would sign them straight back in). Back from the first trip without a code
  // (the person refused): no second trip; with a foreign code: once more; never a third time.
  const toLogin = back.route.split('?')[0] === paths.login;
  const retry = back.attempt === 0 || (back.attempt === 1 && back.code !== '');
  if (wechat && !code && retry && !toLogin && !hasSession()) {
    startOauth(back.route, env.wxScope, back.attempt + 1);
    return 'redirected';
  }
  if (back.code || back.marked) window.history.replaceState(window.history.state, '', back.cleanUrl);
  // What the page stays on is known: the calls below go out in a task after this one (start-up in pieces).
  await yieldToBrowser();

  // Independent of the session: out at once, in parallel with it. The route's modules load now too
  // (starting on the home tab, its first requests go out as its module loads: features/catalogue/home-data.ts).
  // The start screen and the home's banner are the tab screens' (a shared link's page shows neither).
  noteEntryRoute(back.route);
  if ((tabPaths as readonly string[]).includes(back.route.split('?')[0] ?? '')) void launchStartImages();
  preload(back.route);
  void loadConfig();
  // The JS-SDK's wrapper is WeChat's only (off the start chunks): elsewhere it never loads.
  const inWeixin = environment.platform === 'wechat' || environment.platform === 'wecom';
  const wechatSdk = () => import('@/lib/wechat/sdk');
  if (inWeixin) setWechatLocator(async () => (await wechatSdk()).wechatLocation());
  // Held until the release after the first screen (or a tap that needs wx): the wrapper's code and the
  // signature are no part of any first screen (lib/wechat/sdk-release.ts).
  const jsSdk = () => {
    if (!inWeixin) return;
    holdJsSdk(async () => {
      const sdk = await wechatSdk();
      void sdk.configureJsSdk({
        platform: environment.platform,
        ios: environment.ios,
        entryUrl,
        fetchConfig: fetchJsSdkConfig,
        fetchAgentConfig: (url) => fetchAgentConfig(url),
        agentId: env.wecomAgentId,
      });
    });
  };

  if (code && wechat) {
    writeStored('authCodeHash', codeFingerprint(code));
    jsSdk();
    // The scene login exchanges the code (once) and answers the openid with the session. Code 80:
    // the request client shows the modal and goes to the web root.
    const scene = await sceneLogin(code).catch(() => null);
    if (!scene) return 'render';
    store.set(mpOpenidAtom, scene.openid);
    const { token, userCode, user } = scene;
    if (userCode && user) {
      signIn(token, user);
      // Signed in on the way back to the bind page (reloaded, bound meanwhile): straight on to its target.
      if (isAuthRoute(back.route) && back.route.split('?')[0] !== paths.login)
        window.history.replaceState(window.history.state, '', `#${returnTarget(back.route)}`);
    } else {
      holdBindingToken(token);
      // One return-route rule (config/paths.ts): a reload of the bind page never nests its target.
      const target = returnTarget(back.route);
      window.history.replaceState(
        window.history.state,
        '',
        `#${hrefs.auth(paths.bindPhone, target === paths.tab.home ? undefined : target)}`,
      );
    }
    return 'render';
  }

  if (hasSession()) refetchStoredUser();
  jsSdk();
  return 'render';
}
