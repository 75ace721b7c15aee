// The activity draft: the spec's defaults per kind, and validation of every kind (with the tier rules).
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPE, type ActivityDraft, type ActivityType } from '@/api/activity';
import { checkForm, checkTiers, newDraft, publishable, validateDraft } from './draft';

const NOW = new Date('2025-03-08T14:20:00').getTime();
const HOUR = 3_600_000;

/** A draft of a kind with every required field filled, so that a test changes one thing. */
function valid(type: ActivityType): ActivityDraft {
  const d = newDraft(type, NOW);
  d.title = '周末活动';
  d.img = '/uploads/F1';
  d.coverArr = ['/uploads/F1'];
  d.address = '翠湖天地会所';
  d.activityItemList = d.activityItemList.map((item, i) => ({
    ...item, itemName: `商品${i + 1}`, groupItemList: item.groupItemList.map((tier) => ({ ...tier, priceFen: 900 })),
  }));
  if (type === ACTIVITY_TYPE.interactive) d.programList = ['节目A'];
  return d;
}
const fields = (d: ActivityDraft) => validateDraft(d, NOW).map((i) => i.field);
const keys = (d: ActivityDraft) => validateDraft(d, NOW).map((i) => i.key);

describe('newDraft: the spec defaults', () => {
  it('num 10, price 10 yuan, group limit 24 h, ungrouped handling 1, singleMaxPurchase 1, presets 1/5/10 and minimum 0.01', () => {
    const d = newDraft(ACTIVITY_TYPE.group, NOW);
    expect(d).toMatchObject({ num: 10, priceFen: 1000, groupLimitTime: 24, ungroupedHandling: 1, enrollEnable: true, type: 1, refundPlan: '' });
    expect(d.activityItemList).toHaveLength(1);
    expect(d.activityItemList[0]).toMatchObject({ singleMaxPurchase: 1, priceFen: 1000, groupItemList: [{ groupSize: 2 }] });
    expect(d.setting).toMatchObject({ chooseAmountItemsFen: [100, 500, 1000], chooseLowFen: 1, rewardAmountItemsFen: [100, 500, 1000], rewardLowFen: 1 });
  });
  it('items per kind: single 1, multi 2, group-buy 1, interactive and on-site none; times begin < close <= end from the next hour', () => {
    expect([1, 2, 3, 4, 5].map((k) => newDraft(k as ActivityType, NOW).activityItemList.length)).toEqual([1, 2, 1, 0, 0]);
    const d = newDraft(ACTIVITY_TYPE.onsite, NOW);
    expect(d.beginTime).toBe(new Date('2025-03-08T15:00:00').getTime());
    expect(d.closeTime).toBeGreaterThan(d.beginTime);
    expect(d.endTime).toBeGreaterThanOrEqual(d.closeTime);
  });
  it('a fresh draft is not publishable: it says what is missing, in field order', () => {
    expect(fields(newDraft(ACTIVITY_TYPE.single, NOW))).toEqual(['title', 'cover', 'address', 'items.0.name']);
    expect(fields(newDraft(ACTIVITY_TYPE.group, NOW))).toEqual(['title', 'cover', 'address', 'items.0.name', 'items.0.tiers.0.price']);
  });
});

describe('validateDraft per kind', () => {
  it('every kind passes when filled', () => {
    for (const k of [1, 2, 3, 4, 5] as ActivityType[]) expect(validateDraft(valid(k), NOW), `kind ${k}`).toEqual([]);
  });
  it('common fields: title length, times, places', () => {
    const d = valid(ACTIVITY_TYPE.onsite);
    expect(keys({ ...d, title: 'x'.repeat(31) })).toEqual(['activityEdit.errTitleLong']);
    expect(keys({ ...d, closeTime: d.beginTime })).toEqual(['activityEdit.errCloseAfterBegin']);
    expect(keys({ ...d, closeTime: d.endTime + 1 })).toEqual(['activityEdit.errCloseBeforeEnd']);
    expect(keys({ ...d, beginTime: NOW - 3 * HOUR, closeTime: NOW - 2 * HOUR, endTime: NOW - HOUR })).toEqual(['activityEdit.errEndPast']);
    // Editing a published activity may keep a past end.
    expect(keys({ ...d, code: 'AC1', beginTime: NOW - 3 * HOUR, closeTime: NOW - 2 * HOUR, endTime: NOW - HOUR })).toEqual([]);
    expect(keys({ ...d, num: 0 })).toEqual(['activityEdit.errNum']);
    expect(keys({ ...d, num: 10001 })).toEqual(['activityEdit.errNum']);
    expect(keys({ ...d, num: -1 })).toEqual(['activityEdit.errNum']);
  });
  it('on-site: the fee may be 0, not an invalid amount', () => {
    const d = valid(ACTIVITY_TYPE.onsite);
    expect(keys({ ...d, priceFen: 0 })).toEqual([]);
    expect(fields({ ...d, priceFen: -1 })).toEqual(['price']);
  });
  it('single: exactly one item; multi: at least two and a pick limit within them', () => {
    const s = valid(ACTIVITY_TYPE.single);
    expect(keys({ ...s, activityItemList: [...s.activityItemList, ...s.activityItemList] })).toContain('activityEdit.errItemsSingle');
    const m = valid(ACTIVITY_TYPE.multi);
    expect(keys({ ...m, activityItemList: m.activityItemList.slice(0, 1) })).toContain('activityEdit.errItemsMulti');
    expect(fields({ ...m, maxSelectionItem: 3 })).toEqual(['maxSelection']);
    expect(fields({ ...m, maxSelectionItem: 0 })).toEqual(['maxSelection']);
  });
  it('items: name, price, per-person limit and stock, at the item field', () => {
    const d = valid(ACTIVITY_TYPE.multi);
    const item = d.activityItemList[1]!;
    const withItem = (patch: object) => ({ ...d, activityItemList: [d.activityItemList[0]!, { ...item, ...patch }] });
    expect(fields(withItem({ itemName: '  ' }))).toEqual(['items.1.name']);
    expect(fields(withItem({ priceFen: -1 }))).toEqual(['items.1.price']);
    expect(fields(withItem({ singleMaxPurchase: 0 }))).toEqual(['items.1.limit']);
    expect(fields(withItem({ stock: -1 }))).toEqual(['items.1.stock']);
  });
  it('group-buy: tiers required, the group time one of 24/48/72/96, handling 1 or 2', () => {
    const d = valid(ACTIVITY_TYPE.group);
    expect(keys({ ...d, activityItemList: [{ ...d.activityItemList[0]!, groupItemList: [] }] })).toEqual(['activityEdit.errTiersNone']);
    expect(fields({ ...d, groupLimitTime: 36 })).toEqual(['groupLimit']);
    for (const h of [24, 48, 72, 96]) expect(fields({ ...d, groupLimitTime: h })).toEqual([]);
    expect(fields({ ...d, ungroupedHandling: 3 })).toEqual(['ungrouped']);
    expect(fields({ ...d, ungroupedHandling: 2 })).toEqual([]);
  });
  it('interactive: programs when choosing or rewarding, presets and minimum when paying', () => {
    const d = valid(ACTIVITY_TYPE.interactive);
    expect(fields({ ...d, programList: [], setting: { ...d.setting, chooseProgram: true } })).toEqual(['programs']);
    expect(fields({ ...d, programList: ['A', ' '] })).toEqual(['programs']);
    expect(fields({ ...d, setting: { ...d.setting, chooseAmountItemsFen: [] } })).toEqual(['chooseAmount']);
    expect(fields({ ...d, setting: { ...d.setting, chooseAmountItemsFen: [] , chooseProgramFree: true } })).toEqual([]);
    expect(fields({ ...d, setting: { ...d.setting, showChooseAmount: true, chooseLowFen: 0 } })).toEqual(['chooseAmount']);
    expect(fields({ ...d, setting: { ...d.setting, rewardProgram: true, rewardAmountItemsFen: [100, -1] } })).toEqual(['reward']);
  });
});

describe('tier rules', () => {
  const tiers = (...t: [number, number][]) => t.map(([groupSize, priceFen]) => ({ groupSize, priceFen }));
  it('sizes strictly increasing and prices strictly falling pass', () => {
    expect(checkTiers(tiers([2, 3000], [3, 2500], [5, 2000]), 'items.0')).toEqual([]);
  });
  it('a size not above the one before is refused at that tier', () => {
    expect(checkTiers(tiers([3, 3000], [3, 2500]), 'items.0')).toEqual([{ field: 'items.0.tiers.1.size', key: 'activityEdit.errTierSizeOrder', params: { n: 3 } }]);
    expect(checkTiers(tiers([5, 3000], [4, 2500]), 'items.0').map((i) => i.field)).toEqual(['items.0.tiers.1.size']);
  });
  it('a price not below the one before is refused at that tier', () => {
    expect(checkTiers(tiers([2, 3000], [3, 3000]), 'items.0')).toEqual([{ field: 'items.0.tiers.1.price', key: 'activityEdit.errTierPriceOrder' }]);
    expect(checkTiers(tiers([2, 3000], [3, 3100]), 'items.0').map((i) => i.key)).toEqual(['activityEdit.errTierPriceOrder']);
  });
  it('sizes 2 to 100, prices above 0, at most 5 tiers', () => {
    expect(checkTiers(tiers([1, 3000]), 'i').map((i) => i.key)).toEqual(['activityEdit.errTierSize']);
    expect(checkTiers(tiers([101, 3000]), 'i').map((i) => i.key)).toEqual(['activityEdit.errTierSize']);
    expect(checkTiers(tiers([2, 0]), 'i').map((i) => i.key)).toEqual(['activityEdit.errTierPrice']);
    expect(checkTiers(tiers([2, -1]), 'i').map((i) => i.key)).toEqual(['activityEdit.errTierPrice']);
    expect(checkTiers(tiers([2, 60], [3, 50], [4, 40], [5, 30], [6, 20], [7, 10]), 'i').map((i) => i.key)).toEqual(['activityEdit.errTiersMax']);
  });
});

describe('forms and what is published', () => {
  it('form items need a label, a choice needs options, keys are unique', () => {
    const f = (key: string, label: string, type: 'text' | 'select', options: string[] = []) => ({ key, label, type, required: true, options });
    expect(checkForm([f('a', '姓名', 'text'), f('b', '尺码', 'select', ['S'])])).toEqual([]);
    expect(checkForm([f('a', ' ', 'text')]).map((i) => i.field)).toEqual(['form.0.label']);
    expect(checkForm([f('a', '尺码', 'select', [' '])]).map((i) => i.field)).toEqual(['form.0.options']);
    expect(checkForm([f('a', 'x', 'text'), f('a', 'y', 'text')]).map((i) => i.key)).toEqual(['activityEdit.errFormKey']);
  });
  it('publishable trims and keeps only what the kind uses', () => {
    const d = valid(ACTIVITY_TYPE.onsite);
    const p = publishable({ ...d, title: '  周末  ', programList: ['x'], activityItemList: valid(ACTIVITY_TYPE.single).activityItemList });
    expect(p.title).toBe('周末');
    expect(p.programList).toEqual([]);
    expect(p.activityItemList).toEqual([]);
    const g = publishable(valid(ACTIVITY_TYPE.group));
    expect(g.activityItemList[0]!.groupItemList).toHaveLength(1);
  });
});
