// Mock handlers of src/api/message.ts, messages (消息中心, docs/product.md#the-stations-day): my messages newest first with my unread
// count, marking mine read, the unread count, and the WeChat subscribe templates a person accepted. What the mock
// settles lazily on its business clock (payments and their expiry, groups, refunds, after-sales, reviews and
// payouts) is settled first, so that a message is there as soon as its event is due. Strictly private: every
// call reads and marks only the caller's own messages; codes of other people's are ignored (no effect, no error,
// nothing said about whether they exist).
import { Fail, pageIndexOf, requireString, userPost, type Ctx, type Route } from '../core';
import type { MessageBizType, MessageWire } from '../../src/api/message';
import { intOf, strOf } from '../seed/util';
import { messageState, messagesOf, type MockMessage } from '../state/messages';
import { subscribeTemplates } from '../state/wechat-subscribe';
import { advancePayments } from '../state/payments';
import { settleStations } from '../state/stations';
import { settleAfterSales } from './after-sale';
import { ERR } from '../../src/rules/error-codes';

const BIZ_TYPES: readonly MessageBizType[] = [
  'order',
  'join',
  'activity',
  'afterSale',
  'withdrawal',
  'pickupDay',
  'team',
];

/** Everything due on the business clock happens first (its messages are written with it). */
function catchUp(ctx: Ctx): void {
  advancePayments(ctx);
  settleAfterSales(ctx);
  settleStations(ctx.store);
}

function wire(m: MockMessage): MessageWire {
  const { userCode: _u, ...rest } = m;
  return rest;
}

const unreadOf = (ctx: Ctx, userCode: string) => messagesOf(ctx.store, userCode).filter((m) => !m.read).length;

export const routes: Route[] = [
  userPost('/api/message/v1/list', (ctx, user) => {
    catchUp(ctx);
    const pageIndex = pageIndexOf(ctx.body);
    const size = intOf(ctx.body.pageSize ?? 10);
    if (size === null || size < 1 || size > 50) throw new Fail(ERR.envelope.badInput, 'pageSize须为1到50的整数');
    const mine = messagesOf(ctx.store, user.userCode);
    return {
      list: mine.slice(pageIndex * size, (pageIndex + 1) * size).map(wire),
      total: mine.length,
      unread: mine.filter((m) => !m.read).length,
    };
  }),
  userPost('/api/message/v1/read', (ctx, user) => {
    catchUp(ctx);
    const codes = ctx.body.messageCodes;
    if (codes !== undefined && codes !== null && (!Array.isArray(codes) || codes.some((c) => typeof c !== 'string')))
      throw new Fail(ERR.envelope.badInput, 'messageCodes须为消息编号的数组');
    const wanted = Array.isArray(codes) ? new Set(codes as string[]) : null;
    for (const m of messagesOf(ctx.store, user.userCode)) if (!wanted || wanted.has(m.messageCode)) m.read = true;
    return { unread: unreadOf(ctx, user.userCode) };
  }),
  userPost('/api/message/v1/unread', (ctx, user) => {
    catchUp(ctx);
    return { unread: unreadOf(ctx, user.userCode) };
  }),
  userPost('/api/message/v1/subscribe', (ctx, user) => {
    const ids = ctx.body.templateIds;
    if (!Array.isArray(ids) || ids.some((c) => typeof c !== 'string'))
      throw new Fail(ERR.envelope.badInput, 'templateIds须为模板编号的数组');
    const bizType = strOf(ctx.body.bizType) as MessageBizType;
    if (!BIZ_TYPES.includes(bizType)) throw new Fail(ERR.envelope.badInput, 'bizType不正确');
    const bizCode = requireString(ctx.body, 'bizCode', 'bizCode');
    // Only this app's templates count, each once per report (WeChat's one-time subscription: one send each).
    const known = new Set(Object.values(subscribeTemplates(ctx.store)).filter(Boolean));
    const accepted = [...new Set(ids as string[])].filter((id) => known.has(id));
    // WeChat sends to the person's openid of the official account; without one nothing can be sent.
    const openid = ctx.owner?.openid || strOf(ctx.headers.openid) || user.openids[0] || '';
    if (!openid) return { accepted: 0 };
    const state = messageState(ctx.store);
    for (const templateId of accepted) {
      state.subscriptions.push({
        userCode: user.userCode,
        openid,
        templateId,
        bizType,
        bizCode,
        createTime: Date.now(),
        sentTime: null,
      });
    }
    return { accepted: accepted.length };
  }),
];
