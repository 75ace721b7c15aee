import { describe, expect, it } from 'vitest';
import { ACTIVITY_KIND, ACTIVITY_VISIBILITY, UNGROUPED_HANDLING } from '../../src/rules/activity';
import { ERR } from '../../src/rules/error-codes';
import { Store } from '../store';
import { chosenAmount, validDraft } from './activity-draft';

const NOW = Date.UTC(2026, 0, 10);
const HOUR = 3_600_000;

/** An on-site activity (kind 5), free, that starts tomorrow. */
const onsite = (over: Record<string, unknown> = {}) => ({
  activityType: ACTIVITY_KIND.onsite,
  title: '周末读书会',
  img: '/mock-assets/a.png',
  address: '社区活动室',
  beginTime: NOW + 24 * HOUR,
  closeTime: NOW + 25 * HOUR,
  endTime: NOW + 26 * HOUR,
  price: 0,
  ...over,
});

/** A group-buy (kind 3) of one item at 20 yuan alone with the given tiers. */
const groupBuy = (tiers: { groupSize: number; price: number }[]) =>
  onsite({
    activityType: ACTIVITY_KIND.group,
    activityItemList: [{ itemName: '苹果', price: 20, groupItemList: tiers }],
  });

const refusal = (body: Record<string, unknown>) => {
  try {
    validDraft(body, new Store(), NOW);
  } catch (e) {
    return { code: (e as { code: number }).code, message: (e as Error).message };
  }
  return null;
};

describe("the activity draft's checks", () => {
  it('takes a complete draft with its defaults: listed, 10 places, refund when a group does not form', () => {
    const fields = validDraft(onsite(), new Store(), NOW);
    expect(fields).toMatchObject({
      activityType: ACTIVITY_KIND.onsite,
      type: ACTIVITY_VISIBILITY.listed,
      num: 10,
      price: 0,
      ungroupedHandling: UNGROUPED_HANDLING.refund,
      groupLimitTime: 24,
    });
    expect(validDraft(onsite({ type: 2 }), new Store(), NOW).type).toBe(ACTIVITY_VISIBILITY.linkOnly);
  });

  it('refuses an unknown kind, times out of order and an on-site fee left out', () => {
    expect(refusal(onsite({ activityType: 6 }))).toMatchObject({ code: ERR.activity.badKind });
    expect(refusal(onsite({ closeTime: NOW + 27 * HOUR }))).toEqual({
      code: ERR.activity.badTimes,
      message: '报名截止时间不能晚于结束时间',
    });
    expect(refusal(onsite({ endTime: NOW - 1, beginTime: NOW - 3, closeTime: NOW - 2 }))).toEqual({
      code: ERR.activity.badTimes,
      message: '结束时间须晚于现在',
    });
    expect(refusal(onsite({ price: undefined }))).toEqual({
      code: ERR.activity.badPrice,
      message: '请填写报名费（免费活动填0）',
    });
  });

  it('keeps group-buy tiers below the price alone, growing in size and falling in price', () => {
    expect(
      refusal(
        groupBuy([
          { groupSize: 2, price: 18 },
          { groupSize: 3, price: 15 },
        ]),
      ),
    ).toBeNull();
    expect(refusal(groupBuy([{ groupSize: 2, price: 20 }]))).toEqual({
      code: ERR.activity.badTier,
      message: '“苹果”的拼团价须低于单买价20.00元',
    });
    expect(
      refusal(
        groupBuy([
          { groupSize: 3, price: 18 },
          { groupSize: 2, price: 15 },
        ]),
      ),
    ).toMatchObject({ code: ERR.activity.badTier, message: '拼团档位的人数须逐档递增' });
    expect(refusal(groupBuy([]))).toMatchObject({ code: ERR.activity.badItemCount });
  });

  it('refuses an unknown refund plan and a handling other than refund or virtual forming', () => {
    expect(refusal(onsite({ refundPlan: 'R9' }))).toMatchObject({ code: ERR.activity.unknownRefundPlan });
    expect(refusal(onsite({ ungroupedHandling: 3 }))).toMatchObject({ code: ERR.activity.badUngroupedHandling });
  });
});

describe('a chosen amount', () => {
  it('is one of the presets, or a free amount at least the lowest when free amounts are allowed', () => {
    expect(chosenAmount(5, [5, 10], false, 1, '参与金额')).toBe(5);
    expect(chosenAmount(2.5, [5, 10], true, 1, '参与金额')).toBe(2.5);
    expect(() => chosenAmount(2.5, [5, 10], false, 1, '参与金额')).toThrow('参与金额须为5、10元之一');
    expect(() => chosenAmount(0.5, [5, 10], true, 1, '参与金额')).toThrow(
      expect.objectContaining({ code: ERR.activity.badAmount, message: '参与金额最少1元' }),
    );
  });
});
