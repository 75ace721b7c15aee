// Joining: what is checked before the call, the total in fen, the request sent, and the input kept in page data.
import { describe, expect, it } from 'vitest';
import { toActivity, type Activity } from '@/api/activity';
import { SETTING_DEFAULTS } from '@/api/activity-draft';
import {
  checkJoin,
  clearJoinInput,
  initialJoinInput,
  knownAnswers,
  joinFields,
  joinRequestOf,
  joinTotalFen,
  saveJoinInput,
  savedJoinInput,
} from './join-input';
import { activityWire } from './activity-wire.fixture';

function activity(over: Partial<Activity> = {}): Activity {
  const base = toActivity(
    activityWire({
      code: 'AC7',
      activityType: 3,
      title: 't',
      price: 25,
      form: [
        { key: 'phone', label: '手机号', type: 'phone', required: true, options: [] },
        { key: 'size', label: '尺码', type: 'select', required: false, options: ['S', 'M'] },
      ],
      activityItemList: [
        {
          code: 'I1',
          img: '',
          itemName: '鸡蛋',
          itemDescription: '',
          singleMaxPurchase: 2,
          price: 35,
          stock: 10,
          soldNum: 0,
          groupItemList: [
            { code: 'G1', groupSize: 2, price: 30 },
            { code: 'G2', groupSize: 3, price: 25 },
          ],
        },
      ],
    }),
  );
  return { ...base, ...over };
}

/** An interactive activity: a program to choose, an amount from presets or free from ¥0.50, an optional reward. */
const interactiveActivity = (over: Partial<Activity> = {}) =>
  activity({
    activityType: 4,
    activityItemList: [],
    programList: ['A'],
    setting: {
      ...SETTING_DEFAULTS,
      chooseProgram: true,
      showChooseAmount: true,
      chooseLowFen: 50,
      rewardProgram: true,
    },
    ...over,
  });

describe('join input', () => {
  it('group-buy: pays the first tier for each piece; the request names the group to join', () => {
    const a = activity();
    const input = { ...initialJoinInput(a, 'GR1'), items: { I1: 2 }, form: { phone: '13800138000' } };
    expect(checkJoin(a, input)).toEqual([]);
    expect(joinTotalFen(a, input)).toBe(6000);
    expect(joinRequestOf(a, input)).toEqual({
      code: 'AC7',
      groupCode: 'GR1',
      items: [{ itemCode: 'I1', num: 2 }],
      form: { phone: '13800138000' },
    });
  });
  it('says what is wrong at the field: limit, required answer, phone format, choice', () => {
    const a = activity();
    expect(checkJoin(a, { ...initialJoinInput(a), items: { I1: 3 } }).map((i) => [i.field, i.key])).toEqual([
      ['items', 'activity.errPickLimit'],
      ['form.phone', 'activity.errAnswer'],
    ]);
    expect(checkJoin(a, { ...initialJoinInput(a), form: { phone: '1234', size: 'XL' } }).map((i) => i.key)).toEqual([
      'activity.errAnswerPhone',
      'activity.errAnswerChoice',
    ]);
  });
  it('interactive: program, amount from presets or free above the minimum, optional reward', () => {
    const a = interactiveActivity({ form: [] });
    const base = initialJoinInput(a);
    expect(checkJoin(a, base).map((i) => i.field)).toEqual(['program', 'amount']);
    expect(checkJoin(a, { ...base, program: 'A', amountFen: 30 }).map((i) => i.key)).toEqual(['activity.errAmountMin']);
    expect(checkJoin(a, { ...base, program: 'A', amountFen: 66, rewardFen: 300 }).map((i) => i.field)).toEqual([
      'reward',
    ]);
    const ok = { ...base, program: 'A', amountFen: 66, rewardFen: 500 };
    expect(checkJoin(a, ok)).toEqual([]);
    expect(joinTotalFen(a, ok)).toBe(566);
    expect(joinRequestOf(a, ok)).toEqual({ code: 'AC7', form: {}, program: 'A', amountFen: 66, rewardFen: 500 });
  });
  it('every field a fault is said at is one the sheet shows after a refused join', () => {
    const group = activity();
    const interactive = interactiveActivity();
    const said = [
      ...checkJoin(group, { ...initialJoinInput(group), items: { I1: 3 }, form: { size: 'XL' } }).map(
        (i) => [group, i.field] as const,
      ),
      ...checkJoin(interactive, { ...initialJoinInput(interactive), amountFen: 30, rewardFen: -1 }).map(
        (i) => [interactive, i.field] as const,
      ),
    ];
    expect(said.length).toBeGreaterThan(4);
    expect(said.filter(([a, field]) => !joinFields(a).includes(field))).toEqual([]);
  });
  it('is kept in page data (a reload, the OAuth round trip) until cleared', () => {
    const a = activity();
    expect(savedJoinInput('AC7')).toBeNull();
    saveJoinInput('AC7', { ...initialJoinInput(a, 'GR1'), form: { phone: '139' }, resume: true });
    expect(savedJoinInput('AC7')).toMatchObject({ groupCode: 'GR1', form: { phone: '139' }, resume: true });
    expect(savedJoinInput('AC8')).toBeNull();
    clearJoinInput('AC7');
    expect(savedJoinInput('AC7')).toBeNull();
  });
});

describe('what the app knows is not asked again', () => {
  const form = [
    { key: 'name', label: '姓名', type: 'text' as const, required: true, options: [] },
    { key: 'phone', label: '手机号', type: 'phone' as const, required: true, options: [] },
    { key: 'room', label: '楼栋房号', type: 'text' as const, required: true, options: [] },
    { key: 'f4', label: '联系人姓名', type: 'text' as const, required: false, options: [] },
  ];
  it("a sign-up form starts with the person's name and phone, and nothing else", () => {
    const a = activity({ form });
    expect(initialJoinInput(a, '', undefined, { name: '王小明', phone: '13800138000' }).form).toEqual({
      name: '王小明',
      phone: '13800138000',
      f4: '王小明',
    });
  });
  it('signed out, or without a phone, nothing is filled for it', () => {
    expect(knownAnswers(form, null)).toEqual({});
    expect(knownAnswers(form, { name: '', phone: '' })).toEqual({});
  });
});
