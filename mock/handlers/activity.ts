// Mock handlers of src/api/activity.ts: activities (list, detail, create/edit, join, leave, participants).
// Group-buy settlement and the places of joins: mock/state/groups.ts; the draft's and a join's checks:
// mock/state/activity-draft.ts; what the calls answer: mock/state/activity-views.ts. Every call first moves the
// activities on along the business clock (settleActivities). A join that costs money waits unpaid (its place
// held) until its payment goes through (pay.ts, wxpay.ts) or it expires.
import { Fail, requireString, userPost, type Ctx, type Route } from '../core';
import type { ParticipantWire } from '../../src/api/activity';
import type { MockActivity, MockGroup, MockJoin } from '../seed/activity';
import { HOUR, fen, intOf, numOf, pageOf, strOf, yuan } from '../seed/util';
import { straightDistance } from '../../src/rules/distance';
import { JOIN_STATUS, UNPAID_TTL_MS } from '../../src/rules/commerce-states';
import { ACTIVITY_KIND, ACTIVITY_VISIBILITY, GROUP_STATUS, hasItems } from '../../src/rules/activity';
import { ERR } from '../../src/rules/error-codes';
import {
  activeJoins,
  closeUnpaid,
  dropEmptyGroup,
  heldJoins,
  itemOf,
  payJoin,
  refundJoin,
  releasePieces,
  settleActivities,
  tiersOf,
} from '../state/groups';
import { chosenAmount, formAnswers, validDraft } from '../state/activity-draft';
import { detail, leaveRefusal, now, person, summary } from '../state/activity-views';

const settle = (ctx: Ctx) => settleActivities(ctx.store, now(ctx));

function findActivity(ctx: Ctx): MockActivity {
  const code = requireString(ctx.body, 'code', '活动编号');
  const a = ctx.store.activities.activities.find((x) => x.code === code);
  if (!a) throw new Fail(ERR.activity.notFound, '活动不存在');
  return a;
}

export const routes: Route[] = [
  {
    method: 'POST',
    path: '/api/activity/v1/list',
    auth: 'none',
    handle(ctx) {
      settle(ctx);
      const pageIndex = intOf(ctx.body.pageIndex ?? 0);
      if (pageIndex === null || pageIndex < 0) throw new Fail(ERR.envelope.badInput, 'pageIndex须为从0开始的整数');
      const type = ctx.body.activityType === undefined ? null : intOf(ctx.body.activityType);
      const scope = strOf(ctx.body.scope) || 'all';
      if (scope !== 'all' && !ctx.user) throw new Fail(ERR.envelope.sessionInvalid, '登录已失效，请重新登录');
      const sort = strOf(ctx.body.sort) || 'newest';
      const lat = numOf(ctx.body.latitude);
      const lng = numOf(ctx.body.longitude);
      if (sort === 'nearest' && (lat === null || lng === null))
        throw new Fail(ERR.envelope.badInput, '按距离排序须提供latitude和longitude');
      const { activities, joins } = ctx.store.activities;
      const distance = (a: MockActivity) => straightDistance(lat ?? 0, lng ?? 0, a.latitude, a.longitude);
      const list = activities
        .filter((a) => type === null || a.activityType === type)
        .filter((a) =>
          scope === 'created'
            ? a.creatorCode === ctx.user?.userCode
            : scope === 'joined'
              ? joins.some(
                  (j) =>
                    j.activityCode === a.code &&
                    j.userCode === ctx.user?.userCode &&
                    j.status !== JOIN_STATUS.left &&
                    j.status !== JOIN_STATUS.closed,
                )
              : a.type === ACTIVITY_VISIBILITY.listed,
        )
        .sort((a, b) => (sort === 'nearest' ? distance(a) - distance(b) : 0) || b.createTime - a.createTime)
        .map((a) => summary(ctx, a));
      return { ...pageOf(list, pageIndex), serverTime: now(ctx) };
    },
  },
  {
    method: 'POST',
    path: '/api/activity/v1/get',
    auth: 'none',
    handle(ctx) {
      settle(ctx);
      return detail(ctx, findActivity(ctx));
    },
  },
  {
    method: 'POST',
    path: '/api/activity/v1/participant/list',
    auth: 'none',
    handle(ctx) {
      settle(ctx);
      const a = findActivity(ctx);
      const pageIndex = intOf(ctx.body.pageIndex ?? 0);
      if (pageIndex === null || pageIndex < 0) throw new Fail(ERR.envelope.badInput, 'pageIndex须为从0开始的整数');
      const list: ParticipantWire[] = activeJoins(ctx.store, a)
        .sort((x, y) => y.createTime - x.createTime)
        .map((j) => ({ ...person(ctx, j.userCode), joinTime: j.createTime, groupCode: j.groupCode }));
      return pageOf(list, pageIndex);
    },
  },
  userPost('/api/activity/v1/save', (ctx, user) => {
    settle(ctx);
    const code = strOf(ctx.body.code);
    const old = code ? ctx.store.activities.activities.find((a) => a.code === code) : undefined;
    if (code && !old) throw new Fail(ERR.activity.notFound, '活动不存在');
    if (old && old.creatorCode !== user.userCode) throw new Fail(ERR.activity.notOwner, '只能编辑自己发布的活动');
    const fields = validDraft(ctx.body, ctx.store, now(ctx), old);
    if (old) {
      Object.assign(old, fields);
      return detail(ctx, old);
    }
    const a: MockActivity = {
      ...fields,
      code: ctx.store.nextId('AC'),
      creatorCode: user.userCode,
      createTime: now(ctx),
    };
    ctx.store.activities.activities.unshift(a);
    return detail(ctx, a);
  }),
  userPost('/api/activity/v1/join', (ctx, user) => {
    settle(ctx);
    const a = findActivity(ctx);
    const data = ctx.store.activities;
    const at = now(ctx);
    if (!a.enrollEnable) throw new Fail(ERR.activity.enrolClosed, '该活动未开放报名');
    if (at > a.closeTime || at > a.endTime) throw new Fail(ERR.activity.enrolOver, '报名已截止');
    const held = data.joins.find(
      (j) =>
        j.activityCode === a.code &&
        j.userCode === user.userCode &&
        (j.status === JOIN_STATUS.joined || j.status === JOIN_STATUS.unpaid),
    );
    if (held?.status === JOIN_STATUS.unpaid)
      throw new Fail(ERR.activity.unpaidJoin, '您已报名，请先完成支付', { joinCode: held.joinCode });
    if (held) throw new Fail(ERR.activity.alreadyJoined, '您已参加过该活动');
    if (heldJoins(ctx.store, a).length >= a.num) throw new Fail(ERR.activity.full, '名额已满');
    const form = formAnswers(a, ctx.body.form);
    let pay = 0;
    let groupCode = '';
    let program = '';
    const items: { itemCode: string; num: number }[] = [];
    const picks = Array.isArray(ctx.body.items) ? (ctx.body.items as Record<string, unknown>[]) : [];
    let group: MockGroup | undefined;
    if (hasItems(a.activityType)) {
      if (picks.length === 0) throw new Fail(ERR.activity.badPicks, '请选择商品');
      if (a.activityType !== ACTIVITY_KIND.multi && picks.length > 1)
        throw new Fail(ERR.activity.badPicks, '该活动只能选择一件商品');
      if (a.activityType === ACTIVITY_KIND.multi && picks.length > a.maxSelectionItem)
        throw new Fail(ERR.activity.badPicks, `最多选择${a.maxSelectionItem}件商品`);
      const chosen = picks.map((p) => {
        const item = itemOf(a, strOf(p?.itemCode));
        const num = intOf(p?.num ?? 1);
        if (!item) throw new Fail(ERR.activity.unknownItem, '活动商品不存在');
        if (num === null || num < 1 || num > item.singleMaxPurchase)
          throw new Fail(ERR.activity.overLimit, `“${item.itemName}”每人限购${item.singleMaxPurchase}件`);
        if (item.soldNum + num > item.stock) throw new Fail(ERR.activity.soldOut, `“${item.itemName}”已售罄`);
        return { item, num };
      });
      if (new Set(chosen.map((c) => c.item.code)).size !== chosen.length)
        throw new Fail(ERR.activity.badPicks, '同一件商品请只选一次');
      for (const { item, num } of chosen) {
        let unit = item.price;
        if (a.activityType === ACTIVITY_KIND.group) {
          const wantGroup = strOf(ctx.body.groupCode);
          const first = tiersOf(item)[0];
          if (!first) throw new Fail(ERR.activity.noTier, '该商品没有拼团档位');
          if (wantGroup) {
            group = data.groups.find((g) => g.code === wantGroup && g.activityCode === a.code);
            if (!group || group.status !== GROUP_STATUS.open || group.members.length === 0)
              throw new Fail(ERR.activity.groupUnavailable, '该团已结束，请重新开团');
            if (group.itemCode !== item.code) throw new Fail(ERR.activity.groupUnavailable, '所选商品与该团不一致');
            if (group.members.length + group.pending.length >= (tiersOf(item).pop()?.groupSize ?? Infinity))
              throw new Fail(ERR.activity.groupUnavailable, '该团已满，请重新开团');
          } else {
            group = {
              activityCode: a.code,
              code: ctx.store.nextId('GR'),
              itemCode: item.code,
              members: [],
              pending: [],
              deadline: Math.min(at + a.groupLimitTime * HOUR, a.endTime),
              status: GROUP_STATUS.open,
              virtual: false,
              closedTierCode: '',
              createTime: at,
            };
            data.groups.push(group);
          }
          // A member counts once paid (payJoin); until then the place in the group is held.
          group.pending.push(user.userCode);
          groupCode = group.code;
          unit = first.price;
        }
        item.soldNum += num;
        items.push({ itemCode: item.code, num });
        pay += fen(unit) * num;
      }
    } else if (a.activityType === ACTIVITY_KIND.interactive) {
      const s = a.setting;
      program = strOf(ctx.body.program);
      if (s.chooseProgram && !program) throw new Fail(ERR.activity.badProgram, '请选择节目');
      if (program && !a.programList.includes(program)) throw new Fail(ERR.activity.badProgram, '节目不存在');
      if (!s.chooseProgramFree)
        pay += fen(
          chosenAmount(ctx.body.amount, s.chooseAmountItems, s.showChooseAmount, s.chooseLowAmount, '参与金额'),
        );
      if (ctx.body.reward !== undefined && ctx.body.reward !== null && ctx.body.reward !== 0) {
        if (!s.rewardProgram) throw new Fail(ERR.activity.badAmount, '该活动不支持打赏');
        pay += fen(
          chosenAmount(ctx.body.reward, s.rewardAmountItems, s.showRewardAmount, s.rewardLowAmount, '打赏金额'),
        );
      }
    } else {
      pay = fen(a.price);
    }
    // What costs money waits for its payment (pay.ts), holding the place; a free join is in at once.
    const join: MockJoin = {
      joinCode: ctx.store.nextId('J'),
      activityCode: a.code,
      userCode: user.userCode,
      payAmount: yuan(pay),
      refundAmount: 0,
      status: JOIN_STATUS.unpaid,
      groupCode,
      items,
      program,
      form,
      createTime: at,
      expireTime: pay > 0 ? at + UNPAID_TTL_MS : null,
    };
    data.joins.push(join);
    if (pay === 0) payJoin(ctx.store, now(ctx), join.joinCode);
    return {
      joinCode: join.joinCode,
      payAmount: join.payAmount,
      groupCode,
      joinedNum: heldJoins(ctx.store, a).length,
      status: join.status,
      expireTime: join.expireTime,
    };
  }),
  userPost('/api/activity/v1/leave', (ctx, user) => {
    settle(ctx);
    const a = findActivity(ctx);
    const join = ctx.store.activities.joins.find(
      (j) =>
        j.activityCode === a.code &&
        j.userCode === user.userCode &&
        (j.status === JOIN_STATUS.joined || j.status === JOIN_STATUS.unpaid),
    );
    if (!join) throw new Fail(ERR.activity.notJoined, '您还没有参加该活动');
    if (join.status === JOIN_STATUS.unpaid) {
      closeUnpaid(ctx.store, a, join);
      return { refundAmount: 0, joinedNum: heldJoins(ctx.store, a).length };
    }
    const refusal = leaveRefusal(ctx, a, join);
    if (refusal) throw new Fail(ERR.activity.cannotLeave, refusal);
    const refund = fen(join.payAmount) - fen(join.refundAmount);
    refundJoin(ctx.store, now(ctx), join, refund, 'left');
    join.status = JOIN_STATUS.left;
    releasePieces(a, join);
    const g = ctx.store.activities.groups.find((x) => x.code === join.groupCode);
    if (g) {
      g.members = g.members.filter((m) => m !== user.userCode);
      dropEmptyGroup(ctx.store, g);
    }
    return { refundAmount: yuan(refund), joinedNum: heldJoins(ctx.store, a).length };
  }),
];
