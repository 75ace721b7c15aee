// Prices that make sense, against the running mock: a group-buy tier at or above the price alone is refused
// naming the item (6009); no amount is taken for granted (the on-site fee 6007 and an item's price 6008 must be
// sent); a multi-item activity lets a person pick every item unless told otherwise; an interactive activity's
// presets and minimums stay within ¥5,000.00 (6016).
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_KIND, getActivity, saveActivity } from '@/api/activity';
import { activityDraftPayload, SETTING_DEFAULTS, type ActivityDraft, type DraftItem } from '@/api/activity-draft';
import { mutate } from '@/api/shared';
import { ACTIVITY_VISIBILITY } from '@/rules/activity';
import { newDraft } from '@/features/activity/draft';
import { dismissToasts } from '@/components/feedback';
import { logIn, DEMO_LEADER } from './session';

const HOUR = 3_600_000;

/** The editor's new on-site draft (newDraft), by link, free, two days ahead at 翠湖天地. */
function draft(over: Partial<ActivityDraft> = {}): ActivityDraft {
  const now = Date.now();
  return {
    ...newDraft(ACTIVITY_KIND.onsite, now),
    visibility: ACTIVITY_VISIBILITY.linkOnly,
    title: '价格规则测试',
    img: '/mock-assets/activity-5.png',
    address: '翠湖天地会所',
    latitude: 31.2186,
    longitude: 121.4766,
    beginTime: now + 48 * HOUR,
    closeTime: now + 50 * HOUR,
    endTime: now + 52 * HOUR,
    priceFen: 0,
    ...over,
  };
}

const item = (itemName: string, priceFen: number, tiers: [number, number][] = []): DraftItem => ({
  img: '',
  itemName,
  itemDescription: '',
  singleMaxPurchase: 2,
  priceFen,
  stock: 20,
  groupItemList: tiers.map(([groupSize, p]) => ({ groupSize, priceFen: p })),
});

const groupBuy = (priceFen: number, ...tiers: [number, number][]) =>
  draft({ activityType: ACTIVITY_KIND.group, activityItemList: [item('阳光玫瑰葡萄', priceFen, tiers)] });

/** Saves a draft as the wire sends it, less the fields named: what another client might send. */
function saveWithout(d: ActivityDraft, drop: (wire: Record<string, unknown>) => void): Promise<unknown> {
  const wire = JSON.parse(JSON.stringify(activityDraftPayload(d))) as Record<string, unknown>;
  drop(wire);
  return mutate('/api/activity/v1/save', wire);
}

describe('activity prices', () => {
  beforeAll(async () => {
    await logIn(DEMO_LEADER);
    dismissToasts();
  });

  it('a group-buy tier at or above the price alone is refused (6009), naming the item and that price; one fen below is accepted', async () => {
    // The case: a first tier of ¥99 over ¥59.90 alone.
    await expect(saveActivity(groupBuy(5990, [2, 9900]))).rejects.toMatchObject({
      code: 6009,
      message: '“阳光玫瑰葡萄”的拼团价须低于单买价59.90元',
    });
    await expect(saveActivity(groupBuy(5990, [2, 5990]))).rejects.toMatchObject({ code: 6009 });
    // A later tier above it, even when the first is below.
    await expect(saveActivity(groupBuy(5990, [2, 5000], [3, 6000]))).rejects.toMatchObject({
      code: 6009,
      message: '“阳光玫瑰葡萄”的拼团价须低于单买价59.90元',
    });
    // A free item has no group-buy price below it.
    await expect(saveActivity(groupBuy(0, [2, 1]))).rejects.toMatchObject({ code: 6009 });
    const ok = await saveActivity(groupBuy(5990, [2, 5989], [3, 4990]));
    expect(ok.activityItemList[0]).toMatchObject({
      priceFen: 5990,
      groupItemList: [
        { groupSize: 2, priceFen: 5989 },
        { groupSize: 3, priceFen: 4990 },
      ],
    });
    // Editing cannot raise a tier above it either.
    const edited = {
      ...groupBuy(5990, [2, 5989], [3, 4990]),
      code: ok.code,
      activityItemList: [
        {
          ...item('阳光玫瑰葡萄', 4000, [
            [2, 5989],
            [3, 4990],
          ]),
          code: ok.activityItemList[0]!.code,
        },
      ],
    };
    await expect(saveActivity(edited)).rejects.toMatchObject({
      code: 6009,
      message: '“阳光玫瑰葡萄”的拼团价须低于单买价40.00元',
    });
    expect((await getActivity(ok.code)).activityItemList[0]!.priceFen).toBe(5990);
    expect(dismissToasts()).toEqual([
      '“阳光玫瑰葡萄”的拼团价须低于单买价59.90元',
      '“阳光玫瑰葡萄”的拼团价须低于单买价59.90元',
      '“阳光玫瑰葡萄”的拼团价须低于单买价59.90元',
      '“阳光玫瑰葡萄”的拼团价须低于单买价0.00元',
      '“阳光玫瑰葡萄”的拼团价须低于单买价40.00元',
    ]);
  });

  it('no amount is taken for granted: an on-site activity needs its fee (0 for free), an item its price', async () => {
    await expect(saveWithout(draft(), (w) => delete w.price)).rejects.toMatchObject({
      code: 6007,
      message: '请填写报名费（免费活动填0）',
    });
    const free = await saveActivity(draft({ priceFen: 0 }));
    expect(free.priceFen).toBe(0);
    const single = draft({ activityType: ACTIVITY_KIND.single, activityItemList: [item('土鸡蛋30枚', 3500)] });
    await expect(
      saveWithout(single, (w) => {
        delete w.price;
        delete (w.activityItemList as Record<string, unknown>[])[0]!.price;
      }),
    ).rejects.toMatchObject({ code: 6008, message: '请填写“土鸡蛋30枚”的价格' });
    // The activity's own price is not used by kinds 1 to 4: leaving it out is fine, and the item's price shows.
    const saved = (await saveWithout(single, (w) => delete w.price)) as {
      price: number;
      activityItemList: { price: number }[];
    };
    expect(saved.activityItemList[0]!.price).toBe(35);
    expect(saved.price).toBe(35);
    expect(dismissToasts()).toEqual(['请填写报名费（免费活动填0）', '请填写“土鸡蛋30枚”的价格']);
  });

  it('a multi-item activity lets a person pick every item unless its creator set fewer', async () => {
    const items = [item('手工葱油饼', 600), item('鲜肉大包', 800), item('豆浆1升', 500)];
    const multi = draft({ activityType: ACTIVITY_KIND.multi, activityItemList: items });
    const byDefault = (await saveWithout(multi, (w) => delete w.maxSelectionItem)) as { maxSelectionItem: number };
    expect(byDefault.maxSelectionItem).toBe(3);
    expect((await saveActivity({ ...multi, maxSelectionItem: 1 })).maxSelectionItem).toBe(1);
    await expect(saveActivity({ ...multi, maxSelectionItem: 4 })).rejects.toMatchObject({ code: 6011 });
    expect(dismissToasts()).toEqual(['最多可选商品数不正确']);
  });

  it('interactive: presets and minimums above ¥5,000.00 are refused at save (6016), each by name; ¥5,000.00 itself is fine', async () => {
    const interactive = (setting: Partial<ActivityDraft['setting']>) =>
      draft({
        activityType: ACTIVITY_KIND.interactive,
        programList: ['古筝独奏'],
        setting: { ...SETTING_DEFAULTS, rewardProgram: true, ...setting },
      });
    await expect(saveActivity(interactive({ chooseAmountItemsFen: [100, 500_001] }))).rejects.toMatchObject({
      code: 6016,
      message: '参与金额最多5000元',
    });
    await expect(saveActivity(interactive({ showChooseAmount: true, chooseLowFen: 500_001 }))).rejects.toMatchObject({
      code: 6016,
      message: '最低参与金额最多5000元',
    });
    await expect(saveActivity(interactive({ rewardAmountItemsFen: [999_999_999] }))).rejects.toMatchObject({
      code: 6016,
      message: '打赏金额最多5000元',
    });
    await expect(saveActivity(interactive({ showRewardAmount: true, rewardLowFen: 500_100 }))).rejects.toMatchObject({
      code: 6016,
      message: '最低打赏金额最多5000元',
    });
    const ok = await saveActivity(
      interactive({
        chooseAmountItemsFen: [100, 500_000],
        showChooseAmount: true,
        chooseLowFen: 500_000,
        rewardAmountItemsFen: [500_000],
      }),
    );
    expect(ok.setting).toMatchObject({
      chooseAmountItemsFen: [100, 500_000],
      chooseLowFen: 500_000,
      rewardAmountItemsFen: [500_000],
    });
    expect(dismissToasts()).toEqual([
      '参与金额最多5000元',
      '最低参与金额最多5000元',
      '打赏金额最多5000元',
      '最低打赏金额最多5000元',
    ]);
  });
});
