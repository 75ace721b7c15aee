// Activities of the five kinds: list, detail, create/edit from the activity draft (its mapping:
// activity-draft.ts), joining (group-buy tiers, sign-up forms, choose-amount and reward), leaving, and the
// participants list; their wire types (yuan) and app types (fen).
import { call } from '@/lib/request/client';
import { fenToYuan, wireYuanToFen } from '@/rules/money';
import { mapPage, mutate, PAGE_SIZE, type Page, type PageWire } from './shared';
import type { FormItemWire } from './template';
import type { JoinStatus } from '@/rules/commerce-states';
import { toRefund, type Refund, type RefundWire } from './refund';
import { activityDraftPayload, SETTING_DEFAULTS, type ActivityDraft } from './activity-draft';

export { FREE_AMOUNT_MAX_FEN, JOIN_STATUS, type JoinStatus } from '@/rules/commerce-states';
export { defaultMaxSelection, tierBelowSingle } from '@/rules/activity';

export {
  ACTIVITY_STATUS,
  ACTIVITY_KIND,
  ACTIVITY_KINDS,
  ACTIVITY_VISIBILITY,
  GROUP_STATUS,
  isActivityKind,
  UNGROUPED_HANDLING,
  type ActivityStatus,
  type ActivityKind,
  type ActivityVisibility,
  type GroupStatus,
} from '@/rules/activity';
import type { ActivityKind, ActivityVisibility } from '@/rules/activity';

/** Activity setting (docs/product.md#entities), wire form (yuan). Used by interactive activities (kind 4). */
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

type SettingMoney = 'chooseAmountItems' | 'chooseLowAmount' | 'rewardLowAmount' | 'rewardAmountItems';

/** The setting inside the app (fen). */
export interface ActivitySetting extends Omit<ActivitySettingWire, SettingMoney> {
  chooseAmountItemsFen: number[];
  chooseLowFen: number;
  rewardLowFen: number;
  rewardAmountItemsFen: number[];
}

/** The setting in fen; the spec's defaults when the activity has none. */
export function toSetting(w: ActivitySettingWire | null | undefined): ActivitySetting {
  if (!w) return { ...SETTING_DEFAULTS };
  const { chooseAmountItems, chooseLowAmount, rewardLowAmount, rewardAmountItems, ...rest } = w;
  return {
    ...rest,
    chooseAmountItemsFen: chooseAmountItems.map((y) => wireYuanToFen(y)),
    chooseLowFen: wireYuanToFen(chooseLowAmount),
    rewardLowFen: wireYuanToFen(rewardLowAmount),
    rewardAmountItemsFen: rewardAmountItems.map((y) => wireYuanToFen(y)),
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
  activityType: ActivityKind;
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
  /** Its visibility (ACTIVITY_VISIBILITY): 1 public (listed), 2 only by link. The app calls it `visibility`. */
  type: ActivityVisibility;
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

export interface GroupTier extends Omit<GroupTierWire, 'price'> {
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

export interface Activity extends Omit<
  ActivityWire,
  'type' | 'price' | 'activityItemList' | 'setting' | 'groups' | 'myJoin' | 'myGroup'
> {
  /** The wire's `type`: listed or only by link (an activity's kind is its `activityType`). */
  visibility: ActivityVisibility;
  priceFen: number;
  activityItemList: ActivityItem[];
  setting: ActivitySetting;
  groups: Group[];
  myJoin: MyJoin | null;
  myGroup: Group | null;
}

const toTier = ({ price, ...rest }: GroupTierWire): GroupTier => ({ ...rest, priceFen: wireYuanToFen(price) });

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
  return {
    ...rest,
    payFen: wireYuanToFen(payAmount),
    refundFen: wireYuanToFen(refundAmount),
    refunds: (refunds ?? []).map(toRefund),
  };
}

export function toActivity(w: ActivityWire): Activity {
  const { type, price, activityItemList, setting, groups, myJoin, myGroup, ...rest } = w;
  return {
    ...rest,
    visibility: type,
    priceFen: wireYuanToFen(price),
    activityItemList: activityItemList.map(toActivityItem),
    setting: toSetting(setting),
    groups: (groups ?? []).map(toGroup),
    myJoin: myJoin ? toMyJoin(myJoin) : null,
    myGroup: myGroup ? toGroup(myGroup) : null,
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

export interface Joined extends Omit<JoinWire, 'payAmount'> {
  payFen: number;
}

function toJoined({ payAmount, ...rest }: JoinWire): Joined {
  return { ...rest, payFen: wireYuanToFen(payAmount), expireTime: rest.expireTime ?? null };
}

export interface ActivityPageWire extends PageWire<ActivitySummaryWire> {
  /** The server's clock when it answered. */
  serverTime: number;
}

export type ActivitySort = 'newest' | 'nearest';

export interface ActivityQuery {
  pageIndex: number;
  activityType?: ActivityKind;
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
      pageIndex: query.pageIndex,
      pageSize: PAGE_SIZE,
      activityType: query.activityType,
      scope: query.scope ?? 'all',
      sort: query.sort,
      latitude: query.sort === 'nearest' ? query.latitude : undefined,
      longitude: query.sort === 'nearest' ? query.longitude : undefined,
    },
    {
      cache: true,
      convert: (page: ActivityPageWire) => ({ ...mapPage(page, toActivitySummary), serverTime: page.serverTime }),
    },
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
  return mutate('/api/activity/v1/join', payload, { convert: toJoined });
}

/** POST /api/activity/v1/leave: leave an activity where its refund plan allows it (refunded), or give up an unpaid join. */
export async function leaveActivity(code: string): Promise<{ refundFen: number; joinedNum: number }> {
  return mutate(
    '/api/activity/v1/leave',
    { code },
    {
      convert: (w: { refundAmount: number; joinedNum: number }) => ({
        refundFen: wireYuanToFen(w.refundAmount),
        joinedNum: w.joinedNum,
      }),
    },
  );
}

export interface ParticipantWire extends PersonWire {
  joinTime: number;
  groupCode: string;
}
export type Participant = ParticipantWire;

/** POST /api/activity/v1/participant/list: who joined (names masked), newest first; pageIndex 0-based. */
export async function listParticipants(code: string, pageIndex: number): Promise<Page<Participant>> {
  return call<PageWire<ParticipantWire>>(
    '/api/activity/v1/participant/list',
    { code, pageIndex, pageSize: PAGE_SIZE },
    { cache: true },
  );
}
