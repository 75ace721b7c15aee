// Account and session: password login, current user, phone binding, SMS codes, start images.
import { Fail, requireString, requireUser, type Route } from '../core';

const PHONE = /^1[3-9]\d{9}$/;
/** The SMS code the mock "sends": fixed, so that the demo and the tests can type it. */
export const MOCK_SMS_CODE = '123456';

export const routes: Route[] = [
  {
    method: 'POST',
    path: '/api/client/v1/login',
    auth: 'none',
    handle({ body, store }) {
      const phone = requireString(body, 'phone', '手机号');
      const password = requireString(body, 'password', '密码');
      const user = store.userByPhone(phone);
      if (!user || user.password !== password) throw new Fail(1001, '手机号或密码错误');
      const token = store.issueToken({ userCode: user.userCode, openid: user.sceneOpenid });
      return { ...store.publicUser(user), token };
    },
  },
  {
    method: 'POST',
    path: '/api/client/v1/get',
    auth: 'user',
    handle(ctx) {
      return ctx.store.publicUser(requireUser(ctx));
    },
  },
  {
    method: 'POST',
    path: '/api/sms/v1/send',
    auth: 'none',
    handle({ body }) {
      const phone = requireString(body, 'phone', '手机号');
      if (!PHONE.test(phone)) throw new Fail(1002, '手机号格式不正确');
      return { cooldown: 60 };
    },
  },
  {
    method: 'POST',
    path: '/api/client/v2/phone/bind',
    auth: 'token',
    handle({ body, store, owner }) {
      const phone = requireString(body, 'phone', '手机号');
      const verifyCode = requireString(body, 'verifyCode', '验证码');
      if (!PHONE.test(phone)) throw new Fail(1002, '手机号格式不正确');
      if (verifyCode !== MOCK_SMS_CODE) throw new Fail(1003, '验证码错误');
      const openid = owner?.openid ?? '';
      if (!openid) throw new Fail(1004, '请先完成微信授权');
      let user = store.userByPhone(phone);
      if (!user) {
        const userCode = store.nextId('U');
        user = {
          userCode, name: `邻居${phone.slice(-4)}`, phone, password: '', avatar: '/mock-assets/avatar-3.png',
          balance: 0, sceneOpenid: openid, isManager: false, openids: [],
        };
        store.users.set(userCode, user);
      }
      if (!user.openids.includes(openid)) user.openids.push(openid);
      user.sceneOpenid = openid;
      const token = store.issueToken({ userCode: user.userCode, openid });
      return { token, userCode: user.userCode };
    },
  },
  {
    method: 'POST',
    path: '/api/banner/v1/start/list',
    auth: 'none',
    handle() {
      return [
        { id: 'S1', img: '/mock-assets/start-1.png', link: '' },
        { id: 'S2', img: '/mock-assets/start-2.png', link: '' },
      ];
    },
  },
];
