// What the activity calls answer (mock/handlers/activity.ts): an activity's summary and detail for the caller
// (their join, their group, the open groups), its lowest price and state from its times, and whether the caller
// may leave now. Read-only over the store; the mock's business clock is mockNow (real time + the test offset).
import { mockNow, type Ctx } from '../core';
import type { ActivitySummaryWire, GroupWire, MyJoinWire, PersonWire } from '../../src/api/activity';
import { ACTIVITY_STATUS, ACTIVITY_KIND, GROUP_STATUS, type ActivityStatus } from '../../src/rules/activity';
import { JOIN_STATUS } from '../../src/rules/commerce-states';
import type { MockActivity, MockGroup, MockJoin } from '../seed/activity';
import { HOUR } from '../seed/util';
import { refundsOf } from '../handlers/refund';
import { heldJoins, itemOf, reachedTier, tiersOf } from './groups';

/** Refund plans (catalogue seed): R1 before the start, R2 24 hours before the start, R3 never; none: until sign-up closes. */
const LEAVE_RULES: Record<string, (a: MockActivity, now: number) => boolean> = {
  R1: (a, now) => now < a.beginTime,
  R2: (a, now) => now < a.beginTime - 24 * HOUR,
  R3: () => false,
};

export const now = (ctx: Ctx): number => mockNow(ctx.settings);

function statusOf(a: MockActivity, at: number): ActivityStatus {
  return at < a.beginTime
    ? ACTIVITY_STATUS.notStarted
    : at <= a.endTime
      ? ACTIVITY_STATUS.ongoing
      : ACTIVITY_STATUS.ended;
}

/** 李思雨 -> 李*雨, 陈敏 -> 陈*, '' stays '' (the person shared no name). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length === 0) return '';
  if (chars.length === 1) return `${chars[0]}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

export function person(ctx: Ctx, userCode: string): PersonWire {
  const u = ctx.store.users.get(userCode);
  return { name: maskName(u?.name ?? ''), avatar: u?.avatar ?? '' };
}

function lowestPrice(a: MockActivity): number {
  if (a.activityType === ACTIVITY_KIND.group) {
    const tiers = a.activityItemList.flatMap((i) => i.groupItemList.map((t) => t.price));
    return tiers.length ? Math.min(...tiers) : a.price;
  }
  if (a.activityType === ACTIVITY_KIND.single || a.activityType === ACTIVITY_KIND.multi)
    return a.activityItemList.length ? Math.min(...a.activityItemList.map((i) => i.price)) : a.price;
  if (a.activityType === ACTIVITY_KIND.interactive) {
    const s = a.setting;
    if (s.chooseProgramFree) return 0;
    return Math.min(...s.chooseAmountItems, ...(s.showChooseAmount ? [s.chooseLowAmount] : []));
  }
  return a.price;
}

function groupView(ctx: Ctx, a: MockActivity, g: MockGroup): GroupWire {
  const item = itemOf(a, g.itemCode);
  const tiers = item ? tiersOf(item) : [];
  const first = tiers[0];
  const tier =
    g.status === GROUP_STATUS.open
      ? item
        ? reachedTier(item, g.members.length)
        : undefined
      : tiers.find((t) => t.code === g.closedTierCode);
  return {
    code: g.code,
    itemCode: g.itemCode,
    tierCode: tier?.code ?? '',
    price: (tier ?? first)?.price ?? 0,
    minSize: first?.groupSize ?? 0,
    groupSize: tiers[tiers.length - 1]?.groupSize ?? 0,
    memberNum: g.members.length,
    members: g.members.map((m) => person(ctx, m)),
    leaderName: person(ctx, g.members[0] ?? '').name,
    deadline: g.deadline,
    status: g.status,
    virtual: g.virtual,
  };
}

export function summary(ctx: Ctx, a: MockActivity): ActivitySummaryWire {
  const creator = ctx.store.users.get(a.creatorCode);
  return {
    code: a.code,
    activityType: a.activityType,
    title: a.title,
    img: a.img,
    address: a.address,
    latitude: a.latitude,
    longitude: a.longitude,
    beginTime: a.beginTime,
    closeTime: a.closeTime,
    endTime: a.endTime,
    price: lowestPrice(a),
    num: a.num,
    joinedNum: heldJoins(ctx.store, a).length,
    status: statusOf(a, now(ctx)),
    creatorName: creator?.name ?? '齐货团长',
    creatorAvatar: creator?.avatar ?? '/mock-assets/avatar-2.png',
  };
}

function myJoinOf(ctx: Ctx, a: MockActivity): MockJoin | undefined {
  if (!ctx.user) return undefined;
  const mine = ctx.store.activities.joins.filter((j) => j.activityCode === a.code && j.userCode === ctx.user!.userCode);
  return mine.find((j) => j.status === JOIN_STATUS.joined || j.status === JOIN_STATUS.unpaid) ?? mine[mine.length - 1];
}

/** Why leaving is refused now, or '' when it is allowed. */
export function leaveRefusal(ctx: Ctx, a: MockActivity, j: MockJoin): string {
  const at = now(ctx);
  // An unpaid join may always be given up: nothing was paid.
  if (j.status === JOIN_STATUS.unpaid) return '';
  if (j.status !== JOIN_STATUS.joined) return '您已不在该活动中';
  if (at > a.closeTime) return '报名已截止，不能退出';
  const rule = LEAVE_RULES[a.refundPlan];
  if (rule && !rule(a, at)) return a.refundPlan === 'R3' ? '该活动报名后不支持退款' : '已过可退款时间';
  if (j.groupCode) {
    const g = ctx.store.activities.groups.find((x) => x.code === j.groupCode);
    const item = g && itemOf(a, g.itemCode);
    if (!g || g.status !== GROUP_STATUS.open || (item && reachedTier(item, g.members.length)))
      return '拼团已成团，不能退出';
  }
  return '';
}

function myJoinView(ctx: Ctx, a: MockActivity, j: MockJoin): MyJoinWire {
  return {
    joinCode: j.joinCode,
    status: j.status,
    payAmount: j.payAmount,
    refundAmount: j.refundAmount,
    groupCode: j.groupCode,
    items: j.items.map((i) => ({ ...i })),
    program: j.program,
    createTime: j.createTime,
    expireTime: j.expireTime,
    canLeave: leaveRefusal(ctx, a, j) === '',
    refunds: refundsOf(ctx, j.joinCode),
  };
}

export function detail(ctx: Ctx, a: MockActivity) {
  const { createTime: _c, ...rest } = a;
  const { groups } = ctx.store.activities;
  const mine = myJoinOf(ctx, a);
  const myGroup = mine?.groupCode ? groups.find((g) => g.code === mine.groupCode) : undefined;
  return {
    ...rest,
    ...summary(ctx, a),
    // A group shows once its starter has paid.
    groups: groups
      .filter((g) => g.activityCode === a.code && g.status === GROUP_STATUS.open && g.members.length > 0)
      .map((g) => groupView(ctx, a, g)),
    joined: mine?.status === JOIN_STATUS.joined,
    myJoin: mine ? myJoinView(ctx, a, mine) : null,
    myGroup: myGroup ? groupView(ctx, a, myGroup) : null,
    serverTime: now(ctx),
  };
}
