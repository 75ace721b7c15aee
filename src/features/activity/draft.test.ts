// The activity draft: the spec's defaults per kind (no pre-filled money), and validation of every kind (with
// the tier rules: below the price alone), the pick limit of a multi-item activity, and the amount bounds.
import { describe, expect, it } from 'vitest';
import { ACTIVITY_KIND, type ActivityKind } from '@/api/activity';
import { MONEY_UNSET, type ActivityDraft } from '@/api/activity-draft';
import { isActivityDraft } from '@/state/activity-draft';
import {
  checkAmounts,
  checkForm,
  checkTiers,
  editorFields,
  groupTimeChoices,
  newDraft,
  newItem,
  newTier,
  publishable,
  validateDraft,
  withItems,
} from './draft';

const NOW = new Date('2025-03-08T14:20:00').getTime();
const HOUR = 3_600_000;

/** A draft of a kind with every required field filled, so that a test changes one thing. */
function valid(type: ActivityKind): ActivityDraft {
  const d = newDraft(type, NOW);
  d.title = '周末活动';
  d.img = '/uploads/F1';
  d.coverArr = ['/uploads/F1'];
  d.address = '翠湖天地会所';
  d.activityItemList = d.activityItemList.map((item, i) => ({
    ...item,
    itemName: `商品${i + 1}`,
    priceFen: 1000,
    groupItemList: item.groupItemList.map((tier) => ({ ...tier, priceFen: 900 })),
  }));
  if (type === ACTIVITY_KIND.interactive) d.programList = ['节目A'];
  if (type === ACTIVITY_KIND.onsite) d.priceFen = 1000;
  return d;
}
const fields = (d: ActivityDraft) => validateDraft(d, NOW).map((i) => i.field);
const keys = (d: ActivityDraft) => validateDraft(d, NOW).map((i) => i.key);

describe('newDraft: the spec defaults', () => {
  it('num 10, group limit 24 h, ungrouped handling 1, singleMaxPurchase 1, presets 1/5/10 and minimum 0.01; no amount pre-filled', () => {
    const d = newDraft(ACTIVITY_KIND.group, NOW);
    expect(d).toMatchObject({
      num: 10,
      priceFen: MONEY_UNSET.empty,
      groupLimitTime: 24,
      ungroupedHandling: 1,
      enrollEnable: true,
      visibility: 1,
      refundPlan: '',
    });
    expect(d.activityItemList).toHaveLength(1);
    expect(d.activityItemList[0]).toMatchObject({
      singleMaxPurchase: 1,
      priceFen: MONEY_UNSET.empty,
      groupItemList: [{ groupSize: 2, priceFen: MONEY_UNSET.empty }],
    });
    expect(newDraft(ACTIVITY_KIND.onsite, NOW).priceFen).toBe(MONEY_UNSET.empty);
    expect(d.setting).toMatchObject({
      chooseAmountItemsFen: [100, 500, 1000],
      chooseLowFen: 1,
      rewardAmountItemsFen: [100, 500, 1000],
      rewardLowFen: 1,
    });
  });
  it('items per kind: single 1, multi 2, group-buy 1, interactive and on-site none; times begin < close <= end from the next hour', () => {
    expect([1, 2, 3, 4, 5].map((k) => newDraft(k as ActivityKind, NOW).activityItemList.length)).toEqual([
      1, 2, 1, 0, 0,
    ]);
    const d = newDraft(ACTIVITY_KIND.onsite, NOW);
    expect(d.beginTime).toBe(new Date('2025-03-08T15:00:00').getTime());
    expect(d.closeTime).toBeGreaterThan(d.beginTime);
    expect(d.endTime).toBeGreaterThanOrEqual(d.closeTime);
  });
  it('a fresh draft is not publishable: it says what is missing, in field order', () => {
    expect(fields(newDraft(ACTIVITY_KIND.single, NOW))).toEqual([
      'title',
      'cover',
      'address',
      'items.0.name',
      'items.0.price',
    ]);
    expect(fields(newDraft(ACTIVITY_KIND.group, NOW))).toEqual([
      'title',
      'cover',
      'address',
      'items.0.name',
      'items.0.price',
      'items.0.tiers.0.price',
    ]);
    expect(fields(newDraft(ACTIVITY_KIND.onsite, NOW))).toEqual(['title', 'cover', 'address', 'price']);
  });
  it('a multi-item activity lets a person pick every item (at least 2); other kinds 1', () => {
    expect(newDraft(ACTIVITY_KIND.multi, NOW).maxSelectionItem).toBe(2);
    for (const k of [1, 3, 4, 5] as ActivityKind[]) expect(newDraft(k, NOW).maxSelectionItem).toBe(1);
  });
  it('a draft stored before prices started empty (¥10.00 in it, one pick) still loads as it was', () => {
    const old = JSON.parse(
      JSON.stringify({ ...valid(ACTIVITY_KIND.multi), priceFen: 1000, maxSelectionItem: 1 }),
    ) as unknown;
    expect(isActivityDraft(old)).toBe(true);
    expect(validateDraft(old as ActivityDraft, NOW)).toEqual([]);
  });
});

describe('validateDraft per kind', () => {
  it('every kind passes when filled', () => {
    for (const k of [1, 2, 3, 4, 5] as ActivityKind[]) expect(validateDraft(valid(k), NOW), `kind ${k}`).toEqual([]);
  });
  it('common fields: title length, times, places', () => {
    const d = valid(ACTIVITY_KIND.onsite);
    expect(keys({ ...d, title: 'x'.repeat(31) })).toEqual(['activityEdit.errTitleLong']);
    expect(keys({ ...d, closeTime: d.beginTime })).toEqual(['activityEdit.errCloseAfterBegin']);
    expect(keys({ ...d, closeTime: d.endTime + 1 })).toEqual(['activityEdit.errCloseBeforeEnd']);
    expect(keys({ ...d, beginTime: NOW - 3 * HOUR, closeTime: NOW - 2 * HOUR, endTime: NOW - HOUR })).toEqual([
      'activityEdit.errEndPast',
    ]);
    // Editing a published activity may keep a past end.
    expect(
      keys({ ...d, code: 'AC1', beginTime: NOW - 3 * HOUR, closeTime: NOW - 2 * HOUR, endTime: NOW - HOUR }),
    ).toEqual([]);
    expect(keys({ ...d, num: 0 })).toEqual(['activityEdit.errNum']);
    expect(keys({ ...d, num: 10001 })).toEqual(['activityEdit.errNum']);
    expect(keys({ ...d, num: -1 })).toEqual(['activityEdit.errNum']);
  });
  it('on-site: the fee may be 0; empty asks for it, text that is not an amount says how to write one', () => {
    const d = valid(ACTIVITY_KIND.onsite);
    expect(keys({ ...d, priceFen: 0 })).toEqual([]);
    expect(validateDraft({ ...d, priceFen: MONEY_UNSET.empty }, NOW)).toEqual([
      { field: 'price', key: 'activityEdit.errFeeEmpty' },
    ]);
    expect(validateDraft({ ...d, priceFen: MONEY_UNSET.invalid }, NOW)).toEqual([
      { field: 'price', key: 'activityEdit.errPrice' },
    ]);
  });
  it('other kinds do not ask for the fee', () => {
    for (const k of [1, 2, 3, 4] as ActivityKind[])
      expect(keys({ ...valid(k), priceFen: MONEY_UNSET.empty }), `kind ${k}`).toEqual([]);
  });
  it('single: exactly one item; multi: at least two and a pick limit within them', () => {
    const s = valid(ACTIVITY_KIND.single);
    expect(keys({ ...s, activityItemList: [...s.activityItemList, ...s.activityItemList] })).toContain(
      'activityEdit.errItemsSingle',
    );
    const m = valid(ACTIVITY_KIND.multi);
    expect(keys({ ...m, activityItemList: m.activityItemList.slice(0, 1) })).toContain('activityEdit.errItemsMulti');
    expect(fields({ ...m, maxSelectionItem: 3 })).toEqual(['maxSelection']);
    expect(fields({ ...m, maxSelectionItem: 0 })).toEqual(['maxSelection']);
  });
  it('items: name, price, per-person limit and stock, at the item field', () => {
    const d = valid(ACTIVITY_KIND.multi);
    const item = d.activityItemList[1]!;
    const withItem = (patch: object) => ({ ...d, activityItemList: [d.activityItemList[0]!, { ...item, ...patch }] });
    expect(fields(withItem({ itemName: '  ' }))).toEqual(['items.1.name']);
    expect(keys(withItem({ priceFen: MONEY_UNSET.empty }))).toEqual(['activityEdit.errItemPriceEmpty']);
    expect(keys(withItem({ priceFen: MONEY_UNSET.invalid }))).toEqual(['activityEdit.errPrice']);
    expect(fields(withItem({ priceFen: -1 }))).toEqual(['items.1.price']);
    expect(keys(withItem({ priceFen: 0 }))).toEqual([]);
    expect(fields(withItem({ singleMaxPurchase: 0 }))).toEqual(['items.1.limit']);
    expect(fields(withItem({ stock: -1 }))).toEqual(['items.1.stock']);
  });
  it('group time choices: the usual four, and a saved other limit among them in order', () => {
    expect(groupTimeChoices(24)).toEqual([24, 48, 72, 96]);
    expect(groupTimeChoices(36)).toEqual([24, 36, 48, 72, 96]);
    expect(groupTimeChoices(120)).toEqual([24, 48, 72, 96, 120]);
    expect(groupTimeChoices(0)).toEqual([24, 48, 72, 96]);
  });
  it('group-buy: tiers required, the group time whole hours the server keeps (a saved 36 h stays valid), handling 1 or 2', () => {
    const d = valid(ACTIVITY_KIND.group);
    expect(keys({ ...d, activityItemList: [{ ...d.activityItemList[0]!, groupItemList: [] }] })).toEqual([
      'activityEdit.errTiersNone',
    ]);
    for (const h of [24, 36, 48, 72, 96, 1, 168]) expect(fields({ ...d, groupLimitTime: h })).toEqual([]);
    for (const h of [0, 169, 1.5, Number.NaN]) expect(fields({ ...d, groupLimitTime: h })).toEqual(['groupLimit']);
    expect(fields({ ...d, ungroupedHandling: 3 })).toEqual(['ungrouped']);
    expect(fields({ ...d, ungroupedHandling: 2 })).toEqual([]);
  });
  it('group-buy: every tier below the price alone, at the tier field, naming that price', () => {
    const d = valid(ACTIVITY_KIND.group);
    const item = d.activityItemList[0]!;
    const priced = (priceFen: number, ...tiers: number[]) => ({
      ...d,
      activityItemList: [
        { ...item, priceFen, groupItemList: tiers.map((p, i) => ({ groupSize: i + 2, priceFen: p })) },
      ],
    });
    // The case: a first tier of ¥99 over a single price of ¥59.90.
    expect(validateDraft(priced(5990, 9900), NOW)).toEqual([
      { field: 'items.0.tiers.0.price', key: 'activityEdit.errTierAboveSingle', params: { price: '¥59.90' } },
    ]);
    expect(fields(priced(5990, 5990))).toEqual(['items.0.tiers.0.price']);
    expect(fields(priced(5990, 5989))).toEqual([]);
    expect(fields(priced(5990, 5000, 6000))).toEqual(['items.0.tiers.1.price']);
    expect(keys(priced(5990, 5000, 6000))).toEqual(['activityEdit.errTierAboveSingle']);
    // A free item has no group-buy price below it.
    expect(keys(priced(0, 1))).toEqual(['activityEdit.errTierAboveSingle']);
    // Without a price alone, that field says so and the tiers are not compared with nothing.
    expect(validateDraft(priced(MONEY_UNSET.empty, 9900), NOW)).toEqual([
      { field: 'items.0.price', key: 'activityEdit.errPriceAloneEmpty' },
    ]);
  });
  it('interactive: programs when choosing or rewarding, presets and minimum when paying', () => {
    const d = valid(ACTIVITY_KIND.interactive);
    expect(fields({ ...d, programList: [], setting: { ...d.setting, chooseProgram: true } })).toEqual(['programs']);
    expect(fields({ ...d, programList: ['A', ' '] })).toEqual(['programs']);
    expect(fields({ ...d, setting: { ...d.setting, chooseAmountItemsFen: [] } })).toEqual(['chooseAmount']);
    expect(fields({ ...d, setting: { ...d.setting, chooseAmountItemsFen: [], chooseProgramFree: true } })).toEqual([]);
    expect(fields({ ...d, setting: { ...d.setting, showChooseAmount: true, chooseLowFen: 0 } })).toEqual([
      'chooseAmountLow',
    ]);
    expect(keys({ ...d, setting: { ...d.setting, showChooseAmount: true, chooseLowFen: MONEY_UNSET.empty } })).toEqual([
      'activityEdit.errLowAmountEmpty',
    ]);
    expect(fields({ ...d, setting: { ...d.setting, rewardProgram: true, rewardAmountItemsFen: [100, -1] } })).toEqual([
      'reward',
    ]);
  });
  it('interactive: presets and minimums at most ¥5,000.00, refused at their own field', () => {
    const d = valid(ACTIVITY_KIND.interactive);
    const set = (patch: Partial<ActivityDraft['setting']>) =>
      validateDraft({ ...d, setting: { ...d.setting, ...patch } }, NOW);
    expect(set({ chooseAmountItemsFen: [100, 500_000] })).toEqual([]);
    expect(set({ chooseAmountItemsFen: [100, 500_001] })).toEqual([
      { field: 'chooseAmount', key: 'activityEdit.errPresetsMax', params: { max: '¥5,000.00' } },
    ]);
    expect(set({ showChooseAmount: true, chooseLowFen: 500_001 })).toEqual([
      { field: 'chooseAmountLow', key: 'activityEdit.errLowAmountMax', params: { max: '¥5,000.00' } },
    ]);
    expect(set({ rewardProgram: true, rewardAmountItemsFen: [600_000] }).map((i) => [i.field, i.key])).toEqual([
      ['reward', 'activityEdit.errPresetsMax'],
    ]);
    expect(
      set({ rewardProgram: true, showRewardAmount: true, rewardLowFen: 999_999_999 }).map((i) => [i.field, i.key]),
    ).toEqual([['rewardLow', 'activityEdit.errLowAmountMax']]);
    // A minimum not in use (no free amount) is not checked: it is not on screen.
    expect(set({ showChooseAmount: false, chooseLowFen: 999_999_999 })).toEqual([]);
    expect(checkAmounts('x', [1, 500_000], 500_000)).toEqual([]);
  });
});

describe('tier rules', () => {
  const tiers = (...t: [number, number][]) => t.map(([groupSize, priceFen]) => ({ groupSize, priceFen }));
  it('sizes strictly increasing and prices strictly falling pass', () => {
    expect(checkTiers(tiers([2, 3000], [3, 2500], [5, 2000]), 'items.0')).toEqual([]);
  });
  it('a size not above the one before is refused at that tier', () => {
    expect(checkTiers(tiers([3, 3000], [3, 2500]), 'items.0')).toEqual([
      { field: 'items.0.tiers.1.size', key: 'activityEdit.errTierSizeOrder', params: { n: 3 } },
    ]);
    expect(checkTiers(tiers([5, 3000], [4, 2500]), 'items.0').map((i) => i.field)).toEqual(['items.0.tiers.1.size']);
  });
  it('a price not below the price alone is refused at that tier (the order rule comes after)', () => {
    expect(checkTiers(tiers([2, 3500]), 'items.0', 3500)).toEqual([
      { field: 'items.0.tiers.0.price', key: 'activityEdit.errTierAboveSingle', params: { price: '¥35.00' } },
    ]);
    expect(checkTiers(tiers([2, 3000], [3, 3600]), 'items.0', 3500).map((i) => i.key)).toEqual([
      'activityEdit.errTierAboveSingle',
    ]);
    expect(checkTiers(tiers([2, 3000], [3, 2500]), 'items.0', 3500)).toEqual([]);
  });
  it('a price not below the one before is refused at that tier', () => {
    expect(checkTiers(tiers([2, 3000], [3, 3000]), 'items.0')).toEqual([
      { field: 'items.0.tiers.1.price', key: 'activityEdit.errTierPriceOrder' },
    ]);
    expect(checkTiers(tiers([2, 3000], [3, 3100]), 'items.0').map((i) => i.key)).toEqual([
      'activityEdit.errTierPriceOrder',
    ]);
  });
  it('sizes 2 to 100, prices above 0, at most 5 tiers', () => {
    expect(checkTiers(tiers([1, 3000]), 'i').map((i) => i.key)).toEqual(['activityEdit.errTierSize']);
    expect(checkTiers(tiers([101, 3000]), 'i').map((i) => i.key)).toEqual(['activityEdit.errTierSize']);
    expect(checkTiers(tiers([2, 0]), 'i').map((i) => i.key)).toEqual(['activityEdit.errTierPrice']);
    expect(checkTiers(tiers([2, -1]), 'i').map((i) => i.key)).toEqual(['activityEdit.errTierPrice']);
    expect(checkTiers(tiers([2, 60], [3, 50], [4, 40], [5, 30], [6, 20], [7, 10]), 'i').map((i) => i.key)).toEqual([
      'activityEdit.errTiersMax',
    ]);
  });
});

describe('forms and what is published', () => {
  it('form items need a label, a choice needs options, keys are unique', () => {
    const f = (key: string, label: string, type: 'text' | 'select', options: string[] = []) => ({
      key,
      label,
      type,
      required: true,
      options,
    });
    expect(checkForm([f('a', '姓名', 'text'), f('b', '尺码', 'select', ['S'])])).toEqual([]);
    expect(checkForm([f('a', ' ', 'text')]).map((i) => i.field)).toEqual(['form.0.label']);
    expect(checkForm([f('a', '尺码', 'select', [' '])]).map((i) => i.field)).toEqual(['form.0.options']);
    expect(checkForm([f('a', 'x', 'text'), f('a', 'y', 'text')]).map((i) => i.key)).toEqual([
      'activityEdit.errFormKey',
    ]);
  });
  it('publishable trims and keeps only what the kind uses', () => {
    const d = valid(ACTIVITY_KIND.onsite);
    const p = publishable({
      ...d,
      title: '  周末  ',
      programList: ['x'],
      activityItemList: valid(ACTIVITY_KIND.single).activityItemList,
    });
    expect(p.title).toBe('周末');
    expect(p.programList).toEqual([]);
    expect(p.activityItemList).toEqual([]);
    const g = publishable(valid(ACTIVITY_KIND.group));
    expect(g.activityItemList[0]!.groupItemList).toHaveLength(1);
    // Kinds without a fee send 0 for the empty fee field, never a made-up amount.
    expect(publishable({ ...valid(ACTIVITY_KIND.single), priceFen: MONEY_UNSET.empty }).priceFen).toBe(0);
  });
  it('publishable sends hidden amounts that would be refused as the defaults, shown ones as typed', () => {
    const d = valid(ACTIVITY_KIND.interactive);
    const hidden = publishable({
      ...d,
      setting: {
        ...d.setting,
        chooseProgramFree: true,
        chooseAmountItemsFen: [900_000],
        showChooseAmount: false,
        chooseLowFen: 0,
        rewardProgram: false,
        rewardAmountItemsFen: [],
      },
    });
    expect(hidden.setting).toMatchObject({
      chooseAmountItemsFen: [100, 500, 1000],
      chooseLowFen: 1,
      rewardAmountItemsFen: [100, 500, 1000],
    });
    const shown = publishable({
      ...d,
      setting: { ...d.setting, chooseAmountItemsFen: [200, 300], showChooseAmount: true, chooseLowFen: 50 },
    });
    expect(shown.setting).toMatchObject({ chooseAmountItemsFen: [200, 300], chooseLowFen: 50 });
  });
});

describe('withItems: the pick limit of a multi-item activity', () => {
  const multi = () => valid(ACTIVITY_KIND.multi);
  const add = (d: ActivityDraft) => withItems(d, [...d.activityItemList, newItem(ACTIVITY_KIND.multi)]);
  it('follows the number of items while the person has not set it', () => {
    const three = add(multi());
    expect(three.maxSelectionItem).toBe(3);
    expect(add(three).maxSelectionItem).toBe(4);
    expect(withItems(three, three.activityItemList.slice(0, 2)).maxSelectionItem).toBe(2);
  });
  it('stays where the person set it, and never above the items there are', () => {
    const set = { ...add(add(multi())), maxSelectionItem: 2 };
    expect(add(set).maxSelectionItem).toBe(2);
    const three = { ...add(add(multi())), maxSelectionItem: 3 };
    expect(withItems(three, three.activityItemList.slice(0, 2)).maxSelectionItem).toBe(2);
  });
  it('other kinds only take the items', () => {
    const g = valid(ACTIVITY_KIND.group);
    expect(withItems(g, [...g.activityItemList, newItem(ACTIVITY_KIND.group)]).maxSelectionItem).toBe(1);
  });
});

describe('editorFields: the fields whose faults the editor shows after a refused publish', () => {
  it('name every field a fault of any kind is said at (a sign-up form item counts as the form), so that none stays unsaid', () => {
    for (const type of [
      ACTIVITY_KIND.single,
      ACTIVITY_KIND.multi,
      ACTIVITY_KIND.group,
      ACTIVITY_KIND.interactive,
      ACTIVITY_KIND.onsite,
    ]) {
      // Everything wrong at once: empty texts and amounts, bad numbers, blank programs and form items.
      const d = newDraft(type, NOW);
      d.closeTime = d.beginTime;
      d.endTime = NOW - HOUR;
      d.num = 0;
      d.maxSelectionItem = 0;
      d.groupLimitTime = 0;
      d.ungroupedHandling = 0;
      d.programList = [' '];
      d.setting = {
        ...d.setting,
        chooseProgram: true,
        chooseProgramFree: false,
        showChooseAmount: true,
        chooseAmountItemsFen: [],
        chooseLowFen: MONEY_UNSET.empty,
        rewardProgram: true,
        showRewardAmount: true,
        rewardAmountItemsFen: [-1],
        rewardLowFen: -5,
      };
      d.activityItemList = d.activityItemList.map((item) => ({
        ...item,
        singleMaxPurchase: 0,
        stock: -1,
        groupItemList: [...item.groupItemList, newTier(1)],
      }));
      d.form = [{ key: 'a', label: '', type: 'select', required: true, options: [] }];
      const shown = new Set(editorFields(d));
      const said = validateDraft(d, NOW).map((i) => (i.field.startsWith('form.') ? 'form' : i.field));
      expect(said.length).toBeGreaterThan(5);
      expect(said.filter((f) => !shown.has(f))).toEqual([]);
    }
  });
});
