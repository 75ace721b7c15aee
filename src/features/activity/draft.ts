// The activity draft's defaults per kind (docs/product.md#entities, docs/product.md#constants) and its validation before publishing:
// every problem with the field it belongs to (an element id on the editor) and a message key, in the
// order the fields appear, so that the editor can say what is wrong at the field and scroll to the first.
// Money is never pre-filled: an amount starts empty (MONEY_UNSET) and must be filled in.
import {
  ACTIVITY_KIND,
  ACTIVITY_VISIBILITY,
  FREE_AMOUNT_MAX_FEN,
  defaultMaxSelection,
  tierBelowSingle,
  type ActivitySetting,
  type ActivityKind,
} from '@/api/activity';
import {
  ACTIVITY_DEFAULTS,
  GROUP_SIZE_RANGE,
  MONEY_UNSET,
  SETTING_DEFAULTS,
  type ActivityDraft,
  type DraftItem,
  type DraftTier,
} from '@/api/activity-draft';
import type { FormItemWire } from '@/api/template';
import type { MessageKey, Params } from '@/i18n';
import { formatFen } from '@/rules/money';

export const TITLE_MAX = 30;
export const MAX_TIERS = 5;
export const NUM_RANGE = { min: 1, max: 10000 } as const;
/** Group time choices in hours: the default 24 and the spec's team success times 48, 72, 96. */
export const GROUP_TIME_CHOICES = [ACTIVITY_DEFAULTS.groupLimitTime, 48, 72, 96] as const;
/** Any group time limit the server keeps, in whole hours (an activity saved elsewhere, e.g. the spec's 36 h sample). */
export const GROUP_TIME_RANGE = { min: 1, max: 168 } as const;

/** The group time limits the editor offers: the usual choices, plus the draft's own limit when it is another valid one. */
export function groupTimeChoices(current: number): number[] {
  const usual: number[] = [...GROUP_TIME_CHOICES];
  if (usual.includes(current) || !isInt(current, GROUP_TIME_RANGE.min, GROUP_TIME_RANGE.max)) return usual;
  return [...usual, current].sort((a, b) => a - b);
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export function newTier(groupSize: number = GROUP_SIZE_RANGE.min): DraftTier {
  return { groupSize, priceFen: MONEY_UNSET.empty };
}

/** A new item (spec "Activity item"): singleMaxPurchase 1, no price yet; a group-buy item starts with one tier. */
export function newItem(activityType: ActivityKind): DraftItem {
  return {
    img: '',
    itemName: '',
    itemDescription: '',
    singleMaxPurchase: ACTIVITY_DEFAULTS.singleMaxPurchase,
    priceFen: MONEY_UNSET.empty,
    stock: 100,
    groupItemList: activityType === ACTIVITY_KIND.group ? [newTier()] : [],
  };
}

/** How many items a kind starts with: single 1, multi 2, group-buy 1, interactive and on-site none. */
const INITIAL_ITEMS: Record<ActivityKind, number> = { 1: 1, 2: 2, 3: 1, 4: 0, 5: 0 };

/**
 * A new draft of a kind with the spec's defaults: num 10, group limit 24 h, ungrouped handling 1; the fee and
 * the prices empty; a multi-item activity lets a person pick every item.
 */
export function newDraft(activityType: ActivityKind, now: number): ActivityDraft {
  const begin = Math.ceil(now / HOUR) * HOUR;
  const items = INITIAL_ITEMS[activityType];
  return {
    activityType,
    visibility: ACTIVITY_VISIBILITY.listed,
    title: '',
    img: '',
    coverArr: [],
    address: '',
    latitude: 0,
    longitude: 0,
    beginTime: begin,
    closeTime: begin + 3 * DAY,
    endTime: begin + 4 * DAY,
    details: '',
    imgList: [],
    enrollEnable: true,
    num: ACTIVITY_DEFAULTS.num,
    priceFen: MONEY_UNSET.empty,
    programList: [],
    activityItemList: Array.from({ length: items }, () => newItem(activityType)),
    maxSelectionItem: activityType === ACTIVITY_KIND.multi ? defaultMaxSelection(items) : 1,
    refundPlan: '',
    form: [],
    groupLimitTime: ACTIVITY_DEFAULTS.groupLimitTime,
    ungroupedHandling: ACTIVITY_DEFAULTS.ungroupedHandling,
    setting: {
      ...SETTING_DEFAULTS,
      chooseAmountItemsFen: [...SETTING_DEFAULTS.chooseAmountItemsFen],
      rewardAmountItemsFen: [...SETTING_DEFAULTS.rewardAmountItemsFen],
    },
  };
}

/**
 * The draft with new items. A multi-item activity's pick limit follows the number of items while it equals
 * it (the default: every item) and stays where the person set it otherwise, never above the items there are.
 */
export function withItems(d: ActivityDraft, items: DraftItem[]): ActivityDraft {
  if (d.activityType !== ACTIVITY_KIND.multi) return { ...d, activityItemList: items };
  const was = d.activityItemList.length;
  const max = d.maxSelectionItem;
  const following = max === defaultMaxSelection(was);
  const maxSelectionItem = following
    ? defaultMaxSelection(items.length)
    : max > items.length
      ? Math.max(1, items.length)
      : max;
  return { ...d, activityItemList: items, maxSelectionItem };
}

/** One problem: the field (as the editor's form state names it) and what to say. */
export interface DraftIssue {
  field: string;
  key: MessageKey;
  params?: Params;
}

const isInt = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

/** An amount field: empty says "fill it in" (the key given), anything not an amount says how to write one. */
function moneyIssue(fen: number, emptyKey: MessageKey): MessageKey | null {
  if (fen === MONEY_UNSET.empty) return emptyKey;
  return fen >= 0 && Number.isInteger(fen) ? null : 'activityEdit.errPrice';
}

/**
 * Tier rules: 1 to 5 tiers, sizes 2 to 100 strictly increasing, prices above 0 strictly falling and each below
 * the single-buy price `singleFen` (when that is an amount): a group-buy never costs more than buying alone.
 */
export function checkTiers(
  tiers: readonly DraftTier[],
  prefix: string,
  singleFen: number = MONEY_UNSET.empty,
): DraftIssue[] {
  const issues: DraftIssue[] = [];
  if (tiers.length === 0) issues.push({ field: `${prefix}.tiers`, key: 'activityEdit.errTiersNone' });
  if (tiers.length > MAX_TIERS)
    issues.push({ field: `${prefix}.tiers`, key: 'activityEdit.errTiersMax', params: { n: MAX_TIERS } });
  tiers.forEach((tier, i) => {
    const prev = tiers[i - 1];
    const field = `${prefix}.tiers.${i}`;
    if (!isInt(tier.groupSize, GROUP_SIZE_RANGE.min, GROUP_SIZE_RANGE.max))
      issues.push({
        field: `${field}.size`,
        key: 'activityEdit.errTierSize',
        params: { min: GROUP_SIZE_RANGE.min, max: GROUP_SIZE_RANGE.max },
      });
    else if (
      prev &&
      isInt(prev.groupSize, GROUP_SIZE_RANGE.min, GROUP_SIZE_RANGE.max) &&
      tier.groupSize <= prev.groupSize
    )
      issues.push({ field: `${field}.size`, key: 'activityEdit.errTierSizeOrder', params: { n: prev.groupSize } });
    if (!(tier.priceFen > 0)) issues.push({ field: `${field}.price`, key: 'activityEdit.errTierPrice' });
    else if (singleFen >= 0 && !tierBelowSingle(tier.priceFen, singleFen))
      issues.push({
        field: `${field}.price`,
        key: 'activityEdit.errTierAboveSingle',
        params: { price: formatFen(singleFen) },
      });
    else if (prev && prev.priceFen > 0 && tier.priceFen >= prev.priceFen)
      issues.push({ field: `${field}.price`, key: 'activityEdit.errTierPriceOrder' });
  });
  return issues;
}

function checkItem(item: DraftItem, i: number, activityType: ActivityKind): DraftIssue[] {
  const prefix = `items.${i}`;
  const issues: DraftIssue[] = [];
  if (!item.itemName.trim()) issues.push({ field: `${prefix}.name`, key: 'activityEdit.errItemName' });
  else if (item.itemName.trim().length > TITLE_MAX)
    issues.push({ field: `${prefix}.name`, key: 'activityEdit.errItemNameLong', params: { n: TITLE_MAX } });
  const priceKey = moneyIssue(
    item.priceFen,
    activityType === ACTIVITY_KIND.group ? 'activityEdit.errPriceAloneEmpty' : 'activityEdit.errItemPriceEmpty',
  );
  if (priceKey) issues.push({ field: `${prefix}.price`, key: priceKey });
  if (!isInt(item.singleMaxPurchase, 1, 99)) issues.push({ field: `${prefix}.limit`, key: 'activityEdit.errLimit' });
  if (!isInt(item.stock, 0, 100000)) issues.push({ field: `${prefix}.stock`, key: 'activityEdit.errStock' });
  if (activityType === ACTIVITY_KIND.group)
    issues.push(...checkTiers(item.groupItemList, prefix, priceKey ? MONEY_UNSET.empty : item.priceFen));
  return issues;
}

/** Sign-up form items: a label each, a choice needs options, keys unique. */
export function checkForm(form: readonly FormItemWire[]): DraftIssue[] {
  const issues: DraftIssue[] = [];
  const keys = new Set<string>();
  form.forEach((f, i) => {
    if (!f.label.trim()) issues.push({ field: `form.${i}.label`, key: 'activityEdit.errFormLabel' });
    if (f.type === 'select' && f.options.filter((o) => o.trim()).length === 0)
      issues.push({ field: `form.${i}.options`, key: 'activityEdit.errFormOptions' });
    if (keys.has(f.key)) issues.push({ field: `form.${i}.label`, key: 'activityEdit.errFormKey' });
    keys.add(f.key);
  });
  return issues;
}

const MAX_AMOUNT = { max: formatFen(FREE_AMOUNT_MAX_FEN) };
/** An amount a preset or minimum may be: ¥0.01 to FREE_AMOUNT_MAX_FEN. */
const amountOk = (fen: number) => Number.isInteger(fen) && fen >= 1 && fen <= FREE_AMOUNT_MAX_FEN;

/**
 * Presets of an interactive activity's amount or reward (at field `field`) and its minimum for a free amount
 * (at `<field>Low`; null when no free amount is allowed): each from ¥0.01 to FREE_AMOUNT_MAX_FEN.
 */
export function checkAmounts(field: string, presetsFen: readonly number[], lowFen: number | null): DraftIssue[] {
  const issues: DraftIssue[] = [];
  if (presetsFen.length === 0 || presetsFen.some((f) => !(f >= 1)))
    issues.push({ field, key: 'activityEdit.errPresets' });
  else if (!presetsFen.every(amountOk)) issues.push({ field, key: 'activityEdit.errPresetsMax', params: MAX_AMOUNT });
  if (lowFen !== null) {
    if (!(lowFen >= 1))
      issues.push({
        field: `${field}Low`,
        key: lowFen === MONEY_UNSET.empty ? 'activityEdit.errLowAmountEmpty' : 'activityEdit.errLowAmount',
      });
    else if (!amountOk(lowFen))
      issues.push({ field: `${field}Low`, key: 'activityEdit.errLowAmountMax', params: MAX_AMOUNT });
  }
  return issues;
}

/**
 * Every field the editor's checks may name for this draft, in the editor's order (the form state's fields;
 * the sign-up form's items are one field there, `form`).
 */
export function editorFields(d: ActivityDraft): string[] {
  const items = d.activityItemList.flatMap((item, i) => {
    const p = `items.${i}`;
    const tiers = item.groupItemList.flatMap((_, j) => [`${p}.tiers.${j}.size`, `${p}.tiers.${j}.price`]);
    return [`${p}.name`, `${p}.price`, `${p}.limit`, `${p}.stock`, `${p}.tiers`, ...tiers];
  });
  return [
    'title',
    'cover',
    'beginTime',
    'closeTime',
    'endTime',
    'address',
    'num',
    'price',
    'maxSelection',
    'items',
    ...items,
    'groupLimit',
    'ungrouped',
    'programs',
    'chooseAmount',
    'chooseAmountLow',
    'reward',
    'rewardLow',
    'form',
  ];
}

/** Every problem of the draft, in the editor's field order; [] means it can be published. */
export function validateDraft(d: ActivityDraft, now: number): DraftIssue[] {
  const issues: DraftIssue[] = [];
  const add = (field: string, key: MessageKey, params?: Params) => issues.push({ field, key, params });
  const title = d.title.trim();
  if (!title) add('title', 'activityEdit.errTitle');
  else if (title.length > TITLE_MAX) add('title', 'activityEdit.errTitleLong', { n: TITLE_MAX });
  if (!d.img) add('cover', 'activityEdit.errCover');
  if (!d.address.trim()) add('address', 'activityEdit.errAddress');
  if (!(d.closeTime > d.beginTime)) add('closeTime', 'activityEdit.errCloseAfterBegin');
  else if (d.closeTime > d.endTime) add('closeTime', 'activityEdit.errCloseBeforeEnd');
  if (!d.code && d.endTime <= now) add('endTime', 'activityEdit.errEndPast');
  if (!isInt(d.num, NUM_RANGE.min, NUM_RANGE.max))
    add('num', 'activityEdit.errNum', { min: NUM_RANGE.min, max: NUM_RANGE.max });
  const t = d.activityType;
  const feeKey = t === ACTIVITY_KIND.onsite ? moneyIssue(d.priceFen, 'activityEdit.errFeeEmpty') : null;
  if (feeKey) add('price', feeKey);
  if (t === ACTIVITY_KIND.single && d.activityItemList.length !== 1) add('items', 'activityEdit.errItemsSingle');
  if (t === ACTIVITY_KIND.multi && d.activityItemList.length < 2) add('items', 'activityEdit.errItemsMulti');
  if (t === ACTIVITY_KIND.group && d.activityItemList.length < 1) add('items', 'activityEdit.errItemsGroup');
  if (t <= ACTIVITY_KIND.group) d.activityItemList.forEach((item, i) => issues.push(...checkItem(item, i, t)));
  if (t === ACTIVITY_KIND.multi && !isInt(d.maxSelectionItem, 1, Math.max(1, d.activityItemList.length)))
    add('maxSelection', 'activityEdit.errMaxSelection', { n: d.activityItemList.length });
  if (t === ACTIVITY_KIND.group) {
    if (!isInt(d.groupLimitTime, GROUP_TIME_RANGE.min, GROUP_TIME_RANGE.max))
      add('groupLimit', 'activityEdit.errGroupLimit');
    if (d.ungroupedHandling !== 1 && d.ungroupedHandling !== 2) add('ungrouped', 'activityEdit.errUngrouped');
  }
  if (t === ACTIVITY_KIND.interactive) {
    const s = d.setting;
    if ((s.chooseProgram || s.rewardProgram) && d.programList.filter((p) => p.trim()).length === 0)
      add('programs', 'activityEdit.errPrograms');
    if (d.programList.some((p) => !p.trim())) add('programs', 'activityEdit.errProgramBlank');
    if (!s.chooseProgramFree)
      issues.push(...checkAmounts('chooseAmount', s.chooseAmountItemsFen, s.showChooseAmount ? s.chooseLowFen : null));
    if (s.rewardProgram)
      issues.push(...checkAmounts('reward', s.rewardAmountItemsFen, s.showRewardAmount ? s.rewardLowFen : null));
  }
  issues.push(...checkForm(d.form));
  return issues;
}

/**
 * The setting as it is sent: the parts the editor hides (the amount when joining is free, the minimum when no
 * free amount is allowed, the reward's when there is no reward) go as they are when they are valid, else as
 * the defaults, so that nothing the person cannot see is refused.
 */
function sentSetting(s: ActivitySetting): ActivitySetting {
  const okList = (list: number[], shown: boolean, fallback: number[]) =>
    shown || (list.length > 0 && list.every(amountOk)) ? list : [...fallback];
  const okLow = (fen: number, shown: boolean, fallback: number) => (shown || amountOk(fen) ? fen : fallback);
  const choosing = !s.chooseProgramFree;
  return {
    ...s,
    chooseAmountItemsFen: okList(s.chooseAmountItemsFen, choosing, SETTING_DEFAULTS.chooseAmountItemsFen),
    chooseLowFen: okLow(s.chooseLowFen, choosing && s.showChooseAmount, SETTING_DEFAULTS.chooseLowFen),
    rewardAmountItemsFen: okList(s.rewardAmountItemsFen, s.rewardProgram, SETTING_DEFAULTS.rewardAmountItemsFen),
    rewardLowFen: okLow(s.rewardLowFen, s.rewardProgram && s.showRewardAmount, SETTING_DEFAULTS.rewardLowFen),
  };
}

/** The draft as it is sent: trimmed texts, blank programs dropped, kind-specific parts kept only where they apply. */
export function publishable(d: ActivityDraft): ActivityDraft {
  const t = d.activityType;
  return {
    ...d,
    title: d.title.trim(),
    address: d.address.trim(),
    programList: t === ACTIVITY_KIND.interactive ? d.programList.map((p) => p.trim()).filter(Boolean) : [],
    activityItemList:
      t <= ACTIVITY_KIND.group
        ? d.activityItemList.map((i) => ({
            ...i,
            itemName: i.itemName.trim(),
            groupItemList: t === ACTIVITY_KIND.group ? i.groupItemList : [],
          }))
        : [],
    maxSelectionItem: t === ACTIVITY_KIND.multi ? d.maxSelectionItem : 1,
    priceFen: t === ACTIVITY_KIND.onsite ? d.priceFen : Math.max(0, d.priceFen),
    setting: sentSetting(d.setting),
    form: d.form.map((f) => ({
      ...f,
      label: f.label.trim(),
      options: f.type === 'select' ? f.options.map((o) => o.trim()).filter(Boolean) : [],
    })),
  };
}
