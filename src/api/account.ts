// Account and session calls: password and SMS login (a new phone registers), scene login, current user,
// phone binding, SMS codes, password reset, profile edit and account deletion (docs/product.md#accounts).
import { call, SCENE_PATH } from '@/lib/request/client';
import { wireYuanToFen } from '@/rules/money';
import { mutate } from './shared';

/** The user as the backend sends it (money in yuan). */
export interface UserWire {
  userCode: string;
  name: string;
  phone: string;
  avatar: string;
  balance: number;
  sceneOpenid: string;
  /** True for a leader. */
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
export interface User extends Omit<UserWire, 'balance'> {
  balanceFen: number;
}

/** Field by field: a login's answer is the user with its token, which stays out of the (stored) user. */
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
  return call(
    '/api/client/v1/login',
    { password, phone },
    { silent: true, convert: (w: LoginWire) => ({ token: w.token, user: toUser(w) }) },
  );
}

/** POST /api/auth/v2/scene: log in with the WeChat OAuth code, which this call exchanges (the openid comes with it; code 80: authorize again). */
export function sceneLogin(
  code: string,
): Promise<{ token: string; userCode: string; user: User | null; openid: string }> {
  return call(
    SCENE_PATH,
    { code },
    {
      convert: (w: SceneWire) => {
        if (typeof w.openid !== 'string' || w.openid === '') throw new TypeError('scene login without an openid');
        return { token: w.token, userCode: w.userCode, user: w.userInfo ? toUser(w.userInfo) : null, openid: w.openid };
      },
    },
  );
}

/** POST /api/client/v1/get: the current user. */
export async function getCurrentUser(options: { silent?: boolean } = {}): Promise<User> {
  return call('/api/client/v1/get', undefined, { ...options, convert: toUser });
}

/**
 * Consent to the user agreement and the privacy policy: the calls that may register a person (SMS login,
 * binding) carry `agreed: true`, sent only after the person agreed (docs/product.md#accounts).
 */
export type Consent = { agreed: true };

/** POST /api/client/v2/phone/bind: bind a phone to the scene openid (SMS code checked; a new phone registers). */
export function bindPhone(phone: string, verifyCode: string, consent: Consent): Promise<BindPhoneWire> {
  return call<BindPhoneWire>('/api/client/v2/phone/bind', { phone, verifyCode, agreed: consent.agreed });
}

/** What an SMS code is for: binding, a team application, login (and registration), a password reset, an account deletion. */
export type SmsType = 'bind' | 'team' | 'login' | 'reset' | 'cancel';

/** POST /api/sms/v1/send: send a 6-digit SMS code; `type` says what it is for. */
export function sendSmsCode(phone: string, type: SmsType): Promise<{ cooldown: number }> {
  return call<{ cooldown: number }>('/api/sms/v1/send', { phone, type });
}

/** SMS login's answer: the password login's, and whether this login registered the phone. */
export interface SmsLoginWire extends LoginWire {
  registered: boolean;
}

/** POST /api/client/v1/sms/login: phone and SMS code (type 'login'); a new phone registers. Never cached. */
export function loginWithSms(
  phone: string,
  code: string,
  consent: Consent,
): Promise<{ token: string; user: User; registered: boolean }> {
  return call(
    '/api/client/v1/sms/login',
    { phone, code, agreed: consent.agreed },
    {
      silent: true,
      convert: (w: SmsLoginWire) => ({ token: w.token, user: toUser(w), registered: w.registered === true }),
    },
  );
}

/** POST /api/client/v1/password/reset: a new password for a phone, with an SMS code of type 'reset'. */
export function resetPassword(phone: string, code: string, password: string): Promise<null> {
  return mutate<null>('/api/client/v1/password/reset', { phone, code, password }, { silent: true });
}

/** POST /api/client/v1/update: edit the profile (name 1-20 characters, avatar an uploaded image's URL); answers the user. */
export function updateProfile(change: { name?: string; avatar?: string }): Promise<User> {
  return mutate('/api/client/v1/update', change, { silent: true, convert: toUser });
}

/**
 * POST /api/client/v1/cancel: delete the account, with an SMS code (type 'cancel') sent to its phone.
 * Refused while orders are unfinished (1010) or a leader balance remains (1011), with the reason.
 */
export function cancelAccount(code: string): Promise<null> {
  return mutate<null>('/api/client/v1/cancel', { code }, { silent: true });
}

/** Order counts of the person per state, for the badges of the mine tab. */
export interface OrderCountsWire {
  /** Status 0: waiting for payment. */
  unpaid: number;
  /** Paid, not yet received (待取货): status 1 and 2, pickup and delivery alike. */
  toReceive: number;
  /** The part of `toReceive` still being prepared or shipped (status 1); the rest (status 2) is ready to receive. */
  toShip: number;
  /** After-sales in progress (售后). */
  afterSale: number;
}

/** POST /api/productOrder/v1/user/count: the person's order counts per state; cached 10 s. */
export function countOrders(options: { silent?: boolean } = {}): Promise<OrderCountsWire> {
  return call<OrderCountsWire>('/api/productOrder/v1/user/count', undefined, { cache: true, ...options });
}
