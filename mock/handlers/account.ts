// Mock handlers of src/api/account.ts, account and session: password and SMS login (a new phone registers, with
// consent), the scene login with a WeChat OAuth code (wx-oauth.ts exchanges it), current user, phone binding, SMS
// codes, password reset, profile edit, account deletion, and the order counts of the Mine page.
import { Fail, MOCK_SMS_CODE, requireString, userPost, type Ctx, type Route } from '../core';
import type { Store } from '../store';
import type { MockUser } from '../types';
import { isPassword, isPhone } from '../../src/rules/validate';
import { AFTER_SALE_STATUS, ORDER_STATUS } from '../../src/rules/commerce-states';
import { wechatProfile } from '../seed/users';
import { advanceOrders, orderNow } from '../state/orders';
import { exchangeCode } from './wx-oauth';
import { ERR } from '../../src/rules/error-codes';

/** How long a sent code of the new kinds (login, reset, cancel) may be used. */
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
const SMS_TYPES = new Set(['bind', 'team', 'login', 'reset', 'cancel']);
/** The kinds whose code must have been sent to that phone first (and works once). */
const TRACKED_TYPES = new Set(['login', 'reset', 'cancel']);
export const NAME_MAX = 20;
/** Seconds before the same phone may be sent a code of the same kind again. */
export const SMS_COOLDOWN_S = 60;

/** Codes sent per store, by `<type>:<phone>` -> when; and when each user agreed to the agreements. */
const smsSent = new WeakMap<Store, Map<string, number>>();
const consents = new WeakMap<Store, Map<string, number>>();
/** When the cooldown of `<type>:<phone>` started (any kind): a send inside it answers the seconds left. */
const cooldowns = new WeakMap<Store, Map<string, number>>();
const cooldownOf = (store: Store) => cooldowns.get(store) ?? cooldowns.set(store, new Map()).get(store)!;
const sentOf = (store: Store) => smsSent.get(store) ?? smsSent.set(store, new Map()).get(store)!;
const consentOf = (store: Store) => consents.get(store) ?? consents.set(store, new Map()).get(store)!;

/** Checks (and spends) the SMS code of a tracked kind: sent to this phone within 5 minutes, and 123456. */
function spendCode(store: Store, type: string, phone: string, code: string): void {
  const key = `${type}:${phone}`;
  const at = sentOf(store).get(key);
  if (at === undefined || Date.now() - at > SMS_CODE_TTL_MS) throw new Fail(ERR.account.noSmsCode, '请先获取验证码');
  if (code !== MOCK_SMS_CODE) throw new Fail(ERR.account.badSmsCode, '验证码错误');
  sentOf(store).delete(key);
}

/**
 * The phone and SMS code of a form (`codeName`: code or verifyCode) and its `more` fields ([name, label]): all
 * given (code 1), then the phone a mainland mobile (1002), in the order these calls have always refused in.
 */
function phoneAndCode(
  body: Record<string, unknown>,
  codeName = 'code',
  more: [string, string][] = [],
): { phone: string; code: string; more: string[] } {
  const phone = requireString(body, 'phone', '手机号');
  const code = requireString(body, codeName, '验证码');
  const values = more.map(([name, label]) => requireString(body, name, label));
  return { phone: checkPhone(phone), code, more: values };
}

function checkPhone(phone: string): string {
  if (!isPhone(phone)) throw new Fail(ERR.account.badPhone, '手机号格式不正确');
  return phone;
}

/** Registration needs consent to the agreements (1005); a consent given with a login or a binding is recorded. */
function requireConsent(agreed: unknown): void {
  if (agreed !== true) throw new Fail(ERR.account.needsConsent, '请先阅读并同意用户协议和隐私政策');
}

function noteConsent(store: Store, user: MockUser, agreed: unknown): void {
  if (agreed === true) consentOf(store).set(user.userCode, Date.now());
}

/** A new user for a phone (SMS login or binding a new phone): registration needs consent (1005). */
function register(store: Store, phone: string, agreed: unknown, openid = ''): MockUser {
  requireConsent(agreed);
  const userCode = store.nextId('U');
  const user: MockUser = {
    userCode,
    name: `邻居${phone.slice(-4)}`,
    phone,
    password: '',
    avatar: '/mock-assets/avatar-3.png',
    balance: 0,
    sceneOpenid: openid,
    isManager: false,
    openids: [],
  };
  store.users.set(userCode, user);
  consentOf(store).set(userCode, Date.now());
  return user;
}

/** Ends every session of a user (password reset, deletion). */
function revokeTokens(store: Store, userCode: string): void {
  for (const [token, owner] of store.tokens) if (owner.userCode === userCode) store.tokens.delete(token);
}

/** The uploaded image an avatar URL names (`<origin>/uploads/<uid>`), or undefined. */
function uploadOf(ctx: Ctx, url: string) {
  const m = /^(?:https?:\/\/[^/]+)?\/uploads\/([A-Za-z0-9]+)$/.exec(url);
  return m ? ctx.store.uploads.get(m[1] ?? '') : undefined;
}

/** The person's orders not yet finished: unpaid, to ship or to receive. */
function unfinishedOrders(store: Store, userCode: string) {
  advanceOrders(store);
  const open = new Set<number>([ORDER_STATUS.unpaid, ORDER_STATUS.toShip, ORDER_STATUS.toReceive]);
  return store.orders.filter((o) => o.userCode === userCode && !o.deleted && open.has(o.status));
}

export const routes: Route[] = [
  {
    method: 'POST',
    path: '/api/client/v1/login',
    auth: 'none',
    handle({ body, store }) {
      const phone = requireString(body, 'phone', '手机号');
      const password = requireString(body, 'password', '密码');
      const user = store.userByPhone(phone);
      if (!user || user.password !== password) throw new Fail(ERR.account.badLogin, '手机号或密码错误');
      const token = store.issueToken({ userCode: user.userCode, openid: user.sceneOpenid });
      return { ...store.publicUser(user), token };
    },
  },
  userPost('/api/client/v1/get', (ctx, user) => ctx.store.publicUser(user)),
  {
    method: 'POST',
    path: '/api/sms/v1/send',
    auth: 'none',
    handle({ body, store }) {
      const phone = checkPhone(requireString(body, 'phone', '手机号'));
      const type = typeof body.type === 'string' ? body.type : 'bind';
      if (!SMS_TYPES.has(type)) throw new Fail(ERR.envelope.badInput, `type须为${[...SMS_TYPES].join('、')}之一`);
      if (type === 'reset' && !store.userByPhone(phone)) throw new Fail(ERR.account.unknownPhone, '该手机号未注册');
      const key = `${type}:${phone}`;
      const now = Date.now();
      // The mock's code is always the same: a send inside the cooldown keeps it usable and starts no new cooldown.
      if (TRACKED_TYPES.has(type)) sentOf(store).set(key, now);
      const started = cooldownOf(store).get(key);
      if (started !== undefined && now - started < SMS_COOLDOWN_S * 1000) {
        return { cooldown: Math.ceil((started + SMS_COOLDOWN_S * 1000 - now) / 1000) };
      }
      cooldownOf(store).set(key, now);
      return { cooldown: SMS_COOLDOWN_S };
    },
  },
  {
    method: 'POST',
    path: '/api/client/v1/sms/login',
    auth: 'none',
    handle({ body, store }) {
      const { phone, code } = phoneAndCode(body);
      let user = store.userByPhone(phone);
      // Consent is checked before the code is spent: a refused registration can try again with the same code.
      if (!user) requireConsent(body.agreed);
      spendCode(store, 'login', phone, code);
      const registered = !user;
      user ??= register(store, phone, body.agreed);
      noteConsent(store, user, body.agreed);
      const token = store.issueToken({ userCode: user.userCode, openid: user.sceneOpenid });
      return { ...store.publicUser(user), token, registered };
    },
  },
  {
    method: 'POST',
    path: '/api/client/v1/password/reset',
    auth: 'none',
    handle({ body, store }) {
      const {
        phone,
        code,
        more: [password = ''],
      } = phoneAndCode(body, 'code', [['password', '新密码']]);
      if (!isPassword(password))
        throw new Fail(ERR.account.badPassword, '密码须为6-16位字母和数字，且同时包含字母和数字');
      const user = store.userByPhone(phone);
      if (!user) throw new Fail(ERR.account.unknownPhone, '该手机号未注册');
      spendCode(store, 'reset', phone, code);
      user.password = password;
      revokeTokens(store, user.userCode);
      return null;
    },
  },
  userPost('/api/client/v1/update', (ctx, user) => {
    const { name, avatar } = ctx.body;
    if (name === undefined && avatar === undefined) throw new Fail(ERR.envelope.badInput, '昵称或头像不能为空');
    let newName = user.name;
    let newAvatar = user.avatar;
    if (name !== undefined) {
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
      if (typeof name !== 'string' || /[\u0000-\u001f\u007f]/.test(name))
        throw new Fail(ERR.account.badName, `昵称须为1-${NAME_MAX}个字`);
      newName = name.trim();
      if (newName === '' || [...newName].length > NAME_MAX)
        throw new Fail(ERR.account.badName, `昵称须为1-${NAME_MAX}个字`);
    }
    if (avatar !== undefined) {
      if (typeof avatar !== 'string') throw new Fail(ERR.account.badAvatar, '头像须为上传的图片');
      if (avatar !== user.avatar && avatar !== '') {
        const file = uploadOf(ctx, avatar);
        if (!file) throw new Fail(ERR.account.badAvatar, '头像须为上传的图片');
        if (file.nonCompliant) throw new Fail(ERR.account.avatarRejected, '图片不合规');
      }
      newAvatar = avatar;
    }
    user.name = newName;
    user.avatar = newAvatar;
    return ctx.store.publicUser(user);
  }),
  userPost('/api/client/v1/cancel', ({ body, store }, user) => {
    const code = requireString(body, 'code', '验证码');
    const open = unfinishedOrders(store, user.userCode);
    if (open.length > 0)
      throw new Fail(
        ERR.account.openOrders,
        `你还有${open.length}笔未完成的订单（待付款、待发货或待收货），完成或取消后才能注销`,
        { orders: open.length },
      );
    if (user.balance > 0)
      throw new Fail(ERR.account.balanceLeft, `你的团长账户还有${user.balance.toFixed(2)}元余额，请先提现后再注销`, {
        balance: user.balance,
      });
    spendCode(store, 'cancel', user.phone, code);
    // The account and what belongs only to it go; finished orders stay as the shops' records.
    store.users.delete(user.userCode);
    revokeTokens(store, user.userCode);
    store.carts.delete(user.userCode);
    store.addresses = store.addresses.filter((a) => a.userCode !== user.userCode);
    store.coupons = store.coupons.filter((c) => c.userCode !== user.userCode);
    store.credentials.delete(user.userCode);
    consentOf(store).delete(user.userCode);
    return null;
  }),
  {
    method: 'POST',
    path: '/api/client/v2/phone/bind',
    auth: 'token',
    handle({ body, store, owner }) {
      const { phone, code: verifyCode } = phoneAndCode(body, 'verifyCode');
      if (verifyCode !== MOCK_SMS_CODE) throw new Fail(ERR.account.badSmsCode, '验证码错误');
      const openid = owner?.openid ?? '';
      if (!openid) throw new Fail(ERR.account.needsWechat, '请先完成微信授权');
      const user = store.userByPhone(phone) ?? register(store, phone, body.agreed, openid);
      noteConsent(store, user, body.agreed);
      if (!user.openids.includes(openid)) user.openids.push(openid);
      user.sceneOpenid = openid;
      const token = store.issueToken({ userCode: user.userCode, openid });
      return { token, userCode: user.userCode };
    },
  },
  {
    method: 'POST',
    path: '/api/auth/v2/scene',
    auth: 'none',
    handle(ctx) {
      const { openid, scope } = exchangeCode(ctx);
      const user = ctx.store.userByOpenid(openid);
      // With snsapi_userinfo WeChat shares the nickname and avatar: they fill what the profile lacks.
      if (user && scope === 'snsapi_userinfo') {
        const profile = wechatProfile(openid);
        if (!user.name) user.name = profile.nickname;
        if (!user.avatar) user.avatar = profile.headimgurl;
      }
      if (!user) return { token: ctx.store.issueToken({ userCode: '', openid }), userCode: '', userInfo: null, openid };
      return {
        token: ctx.store.issueToken({ userCode: user.userCode, openid }),
        userCode: user.userCode,
        userInfo: { ...ctx.store.publicUser(user), sceneOpenid: openid },
        openid,
      };
    },
  },
  userPost('/api/productOrder/v1/user/count', (ctx, user) => {
    advanceOrders(ctx.store, orderNow(ctx));
    const mine = ctx.store.orders.filter((o) => o.userCode === user.userCode && !o.deleted);
    return {
      unpaid: mine.filter((o) => o.status === ORDER_STATUS.unpaid).length,
      toReceive: mine.filter((o) => o.status === ORDER_STATUS.toShip || o.status === ORDER_STATUS.toReceive).length,
      toShip: mine.filter((o) => o.status === ORDER_STATUS.toShip).length,
      // Open after-sales: waiting for the leader.
      afterSale: ctx.store.afterSales.filter(
        (a) => a.userCode === user.userCode && a.status === AFTER_SALE_STATUS.pending,
      ).length,
    };
  }),
];
