// Who joins is shown by name and avatar: in WeChat, a person whose profile has neither is asked once
// to share their WeChat nickname and avatar. Sharing runs the OAuth round trip with snsapi_userinfo;
// the app installs that round trip here at start-up (features never import app/).
import { store } from './store';
import { envAtom } from './env';
import { hasLoginAtom, userInfoAtom } from './session';
import { readPageData, savePageData } from './page-data';

type Authorizer = (route: string) => void;
let authorizer: Authorizer | undefined;

/** The app's OAuth round trip with snsapi_userinfo back to `route` (installed by the app entry). */
export function setProfileAuthorizer(fn: Authorizer | undefined): void {
  authorizer = fn;
}

const YEAR = 365 * 24 * 3_600_000;
const askedKey = (userCode: string) => `profileAsked:${userCode}`;
const isTrue = (v: unknown): v is true => v === true;

/** Whether to ask now: in WeChat (not WeCom, not a mini-program), logged in, no name and no avatar, never asked. */
export function shouldAskWechatProfile(): boolean {
  const env = store.get(envAtom);
  const user = store.get(userInfoAtom);
  if (!authorizer || env.platform !== 'wechat' || env.miniProgram || !store.get(hasLoginAtom) || !user) return false;
  if (user.name.trim() || user.avatar.trim()) return false;
  return readPageData(askedKey(user.userCode), isTrue) !== true;
}

/** Remembers that this person was asked (whatever they answered): never asked again. */
export function markWechatProfileAsked(): void {
  const user = store.get(userInfoAtom);
  if (user) savePageData(askedKey(user.userCode), true, YEAR);
}

/** Leaves the page for WeChat's consent and comes back to `route`. */
export function askWechatProfile(route: string): void {
  markWechatProfileAsked();
  authorizer?.(route);
}
