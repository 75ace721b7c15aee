// Seed activities of all five kinds (items, group tiers, open groups, settings), sign-up templates and joins.
// Times are relative to the mock's start: most activities are under way, one has not started, one has ended.
import type { JoinStatus } from '../../src/rules/commerce-states';
import type { ActivityItemWire, ActivitySettingWire, ActivityKind } from '../../src/api/activity';
import type { ActivityDraftWire } from '../../src/api/activity-draft';
import type { FormItemWire, TemplateWire } from '../../src/api/template';
import { DAY, HOUR, seedDay } from './util';
import { chinaParts } from '../../src/rules/china-time';

/** An activity as the mock keeps it: the saved draft plus what the backend adds (the answer adds status, joined and the creator's name). */
export interface MockActivity extends Omit<ActivityDraftWire, 'code' | 'activityItemList'> {
  code: string;
  activityItemList: ActivityItemWire[];
  creatorCode: string;
  createTime: number;
}

/** One person's participation. status: 0 joined, 1 left (refunded), 2 refunded because the group failed. */
export interface MockJoin {
  joinCode: string;
  activityCode: string;
  userCode: string;
  payAmount: number;
  refundAmount: number;
  status: JoinStatus;
  groupCode: string;
  items: { itemCode: string; num: number }[];
  program: string;
  form: Record<string, string>;
  createTime: number;
  /** An unpaid join (status 3) closes at this time, freeing its place; null otherwise. */
  expireTime: number | null;
}

/** A group-buy group; what the answer shows (tier reached, price, sizes) is derived from the item's tiers. */
export interface MockGroup {
  activityCode: string;
  code: string;
  itemCode: string;
  /** User codes of members who paid, the leader first. */
  members: string[];
  /** User codes whose joins wait for payment: they hold a place, and count once paid. */
  pending: string[];
  deadline: number;
  /** 0 open, 1 formed, 2 failed (refunded). */
  status: number;
  virtual: boolean;
  /** The tier it closed at ('' while open, or when it failed / formed virtually below the first tier). */
  closedTierCode: string;
  createTime: number;
}

export type MockTemplate = TemplateWire & { userCode: string };

const field = (
  key: string,
  label: string,
  type: FormItemWire['type'],
  required = true,
  options: string[] = [],
): FormItemWire => ({ key, label, type, required, options });

export function seedTemplates(): MockTemplate[] {
  return [
    {
      userCode: '',
      system: true,
      code: 'T01',
      name: '基础报名表',
      remark: '姓名和手机号',
      formItemList: [field('name', '姓名', 'text'), field('phone', '手机号', 'phone')],
    },
    {
      userCode: '',
      system: true,
      code: 'T02',
      name: '亲子活动报名',
      remark: '家长和孩子信息',
      formItemList: [
        field('name', '家长姓名', 'text'),
        field('phone', '手机号', 'phone'),
        field('child', '孩子年龄', 'number'),
        field('size', 'T恤尺码', 'select', false, ['S', 'M', 'L', 'XL']),
      ],
    },
    {
      userCode: '',
      system: true,
      code: 'T03',
      name: '志愿者招募',
      remark: '含可参加时段',
      formItemList: [
        field('name', '姓名', 'text'),
        field('phone', '手机号', 'phone'),
        field('slot', '可参加时段', 'select', true, ['上午', '下午', '全天']),
        field('note', '备注', 'textarea', false),
      ],
    },
    {
      userCode: '',
      system: true,
      code: 'T05',
      name: '二手摊位登记',
      remark: '含摊位照片',
      formItemList: [
        field('name', '摊主姓名', 'text'),
        field('phone', '手机号', 'phone'),
        field('photo', '摊位商品照片', 'image', false),
      ],
    },
    {
      userCode: 'U10002',
      system: false,
      code: 'T04',
      name: '西溪诚园业主登记',
      remark: '团长自建模板',
      formItemList: [field('name', '姓名', 'text'), field('room', '楼栋房号', 'text')],
    },
  ];
}

/** The setting of activities that use none of it (docs/product.md#entities defaults: presets 1, 5, 10, minimum 0.01). */
export const DEFAULT_SETTING: ActivitySettingWire = {
  chooseProgram: false,
  chooseProgramFree: false,
  showChooseAmount: false,
  chooseAmountItems: [1, 5, 10],
  chooseLowAmount: 0.01,
  rewardProgram: false,
  showRewardAmount: false,
  rewardLowAmount: 0.01,
  rewardAmountItems: [1, 5, 10],
};

const item = (
  code: string,
  itemName: string,
  price: number,
  n: number,
  extra: Partial<ActivityItemWire> = {},
): ActivityItemWire => ({
  code,
  img: `/mock-assets/product-${n}.png`,
  itemName,
  itemDescription: `${itemName}，社区团购价`,
  singleMaxPurchase: 1,
  price,
  stock: 100,
  soldNum: 0,
  groupItemList: [],
  ...extra,
});

interface Place {
  address: string;
  latitude: number;
  longitude: number;
}
const CUIHU: Place = { address: '上海市黄浦区马当路388弄翠湖天地会所', latitude: 31.2186, longitude: 121.4766 };
const XIXI: Place = { address: '杭州市西湖区西溪诚园中心广场', latitude: 30.2801, longitude: 120.0949 };
const DANING: Place = { address: '上海市静安区广中西路777弄大宁国际社区', latitude: 31.2795, longitude: 121.4589 };
const TIANLIN: Place = { address: '上海市徐汇区田林路200弄田林十二村', latitude: 31.1725, longitude: 121.4284 };
const LIANYANG: Place = { address: '上海市浦东新区芳甸路300弄联洋花园社区', latitude: 31.2231, longitude: 121.5602 };

/** Days from `day` (a China midnight) to the coming `weekday` (0 Sunday … 6 Saturday, in China): 1 to 7, never today. */
export function daysToWeekday(day: number, weekday: number): number {
  return ((weekday - chinaParts(day).weekday + 6) % 7) + 1;
}

export function seedActivities(): { activities: MockActivity[]; joins: MockJoin[]; groups: MockGroup[] } {
  const day = seedDay();
  // What a title dates (周日, 周末) falls on that day: the coming Sunday.
  const sunday = daysToWeekday(day, 0);
  /** Sign-up opens at `open` days 9:00, closes at `close` days 20:00, the activity ends `end` days 21:00 (relative to today). */
  const base = (
    code: string,
    activityType: ActivityKind,
    title: string,
    n: number,
    [open, close, end]: [number, number, number],
    place: Place,
    extra: Partial<MockActivity>,
  ): MockActivity => ({
    code,
    activityType,
    type: 1,
    title,
    img: `/mock-assets/activity-${n}.png`,
    coverArr: [`/mock-assets/activity-${n}.png`],
    ...place,
    beginTime: day + open * DAY + 9 * HOUR,
    closeTime: day + close * DAY + 20 * HOUR,
    endTime: day + end * DAY + 21 * HOUR,
    details: `<p>${title}：欢迎邻居们参加！</p><p>活动当天请凭报名信息到现场签到。</p>`,
    imgList: [],
    enrollEnable: true,
    num: 10,
    price: 10,
    programList: [],
    activityItemList: [],
    maxSelectionItem: 1,
    refundPlan: 'R1',
    form: [],
    groupLimitTime: 24,
    ungroupedHandling: 1,
    setting: { ...DEFAULT_SETTING },
    creatorCode: 'U10002',
    createTime: day - (20 - n) * HOUR,
    ...extra,
  });
  const activities: MockActivity[] = [
    base('AC001', 1, '阳澄湖大闸蟹限时抢购', 1, [-1, 3, 4], CUIHU, {
      num: 50,
      price: 88,
      activityItemList: [item('AI001', '大闸蟹4对礼盒', 88, 19, { singleMaxPurchase: 2 })],
    }),
    base('AC002', 2, '周末鲜果拼盘任选', 2, [-2, sunday, sunday], DANING, {
      num: 80,
      price: 19.9,
      maxSelectionItem: 3,
      activityItemList: [
        item('AI002', '阳光玫瑰葡萄', 29.9, 8),
        item('AI003', '丹东草莓', 39.9, 29),
        item('AI004', '赣南脐橙5斤', 19.9, 1),
      ],
    }),
    base('AC003', 3, '五常大米拼团', 3, [-1, 5, 6], CUIHU, {
      num: 100,
      price: 45,
      groupLimitTime: 36,
      ungroupedHandling: 2,
      activityItemList: [
        item('AI005', '五常大米10斤', 69, 5, {
          singleMaxPurchase: 3,
          groupItemList: [
            { code: 'GT001', groupSize: 3, price: 55 },
            { code: 'GT002', groupSize: 5, price: 45 },
          ],
        }),
      ],
    }),
    base('AC004', 4, '社区才艺秀投票打赏', 4, [-1, 1, 1], TIANLIN, {
      num: 200,
      price: 0,
      programList: ['古筝独奏', '少儿街舞', '广场舞串烧'],
      form: [field('name', '昵称', 'text')],
      setting: {
        ...DEFAULT_SETTING,
        chooseProgram: true,
        chooseProgramFree: true,
        rewardProgram: true,
        showRewardAmount: true,
      },
    }),
    base('AC005', 5, '亲子烘焙课堂', 5, [1, 4, 4], LIANYANG, {
      num: 12,
      price: 39,
      form: seedTemplates()[1]!.formItemList,
      refundPlan: 'R2',
    }),
    base('AC006', 5, '小区跳蚤市场', 6, [-6, -4, -3], XIXI, {
      num: 30,
      price: 0,
      form: seedTemplates()[3]!.formItemList,
    }),
    base('AC007', 3, '土鸡蛋邻里拼', 7, [-1, 6, 7], DANING, {
      num: 60,
      price: 32,
      groupLimitTime: 24,
      ungroupedHandling: 1,
      activityItemList: [
        item('AI007', '散养土鸡蛋30枚', 39.9, 23, {
          groupItemList: [
            { code: 'GT003', groupSize: 2, price: 32 },
            { code: 'GT004', groupSize: 4, price: 28 },
          ],
        }),
      ],
    }),
    base('AC008', 4, '社区公益图书角众筹', 8, [-2, 10, 12], XIXI, {
      num: 300,
      price: 0,
      programList: ['儿童绘本', '科普读物', '老年大字书'],
      setting: { ...DEFAULT_SETTING, chooseProgram: true, showChooseAmount: true },
    }),
    base('AC009', 1, '新疆阿克苏冰糖心苹果', 9, [0, 3, 3], TIANLIN, {
      num: 40,
      price: 59,
      activityItemList: [item('AI009', '冰糖心苹果10斤', 59, 2, { singleMaxPurchase: 3 })],
    }),
    base('AC010', 5, '周日社区义诊', 10, [-1, Math.max(1, sunday - 1), sunday], LIANYANG, {
      num: 50,
      price: 0,
      form: seedTemplates()[0]!.formItemList,
      refundPlan: '',
    }),
    base('AC011', 2, '早餐面点任选', 11, [-1, 2, 3], XIXI, {
      num: 60,
      price: 6,
      maxSelectionItem: 2,
      activityItemList: [
        item('AI011', '手工葱油饼', 6, 40),
        item('AI012', '鲜肉大包', 8, 41),
        item('AI013', '豆浆1升', 5, 42),
      ],
    }),
  ];
  const joins: MockJoin[] = [
    {
      joinCode: 'J001',
      activityCode: 'AC003',
      userCode: 'U10003',
      payAmount: 55,
      refundAmount: 0,
      status: 0,
      groupCode: 'GR001',
      items: [{ itemCode: 'AI005', num: 1 }],
      program: '',
      form: {},
      createTime: day - 2 * HOUR,
      expireTime: null,
    },
    {
      joinCode: 'J002',
      activityCode: 'AC005',
      userCode: 'U10003',
      payAmount: 39,
      refundAmount: 0,
      status: 0,
      groupCode: '',
      items: [],
      program: '',
      form: { name: '陈晓敏', phone: '15900159000', child: '6' },
      createTime: day - 5 * HOUR,
      expireTime: null,
    },
  ];
  const groups: MockGroup[] = [
    {
      activityCode: 'AC003',
      code: 'GR001',
      itemCode: 'AI005',
      members: ['U10003'],
      pending: [],
      deadline: day + 34 * HOUR,
      status: 0,
      virtual: false,
      closedTierCode: '',
      createTime: day - 2 * HOUR,
    },
  ];
  return { activities, joins, groups };
}
