// Not a backend call: WeChat's subscribe-message sending API, emulated on the mock's own origin (like /__wxpay/):
// GET /__wxmsg/sent?openid=... lists what the backend sent through it (mock/state/wechat-subscribe.ts sends each accepted
// template once, at its event), oldest first; without openid, everything sent.
import { send, type Route } from '../core';
import { messageState } from '../state/messages';

export const WXMSG_PREFIX = '/__wxmsg';

export const routes: Route[] = [
  {
    method: 'GET',
    prefix: `${WXMSG_PREFIX}/sent`,
    raw(_req, res, ctx) {
      const openid = ctx.query.openid ?? '';
      send(
        res,
        200,
        messageState(ctx.store).sent.filter((m) => !openid || m.openid === openid),
      );
    },
  },
];
