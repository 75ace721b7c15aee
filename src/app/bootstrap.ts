// Start-up before the tree mounts (design section 6): environment, then the session (OAuth code,
// stored session, or a redirect to WeChat's authorize page), then the JS-SDK without waiting.
// With a code in the URL the first screen needs one round trip: openid, scene login, config, start
// images and the JS-SDK signature all go out at once (the backend may exchange one code in both calls).
import { env } from '@/config/env';
import { paths, href, isInternalRoute } from '@/config/paths';
import { fetchOpenid, fetchJsSdkConfig, fetchAgentConfig } from '@/api/wx';
import { getCurrentUser, sceneLogin } from '@/api/account';
import { listStartImages, type StartImageWire } from '@/api/banner';
import type { ApiError } from '@/lib/request/errors';
import { clearAllStorage, isString, readStored, writeStored } from '@/lib/storage';
import { goWebRoot } from '@/lib/navigation';
import { detectEnvironment, type Environment } from '@/lib/platform';
import { authorizeBase, authorizeUrl, randomState, readOauthReturn, redirectUri, type OauthScope } from '@/lib/wechat/oauth';
import { configureJsSdk, wechatLocation } from '@/lib/wechat/sdk';
import { store } from '@/state/store';
import { envAtom } from '@/state/env';
import { loadConfig } from '@/state/config';
import { setWechatLocator } from '@/state/location';
import { clearSession, holdBindingToken, mpOpenidAtom, refreshUser, signIn, tokenAtom, userInfoAtom } from '@/state/session';

/** The start images of this launch (fetched in parallel with the session; [] when the call fails). */
let startImages: Promise<StartImageWire[]> = Promise.resolve([]);
export function launchStartImages(): Promise<StartImageWire[]> {
  return startImages;
}

let entryUrl = '';
/** The URL the page was entered with, without hash (the iOS JS-SDK signs this one). */
export function pageEntryUrl(): string {
  return entryUrl;
}

/** Sends the browser to WeChat's authorize page (replace: back never returns to a page that redirects again). */
export function startOauth(route: string, scope: OauthScope = env.wxScope): void {
  const { origin, pathname } = window.location;
  const base = authorizeBase(env.apiBase, env.wxOauthUrl, origin);
  window.location.replace(authorizeUrl(base, env.wxAppId, redirectUri(origin, pathname, route), scope, randomState()));
}

const hasSession = () => store.get(tokenAtom) !== '' && store.get(userInfoAtom) !== null;

/** Spec: if fetching the current user fails, log out and clear the stored openid (not on a network failure). */
function refetchStoredUser(): void {
  getCurrentUser({ silent: true }).then(refreshUser, (error: ApiError) => {
    if (error.kind === 'server' || error.kind === 'session') {
      clearSession();
      store.set(mpOpenidAtom, '');
    }
  });
}

export type BootResult = 'render' | 'redirected';

/** Everything that must happen before the first render. Resolves 'redirected' when the page is leaving. */
export async function bootstrap(environment: Environment = detectEnvironment()): Promise<BootResult> {
  store.set(envAtom, environment);
  entryUrl = window.location.href.split('#')[0] ?? '';
  writeStored('entryUrl', entryUrl);
  const back = readOauthReturn(window.location);
  const wechat = environment.platform === 'wechat' && !environment.miniProgram;

  // A code already used is never exchanged again (spec: clear storage, restart at the web root).
  if (back.code && back.code === readStored('authCode', '', isString)) {
    clearAllStorage();
    goWebRoot();
    return 'redirected';
  }
  // No code, no session, in WeChat: authorize (unless we are just back from it without a code, or the
  // person is on the login page, where logout sends them: OAuth would sign them straight back in).
  const toLogin = back.route.split('?')[0] === paths.login;
  if (wechat && !back.code && !back.marked && !toLogin && !hasSession()) {
    startOauth(back.route);
    return 'redirected';
  }
  if (back.code || back.marked) window.history.replaceState(window.history.state, '', back.cleanUrl);

  // Independent of the session: out at once, in parallel with it. Starting on the home tab, its module
  // loads now too, and its first requests go out as it loads (features/shop/home-data.ts).
  startImages = listStartImages().catch(() => []);
  if (back.route.split('?')[0] === paths.tab.home) void import('@/features/shop/home-page');
  void loadConfig();
  if (environment.platform === 'wechat' || environment.platform === 'wecom') setWechatLocator(wechatLocation);
  const jsSdk = () =>
    void configureJsSdk({
      platform: environment.platform,
      ios: environment.ios,
      entryUrl,
      fetchConfig: fetchJsSdkConfig,
      fetchAgentConfig: (url) => fetchAgentConfig(url),
      agentId: env.wecomAgentId,
    });

  if (back.code && wechat) {
    writeStored('authCode', back.code);
    jsSdk();
    const [openid, scene] = await Promise.allSettled([fetchOpenid(back.code), sceneLogin(back.code)]);
    // Code 80 on the openid call: the request client shows the modal and goes to the web root.
    if (openid.status === 'rejected') return 'render';
    store.set(mpOpenidAtom, openid.value.openid);
    if (scene.status === 'rejected') return 'render';
    const { token, userCode, user } = scene.value;
    if (userCode && user) signIn(token, user);
    else {
      holdBindingToken(token);
      const redirect = isInternalRoute(back.route) && back.route !== '/' ? back.route : undefined;
      window.history.replaceState(window.history.state, '', `#${href(paths.bindPhone, { redirect })}`);
    }
    return 'render';
  }

  if (hasSession()) refetchStoredUser();
  jsSdk();
  return 'render';
}
