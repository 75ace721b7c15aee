// Activities against the running mock: lists (kinds, nearest), create then visible, join / leave and
// counts, group-buy tiers (pay the first tier, fill at the last, tier difference refunded), the group
// time limit passing on the mock's clock knob (refund or virtual formation), interactive amounts,
// sign-up forms with an image field, and templates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_KIND,
  getActivity,
  joinActivity,
  leaveActivity,
  listActivities,
  listParticipants,
  saveActivity,
} from '@/api/activity';
import { SETTING_DEFAULTS, type ActivityDraft } from '@/api/activity-draft';
import { listTemplates, removeTemplate, saveTemplate } from '@/api/template';
import { dismissToasts } from '@/components/feedback';
import { logIn, DEMO_LEADER, RESIDENT } from './session';
import { joinPaid } from './pay';

const HOUR = 3_600_000;
const CHEN = { phone: '15900159000', password: 'qihuo123' };
const NEIGHBOUR = { phone: '13700137000', password: 'qihuo123' };
const clockUrl = `http://127.0.0.1:${process.env.MOCK_TEST_PORT}/__mock/clock`;

/** Moves the mock's business clock (the test-only knob). */
async function advanceClock(ms: number): Promise<number> {
  const res = await fetch(clockUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { offsetMs: number }).offsetMs;
}

function draft(over: Partial<ActivityDraft> = {}): ActivityDraft {
  const now = Date.now();
  return {
    activityType: ACTIVITY_KIND.onsite,
    visibility: 1,
    title: '周六社区义诊',
    img: '/mock-assets/activity-5.png',
    coverArr: [],
    address: '翠湖天地会所',
    latitude: 31.2186,
    longitude: 121.4766,
    beginTime: now + 48 * HOUR,
    closeTime: now + 50 * HOUR,
    endTime: now + 52 * HOUR,
    details: '免费量血压',
    imgList: [],
    enrollEnable: true,
    num: 10,
    priceFen: 1000,
    programList: [],
    activityItemList: [],
    maxSelectionItem: 1,
    refundPlan: 'R1',
    form: [{ key: 'name', label: '姓名', type: 'text', required: true, options: [] }],
    groupLimitTime: 24,
    ungroupedHandling: 1,
    setting: { ...SETTING_DEFAULTS },
    ...over,
  };
}

/** A group-buy of one item with tiers 2 people ¥30, 3 people ¥25 (item alone ¥35). */
function groupDraft(over: Partial<ActivityDraft> = {}): ActivityDraft {
  const now = Date.now();
  return draft({
    activityType: ACTIVITY_KIND.group,
    title: '土鸡蛋拼团',
    form: [],
    groupLimitTime: 2,
    beginTime: now - HOUR,
    closeTime: now + 30 * 24 * HOUR,
    endTime: now + 31 * 24 * HOUR,
    activityItemList: [
      {
        img: '',
        itemName: '土鸡蛋30枚',
        itemDescription: '',
        singleMaxPurchase: 2,
        priceFen: 3500,
        stock: 50,
        groupItemList: [
          { groupSize: 2, priceFen: 3000 },
          { groupSize: 3, priceFen: 2500 },
        ],
      },
    ],
    ...over,
  });
}

describe('activities', () => {
  beforeAll(async () => {
    await logIn();
  });
  afterAll(async () => {
    await fetch(clockUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ offsetMs: 0 }),
    });
  });

  it('lists activities of all five kinds, by kind, and nearest first from a point', async () => {
    const page = await listActivities({ pageIndex: 0 });
    expect(new Set(page.list.map((a) => a.activityType))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(page.serverTime).toBeGreaterThan(0);
    const groups = await listActivities({ pageIndex: 0, activityType: ACTIVITY_KIND.group });
    expect(groups.list.length).toBeGreaterThan(0);
    expect(groups.list.every((a) => a.activityType === 3)).toBe(true);
    // From West Lake, Hangzhou: the Xixi activities come before the Shanghai ones.
    const near = await listActivities({ pageIndex: 0, sort: 'nearest', latitude: 30.2837, longitude: 120.1302 });
    expect(near.list[0]!.address).toContain('杭州');
    expect(near.list.at(-1)!.address).toContain('上海');
  });

  it('a created activity shows in the list; join and leave change the count, the flag and the participants (masked)', async () => {
    await listActivities({ pageIndex: 0 }); // cached: the new activity must still show afterwards
    const created = await saveActivity(draft());
    expect(created.priceFen).toBe(1000);
    expect((await listActivities({ pageIndex: 0 })).list[0]!.code).toBe(created.code);
    expect((await listActivities({ pageIndex: 0, scope: 'created' })).list.some((a) => a.code === created.code)).toBe(
      true,
    );

    await logIn(DEMO_LEADER);
    await expect(joinActivity({ code: created.code, form: {} })).rejects.toMatchObject({ message: '请填写姓名' });
    expect(dismissToasts()).toEqual(['请填写姓名']);
    const joined = await joinPaid({ code: created.code, form: { name: '王建国' } });
    expect(joined.payFen).toBe(1000);
    expect(joined.joinedNum).toBe(1);
    const after = await getActivity(created.code);
    expect(after).toMatchObject({
      joinedNum: 1,
      joined: true,
      myJoin: { status: 0, payFen: 1000, refundFen: 0, canLeave: true },
    });
    expect((await listParticipants(created.code, 0)).list).toMatchObject([
      { name: '王*国', avatar: '/mock-assets/avatar-2.png' },
    ]);
    await expect(joinActivity({ code: created.code, form: { name: '王建国' } })).rejects.toMatchObject({
      message: '您已参加过该活动',
    });

    // Refund plan R1: leaving before the start refunds everything.
    expect(await leaveActivity(created.code)).toEqual({ refundFen: 1000, joinedNum: 0 });
    const left = await getActivity(created.code);
    expect(left).toMatchObject({
      joinedNum: 0,
      joined: false,
      myJoin: { status: 1, refundFen: 1000, canLeave: false },
    });
    expect((await listParticipants(created.code, 0)).list).toEqual([]);
    await logIn();
    // What the person saw: the refusals' toasts, in order.
    expect(dismissToasts()).toEqual(['您已参加过该活动']);
  });

  it('refuses a bad draft: times, tiers not growing in size or not falling in price', async () => {
    await expect(
      saveActivity(
        draft({ endTime: Date.now() - HOUR, beginTime: Date.now() - 3 * HOUR, closeTime: Date.now() - 2 * HOUR }),
      ),
    ).rejects.toMatchObject({ code: 6005 });
    await expect(saveActivity(draft({ closeTime: Date.now() + 40 * HOUR }))).rejects.toMatchObject({
      message: '报名截止时间须晚于开始时间',
    });
    await expect(saveActivity(draft({ activityType: ACTIVITY_KIND.group }))).rejects.toMatchObject({
      message: '拼团活动的每件商品须至少有一个拼团价',
    });
    const tiers = (groupItemList: { groupSize: number; priceFen: number }[]) =>
      groupDraft({
        activityItemList: [
          {
            img: '',
            itemName: '蛋',
            itemDescription: '',
            singleMaxPurchase: 1,
            priceFen: 3500,
            stock: 5,
            groupItemList,
          },
        ],
      });
    await expect(
      saveActivity(
        tiers([
          { groupSize: 3, priceFen: 3000 },
          { groupSize: 3, priceFen: 2500 },
        ]),
      ),
    ).rejects.toMatchObject({ message: '拼团档位的人数须逐档递增' });
    await expect(
      saveActivity(
        tiers([
          { groupSize: 2, priceFen: 3000 },
          { groupSize: 3, priceFen: 3000 },
        ]),
      ),
    ).rejects.toMatchObject({ message: '拼团档位的价格须逐档递减' });
    // What the person saw: the refusals' toasts, in order.
    expect(dismissToasts()).toEqual([
      '结束时间须晚于现在',
      '报名截止时间须晚于开始时间',
      '拼团活动的每件商品须至少有一个拼团价',
      '拼团档位的人数须逐档递增',
      '拼团档位的价格须逐档递减',
    ]);
  });

  it('group-buy: everyone pays the first tier; the group forms at 2, fills at 3, and the tier difference is refunded to each member', async () => {
    const created = await saveActivity(groupDraft());
    const item = created.activityItemList[0]!;
    expect(created.priceFen).toBe(2500); // "from": the lowest tier
    await logIn(DEMO_LEADER);
    const started = await joinPaid({ code: created.code, items: [{ itemCode: item.code, num: 2 }] });
    expect(started.payFen).toBe(6000);
    let seen = await getActivity(created.code);
    expect(seen.groups).toMatchObject([
      { code: started.groupCode, memberNum: 1, minSize: 2, groupSize: 3, tierCode: '', priceFen: 3000, status: 0 },
    ]);
    expect(seen.myGroup).toMatchObject({ code: started.groupCode, members: [{ name: '王*国' }] });

    await logIn(RESIDENT);
    const second = await joinPaid({
      code: created.code,
      groupCode: started.groupCode,
      items: [{ itemCode: item.code, num: 1 }],
    });
    expect(second).toMatchObject({ groupCode: started.groupCode, payFen: 3000, joinedNum: 2 });
    seen = await getActivity(created.code);
    // Formed at the first tier, still open for a third member.
    expect(seen.groups).toMatchObject([
      { code: started.groupCode, memberNum: 2, tierCode: item.groupItemList[0]!.code, priceFen: 3000, status: 0 },
    ]);
    expect(seen.myJoin).toMatchObject({ canLeave: false, refundFen: 0 });

    await logIn(CHEN);
    const third = await joinPaid({
      code: created.code,
      groupCode: started.groupCode,
      items: [{ itemCode: item.code, num: 1 }],
    });
    expect(third.payFen).toBe(3000);
    seen = await getActivity(created.code);
    expect(seen.groups).toEqual([]); // full: closed
    expect(seen.myGroup).toMatchObject({
      status: 1,
      memberNum: 3,
      tierCode: item.groupItemList[1]!.code,
      priceFen: 2500,
      virtual: false,
    });
    expect(seen.myJoin).toMatchObject({ payFen: 3000, refundFen: 500 });
    await logIn(DEMO_LEADER);
    expect((await getActivity(created.code)).myJoin).toMatchObject({ payFen: 6000, refundFen: 1000 }); // 2 pieces x ¥5
    await logIn(RESIDENT);
    expect((await getActivity(created.code)).myJoin).toMatchObject({ payFen: 3000, refundFen: 500 });
    await logIn(NEIGHBOUR);
    await expect(
      joinActivity({ code: created.code, groupCode: started.groupCode, items: [{ itemCode: item.code, num: 1 }] }),
    ).rejects.toMatchObject({ code: 6029 });
    await logIn();
    // What the person saw: the refusals' toasts, in order.
    expect(dismissToasts()).toEqual(['该团已结束，请重新开团']);
  });

  it('group time limit on the clock knob: below the first tier refunded (handling 1) or formed virtually (handling 2); at a tier, formed there', async () => {
    const refund = await saveActivity(groupDraft({ title: '到时退款团', ungroupedHandling: 1 }));
    const virtual = await saveActivity(groupDraft({ title: '到时虚拟成团', ungroupedHandling: 2 }));
    const tiered = await saveActivity(
      groupDraft({
        title: '到时按档成团',
        activityItemList: [
          {
            ...groupDraft().activityItemList[0]!,
            groupItemList: [
              { groupSize: 2, priceFen: 3000 },
              { groupSize: 4, priceFen: 2000 },
            ],
          },
        ],
      }),
    );
    await logIn(DEMO_LEADER);
    const a = await joinPaid({ code: refund.code, items: [{ itemCode: refund.activityItemList[0]!.code, num: 1 }] });
    const b = await joinPaid({ code: virtual.code, items: [{ itemCode: virtual.activityItemList[0]!.code, num: 1 }] });
    const c = await joinPaid({ code: tiered.code, items: [{ itemCode: tiered.activityItemList[0]!.code, num: 1 }] });
    await logIn(RESIDENT);
    await joinPaid({
      code: tiered.code,
      groupCode: c.groupCode,
      items: [{ itemCode: tiered.activityItemList[0]!.code, num: 1 }],
    });
    await logIn(DEMO_LEADER);
    const before = await getActivity(refund.code);
    expect(before.myGroup!.deadline - before.serverTime).toBeGreaterThan(HOUR);
    expect(before.myGroup!.deadline - before.serverTime).toBeLessThanOrEqual(2 * HOUR);

    await advanceClock(2 * HOUR + 60_000);
    const r = await getActivity(refund.code);
    expect(r.serverTime).toBeGreaterThanOrEqual(r.myGroup!.deadline);
    expect(r.groups).toEqual([]);
    expect(r.myGroup).toMatchObject({ code: a.groupCode, status: 2, virtual: false });
    expect(r.myJoin).toMatchObject({ status: 2, payFen: 3000, refundFen: 3000 });
    expect(r.joinedNum).toBe(0);
    const v = await getActivity(virtual.code);
    expect(v.myGroup).toMatchObject({ code: b.groupCode, status: 1, virtual: true, priceFen: 3000 });
    expect(v.myJoin).toMatchObject({ status: 0, refundFen: 0 });
    const t = await getActivity(tiered.code);
    expect(t.myGroup).toMatchObject({ status: 1, virtual: false, memberNum: 2, priceFen: 3000 });
    // Starting again after a failed group is allowed (the refunded join no longer counts).
    const again = await joinPaid({
      code: refund.code,
      items: [{ itemCode: refund.activityItemList[0]!.code, num: 1 }],
    });
    expect(again.groupCode).not.toBe(a.groupCode);
    await logIn();
  });

  it('interactive: a program, preset or free amounts with the minimum, and a reward', async () => {
    const created = await saveActivity(
      draft({
        activityType: ACTIVITY_KIND.interactive,
        title: '图书角众筹',
        programList: ['绘本', '科普'],
        form: [],
        setting: { ...SETTING_DEFAULTS, chooseProgram: true, showChooseAmount: true, rewardProgram: true },
      }),
    );
    expect(created.priceFen).toBe(1); // from 0.01 (free amount allowed)
    await logIn(DEMO_LEADER);
    await expect(joinActivity({ code: created.code, amountFen: 500 })).rejects.toMatchObject({ message: '请选择节目' });
    await expect(joinActivity({ code: created.code, program: '绘本', amountFen: 0 })).rejects.toMatchObject({
      code: 6031,
    });
    await expect(
      joinActivity({ code: created.code, program: '绘本', amountFen: 500, rewardFen: 300 }),
    ).rejects.toMatchObject({ message: '打赏金额须为1、5、10元之一' });
    const joined = await joinPaid({ code: created.code, program: '绘本', amountFen: 1, rewardFen: 500 });
    expect(joined.payFen).toBe(501);
    await logIn();
    // What the person saw: the refusals' toasts, in order.
    expect(dismissToasts()).toEqual(['请选择节目', '参与金额最少0.01元', '打赏金额须为1、5、10元之一']);
  });

  it('sign-up forms: an image field takes an uploaded URL; phone and choice are checked', async () => {
    const created = await saveActivity(
      draft({
        title: '摊位登记',
        priceFen: 0,
        form: [
          { key: 'phone', label: '手机号', type: 'phone', required: true, options: [] },
          { key: 'slot', label: '时段', type: 'select', required: true, options: ['上午', '下午'] },
          { key: 'photo', label: '摊位照片', type: 'image', required: true, options: [] },
        ],
      }),
    );
    await logIn(DEMO_LEADER);
    const base = { phone: '13900139000', slot: '上午', photo: '/uploads/F1' };
    await expect(joinActivity({ code: created.code, form: { ...base, photo: '' } })).rejects.toMatchObject({
      message: '请上传摊位照片',
    });
    await expect(joinActivity({ code: created.code, form: { ...base, phone: '1234' } })).rejects.toMatchObject({
      message: '手机号格式不正确',
    });
    await expect(joinActivity({ code: created.code, form: { ...base, slot: '晚上' } })).rejects.toMatchObject({
      message: '时段的选项不正确',
    });
    expect((await joinActivity({ code: created.code, form: base })).payFen).toBe(0);
    await logIn();
    // What the person saw: the refusals' toasts, in order.
    expect(dismissToasts()).toEqual(['请上传摊位照片', '手机号格式不正确', '时段的选项不正确']);
  });

  it('templates: built-ins listed, a saved one (with an image item) shows next time, removed after', async () => {
    const before = await listTemplates();
    expect(before.some((t) => t.system)).toBe(true);
    const saved = await saveTemplate({
      name: '读书会报名',
      remark: '',
      formItemList: [
        { key: 'book', label: '想读的书', type: 'text', required: true, options: [] },
        { key: 'cover', label: '书的封面', type: 'image', required: false, options: [] },
      ],
    });
    expect((await listTemplates()).find((t) => t.code === saved.code)?.formItemList.map((f) => f.type)).toEqual([
      'text',
      'image',
    ]);
    await removeTemplate(saved.code);
    expect((await listTemplates()).some((t) => t.code === saved.code)).toBe(false);
    await expect(removeTemplate('T01')).rejects.toMatchObject({ code: 6043 });
    // What the person saw: the refusals' toasts, in order.
    expect(dismissToasts()).toEqual(['只能删除自己的模板']);
  });
});
