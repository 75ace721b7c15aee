// Activities against the running mock: lists, create then visible, join changes counts, group-buy tiers, templates.
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_TYPE, getActivity, joinActivity, listActivities, saveActivity, type ActivityDraft } from '@/api/activity';
import { listTemplates, saveTemplate } from '@/api/template';
import { dismissToasts } from '@/components/feedback';
import { logIn, MANAGER } from './session';

const HOUR = 3_600_000;

function draft(over: Partial<ActivityDraft> = {}): ActivityDraft {
  const now = Date.now();
  return {
    activityType: ACTIVITY_TYPE.onsite, type: 1, title: '周六社区义诊', img: '/mock-assets/activity-5.svg', coverArr: [], address: '翠湖天地会所',
    latitude: 31.2186, longitude: 121.4766, beginTime: now + 48 * HOUR, closeTime: now + 40 * HOUR, endTime: now + 52 * HOUR, details: '免费量血压',
    imgList: [], enrollEnable: true, num: 10, priceFen: 1000, programList: [], activityItemList: [], maxSelectionItem: 1, refundPlan: 'R1',
    form: [{ key: 'name', label: '姓名', type: 'text', required: true, options: [] }], groupLimitTime: 24, ungroupedHandling: 1, ...over,
  };
}

describe('activities', () => {
  beforeAll(async () => {
    await logIn();
  });

  it('lists activities of all five kinds', async () => {
    const page = await listActivities({ pageIndex: 0 });
    expect(new Set(page.list.map((a) => a.activityType))).toEqual(new Set([1, 2, 3, 4, 5]));
    const groups = await listActivities({ pageIndex: 0, activityType: ACTIVITY_TYPE.group });
    expect(groups.list.every((a) => a.activityType === 3)).toBe(true);
  });

  it('a created activity shows in the list; joining changes the joined count and the joined flag', async () => {
    await listActivities({ pageIndex: 0 }); // cached: the new activity must still show afterwards
    const created = await saveActivity(draft());
    expect(created.priceFen).toBe(1000);
    expect((await listActivities({ pageIndex: 0 })).list[0]!.code).toBe(created.code);
    expect((await listActivities({ pageIndex: 0, scope: 'created' })).list.some((a) => a.code === created.code)).toBe(true);

    await logIn(MANAGER);
    await expect(joinActivity({ code: created.code, form: {} })).rejects.toMatchObject({ message: '请填写姓名' });
    expect(dismissToasts()).toEqual(['请填写姓名']);
    const joined = await joinActivity({ code: created.code, form: { name: '王建国' } });
    expect(joined.payFen).toBe(1000);
    expect(joined.joinedNum).toBe(1);
    const after = await getActivity(created.code);
    expect(after.joinedNum).toBe(1);
    expect(after.joined).toBe(true);
    await expect(joinActivity({ code: created.code, form: { name: '王建国' } })).rejects.toMatchObject({ message: '您已参加过该活动' });
    expect(dismissToasts()).toEqual(['您已参加过该活动']);
    await logIn();
  });

  it('refuses a bad draft with a Chinese message', async () => {
    await expect(saveActivity(draft({ endTime: Date.now() - HOUR, beginTime: Date.now() - 2 * HOUR }))).rejects.toMatchObject({ code: 6005 });
    await expect(saveActivity(draft({ activityType: ACTIVITY_TYPE.group }))).rejects.toMatchObject({ message: '拼团活动的每件商品须至少有一个拼团价' });
    expect(dismissToasts()).toEqual(['报名截止时间不能晚于结束时间', '拼团活动的每件商品须至少有一个拼团价']);
  });

  it('group-buy: starting a group at a tier price, a second member joins the same group', async () => {
    const created = await saveActivity(draft({
      activityType: ACTIVITY_TYPE.group, title: '土鸡蛋拼团', form: [], groupLimitTime: 48,
      activityItemList: [{ img: '', itemName: '土鸡蛋30枚', itemDescription: '', singleMaxPurchase: 2, priceFen: 3990, stock: 50, groupItemList: [{ groupSize: 2, priceFen: 2990 }] }],
    }));
    const item = created.activityItemList[0]!;
    expect(item.groupItemList[0]!.priceFen).toBe(2990);
    expect(created.priceFen).toBe(2990);
    await logIn(MANAGER);
    const started = await joinActivity({ code: created.code, items: [{ itemCode: item.code, num: 1, tierCode: item.groupItemList[0]!.code }] });
    expect(started.payFen).toBe(2990);
    expect((await getActivity(created.code)).groups.map((g) => g.code)).toContain(started.groupCode);
    await logIn();
    const second = await joinActivity({ code: created.code, groupCode: started.groupCode, items: [{ itemCode: item.code, num: 1 }] });
    expect(second.groupCode).toBe(started.groupCode);
    expect(second.joinedNum).toBe(2);
    // The group is full now: no longer offered as an open group.
    expect((await getActivity(created.code)).groups.map((g) => g.code)).not.toContain(started.groupCode);
  });

  it('templates: built-ins listed, a saved one shows next time', async () => {
    const before = await listTemplates();
    expect(before.some((t) => t.system)).toBe(true);
    const saved = await saveTemplate({ name: '读书会报名', remark: '', formItemList: [{ key: 'book', label: '想读的书', type: 'text', required: true, options: [] }] });
    expect((await listTemplates()).some((t) => t.code === saved.code)).toBe(true);
  });
});
