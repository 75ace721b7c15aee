// Activities of the five kinds: list, detail, create/edit from the activity draft, and joining (group-buy tiers included).
import { call } from '@/lib/request/client';
import { fenToYuan, wireYuanToFen } from '@/lib/money';
import { mutate, PAGE_SIZE, pageConverter, type Page } from './shared';
import type { FormItemWire } from './template';

/** Spec section 3: 1 single-item, 2 multi-item, 3 group-buy, 4 interactive, 5 on-site. */
export const ACTIVITY_TYPE = { single: 1, multi: 2, group: 3, interactive: 4, onsite: 5 } as const;
export type ActivityType = (typeof ACTIVITY_TYPE)[keyof typeof ACTIVITY_TYPE];
/** Team success time options in hours (spec section 3) and the default group time. */
export const GROUP_TIME_OPTIONS = [48, 72, 96] as const;
export const GROUP_LIMIT_DEFAULT = 24;
/** ungroupedHandling: 1 refund when the time is up, 2 virtual team formation. */
export const UNGROUPED_HANDLING = { refund: 1, virtual: 2 } as const;
/** Draft defaults (spec sections 3 and 9). */
export const ACTIVITY_DEFAULTS = { num: 10, priceFen: 1000, singleMaxPurchase: 1, groupLimitTime: 24, ungroupedHandling: 1 } as const;

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
  groupItemList: GroupTierWire[];
}

export interface OpenGroupWire {
  code: string;
  itemCode: string;
  tierCode: string;
  groupSize: number;
  memberNum: number;
  leaderName: string;
  /** Unix ms when the group fails (or forms virtually). */
  deadline: number;
  /** 0 forming, 1 formed, 2 failed. */
  status: number;
}

export interface ActivitySummaryWire {
  code: string;
  activityType: ActivityType;
  title: string;
  img: string;
  address: string;
  beginTime: number;
  closeTime: number;
  endTime: number;
  /** Lowest price a participant pays, yuan. */
  price: number;
  num: number;
  joinedNum: number;
  /** 0 not started, 1 under way, 2 ended (from the times). */
  status: number;
  creatorName: string;
  creatorAvatar: string;
}

export interface ActivityWire extends ActivitySummaryWire {
  /** 1 public (listed), 2 only by link. */
  type: number;
  coverArr: string[];
  latitude: number;
  longitude: number;
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
  creatorCode: string;
  groups: OpenGroupWire[];
  /** The caller already joined. */
  joined: boolean;
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

export interface Activity extends Omit<ActivityWire, 'price' | 'activityItemList'> {
  priceFen: number;
  activityItemList: ActivityItem[];
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

export function toActivity(w: ActivityWire): Activity {
  const { price, activityItemList, ...rest } = w;
  return { ...rest, priceFen: wireYuanToFen(price), activityItemList: activityItemList.map(toActivityItem) };
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
  priceFen: number;
  programList: string[];
  activityItemList: { code?: string; img: string; itemName: string; itemDescription: string; singleMaxPurchase: number; priceFen: number; stock: number; groupItemList: { code?: string; groupSize: number; priceFen: number }[] }[];
  maxSelectionItem: number;
  refundPlan: string;
  form: FormItemWire[];
  groupLimitTime: number;
  ungroupedHandling: number;
}

type DraftItem = ActivityDraft['activityItemList'][number];

/** The activity draft as the backend takes it (POST /api/activity/v1/save), money in yuan. */
export type ActivityDraftWire = Omit<ActivityDraft, 'priceFen' | 'activityItemList'> & {
  price: number;
  activityItemList: (Omit<DraftItem, 'priceFen' | 'groupItemList'> & { price: number; groupItemList: { code?: string; groupSize: number; price: number }[] })[];
};

/** The draft as the backend takes it (yuan). */
export function activityDraftPayload(d: ActivityDraft): ActivityDraftWire {
  const { priceFen, activityItemList, ...rest } = d;
  return {
    ...rest,
    price: fenToYuan(priceFen),
    activityItemList: activityItemList.map(({ priceFen: p, groupItemList, ...item }) => ({
      ...item,
      price: fenToYuan(p),
      groupItemList: groupItemList.map(({ priceFen: tp, ...tier }) => ({ ...tier, price: fenToYuan(tp) })),
    })),
  };
}

export interface JoinRequest {
  code: string;
  /** Items to buy (kinds 1 to 3); for a group-buy, tierCode picks the tier. */
  items?: { itemCode: string; num: number; tierCode?: string }[];
  /** Join an open group instead of starting one (group-buy). */
  groupCode?: string;
  /** Interactive: chosen program and amount. */
  program?: string;
  amountFen?: number;
  /** Answers of the sign-up form, by field key. */
  form?: Record<string, string>;
}

export interface JoinWire {
  joinCode: string;
  payAmount: number;
  /** Group-buy: the group joined or started, else ''. */
  groupCode: string;
  joinedNum: number;
}

/** POST /api/activity/v1/list: activities, newest first; scope all (public), joined or created; pageIndex 0-based. */
export async function listActivities(query: { pageIndex: number; activityType?: ActivityType; scope?: 'all' | 'joined' | 'created' }): Promise<Page<ActivitySummary>> {
  return call(
    '/api/activity/v1/list',
    { pageIndex: query.pageIndex, pageSize: PAGE_SIZE, activityType: query.activityType, scope: query.scope ?? 'all' },
    { cache: true, convert: pageConverter(toActivitySummary) },
  );
}

/** POST /api/activity/v1/get: one activity with items, tiers, open groups and whether the caller joined. */
export async function getActivity(code: string): Promise<Activity> {
  return call('/api/activity/v1/get', { code }, { cache: true, convert: toActivity });
}

/** POST /api/activity/v1/save: create (no code) or edit (own activity) from the draft. */
export async function saveActivity(draft: ActivityDraft): Promise<Activity> {
  return mutate('/api/activity/v1/save', activityDraftPayload(draft), { convert: toActivity });
}

/** POST /api/activity/v1/join: join / sign up (paid at once by the mock). */
export async function joinActivity(req: JoinRequest): Promise<{ joinCode: string; payFen: number; groupCode: string; joinedNum: number }> {
  const { amountFen, ...rest } = req;
  return mutate('/api/activity/v1/join', { ...rest, amount: amountFen === undefined ? undefined : fenToYuan(amountFen) }, {
    convert: (w: JoinWire) => ({ joinCode: w.joinCode, payFen: wireYuanToFen(w.payAmount), groupCode: w.groupCode, joinedNum: w.joinedNum }),
  });
}
