// The activity editor's draft as the backend checks it (/api/activity/v1/save), and the answers of a join
// (sign-up form, chosen amounts): every refusal is a Fail with its ERR.activity code and a message that says why.
// Sign-up forms are checked as templates are (handlers/template.ts).
import { Fail, requireString } from '../core';
import type { ActivityItemWire, ActivitySettingWire } from '../../src/api/activity';
import {
  ACTIVITY_KIND,
  ACTIVITY_VISIBILITY,
  REFUND_PLAN_TYPE,
  UNGROUPED_HANDLING,
  defaultMaxSelection,
  isActivityKind,
  tierBelowSingle,
} from '../../src/rules/activity';
import { FREE_AMOUNT_MAX_FEN } from '../../src/rules/commerce-states';
import { ERR } from '../../src/rules/error-codes';
import { isPhone } from '../../src/rules/validate';
import { DEFAULT_SETTING, type MockActivity } from '../seed/activity';
import { exactFen, fen, intOf, numOf, strOf, yuan } from '../seed/util';
import type { Store } from '../store';
import { formItems } from '../handlers/template';

const IMAGE_URL = /^(https?:\/\/\S+|\/\S+)$/;
const MAX_TIERS = 5;

/** A money amount of the body (yuan, at least 0, whole fen), else null. */
export const money = (v: unknown) => {
  const n = numOf(v);
  return n !== null && n >= 0 && exactFen(n) !== null ? n : null;
};

function validSetting(v: unknown, activityType: number, programList: string[]): ActivitySettingWire {
  const s = (typeof v === 'object' && v !== null ? v : {}) as Record<string, unknown>;
  const amounts = (x: unknown, fallback: number[]) => (Array.isArray(x) ? x.map(money) : fallback);
  const setting: ActivitySettingWire = {
    chooseProgram: s.chooseProgram === true,
    chooseProgramFree: s.chooseProgramFree === true,
    showChooseAmount: s.showChooseAmount === true,
    chooseAmountItems: amounts(s.chooseAmountItems, DEFAULT_SETTING.chooseAmountItems) as number[],
    chooseLowAmount: money(s.chooseLowAmount ?? DEFAULT_SETTING.chooseLowAmount) as number,
    rewardProgram: s.rewardProgram === true,
    showRewardAmount: s.showRewardAmount === true,
    rewardLowAmount: money(s.rewardLowAmount ?? DEFAULT_SETTING.rewardLowAmount) as number,
    rewardAmountItems: amounts(s.rewardAmountItems, DEFAULT_SETTING.rewardAmountItems) as number[],
  };
  // Every preset and minimum, the parts not in use too (they are stored and shown again when editing).
  const bounds: [string, number[]][] = [
    ['参与金额', setting.chooseAmountItems],
    ['最低参与金额', [setting.chooseLowAmount]],
    ['打赏金额', setting.rewardAmountItems],
    ['最低打赏金额', [setting.rewardLowAmount]],
  ];
  for (const [what, list] of bounds) {
    if (list.some((x) => x === null || x < 0.01))
      throw new Fail(ERR.activity.badSetting, `${what}须不少于0.01元，最多两位小数`);
    if (list.some((x) => fen(x) > FREE_AMOUNT_MAX_FEN))
      throw new Fail(ERR.activity.badSetting, `${what}最多${yuan(FREE_AMOUNT_MAX_FEN)}元`);
  }
  if (activityType === ACTIVITY_KIND.interactive) {
    if (!setting.chooseProgramFree && setting.chooseAmountItems.length === 0 && !setting.showChooseAmount)
      throw new Fail(ERR.activity.badSetting, '请设置参与金额');
    if ((setting.chooseProgram || setting.rewardProgram) && programList.length === 0)
      throw new Fail(ERR.activity.badSetting, '请至少添加一个节目');
  }
  return setting;
}

/** Checks a draft (the body of /api/activity/v1/save) and returns the activity fields; `old` when editing. */
export function validDraft(
  b: Record<string, unknown>,
  store: Store,
  now: number,
  old?: MockActivity,
): Omit<MockActivity, 'code' | 'creatorCode' | 'createTime'> {
  const activityType = intOf(b.activityType);
  if (!isActivityKind(activityType)) throw new Fail(ERR.activity.badKind, '活动类型须为1到5');
  const title = requireString(b, 'title', '活动标题');
  if (title.length > 30) throw new Fail(ERR.activity.titleTooLong, '活动标题不能超过30个字');
  const img = requireString(b, 'img', '活动封面');
  const address = requireString(b, 'address', '活动地点');
  const beginTime = intOf(b.beginTime);
  const endTime = intOf(b.endTime);
  const closeTime = intOf(b.closeTime) ?? endTime;
  if (beginTime === null || endTime === null || closeTime === null)
    throw new Fail(ERR.activity.badTimes, '请填写活动时间');
  if (closeTime <= beginTime) throw new Fail(ERR.activity.badTimes, '报名截止时间须晚于开始时间');
  if (closeTime > endTime) throw new Fail(ERR.activity.badTimes, '报名截止时间不能晚于结束时间');
  if (!old && endTime <= now) throw new Fail(ERR.activity.badTimes, '结束时间须晚于现在');
  const num = intOf(b.num ?? 10);
  if (num === null || num < 1 || num > 10000) throw new Fail(ERR.activity.badNum, '人数上限须为1到10000');
  // No amount is taken for granted: the on-site fee (kind 5) and every item's price must be sent (0 for free).
  if (activityType === ACTIVITY_KIND.onsite && (b.price === undefined || b.price === null || b.price === ''))
    throw new Fail(ERR.activity.badPrice, '请填写报名费（免费活动填0）');
  const price = money(b.price ?? 0);
  if (price === null) throw new Fail(ERR.activity.badPrice, '价格须为不小于0、最多两位小数的金额');
  const rawItems = Array.isArray(b.activityItemList) ? (b.activityItemList as Record<string, unknown>[]) : [];
  const activityItemList: ActivityItemWire[] = rawItems.map((it) => {
    const itemName = strOf(it?.itemName);
    if (itemName && (it?.price === undefined || it?.price === null || it?.price === ''))
      throw new Fail(ERR.activity.badItem, `请填写“${itemName}”的价格`);
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
      if (groupSize === null || groupSize < 2 || groupSize > 100)
        throw new Fail(ERR.activity.badTier, '成团人数须为2到100');
      if (tierPrice === null || tierPrice <= 0) throw new Fail(ERR.activity.badTier, '拼团价须大于0');
      if (itemPrice !== null && !tierBelowSingle(fen(tierPrice), fen(itemPrice)))
        throw new Fail(ERR.activity.badTier, `“${itemName}”的拼团价须低于单买价${itemPrice.toFixed(2)}元`);
      return { code: strOf(t?.code) || store.nextId('GT'), groupSize, price: tierPrice };
    });
    for (let i = 1; i < groupItemList.length; i += 1) {
      const [prev, cur] = [groupItemList[i - 1]!, groupItemList[i]!];
      if (cur.groupSize <= prev.groupSize) throw new Fail(ERR.activity.badTier, '拼团档位的人数须逐档递增');
      if (cur.price >= prev.price) throw new Fail(ERR.activity.badTier, '拼团档位的价格须逐档递减');
    }
    const oldItem = old?.activityItemList.find((x) => x.code === strOf(it?.code));
    return {
      code: oldItem?.code ?? store.nextId('AI'),
      img: strOf(it?.img),
      itemName,
      itemDescription: strOf(it?.itemDescription),
      singleMaxPurchase: single,
      price: itemPrice,
      stock,
      soldNum: oldItem?.soldNum ?? 0,
      groupItemList,
    };
  });
  if (activityType === ACTIVITY_KIND.single && activityItemList.length !== 1)
    throw new Fail(ERR.activity.badItemCount, '单品活动须有且只有一件商品');
  if (activityType === ACTIVITY_KIND.multi && activityItemList.length < 2)
    throw new Fail(ERR.activity.badItemCount, '多品活动至少需要两件商品');
  if (
    activityType === ACTIVITY_KIND.group &&
    (activityItemList.length === 0 || activityItemList.some((i) => i.groupItemList.length === 0))
  )
    throw new Fail(ERR.activity.badItemCount, '拼团活动的每件商品须至少有一个拼团价');
  const maxSelectionItem =
    intOf(
      b.maxSelectionItem ?? (activityType === ACTIVITY_KIND.multi ? defaultMaxSelection(activityItemList.length) : 1),
    ) ?? 0;
  if (activityType === ACTIVITY_KIND.multi && (maxSelectionItem < 1 || maxSelectionItem > activityItemList.length))
    throw new Fail(ERR.activity.badMaxSelection, '最多可选商品数不正确');
  const refundPlan = strOf(b.refundPlan);
  if (
    refundPlan &&
    !store.catalogue.refundPlans.some((p) => p.code === refundPlan && p.type === REFUND_PLAN_TYPE.activity)
  )
    throw new Fail(ERR.activity.unknownRefundPlan, '退款方案不存在');
  const groupLimitTime = intOf(b.groupLimitTime ?? 24);
  if (groupLimitTime === null || groupLimitTime < 1 || groupLimitTime > 168)
    throw new Fail(ERR.activity.badGroupLimit, '成团时限须为1到168小时');
  const ungroupedHandling = intOf(b.ungroupedHandling ?? UNGROUPED_HANDLING.refund);
  if (ungroupedHandling !== UNGROUPED_HANDLING.refund && ungroupedHandling !== UNGROUPED_HANDLING.virtual)
    throw new Fail(ERR.activity.badUngroupedHandling, '未成团处理方式须为1（退款）或2（虚拟成团）');
  const list = (v: unknown) => (Array.isArray(v) ? v.map(strOf).filter(Boolean) : []);
  const programList = list(b.programList);
  return {
    activityType,
    type: intOf(b.type) === ACTIVITY_VISIBILITY.linkOnly ? ACTIVITY_VISIBILITY.linkOnly : ACTIVITY_VISIBILITY.listed,
    title,
    img,
    coverArr: list(b.coverArr),
    address,
    latitude: numOf(b.latitude) ?? 0,
    longitude: numOf(b.longitude) ?? 0,
    beginTime,
    closeTime,
    endTime,
    details: strOf(b.details),
    imgList: list(b.imgList),
    enrollEnable: b.enrollEnable !== false,
    num,
    price,
    programList,
    activityItemList,
    maxSelectionItem,
    refundPlan,
    form: formItems(b.form),
    groupLimitTime,
    ungroupedHandling,
    setting: validSetting(b.setting, activityType, programList),
  };
}

/** The sign-up form's answers, checked against the activity's form. */
export function formAnswers(a: MockActivity, raw: unknown): Record<string, string> {
  const answers = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const form: Record<string, string> = {};
  for (const f of a.form) {
    const v = typeof answers[f.key] === 'number' ? String(answers[f.key]) : strOf(answers[f.key]);
    if (f.required && !v)
      throw new Fail(
        ERR.activity.badAnswer,
        f.type === 'image' ? `请上传${f.label}` : f.type === 'select' ? `请选择${f.label}` : `请填写${f.label}`,
      );
    if (v && f.type === 'phone' && !isPhone(v)) throw new Fail(ERR.activity.badAnswer, `${f.label}格式不正确`);
    if (v && f.type === 'number' && !Number.isFinite(Number(v)))
      throw new Fail(ERR.activity.badAnswer, `${f.label}须为数字`);
    if (v && f.type === 'select' && !f.options.includes(v))
      throw new Fail(ERR.activity.badAnswer, `${f.label}的选项不正确`);
    if (v && f.type === 'image' && !IMAGE_URL.test(v))
      throw new Fail(ERR.activity.badAnswer, `${f.label}须为上传的图片`);
    if (v) form[f.key] = v;
  }
  return form;
}

/** An amount chosen from presets, or typed when `free` (at least `low`). */
export function chosenAmount(raw: unknown, presets: number[], free: boolean, low: number, what: string): number {
  const amount = money(raw);
  if (amount === null) throw new Fail(ERR.activity.badAmount, `请选择${what}`);
  if (presets.includes(amount)) return amount;
  if (!free) throw new Fail(ERR.activity.badAmount, `${what}须为${presets.join('、')}元之一`);
  if (amount < low) throw new Fail(ERR.activity.badAmount, `${what}最少${low}元`);
  if (fen(amount) > FREE_AMOUNT_MAX_FEN)
    throw new Fail(ERR.activity.badAmount, `${what}最多${yuan(FREE_AMOUNT_MAX_FEN)}元`);
  return amount;
}
