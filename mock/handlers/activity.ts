// Mock handlers of src/api/activity.ts: activities (list, detail, create/edit, join, leave, participants).
// Group-buy runs on the mock's business clock (mockNow: real time + the test offset): everyone pays the first
// tier's price; a group forms at the first tier's size, fills (and closes) at the last tier's size, and closes
// at its deadline: at the tier reached (the difference to the first tier refunded to every member), or below the
// first tier refunded or formed virtually. A join that costs money waits unpaid (its place held) until its
// payment goes through (pay.ts, wxpay.ts) or it expires. Sign-up forms are checked as templates are (template.ts).
import { Fail, mockNow, requireString, userPost, type Ctx, type Route } from '../core';
import type {
  ActivityItemWire, ActivitySettingWire, ActivitySummaryWire, ActivityType, GroupTierWire, GroupWire, MyJoinWire, ParticipantWire, PersonWire,
} from '../../src/api/activity';
import { DEFAULT_SETTING, type MockActivity, type MockGroup, type MockJoin } from '../seed/activity';
import { HOUR, exactFen, fen, intOf, numOf, pageOf, strOf, yuan } from '../seed/util';
import { straightDistance } from '../../src/rules/distance';
import { isPhone } from '../../src/rules/validate';
import { FREE_AMOUNT_MAX_FEN, JOIN_STATUS, UNPAID_TTL_MS, type RefundReason } from '../../src/rules/commerce-states';
import { defaultMaxSelection, tierBelowSingle } from '../../src/rules/activity';
import { refundsOf, refundTo } from './refund';
import { onGroupClosed, remindUnpaidJoins } from '../state/messages';
import { formItems } from './template';
import { ERR } from '../../src/rules/error-codes';

const IMAGE_URL = /^(https?:\/\/\S+|\/\S+)$/;
const MAX_TIERS = 5;
/** Refund plans (catalogue seed): R1 before the start, R2 24 hours before the start, R3 never; none: until sign-up closes. */
const LEAVE_RULES: Record<string, (a: MockActivity, now: number) => boolean> = {
  R1: (a, now) => now < a.beginTime,
  R2: (a, now) => now < a.beginTime - 24 * HOUR,
  R3: () => false,
};

const now = (ctx: Ctx) => mockNow(ctx.settings);

function statusOf(a: MockActivity, at: number): number {
  return at < a.beginTime ? 0 : at <= a.endTime ? 1 : 2;
}

/** 李思雨 -> 李*雨, 陈敏 -> 陈*, '' stays '' (the person shared no name). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length === 0) return '';
  if (chars.length === 1) return `${chars[0]}*`;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

function person(ctx: Ctx, userCode: string): PersonWire {
  const u = ctx.store.users.get(userCode);
  return { name: maskName(u?.name ?? ''), avatar: u?.avatar ?? '' };
}

const tiersOf = (item: ActivityItemWire): GroupTierWire[] => [...item.groupItemList].sort((x, y) => x.groupSize - y.groupSize);
const activeJoins = (ctx: Ctx, a: MockActivity) => ctx.store.activities.joins.filter((j) => j.activityCode === a.code && j.status === JOIN_STATUS.joined);
/** Joins that take a place: paid ones, and unpaid ones until they expire. */
const heldJoins = (ctx: Ctx, a: MockActivity) =>
  ctx.store.activities.joins.filter((j) => j.activityCode === a.code && (j.status === JOIN_STATUS.joined || j.status === JOIN_STATUS.unpaid));

function lowestPrice(a: MockActivity): number {
  if (a.activityType === 3) {
    const tiers = a.activityItemList.flatMap((i) => i.groupItemList.map((t) => t.price));
    return tiers.length ? Math.min(...tiers) : a.price;
  }
  if (a.activityType === 1 || a.activityType === 2) return a.activityItemList.length ? Math.min(...a.activityItemList.map((i) => i.price)) : a.price;
  if (a.activityType === 4) {
    const s = a.setting;
    if (s.chooseProgramFree) return 0;
    return Math.min(...s.chooseAmountItems, ...(s.showChooseAmount ? [s.chooseLowAmount] : []));
  }
  return a.price;
}

function itemOf(a: MockActivity, code: string): ActivityItemWire | undefined {
  return a.activityItemList.find((i) => i.code === code);
}

/** The tier a group of `n` members has reached, or undefined below the first tier. */
function reachedTier(item: ActivityItemWire, n: number): GroupTierWire | undefined {
  return tiersOf(item).filter((t) => t.groupSize <= n).pop();
}

function groupView(ctx: Ctx, a: MockActivity, g: MockGroup): GroupWire {
  const item = itemOf(a, g.itemCode);
  const tiers = item ? tiersOf(item) : [];
  const first = tiers[0];
  const tier = g.status === 0 ? (item ? reachedTier(item, g.members.length) : undefined) : tiers.find((t) => t.code === g.closedTierCode);
  return {
    code: g.code, itemCode: g.itemCode, tierCode: tier?.code ?? '', price: (tier ?? first)?.price ?? 0, minSize: first?.groupSize ?? 0,
    groupSize: tiers[tiers.length - 1]?.groupSize ?? 0, memberNum: g.members.length, members: g.members.map((m) => person(ctx, m)),
    leaderName: person(ctx, g.members[0] ?? '').name, deadline: g.deadline, status: g.status, virtual: g.virtual,
  };
}

/** Refunds `amountFen` of a join to the payment it came from, and counts it on the join. */
function refundJoin(ctx: Ctx, j: MockJoin, amountFen: number, reason: RefundReason): void {
  if (amountFen <= 0) return;
  refundTo(ctx.store, { userCode: j.userCode, bizType: 'join', bizCode: j.joinCode, amountFen, reason, now: now(ctx) });
  j.refundAmount = yuan(fen(j.refundAmount) + amountFen);
}

/** Refunds each member the difference between what they paid per piece and `unit` (yuan). */
function refundDifference(ctx: Ctx, g: MockGroup, paidUnit: number, unit: number): void {
  for (const j of ctx.store.activities.joins) {
    if (j.groupCode !== g.code || j.status !== 0) continue;
    const num = j.items.reduce((s, i) => s + i.num, 0);
    refundJoin(ctx, j, (fen(paidUnit) - fen(unit)) * num, 'tierDifference');
  }
}

/** Gives an unpaid join up (expired, or the person gave up): its place and its pieces come back. */
function closeUnpaid(ctx: Ctx, a: MockActivity | undefined, j: MockJoin): void {
  j.status = JOIN_STATUS.closed;
  j.expireTime = null;
  for (const picked of j.items) {
    const it = a && itemOf(a, picked.itemCode);
    if (it) it.soldNum = Math.max(0, it.soldNum - picked.num);
  }
  const groups = ctx.store.activities.groups;
  const g = groups.find((x) => x.code === j.groupCode);
  if (!g) return;
  g.pending = g.pending.filter((u) => u !== j.userCode);
  if (g.members.length === 0 && g.pending.length === 0) groups.splice(groups.indexOf(g), 1);
}

/** Closes a group: full or out of time. Joins still unpaid in it close. */
function closeGroup(ctx: Ctx, a: MockActivity, g: MockGroup): void {
  for (const j of ctx.store.activities.joins) if (j.groupCode === g.code && j.status === JOIN_STATUS.unpaid) closeUnpaid(ctx, a, j);
  const item = itemOf(a, g.itemCode);
  const tiers = item ? tiersOf(item) : [];
  const first = tiers[0];
  const tier = item ? reachedTier(item, g.members.length) : undefined;
  if (tier && first) {
    g.status = 1;
    g.closedTierCode = tier.code;
    refundDifference(ctx, g, first.price, tier.price);
  } else if (a.ungroupedHandling === 2) {
    g.status = 1;
    g.virtual = true;
    g.closedTierCode = first?.code ?? '';
  } else {
    g.status = 2;
    for (const j of ctx.store.activities.joins) {
      if (j.groupCode !== g.code || j.status !== 0) continue;
      refundJoin(ctx, j, fen(j.payAmount) - fen(j.refundAmount), 'groupFailed');
      j.status = JOIN_STATUS.failed;
      for (const picked of j.items) {
        const it = itemOf(a, picked.itemCode);
        if (it) it.soldNum = Math.max(0, it.soldNum - picked.num);
      }
    }
  }
  onGroupClosed(ctx.store, a, g, Math.min(now(ctx), g.deadline));
}

/**
 * Moves activities on along the business clock (run before each activity and payment call): unpaid joins
 * past their expiry close, then every open group whose deadline has passed closes.
 */
export function settleActivities(ctx: Ctx): void {
  const at = now(ctx);
  const { activities, groups, joins } = ctx.store.activities;
  remindUnpaidJoins(ctx.store, joins, at);
  for (const j of joins) {
    if (j.status === JOIN_STATUS.unpaid && j.expireTime !== null && j.expireTime <= at) closeUnpaid(ctx, activities.find((x) => x.code === j.activityCode), j);
  }
  for (const g of [...groups]) {
    if (g.status !== 0 || g.deadline > at) continue;
    const a = activities.find((x) => x.code === g.activityCode);
    if (a) closeGroup(ctx, a, g);
  }
}
const settle = settleActivities;

/** A payment went through for an unpaid join (mock/state/payments.ts): joined; in a group-buy a member, and a full group closes. */
export function payJoin(ctx: Ctx, joinCode: string): void {
  const data = ctx.store.activities;
  const j = data.joins.find((x) => x.joinCode === joinCode);
  if (!j || j.status !== JOIN_STATUS.unpaid) return;
  j.status = JOIN_STATUS.joined;
  j.expireTime = null;
  const g = data.groups.find((x) => x.code === j.groupCode);
  const a = data.activities.find((x) => x.code === j.activityCode);
  if (!g || !a) return;
  g.pending = g.pending.filter((u) => u !== j.userCode);
  g.members.push(j.userCode);
  const item = itemOf(a, g.itemCode);
  if (item && g.members.length >= (tiersOf(item).pop()?.groupSize ?? Infinity)) closeGroup(ctx, a, g);
}

function summary(ctx: Ctx, a: MockActivity): ActivitySummaryWire {
  const creator = ctx.store.users.get(a.creatorCode);
  return {
    code: a.code, activityType: a.activityType, title: a.title, img: a.img, address: a.address, latitude: a.latitude, longitude: a.longitude,
    beginTime: a.beginTime, closeTime: a.closeTime, endTime: a.endTime, price: lowestPrice(a), num: a.num, joinedNum: heldJoins(ctx, a).length,
    status: statusOf(a, now(ctx)), creatorName: creator?.name ?? '齐货团长', creatorAvatar: creator?.avatar ?? '/mock-assets/avatar-2.png',
  };
}

function myJoinOf(ctx: Ctx, a: MockActivity): MockJoin | undefined {
  if (!ctx.user) return undefined;
  const mine = ctx.store.activities.joins.filter((j) => j.activityCode === a.code && j.userCode === ctx.user!.userCode);
  return mine.find((j) => j.status === JOIN_STATUS.joined || j.status === JOIN_STATUS.unpaid) ?? mine[mine.length - 1];
}

/** Why leaving is refused now, or '' when it is allowed. */
function leaveRefusal(ctx: Ctx, a: MockActivity, j: MockJoin): string {
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
    if (!g || g.status !== 0 || (item && reachedTier(item, g.members.length))) return '拼团已成团，不能退出';
  }
  return '';
}

function myJoinView(ctx: Ctx, a: MockActivity, j: MockJoin): MyJoinWire {
  return {
    joinCode: j.joinCode, status: j.status, payAmount: j.payAmount, refundAmount: j.refundAmount, groupCode: j.groupCode, items: j.items.map((i) => ({ ...i })),
    program: j.program, createTime: j.createTime, expireTime: j.expireTime, canLeave: leaveRefusal(ctx, a, j) === '', refunds: refundsOf(ctx, j.joinCode),
  };
}

function detail(ctx: Ctx, a: MockActivity) {
  const { createTime: _c, ...rest } = a;
  const { groups } = ctx.store.activities;
  const mine = myJoinOf(ctx, a);
  const myGroup = mine?.groupCode ? groups.find((g) => g.code === mine.groupCode) : undefined;
  return {
    ...rest, ...summary(ctx, a),
    // A group shows once its starter has paid.
    groups: groups.filter((g) => g.activityCode === a.code && g.status === 0 && g.members.length > 0).map((g) => groupView(ctx, a, g)),
    joined: mine?.status === JOIN_STATUS.joined,
    myJoin: mine ? myJoinView(ctx, a, mine) : null,
    myGroup: myGroup ? groupView(ctx, a, myGroup) : null,
    serverTime: now(ctx),
  };
}

function findActivity(ctx: Ctx): MockActivity {
  const code = requireString(ctx.body, 'code', '活动编号');
  const a = ctx.store.activities.activities.find((x) => x.code === code);
  if (!a) throw new Fail(ERR.activity.notFound, '活动不存在');
  return a;
}

const money = (v: unknown) => {
  const n = numOf(v);
  return n !== null && n >= 0 && exactFen(n) !== null ? n : null;
};

function validSetting(v: unknown, activityType: number, programList: string[]): ActivitySettingWire {
  const s = (typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>;
  const amounts = (x: unknown, fallback: number[]) => (Array.isArray(x) ? x.map(money) : fallback);
  const setting: ActivitySettingWire = {
    chooseProgram: s.chooseProgram === true, chooseProgramFree: s.chooseProgramFree === true, showChooseAmount: s.showChooseAmount === true,
    chooseAmountItems: amounts(s.chooseAmountItems, DEFAULT_SETTING.chooseAmountItems) as number[], chooseLowAmount: money(s.chooseLowAmount ?? DEFAULT_SETTING.chooseLowAmount) as number,
    rewardProgram: s.rewardProgram === true, showRewardAmount: s.showRewardAmount === true, rewardLowAmount: money(s.rewardLowAmount ?? DEFAULT_SETTING.rewardLowAmount) as number,
    rewardAmountItems: amounts(s.rewardAmountItems, DEFAULT_SETTING.rewardAmountItems) as number[],
  };
  // Every preset and minimum, the parts not in use too (they are stored and shown again when editing).
  const bounds: [string, number[]][] = [
    ['参与金额', setting.chooseAmountItems], ['最低参与金额', [setting.chooseLowAmount]], ['打赏金额', setting.rewardAmountItems], ['最低打赏金额', [setting.rewardLowAmount]],
  ];
  for (const [what, list] of bounds) {
    if (list.some((x) => x === null || x < 0.01)) throw new Fail(ERR.activity.badSetting, `${what}须不少于0.01元，最多两位小数`);
    if (list.some((x) => fen(x) > FREE_AMOUNT_MAX_FEN)) throw new Fail(ERR.activity.badSetting, `${what}最多${yuan(FREE_AMOUNT_MAX_FEN)}元`);
  }
  if (activityType === 4) {
    if (!setting.chooseProgramFree && setting.chooseAmountItems.length === 0 && !setting.showChooseAmount) throw new Fail(ERR.activity.badSetting, '请设置参与金额');
    if ((setting.chooseProgram || setting.rewardProgram) && programList.length === 0) throw new Fail(ERR.activity.badSetting, '请至少添加一个节目');
  }
  return setting;
}

/** Checks the draft and returns the activity fields. */
function validDraft(ctx: Ctx, old?: MockActivity): Omit<MockActivity, 'code' | 'creatorCode' | 'createTime'> {
  const b = ctx.body;
  const activityType = intOf(b.activityType);
  if (activityType === null || activityType < 1 || activityType > 5) throw new Fail(ERR.activity.badKind, '活动类型须为1到5');
  const title = requireString(b, 'title', '活动标题');
  if (title.length > 30) throw new Fail(ERR.activity.titleTooLong, '活动标题不能超过30个字');
  const img = requireString(b, 'img', '活动封面');
  const address = requireString(b, 'address', '活动地点');
  const beginTime = intOf(b.beginTime);
  const endTime = intOf(b.endTime);
  const closeTime = intOf(b.closeTime) ?? endTime;
  if (beginTime === null || endTime === null || closeTime === null) throw new Fail(ERR.activity.badTimes, '请填写活动时间');
  if (closeTime <= beginTime) throw new Fail(ERR.activity.badTimes, '报名截止时间须晚于开始时间');
  if (closeTime > endTime) throw new Fail(ERR.activity.badTimes, '报名截止时间不能晚于结束时间');
  if (!old && endTime <= now(ctx)) throw new Fail(ERR.activity.badTimes, '结束时间须晚于现在');
  const num = intOf(b.num ?? 10);
  if (num === null || num < 1 || num > 10000) throw new Fail(ERR.activity.badNum, '人数上限须为1到10000');
  // No amount is taken for granted: the on-site fee (kind 5) and every item's price must be sent (0 for free).
  if (activityType === 5 && (b.price === undefined || b.price === null || b.price === '')) throw new Fail(ERR.activity.badPrice, '请填写报名费（免费活动填0）');
  const price = money(b.price ?? 0);
  if (price === null) throw new Fail(ERR.activity.badPrice, '价格须为不小于0、最多两位小数的金额');
  const rawItems = Array.isArray(b.activityItemList) ? (b.activityItemList as Record<string, unknown>[]) : [];
  const activityItemList: ActivityItemWire[] = rawItems.map((it) => {
    const itemName = strOf(it?.itemName);
    if (itemName && (it?.price === undefined || it?.price === null || it?.price === '')) throw new Fail(ERR.activity.badItem, `请填写“${itemName}”的价格`);
    const itemPrice = money(it?.price);
    const single = intOf(it?.singleMaxPurchase ?? 1);
    const stock = intOf(it?.stock ?? 100);
    if (!itemName) throw new Fail(ERR.activity.badItem, '商品名称不能为空');
    if (itemPrice === null) throw new Fail(ERR.activity.badItem, `“${itemName}”的价格不正确`);
    if (single === null || single < 1) throw new Fail(ERR.activity.badItem, `“${itemName}”的限购数量至少为1`);
    if (stock === null || stock < 0) throw new Fail(ERR.activity.badItem, `“${itemName}”的库存不正确`);
    const tiers = Array.isArray(it?.groupItemList) ? (it.groupItemList as Record<string, unknown>[]) : [];
    if (tiers.length > MAX_TIERS) throw new Fail(ERR.activity.badTier, `每件商品最多${MAX_TIERS}个拼团档位`);
    const groupItemList = tiers.map((t) => {
      const groupSize = intOf(t?.groupSize);
      const tierPrice = money(t?.price);
      if (groupSize === null || groupSize < 2 || groupSize > 100) throw new Fail(ERR.activity.badTier, '成团人数须为2到100');
      if (tierPrice === null || tierPrice <= 0) throw new Fail(ERR.activity.badTier, '拼团价须大于0');
      if (itemPrice !== null && !tierBelowSingle(fen(tierPrice), fen(itemPrice))) throw new Fail(ERR.activity.badTier, `“${itemName}”的拼团价须低于单买价${itemPrice.toFixed(2)}元`);
      return { code: strOf(t?.code) || ctx.store.nextId('GT'), groupSize, price: tierPrice };
    });
    for (let i = 1; i < groupItemList.length; i += 1) {
      const [prev, cur] = [groupItemList[i - 1]!, groupItemList[i]!];
      if (cur.groupSize <= prev.groupSize) throw new Fail(ERR.activity.badTier, '拼团档位的人数须逐档递增');
      if (cur.price >= prev.price) throw new Fail(ERR.activity.badTier, '拼团档位的价格须逐档递减');
    }
    const oldItem = old?.activityItemList.find((x) => x.code === strOf(it?.code));
    return {
      code: oldItem?.code ?? ctx.store.nextId('AI'), img: strOf(it?.img), itemName, itemDescription: strOf(it?.itemDescription), singleMaxPurchase: single,
      price: itemPrice, stock, soldNum: oldItem?.soldNum ?? 0, groupItemList,
    };
  });
  if (activityType === 1 && activityItemList.length !== 1) throw new Fail(ERR.activity.badItemCount, '单品活动须有且只有一件商品');
  if (activityType === 2 && activityItemList.length < 2) throw new Fail(ERR.activity.badItemCount, '多品活动至少需要两件商品');
  if (activityType === 3 && (activityItemList.length === 0 || activityItemList.some((i) => i.groupItemList.length === 0))) throw new Fail(ERR.activity.badItemCount, '拼团活动的每件商品须至少有一个拼团价');
  const maxSelectionItem = intOf(b.maxSelectionItem ?? (activityType === 2 ? defaultMaxSelection(activityItemList.length) : 1)) ?? 0;
  if (activityType === 2 && (maxSelectionItem < 1 || maxSelectionItem > activityItemList.length)) throw new Fail(ERR.activity.badMaxSelection, '最多可选商品数不正确');
  const refundPlan = strOf(b.refundPlan);
  if (refundPlan && !ctx.store.catalogue.refundPlans.some((p) => p.code === refundPlan && p.type === 1)) throw new Fail(ERR.activity.unknownRefundPlan, '退款方案不存在');
  const groupLimitTime = intOf(b.groupLimitTime ?? 24);
  if (groupLimitTime === null || groupLimitTime < 1 || groupLimitTime > 168) throw new Fail(ERR.activity.badGroupLimit, '成团时限须为1到168小时');
  const ungroupedHandling = intOf(b.ungroupedHandling ?? 1);
  if (ungroupedHandling !== 1 && ungroupedHandling !== 2) throw new Fail(ERR.activity.badUngroupedHandling, '未成团处理方式须为1（退款）或2（虚拟成团）');
  const list = (v: unknown) => (Array.isArray(v) ? v.map(strOf).filter(Boolean) : []);
  const programList = list(b.programList);
  return {
    activityType: activityType as ActivityType, type: intOf(b.type) === 2 ? 2 : 1, title, img, coverArr: list(b.coverArr), address,
    latitude: numOf(b.latitude) ?? 0, longitude: numOf(b.longitude) ?? 0, beginTime, closeTime, endTime, details: strOf(b.details), imgList: list(b.imgList),
    enrollEnable: b.enrollEnable !== false, num, price, programList, activityItemList, maxSelectionItem, refundPlan,
    form: formItems(b.form), groupLimitTime, ungroupedHandling, setting: validSetting(b.setting, activityType, programList),
  };
}

/** The sign-up form's answers, checked against the activity's form. */
function formAnswers(a: MockActivity, raw: unknown): Record<string, string> {
  const answers = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const form: Record<string, string> = {};
  for (const f of a.form) {
    const v = typeof answers[f.key] === 'number' ? String(answers[f.key]) : strOf(answers[f.key]);
    if (f.required && !v) throw new Fail(ERR.activity.badAnswer, f.type === 'image' ? `请上传${f.label}` : f.type === 'select' ? `请选择${f.label}` : `请填写${f.label}`);
    if (v && f.type === 'phone' && !isPhone(v)) throw new Fail(ERR.activity.badAnswer, `${f.label}格式不正确`);
    if (v && f.type === 'number' && !Number.isFinite(Number(v))) throw new Fail(ERR.activity.badAnswer, `${f.label}须为数字`);
    if (v && f.type === 'select' && !f.options.includes(v)) throw new Fail(ERR.activity.badAnswer, `${f.label}的选项不正确`);
    if (v && f.type === 'image' && !IMAGE_URL.test(v)) throw new Fail(ERR.activity.badAnswer, `${f.label}须为上传的图片`);
    if (v) form[f.key] = v;
  }
  return form;
}

/** An amount chosen from presets, or typed when `free` (at least `low`). */
function chosenAmount(raw: unknown, presets: number[], free: boolean, low: number, what: string): number {
  const amount = money(raw);
  if (amount === null) throw new Fail(ERR.activity.badAmount, `请选择${what}`);
  if (presets.includes(amount)) return amount;
  if (!free) throw new Fail(ERR.activity.badAmount, `${what}须为${presets.join('、')}元之一`);
  if (amount < low) throw new Fail(ERR.activity.badAmount, `${what}最少${low}元`);
  if (fen(amount) > FREE_AMOUNT_MAX_FEN) throw new Fail(ERR.activity.badAmount, `${what}最多${yuan(FREE_AMOUNT_MAX_FEN)}元`);
  return amount;
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
      if (sort === 'nearest' && (lat === null || lng === null)) throw new Fail(ERR.envelope.badInput, '按距离排序须提供latitude和longitude');
      const { activities, joins } = ctx.store.activities;
      const distance = (a: MockActivity) => straightDistance(lat ?? 0, lng ?? 0, a.latitude, a.longitude);
      const list = activities
        .filter((a) => type === null || a.activityType === type)
        .filter((a) => scope === 'created' ? a.creatorCode === ctx.user?.userCode
          : scope === 'joined' ? joins.some((j) => j.activityCode === a.code && j.userCode === ctx.user?.userCode && j.status !== JOIN_STATUS.left && j.status !== JOIN_STATUS.closed)
          : a.type === 1)
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
      const list: ParticipantWire[] = activeJoins(ctx, a)
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
    const fields = validDraft(ctx, old);
    if (old) {
      Object.assign(old, fields);
      return detail(ctx, old);
    }
    const a: MockActivity = { ...fields, code: ctx.store.nextId('AC'), creatorCode: user.userCode, createTime: now(ctx) };
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
    const held = data.joins.find((j) => j.activityCode === a.code && j.userCode === user.userCode && (j.status === JOIN_STATUS.joined || j.status === JOIN_STATUS.unpaid));
    if (held?.status === JOIN_STATUS.unpaid) throw new Fail(ERR.activity.unpaidJoin, '您已报名，请先完成支付', { joinCode: held.joinCode });
    if (held) throw new Fail(ERR.activity.alreadyJoined, '您已参加过该活动');
    if (heldJoins(ctx, a).length >= a.num) throw new Fail(ERR.activity.full, '名额已满');
    const form = formAnswers(a, ctx.body.form);
    let pay = 0;
    let groupCode = '';
    let program = '';
    const items: { itemCode: string; num: number }[] = [];
    const picks = Array.isArray(ctx.body.items) ? (ctx.body.items as Record<string, unknown>[]) : [];
    let group: MockGroup | undefined;
    if (a.activityType <= 3) {
      if (picks.length === 0) throw new Fail(ERR.activity.badPicks, '请选择商品');
      if (a.activityType !== 2 && picks.length > 1) throw new Fail(ERR.activity.badPicks, '该活动只能选择一件商品');
      if (a.activityType === 2 && picks.length > a.maxSelectionItem) throw new Fail(ERR.activity.badPicks, `最多选择${a.maxSelectionItem}件商品`);
      const chosen = picks.map((p) => {
        const item = itemOf(a, strOf(p?.itemCode));
        const num = intOf(p?.num ?? 1);
        if (!item) throw new Fail(ERR.activity.unknownItem, '活动商品不存在');
        if (num === null || num < 1 || num > item.singleMaxPurchase) throw new Fail(ERR.activity.overLimit, `“${item.itemName}”每人限购${item.singleMaxPurchase}件`);
        if (item.soldNum + num > item.stock) throw new Fail(ERR.activity.soldOut, `“${item.itemName}”已售罄`);
        return { item, num };
      });
      if (new Set(chosen.map((c) => c.item.code)).size !== chosen.length) throw new Fail(ERR.activity.badPicks, '同一件商品请只选一次');
      for (const { item, num } of chosen) {
        let unit = item.price;
        if (a.activityType === 3) {
          const wantGroup = strOf(ctx.body.groupCode);
          const first = tiersOf(item)[0];
          if (!first) throw new Fail(ERR.activity.noTier, '该商品没有拼团档位');
          if (wantGroup) {
            group = data.groups.find((g) => g.code === wantGroup && g.activityCode === a.code);
            if (!group || group.status !== 0 || group.members.length === 0) throw new Fail(ERR.activity.groupUnavailable, '该团已结束，请重新开团');
            if (group.itemCode !== item.code) throw new Fail(ERR.activity.groupUnavailable, '所选商品与该团不一致');
            if (group.members.length + group.pending.length >= (tiersOf(item).pop()?.groupSize ?? Infinity)) throw new Fail(ERR.activity.groupUnavailable, '该团已满，请重新开团');
          } else {
            group = { activityCode: a.code, code: ctx.store.nextId('GR'), itemCode: item.code, members: [], pending: [], deadline: Math.min(at + a.groupLimitTime * HOUR, a.endTime),
              status: 0, virtual: false, closedTierCode: '', createTime: at };
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
    } else if (a.activityType === 4) {
      const s = a.setting;
      program = strOf(ctx.body.program);
      if (s.chooseProgram && !program) throw new Fail(ERR.activity.badProgram, '请选择节目');
      if (program && !a.programList.includes(program)) throw new Fail(ERR.activity.badProgram, '节目不存在');
      if (!s.chooseProgramFree) pay += fen(chosenAmount(ctx.body.amount, s.chooseAmountItems, s.showChooseAmount, s.chooseLowAmount, '参与金额'));
      if (ctx.body.reward !== undefined && ctx.body.reward !== null && ctx.body.reward !== 0) {
        if (!s.rewardProgram) throw new Fail(ERR.activity.badAmount, '该活动不支持打赏');
        pay += fen(chosenAmount(ctx.body.reward, s.rewardAmountItems, s.showRewardAmount, s.rewardLowAmount, '打赏金额'));
      }
    } else {
      pay = fen(a.price);
    }
    // What costs money waits for its payment (pay.ts), holding the place; a free join is in at once.
    const join: MockJoin = {
      joinCode: ctx.store.nextId('J'), activityCode: a.code, userCode: user.userCode, payAmount: yuan(pay), refundAmount: 0,
      status: JOIN_STATUS.unpaid, groupCode, items, program, form, createTime: at, expireTime: pay > 0 ? at + UNPAID_TTL_MS : null,
    };
    data.joins.push(join);
    if (pay === 0) payJoin(ctx, join.joinCode);
    return { joinCode: join.joinCode, payAmount: join.payAmount, groupCode, joinedNum: heldJoins(ctx, a).length, status: join.status, expireTime: join.expireTime };
  }),
  userPost('/api/activity/v1/leave', (ctx, user) => {
    settle(ctx);
    const a = findActivity(ctx);
    const join = ctx.store.activities.joins.find((j) => j.activityCode === a.code && j.userCode === user.userCode && (j.status === JOIN_STATUS.joined || j.status === JOIN_STATUS.unpaid));
    if (!join) throw new Fail(ERR.activity.notJoined, '您还没有参加该活动');
    if (join.status === JOIN_STATUS.unpaid) {
      closeUnpaid(ctx, a, join);
      return { refundAmount: 0, joinedNum: heldJoins(ctx, a).length };
    }
    const refusal = leaveRefusal(ctx, a, join);
    if (refusal) throw new Fail(ERR.activity.cannotLeave, refusal);
    const refund = fen(join.payAmount) - fen(join.refundAmount);
    refundJoin(ctx, join, refund, 'left');
    join.status = JOIN_STATUS.left;
    for (const picked of join.items) {
      const it = itemOf(a, picked.itemCode);
      if (it) it.soldNum = Math.max(0, it.soldNum - picked.num);
    }
    const groups = ctx.store.activities.groups;
    const g = groups.find((x) => x.code === join.groupCode);
    if (g) {
      g.members = g.members.filter((m) => m !== user.userCode);
      if (g.members.length === 0 && g.pending.length === 0) groups.splice(groups.indexOf(g), 1);
    }
    return { refundAmount: yuan(refund), joinedNum: heldJoins(ctx, a).length };
  }),
];

