// Seed activities of all five kinds (items, group tiers, open groups), sign-up templates and joins.
import type { ActivityDraftWire, ActivityItemWire, ActivityType, OpenGroupWire } from '../../src/api/activity';
import type { FormItemWire, TemplateWire } from '../../src/api/template';
import { DAY, HOUR, seedDay } from './util';

/** An activity as the mock keeps it: the saved draft plus what the backend adds (the answer adds status, joined and the creator's name). */
export interface MockActivity extends Omit<ActivityDraftWire, 'code' | 'activityItemList'> {
  code: string;
  activityItemList: ActivityItemWire[];
  creatorCode: string;
  createTime: number;
}

export interface MockJoin {
  joinCode: string;
  activityCode: string;
  userCode: string;
  payAmount: number;
  groupCode: string;
  form: Record<string, string>;
  createTime: number;
}

export type MockGroup = OpenGroupWire & { activityCode: string; members: string[] };
export type MockTemplate = TemplateWire & { userCode: string };

const field = (key: string, label: string, type: FormItemWire['type'], required = true, options: string[] = []): FormItemWire => ({ key, label, type, required, options });

export function seedTemplates(): MockTemplate[] {
  return [
    { userCode: '', system: true, code: 'T01', name: '基础报名表', remark: '姓名和手机号', formItemList: [field('name', '姓名', 'text'), field('phone', '手机号', 'phone')] },
    { userCode: '', system: true, code: 'T02', name: '亲子活动报名', remark: '家长和孩子信息', formItemList: [field('name', '家长姓名', 'text'), field('phone', '手机号', 'phone'), field('child', '孩子年龄', 'number'), field('size', 'T恤尺码', 'select', false, ['S', 'M', 'L', 'XL'])] },
    { userCode: '', system: true, code: 'T03', name: '志愿者招募', remark: '含可参加时段', formItemList: [field('name', '姓名', 'text'), field('phone', '手机号', 'phone'), field('slot', '可参加时段', 'select', true, ['上午', '下午', '全天']), field('note', '备注', 'textarea', false)] },
    { userCode: 'U10002', system: false, code: 'T04', name: '西溪诚园业主登记', remark: '团长自建模板', formItemList: [field('name', '姓名', 'text'), field('room', '楼栋房号', 'text')] },
  ];
}

const item = (code: string, itemName: string, price: number, n: number, extra: Partial<ActivityItemWire> = {}): ActivityItemWire => ({
  code, img: `/mock-assets/product-${n}.svg`, itemName, itemDescription: `${itemName}，社区团购价`, singleMaxPurchase: 1, price, stock: 100, soldNum: 0, groupItemList: [], ...extra,
});

export function seedActivities(): { activities: MockActivity[]; joins: MockJoin[]; groups: MockGroup[] } {
  const day = seedDay();
  const base = (code: string, activityType: ActivityType, title: string, n: number, startDays: number, extra: Partial<MockActivity>): MockActivity => ({
    code, activityType, type: 1, title, img: `/mock-assets/activity-${n}.svg`, coverArr: [`/mock-assets/activity-${n}.svg`],
    address: '上海市黄浦区马当路388弄翠湖天地会所', latitude: 31.2186, longitude: 121.4766,
    beginTime: day + startDays * DAY + 9 * HOUR, closeTime: day + startDays * DAY + 8 * HOUR, endTime: day + startDays * DAY + 18 * HOUR,
    details: `${title}：欢迎邻居们参加！`, imgList: [], enrollEnable: true, num: 10, price: 10, programList: [], activityItemList: [],
    maxSelectionItem: 1, refundPlan: 'R1', form: [], groupLimitTime: 24, ungroupedHandling: 1, creatorCode: 'U10002', createTime: day - (10 - n) * DAY,
    ...extra,
  });
  const activities: MockActivity[] = [
    base('AC001', 1, '阳澄湖大闸蟹限时抢购', 1, 3, { num: 50, price: 88, activityItemList: [item('AI001', '大闸蟹4对礼盒', 88, 19, { singleMaxPurchase: 2 })] }),
    base('AC002', 2, '周末鲜果拼盘任选', 2, 2, { num: 80, price: 19.9, maxSelectionItem: 3, activityItemList: [item('AI002', '阳光玫瑰葡萄', 29.9, 8), item('AI003', '丹东草莓', 39.9, 29), item('AI004', '赣南脐橙5斤', 19.9, 1)] }),
    base('AC003', 3, '五常大米拼团', 3, 5, {
      num: 100, price: 45, groupLimitTime: 36, ungroupedHandling: 2,
      activityItemList: [item('AI005', '五常大米10斤', 69, 5, { singleMaxPurchase: 3, groupItemList: [{ code: 'GT001', groupSize: 3, price: 55 }, { code: 'GT002', groupSize: 5, price: 45 }] })],
    }),
    base('AC004', 4, '社区才艺秀投票打赏', 4, 1, { num: 200, price: 0, programList: ['古筝独奏', '少儿街舞', '广场舞串烧'], form: [field('name', '昵称', 'text')] }),
    base('AC005', 5, '亲子烘焙课堂', 5, 4, { num: 12, price: 39, form: seedTemplates()[1]!.formItemList, refundPlan: 'R2' }),
    base('AC006', 5, '小区跳蚤市场', 6, -3, { num: 30, price: 0, form: seedTemplates()[0]!.formItemList, address: '杭州市西湖区西溪诚园中心广场', latitude: 30.2801, longitude: 120.0949 }),
  ];
  const joins: MockJoin[] = [
    { joinCode: 'J001', activityCode: 'AC003', userCode: 'U10003', payAmount: 55, groupCode: 'GR001', form: {}, createTime: day - 2 * HOUR },
    { joinCode: 'J002', activityCode: 'AC005', userCode: 'U10003', payAmount: 39, groupCode: '', form: { name: '陈晓敏', phone: '15900159000', child: '6' }, createTime: day - 5 * HOUR },
  ];
  const groups: MockGroup[] = [
    { activityCode: 'AC003', code: 'GR001', itemCode: 'AI005', tierCode: 'GT001', groupSize: 3, memberNum: 1, leaderName: '陈晓敏', deadline: day + 34 * HOUR, status: 0, members: ['U10003'] },
  ];
  return { activities, joins, groups };
}
