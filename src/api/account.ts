// Account and session calls: password login, scene login, current user, phone binding, SMS code.
import { call, SCENE_PATH } from '@/lib/request/client';
import { wireYuanToFen } from '@/lib/money';

/** The user as the backend sends it (money in yuan). */
export interface UserWire {
  userCode: string;
  name: string;
  phone: string;
  avatar: string;
  balance: number;
  sceneOpenid: string;
  /** True for a team manager (team leader). */
  isManager: boolean;
}

/** Password login's answer: the user with its token. */
export interface LoginWire extends UserWire {
  token: string;
}

/**
 * Scene login's answer. This call exchanges the OAuth code (once: WeChat codes are single-use) and
 * answers the official-account `openid` with it. `userCode` is '' (and `userInfo` null) when the
 * openid has no bound phone yet.
 */
export interface SceneWire {
  token: string;
  userCode: string;
  userInfo: UserWire | null;
  openid: string;
}

export interface BindPhoneWire {
  token: string;
  userCode: string;
}

/** The user inside the app (money in fen). */
export interface User {
  userCode: string;
  name: string;
  phone: string;
  avatar: string;
  balanceFen: number;
  sceneOpenid: string;
  isManager: boolean;
}

export function toUser(w: UserWire): User {
  return {
    userCode: w.userCode,
    name: w.name,
    phone: w.phone,
    avatar: w.avatar,
    balanceFen: wireYuanToFen(w.balance),
    sceneOpenid: w.sceneOpenid,
    isManager: w.isManager,
  };
}

/** POST /api/client/v1/login: phone and password; never cached. */
export async function loginWithPassword(phone: string, password: string): Promise<{ token: string; user: User }> {
  return call('/api/client/v1/login', { password, phone }, { silent: true, convert: (w: LoginWire) => ({ token: w.token, user: toUser(w) }) });
}

/** POST /api/auth/v2/scene: log in with the WeChat OAuth code, which this call exchanges (the openid comes with it; code 80: authorize again). */
export function sceneLogin(code: string): Promise<{ token: string; userCode: string; user: User | null; openid: string }> {
  return call(SCENE_PATH, { code }, {
    convert: (w: SceneWire) => {
      if (typeof w.openid !== 'string' || w.openid === '') throw new TypeError('scene login without an openid');
      return { token: w.token, userCode: w.userCode, user: w.userInfo ? toUser(w.userInfo) : null, openid: w.openid };
    },
  });
}

/** POST /api/client/v1/get: the current user. */
export async function getCurrentUser(options: { silent?: boolean } = {}): Promise<User> {
  return call('/api/client/v1/get', undefined, { ...options, convert: toUser });
}

/** POST /api/client/v2/phone/bind: bind a phone to the scene openid (SMS code checked). */
export function bindPhone(phone: string, verifyCode: string): Promise<BindPhoneWire> {
  return call<BindPhoneWire>('/api/client/v2/phone/bind', { phone, verifyCode });
}

/** POST /api/sms/v1/send: send a 6-digit SMS code; `type` says what it is for. */
export function sendSmsCode(phone: string, type: 'bind' | 'team'): Promise<{ cooldown: number }> {
  return call<{ cooldown: number }>('/api/sms/v1/send', { phone, type });
}
