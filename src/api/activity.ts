// Activities of the five kinds: list, detail, create/edit from the activity draft, joining (group-buy
// tiers, sign-up forms, choose-amount and reward), leaving, and the participants list.
import { call } from '@/lib/request/client';
import { fenToYuan, wireYuanToFen } from '@/rules/money';
import { mapPage, mutate, PAGE_SIZE, type Page, type PageWire } from './shared';
import type { FormItemWire } from './template';
import type { JoinStatus } from '@/rules/commerce-states';
import { toRefund, type Refund, type RefundWire } from './refund';

export { FREE_AMOUNT_MAX_FEN, JOIN_STATUS, type JoinStatus } from '@/rules/commerce-states';
export { defaultMaxSelection, tierBelowSingle } from '@/rules/activity';

/** Spec section 3: 1 single-item, 2 multi-item, 3 group-buy, 4 interactive, 5 on-site. */
export const ACTIVITY_TYPE = { single: 1, multi: 2, group: 3, interactive: 4, onsite: 5 } as const;
export type ActivityType = (typeof ACTIVITY_TYPE)[keyof typeof ACTIVITY_TYPE];
export const ACTIVITY_TYPES: readonly ActivityType[] = [1, 2, 3, 4, 5];
export const isActivityType = (v: unknown): v is ActivityType => typeof v === 'number' && (ACTIVITY_TYPES as readonly number[]).includes(v);

/** ungroupedHandling: 1 refund when the time is up, 2 virtual team formation. */
export const UNGROUPED_HANDLING = { refund: 1, virtual: 2 } as const;
/**
 * Draft defaults (spec sections 3 and 9). No amount of money is pre-filled (the spec's price 10 is not taken:
 * docs/decisions.md): prices and the on-site fee start empty, and the person fills them in.
 */
export const ACTIVITY_DEFAULTS = { num: 10, singleMaxPurchase: 1, groupLimitTime: 24, ungroupedHandling: 1 } as const;
/** A draft's amount (fen) while its field is empty, and while what is typed is not an amount. */
export const MONEY_UNSET = { empty: -1, invalid: -2 } as const;
/** Group sizes a tier may have (the mock refuses others). */
export const GROUP_SIZE_RANGE = { min: 2, max: 100 } as const;

/** Activity setting (spec section 3), wire form (yuan). Used by interactive activities (kind 4). */
export interface ActivitySettingWire {
  /** Joining picks one program of programList. */
  chooseProgram: boolean;
  /** Joining is free: no amount is asked (else the person pays one of chooseAmountItems, or a free amount). */
  chooseProgramFree: boolean;
  /** A free amount (at least chooseLowAmount) is allowed beside the presets chooseAmountItems. */
  showChooseAmount: boolean;
  chooseAmountItems: number[];
  chooseLowAmount: number;
  /** The person may add a reward (tip) for the chosen program: one of rewardAmountItems, or a free amount. */
  rewardProgram: boolean;
  /** A free reward (at least rewardLowAmount) is allowed beside the presets. */
  showRewardAmount: boolean;
  rewardLowAmount: number;
  rewardAmountItems: number[];
}

/** The setting inside the app (fen). */
export interface ActivitySetting {
  chooseProgram: boolean;
  chooseProgramFree: boolean;
  showChooseAmount: boolean;
  chooseAmountItemsFen: number[];
  chooseLowFen: number;
  rewardProgram: boolean;
  showRewardAmount: boolean;
  rewardLowFen: number;
  rewardAmountItemsFen: number[];
}

/** Spec section 3 and 9: presets 1, 5, 10 yuan, minimum 0.01 yuan. */
export const SETTING_DEFAULTS: ActivitySetting = {
  chooseProgram: false,
  chooseProgramFree: false,
  showChooseAmount: false,
  chooseAmountItemsFen: [100, 500, 1000],
  chooseLowFen: 1,
  rewardProgram: false,
  showRewardAmount: false,
  rewardLowFen: 1,
  rewardAmountItemsFen: [100, 500, 1000],
};

export function toSetting(w: ActivitySettingWire | null | undefined): ActivitySetting {
  if (!w) return { ...SETTING_DEFAULTS };
  return {
    chooseProgram: w.chooseProgram,
    chooseProgramFree: w.chooseProgramFree,
    showChooseAmount: w.showChooseAmount,
    chooseAmountItemsFen: w.chooseAmountItems.map((y) => wireYuanToFen(y)),
    chooseLowFen: wireYuanToFen(w.chooseLowAmount),
    rewardProgram: w.rewardProgram,
    showRewardAmount: w.showRewardAmount,
    rewardLowFen: wireYuanToFen(w.rewardLowAmount),
    rewardAmountItemsFen: w.rewardAmountItems.map((y) => wireYuanToFen(y)),
  };
}

export function settingPayload(s: ActivitySetting): ActivitySettingWire {
  return {
    chooseProgram: s.chooseProgram,
    chooseProgramFree: s.chooseProgramFree,
    showChooseAmount: s.showChooseAmount,
    chooseAmountItems: s.chooseAmountItemsFen.map(fenToYuan),
    chooseLowAmount: fenToYuan(s.chooseLowFen),
    rewardProgram: s.rewardProgram,
    showRewardAmount: s.showRewardAmount,
    rewardLowAmount: fenToYuan(s.rewardLowFen),
    rewardAmountItems: s.rewardAmountItemsFen.map(fenToYuan),
  };
}

export interface GroupTierWire {
  code: string;
  groupSize: number;
  price: number;
}

export interface ActivityItemWire {
  code: string;
  img: string;
  itemName: string;
  itemDescription: string;
  singleMaxPurchase: number;
  price: number;
  stock: number;
  soldNum: number;
  /** Group-buy tiers: sizes strictly increasing, prices strictly falling, every price below `price` (buying alone). */
  groupItemList: GroupTierWire[];
}

/** A member of a group as others see them: masked name and avatar ('' when not shared). */
export interface PersonWire {
  name: string;
  avatar: string;
}

/**
 * 0 open (taking members, whether or not a tier is reached), 1 formed (closed: full at the last tier, or at the
 * deadline at the tier reached or virtually), 2 failed (closed at the deadline below the first tier, everyone
 * refunded). Set once when the group closes; docs/api.md "Group-buy".
 */
export const GROUP_STATUS = { open: 0, formed: 1, failed: 2 } as const;

/** A group-buy group: sure to happen at the item's first tier, full (and closed) at its last, else closed at its deadline. */
export interface GroupWire {
  code: string;
  itemCode: string;
  /** Open: the tier reached now, the largest whose size ≤ memberNum ('' below the first); closed: the tier it closed at. */
  tierCode: string;
  /** The price per piece now (yuan): the reached tier's, else the first tier's. */
  price: number;
  /** Members needed to form (the first tier's size). */
  minSize: number;
  /** Full at this size (the last tier's size): the group closes. */
  groupSize: number;
  /** Paid members only (an unpaid join holds a place but counts for no tier). */
  memberNum: number;
  members: PersonWire[];
  leaderName: string;
  /** Unix ms (server clock) when an open group closes. */
  deadline: number;
  status: number;
  /** Formed virtually at the deadline (ungroupedHandling 2). */
  virtual: boolean;
}

/** My participation in an activity. */
export interface MyJoinWire {
  joinCode: string;
  /** JOIN_STATUS: 0 joined, 1 left (refunded), 2 refunded because the group failed, 3 unpaid (place held), 4 closed unpaid. */
  status: JoinStatus;
  payAmount: number;
  /** Refunded so far: tier differences, or everything when leaving or when the group failed. */
  refundAmount: number;
  groupCode: string;
  items: { itemCode: string; num: number }[];
  program: string;
  createTime: number;
  /** An unpaid join closes at this time (server clock, ms); null otherwise. */
  expireTime: number | null;
  /** Leaving is allowed now (refund plan, times, group state); an unpaid join can always be given up. */
  canLeave: boolean;
  /** Its refunds to the original payment (leaving, a tier difference, a failed group), newest first. */
  refunds: RefundWire[];
}

export interface ActivitySummaryWire {
  code: string;
  activityType: ActivityType;
  title: string;
  img: string;
  address: string;
  latitude: number;
  longitude: number;
  beginTime: number;
  closeTime: number;
  endTime: number;
  /** Lowest price a participant pays, yuan. */
  price: number;
  num: number;
  joinedNum: number;
  /** 0 not started, 1 under way, 2 ended (from the times, on the server's clock). */
  status: number;
  creatorName: string;
  creatorAvatar: string;
}

export interface ActivityWire extends ActivitySummaryWire {
  /** 1 public (listed), 2 only by link. */
  type: number;
  coverArr: string[];
  details: string;
  imgList: string[];
  enrollEnable: boolean;
  programList: string[];
  activityItemList: ActivityItemWire[];
  maxSelectionItem: number;
  refundPlan: string;
  form: FormItemWire[];
  groupLimitTime: number;
  ungroupedHandling: number;
  setting: ActivitySettingWire;
  creatorCode: string;
  /** Open groups (group-buy). */
  groups: GroupWire[];
  /** The caller joined (and has not left). */
  joined: boolean;
  myJoin: MyJoinWire | null;
  /** The group the caller is in, whatever its state (group-buy). */
  myGroup: GroupWire | null;
  /** The server's clock when it answered (Unix ms): countdowns run on it. */
  serverTime: number;
}

export interface GroupTier {
  code: string;
  groupSize: number;
  priceFen: number;
}

export interface ActivityItem extends Omit<ActivityItemWire, 'price' | 'groupItemList'> {
  priceFen: number;
  groupItemList: GroupTier[];
}

export interface ActivitySummary extends Omit<ActivitySummaryWire, 'price'> {
  priceFen: number;
}

export interface Group extends Omit<GroupWire, 'price'> {
  priceFen: number;
}

export interface MyJoin extends Omit<MyJoinWire, 'payAmount' | 'refundAmount' | 'refunds'> {
  payFen: number;
  refundFen: number;
  refunds: Refund[];
}

export interface Activity extends Omit<ActivityWire, 'price' | 'activityItemList' | 'setting' | 'groups' | 'myJoin' | 'myGroup'> {
  priceFen: number;
  activityItemList: ActivityItem[];
  setting: ActivitySetting;
  groups: Group[];
  myJoin: MyJoin | null;
  myGroup: Group | null;
}

const toTier = (t: GroupTierWire): GroupTier => ({ code: t.code, groupSize: t.groupSize, priceFen: wireYuanToFen(t.price) });

export function toActivityItem(w: ActivityItemWire): ActivityItem {
  const { price, groupItemList, ...rest } = w;
  return { ...rest, priceFen: wireYuanToFen(price), groupItemList: groupItemList.map(toTier) };
}

export function toActivitySummary(w: ActivitySummaryWire): ActivitySummary {
  const { price, ...rest } = w;
  return { ...rest, priceFen: wireYuanToFen(price) };
}

export function toGroup(w: GroupWire): Group {
  const { price, ...rest } = w;
  return { ...rest, priceFen: wireYuanToFen(price) };
}

export function toMyJoin(w: MyJoinWire): MyJoin {
  const { payAmount, refundAmount, refunds, ...rest } = w;
  return { ...rest, payFen: wireYuanToFen(payAmount), refundFen: wireYuanToFen(refundAmount), refunds: (refunds ?? []).map(toRefund) };
}

export function toActivity(w: ActivityWire): Activity {
  const { price, activityItemList, setting, groups, myJoin, myGroup, ...rest } = w;
  return {
    ...rest,
    priceFen: wireYuanToFen(price),
    activityItemList: activityItemList.map(toActivityItem),
    setting: toSetting(setting),
    groups: (groups ?? []).map(toGroup),
    myJoin: myJoin ? toMyJoin(myJoin) : null,
    myGroup: myGroup ? toGroup(myGroup) : null,
  };
}

export interface DraftTier {
  code?: string;
  groupSize: number;
  priceFen: number;
}

export interface DraftItem {
  code?: string;
  /** The item picture as the picker keeps it (spec: img {uid, name, url}); only the url is sent. */
  img: string;
  itemName: string;
  itemDescription: string;
  singleMaxPurchase: number;
  /** The price alone, fen; MONEY_UNSET while the field is empty or not an amount. */
  priceFen: number;
  stock: number;
  groupItemList: DraftTier[];
}

/** The activity draft (spec section 3) as the app keeps it, money in fen. */
export interface ActivityDraft {
  code?: string;
  activityType: ActivityType;
  type: number;
  title: string;
  img: string;
  coverArr: string[];
  address: string;
  latitude: number;
  longitude: number;
  beginTime: number;
  closeTime: number;
  endTime: number;
  details: string;
  imgList: string[];
  enrollEnable: boolean;
  num: number;
  /** The on-site fee (kind 5), fen; MONEY_UNSET while the field is empty or not an amount; not used by other kinds. */
  priceFen: number;
  programList: string[];
  activityItemList: DraftItem[];
  /** Kind 2: how many items one person may pick; follows the number of items until the person sets it. */
  maxSelectionItem: number;
  refundPlan: string;
  form: FormItemWire[];
  groupLimitTime: number;
  ungroupedHandling: number;
  setting: ActivitySetting;
}

/** The activity draft as the backend takes it (POST /api/activity/v1/save), money in yuan. */
export type ActivityDraftWire = Omit<ActivityDraft, 'priceFen' | 'activityItemList' | 'setting'> & {
  price: number;
  activityItemList: (Omit<DraftItem, 'priceFen' | 'groupItemList'> & { price: number; groupItemList: { code?: string; groupSize: number; price: number }[] })[];
  setting: ActivitySettingWire;
};

/** The draft as the backend takes it (yuan). */
export function activityDraftPayload(d: ActivityDraft): ActivityDraftWire {
  const { priceFen, activityItemList, setting, ...rest } = d;
  return {
    ...rest,
    price: fenToYuan(priceFen),
    activityItemList: activityItemList.map(({ priceFen: p, groupItemList, ...item }) => ({
      ...item,
      price: fenToYuan(p),
      groupItemList: groupItemList.map(({ priceFen: tp, ...tier }) => ({ ...tier, price: fenToYuan(tp) })),
    })),
    setting: settingPayload(setting ?? SETTING_DEFAULTS),
  };
}

/** An activity back into a draft, to edit it. */
export function draftOfActivity(a: Activity): ActivityDraft {
  return {
    code: a.code, activityType: a.activityType, type: a.type, title: a.title, img: a.img, coverArr: [...a.coverArr], address: a.address,
    latitude: a.latitude, longitude: a.longitude, beginTime: a.beginTime, closeTime: a.closeTime, endTime: a.endTime, details: a.details,
    imgList: [...a.imgList], enrollEnable: a.enrollEnable, num: a.num, priceFen: a.priceFen, programList: [...a.programList],
    activityItemList: a.activityItemList.map((i) => ({
      code: i.code, img: i.img, itemName: i.itemName, itemDescription: i.itemDescription, singleMaxPurchase: i.singleMaxPurchase,
      priceFen: i.priceFen, stock: i.stock, groupItemList: i.groupItemList.map((t) => ({ code: t.code, groupSize: t.groupSize, priceFen: t.priceFen })),
    })),
    maxSelectionItem: a.maxSelectionItem, refundPlan: a.refundPlan, form: a.form.map((f) => ({ ...f, options: [...f.options] })),
    groupLimitTime: a.groupLimitTime, ungroupedHandling: a.ungroupedHandling, setting: { ...a.setting },
  };
}

export interface JoinRequest {
  code: string;
  /** Items to buy (kinds 1 to 3). */
  items?: { itemCode: string; num: number }[];
  /** Group-buy: join this open group; without it a new group is started. */
  groupCode?: string;
  /** Interactive: the chosen program, the amount (unless joining is free) and the optional reward. */
  program?: string;
  amountFen?: number;
  rewardFen?: number;
  /** Answers of the sign-up form, by field key (an image field answers with the uploaded URL). */
  form?: Record<string, string>;
}

export interface JoinWire {
  joinCode: string;
  payAmount: number;
  /** Group-buy: the group joined or started, else ''. */
  groupCode: string;
  joinedNum: number;
  /** 0 joined (free), or 3 unpaid: to be paid through the cashier before `expireTime`. */
  status: JoinStatus;
  expireTime: number | null;
}

export interface Joined {
  joinCode: string;
  payFen: number;
  groupCode: string;
  joinedNum: number;
  status: JoinStatus;
  expireTime: number | null;
}

export interface ActivityPageWire extends PageWire<ActivitySummaryWire> {
  /** The server's clock when it answered. */
  serverTime: number;
}

export type ActivitySort = 'newest' | 'nearest';

export interface ActivityQuery {
  pageIndex: number;
  activityType?: ActivityType;
  scope?: 'all' | 'joined' | 'created';
  sort?: ActivitySort;
  /** Where I am, for sort 'nearest'. */
  latitude?: number;
  longitude?: number;
}

/** POST /api/activity/v1/list: activities newest first (or nearest to a point); scope all (public), joined or created; pageIndex 0-based. */
export async function listActivities(query: ActivityQuery): Promise<Page<ActivitySummary> & { serverTime: number }> {
  return call(
    '/api/activity/v1/list',
    {
      pageIndex: query.pageIndex, pageSize: PAGE_SIZE, activityType: query.activityType, scope: query.scope ?? 'all', sort: query.sort,
      latitude: query.sort === 'nearest' ? query.latitude : undefined, longitude: query.sort === 'nearest' ? query.longitude : undefined,
    },
    { cache: true, convert: (page: ActivityPageWire) => ({ ...mapPage(page, toActivitySummary), serverTime: page.serverTime }) },
  );
}

/** POST /api/activity/v1/get: one activity with items, tiers, open groups, my participation and the server time. Never cached (countdowns and seats are live). */
export async function getActivity(code: string): Promise<Activity> {
  return call('/api/activity/v1/get', { code }, { convert: toActivity });
}

/** POST /api/activity/v1/save: create (no code) or edit (own activity) from the draft. */
export async function saveActivity(draft: ActivityDraft): Promise<Activity> {
  return mutate('/api/activity/v1/save', activityDraftPayload(draft), { convert: toActivity });
}

/** POST /api/activity/v1/join: join / sign up; a join that costs money answers unpaid (status 3), paid through the cashier. */
export async function joinActivity(req: JoinRequest): Promise<Joined> {
  const { amountFen, rewardFen, ...rest } = req;
  const payload = {
    ...rest,
    amount: amountFen === undefined ? undefined : fenToYuan(amountFen),
    reward: rewardFen === undefined ? undefined : fenToYuan(rewardFen),
  };
  return mutate('/api/activity/v1/join', payload, {
    convert: (w: JoinWire) => ({
      joinCode: w.joinCode, payFen: wireYuanToFen(w.payAmount), groupCode: w.groupCode, joinedNum: w.joinedNum, status: w.status, expireTime: w.expireTime ?? null,
    }),
  });
}

/** POST /api/activity/v1/leave: leave an activity where its refund plan allows it (refunded), or give up an unpaid join. */
export async function leaveActivity(code: string): Promise<{ refundFen: number; joinedNum: number }> {
  return mutate('/api/activity/v1/leave', { code }, {
    convert: (w: { refundAmount: number; joinedNum: number }) => ({ refundFen: wireYuanToFen(w.refundAmount), joinedNum: w.joinedNum }),
  });
}

export interface ParticipantWire extends PersonWire {
  joinTime: number;
  groupCode: string;
}
export type Participant = ParticipantWire;

/** POST /api/activity/v1/participant/list: who joined (names masked), newest first; pageIndex 0-based. */
export async function listParticipants(code: string, pageIndex: number): Promise<Page<Participant>> {
  return call<PageWire<ParticipantWire>>('/api/activity/v1/participant/list', { code, pageIndex, pageSize: PAGE_SIZE }, { cache: true });
}
