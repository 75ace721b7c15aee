// The activity editor's draft (docs/product.md#entities): its defaults, its types (money in fen) derived from the save
// payload's, the payload it saves as (POST /api/activity/v1/save, yuan) and an activity turned back into a draft.
// (It imports only types from activity.ts, whose save call maps its draft with this module.)
import { fenToYuan } from '@/rules/money';
import type { ActivityVisibility } from '@/rules/activity';
import type {
  Activity,
  ActivityItemWire,
  ActivitySetting,
  ActivitySettingWire,
  ActivityWire,
  GroupTierWire,
} from './activity';

/**
 * Draft defaults (docs/product.md#entities, docs/product.md#constants). No amount of money is pre-filled (the spec's price 10 is not taken:
 * docs/decisions.md): prices and the on-site fee start empty, and the person fills them in.
 */
export const ACTIVITY_DEFAULTS = { num: 10, singleMaxPurchase: 1, groupLimitTime: 24, ungroupedHandling: 1 } as const;
/** A draft's amount (fen) while its field is empty, and while what is typed is not an amount. */
export const MONEY_UNSET = { empty: -1, invalid: -2 } as const;
/** Group sizes a tier may have (the mock refuses others). */
export const GROUP_SIZE_RANGE = { min: 2, max: 100 } as const;

/** The setting a draft starts from, and an activity without one has (docs/product.md#entities, docs/product.md#constants): presets 1, 5, 10 yuan, minimum 0.01 yuan. */
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

/** The setting as the backend takes it (yuan). */
export function settingPayload(s: ActivitySetting): ActivitySettingWire {
  const { chooseAmountItemsFen, chooseLowFen, rewardLowFen, rewardAmountItemsFen, ...rest } = s;
  return {
    ...rest,
    chooseAmountItems: chooseAmountItemsFen.map(fenToYuan),
    chooseLowAmount: fenToYuan(chooseLowFen),
    rewardLowAmount: fenToYuan(rewardLowFen),
    rewardAmountItems: rewardAmountItemsFen.map(fenToYuan),
  };
}

/** A tier as the save takes it: a new one has no code yet. */
export type DraftTierWire = Omit<GroupTierWire, 'code'> & { code?: string };

/** An item as the save takes it: the item's editable fields (a new one has no code yet) and its tiers. */
export type DraftItemWire = Pick<
  ActivityItemWire,
  'img' | 'itemName' | 'itemDescription' | 'singleMaxPurchase' | 'price' | 'stock'
> & {
  code?: string;
  groupItemList: DraftTierWire[];
};

/** The activity's fields the editor sets (the rest, such as seats taken and groups, are the server's). */
type EditableField =
  | 'activityType'
  | 'type'
  | 'title'
  | 'img'
  | 'coverArr'
  | 'address'
  | 'latitude'
  | 'longitude'
  | 'beginTime'
  | 'closeTime'
  | 'endTime'
  | 'details'
  | 'imgList'
  | 'enrollEnable'
  | 'num'
  | 'price'
  | 'programList'
  | 'maxSelectionItem'
  | 'refundPlan'
  | 'form'
  | 'groupLimitTime'
  | 'ungroupedHandling';

/** The activity draft as the backend takes it (POST /api/activity/v1/save), money in yuan; without `code` a new activity. */
export type ActivityDraftWire = Pick<ActivityWire, EditableField> & {
  code?: string;
  activityItemList: DraftItemWire[];
  setting: ActivitySettingWire;
};

export type DraftTier = Omit<DraftTierWire, 'price'> & { priceFen: number };

/** An item of the draft; `img` is the url of the picture the picker keeps (spec: img {uid, name, url}; only the url is sent). */
export type DraftItem = Omit<DraftItemWire, 'price' | 'groupItemList'> & {
  /** The price alone, fen; MONEY_UNSET while the field is empty or not an amount. */
  priceFen: number;
  groupItemList: DraftTier[];
};

/** The activity draft (docs/product.md#entities) as the app keeps it, money in fen. */
export type ActivityDraft = Omit<ActivityDraftWire, 'type' | 'price' | 'activityItemList' | 'setting'> & {
  /** Listed or only by link (the wire's `type`). */
  visibility: ActivityVisibility;
  /** The on-site fee (kind 5), fen; MONEY_UNSET while the field is empty or not an amount; not used by other kinds. */
  priceFen: number;
  activityItemList: DraftItem[];
  setting: ActivitySetting;
};

/** The draft as the backend takes it (yuan). */
export function activityDraftPayload(d: ActivityDraft): ActivityDraftWire {
  const { visibility, priceFen, activityItemList, setting, ...rest } = d;
  return {
    ...rest,
    type: visibility,
    price: fenToYuan(priceFen),
    activityItemList: activityItemList.map(({ priceFen: p, groupItemList, ...item }) => ({
      ...item,
      price: fenToYuan(p),
      groupItemList: groupItemList.map(({ priceFen: tp, ...tier }) => ({ ...tier, price: fenToYuan(tp) })),
    })),
    setting: settingPayload(setting ?? SETTING_DEFAULTS),
  };
}

/** An activity back into a draft, to edit it (its editable fields only, arrays copied). */
export function draftOfActivity(a: Activity): ActivityDraft {
  return {
    code: a.code,
    activityType: a.activityType,
    visibility: a.visibility,
    title: a.title,
    img: a.img,
    coverArr: [...a.coverArr],
    address: a.address,
    latitude: a.latitude,
    longitude: a.longitude,
    beginTime: a.beginTime,
    closeTime: a.closeTime,
    endTime: a.endTime,
    details: a.details,
    imgList: [...a.imgList],
    enrollEnable: a.enrollEnable,
    num: a.num,
    priceFen: a.priceFen,
    programList: [...a.programList],
    activityItemList: a.activityItemList.map((i) => ({
      code: i.code,
      img: i.img,
      itemName: i.itemName,
      itemDescription: i.itemDescription,
      singleMaxPurchase: i.singleMaxPurchase,
      priceFen: i.priceFen,
      stock: i.stock,
      groupItemList: i.groupItemList.map((t) => ({ code: t.code, groupSize: t.groupSize, priceFen: t.priceFen })),
    })),
    maxSelectionItem: a.maxSelectionItem,
    refundPlan: a.refundPlan,
    form: a.form.map((f) => ({ ...f, options: [...f.options] })),
    groupLimitTime: a.groupLimitTime,
    ungroupedHandling: a.ungroupedHandling,
    setting: { ...a.setting },
  };
}
