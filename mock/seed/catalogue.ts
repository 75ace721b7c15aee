// Seed catalogue: communities, team and product categories, config, refund plans, 24 shops (six per community,
// each selling what its trade sells) and their 120 products, with the sizes and prices a resident knows. A shop
// serves the stations of its own city (docs/product.md#business-time): Shanghai's and Hangzhou's catalogues differ, a few goods
// (大闸蟹, 五常大米, 草莓, 蛋黄酥...) sold in both by shops of each.
import type { CommunityWire } from '../../src/api/community';
import type { GoodCategoryWire, TeamCategoryWire } from '../../src/api/category';
import type { ConfigWire } from '../../src/api/config';
import type { RefundPlanWire } from '../../src/api/refund-plan';
import type { AreaWire, ShopWire } from '../../src/api/app-mall';
import type { ProductWire } from '../../src/api/product';
import type { ChosenAttr } from '../../src/rules/buy-lines';
import { chinaDayAt } from '../../src/rules/china-time';
import { DAY, prng, seedDay } from './util';

/** When a group-buy good's orders close (next HH:00 from now) and from when it is picked up (the day after). */
export interface SalePlan {
  cutoffHour: number;
  pickupHour: number;
}

/** An area (专区) of the goods listing and the rule that puts goods in it (the rule stays in the mock). */
export interface MockArea extends Omit<AreaWire, 'goodCount'> {
  categoryCodes?: string[];
  groupBuyOnly?: boolean;
  tag?: string;
}

export interface Catalogue {
  communities: CommunityWire[];
  teamCategories: TeamCategoryWire[];
  goodCategories: GoodCategoryWire[];
  config: ConfigWire;
  refundPlans: RefundPlanWire[];
  shops: ShopWire[];
  products: ProductWire[];
  /** Group-buy goods by code; the times on the wire are computed from the plan at answer time (liveProduct). */
  salePlans: Map<string, SalePlan>;
  areas: MockArea[];
  /** Searches per keyword (seeded, then counted): the hot keywords are the top ones. */
  searchCounts: Map<string, number>;
}

const AREAS: MockArea[] = [
  { code: 'A01', name: '今日团购', groupBuyOnly: true },
  { code: 'A02', name: '新鲜果蔬', categoryCodes: ['G01', 'G02'] },
  { code: 'A03', name: '肉禽海鲜', categoryCodes: ['G03', 'G04'] },
  { code: 'A04', name: '粮油乳品', categoryCodes: ['G05', 'G06'] },
  { code: 'A05', name: '日用百货', categoryCodes: ['G07'] },
  { code: 'A06', name: '限时特价', tag: '限时特价' },
];

const HOT_KEYWORDS: [string, number][] = [
  ['草莓', 32],
  ['鸡蛋', 28],
  ['脐橙', 26],
  ['大闸蟹', 23],
  ['牛奶', 20],
  ['蓝莓', 18],
  ['五常大米', 15],
  ['抽纸', 12],
  ['基围虾', 11],
  ['蛋黄酥', 9],
];
const CUTOFF_HOURS = [22, 20, 22, 23];
const PICKUP_HOURS = [16, 10, 14];

/** Whether a good belongs to an area. */
export function inArea(area: MockArea, p: ProductWire, plans: Map<string, SalePlan>): boolean {
  if (area.groupBuyOnly) return plans.has(p.code);
  if (area.categoryCodes) return area.categoryCodes.includes(p.categoryCode);
  if (area.tag) return p.tags.split(',').includes(area.tag);
  return true;
}

/** The cut-off (next cutoffHour:00 after now, China time) and the pickup time (the China day after, pickupHour:00). */
export function saleTimes(plan: SalePlan, now: number): { cutoffTime: number; pickupTime: number } {
  let cutoffTime = chinaDayAt(now, 0, plan.cutoffHour);
  if (cutoffTime <= now) cutoffTime = chinaDayAt(now, 1, plan.cutoffHour);
  return { cutoffTime, pickupTime: chinaDayAt(cutoffTime, 1, plan.pickupHour) };
}

/** A product as answered now: stock summed over its specs (orders lower them), group-buy times from the plan. */
export function liveProduct(p: ProductWire, plans: Map<string, SalePlan>, now = Date.now()): ProductWire {
  const plan = plans.get(p.code);
  const times = plan ? saleTimes(plan, now) : { cutoffTime: null, pickupTime: null };
  return { ...p, stock: p.specList.reduce((n, s) => n + s.stock, 0), groupBuy: Boolean(plan), ...times };
}

/** What a line takes of each attribute the person left out: its first item (the spec sheet preselects it too). */
export function defaultAttrs(p: Pick<ProductWire, 'goodAttr'>): ChosenAttr[] {
  return p.goodAttr.filter((a) => a.items.length > 0).map((a) => ({ name: a.name, value: a.items[0]! }));
}

const COMMUNITIES: CommunityWire[] = [
  {
    code: 'C001',
    name: '翠湖天地',
    province: '上海市',
    city: '上海市',
    district: '黄浦区',
    address: '马当路388弄',
    latitude: 31.2186,
    longitude: 121.4766,
  },
  {
    code: 'C002',
    name: '古北国际花园',
    province: '上海市',
    city: '上海市',
    district: '长宁区',
    address: '黄金城道600弄',
    latitude: 31.1998,
    longitude: 121.3999,
  },
  {
    code: 'C003',
    name: '西溪诚园',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    address: '文二西路551号',
    latitude: 30.2801,
    longitude: 120.0949,
  },
  {
    code: 'C004',
    name: '滨江金色海岸',
    province: '浙江省',
    city: '杭州市',
    district: '滨江区',
    address: '江南大道3888号',
    latitude: 30.2085,
    longitude: 120.2116,
  },
];

/** Business hours of the seeded shops, in SHOPS' order, as such shops keep them (markets early, the milk shop in the morning, convenience stores all day). */
const SHOP_HOURS = [
  '08:00-21:00',
  '06:30-19:00',
  '08:00-20:00',
  '07:00-19:00',
  '06:30-14:00',
  '07:00-20:00',
  '06:00-11:00',
  '00:00-24:00',
  '06:00-18:00',
  '07:00-20:00',
  '08:00-21:00',
  '06:00-18:00',
  '06:00-18:00',
  '08:30-19:30',
  '06:00-18:00',
  '08:00-21:00',
  '09:00-21:00',
  '00:00-24:00',
  '06:00-18:00',
  '08:00-19:00',
];
const SHOP_TAGS = [
  '满39包邮',
  '次日达',
  '社区自提',
  '团长推荐',
  '新鲜直供',
  '产地直发',
  '支持退换',
  '老字号',
  '限时特价',
];
const CATEGORIES: GoodCategoryWire[] = [
  { code: 'G01', name: '新鲜水果' },
  { code: 'G02', name: '蔬菜豆品' },
  { code: 'G03', name: '肉禽蛋品' },
  { code: 'G04', name: '海鲜水产' },
  { code: 'G05', name: '粮油调味' },
  { code: 'G06', name: '乳品烘焙' },
  { code: 'G07', name: '日用百货' },
];

/** A good a shop sells: its category, its sizes as people buy them (name, price in yuan), and its choices. */
interface Good {
  title: string;
  category: string;
  specs: [string, number][];
  attrs?: { name: string; items: string[] }[];
}
const g = (title: string, category: string, specs: [string, number][], attrs?: Good['attrs']): Good => ({
  title,
  category,
  specs,
  attrs,
});
const FISH = [{ name: '处理方式', items: ['整只', '切块', '去内脏'] }];
const HEN = [{ name: '处理方式', items: ['整只', '切块'] }];
const PINEAPPLE = [{ name: '处理方式', items: ['整只', '去皮', '切块'] }];
const SWEETNESS = [{ name: '口味', items: ['原味', '低糖'] }];

/**
 * The 20 shops, five in each community (S001 C001, S002 C002, … in turn), each with the five goods of its
 * trade: product i is shop i % 20's good number i / 20. The two Shanghai and the two Hangzhou communities
 * have different shops, so each station's goods differ, as they do in life.
 */
const SHOPS: { name: string; goods: Good[] }[] = [
  // C001 翠湖天地
  {
    name: '鲜果时光',
    goods: [
      g('赣南脐橙', 'G01', [
        ['5斤装', 39.9],
        ['10斤装', 69.9],
      ]),
      g('阳光玫瑰葡萄', 'G01', [
        ['1串约1斤', 29.9],
        ['2串约2斤', 55.8],
      ]),
      g('丹东草莓', 'G01', [
        ['1斤装', 39.9],
        ['2斤礼盒', 75],
      ]),
      g('库尔勒香梨', 'G01', [
        ['3斤装', 26.8],
        ['5斤装', 39.9],
      ]),
      g(
        '海南金钻凤梨',
        'G01',
        [
          ['1个约2.5斤', 19.9],
          ['2个装', 36.8],
        ],
        PINEAPPLE,
      ),
    ],
  },
  // C002 古北国际花园
  {
    name: '邻里菜篮子',
    goods: [
      g('农家土豆', 'G02', [
        ['2斤装', 6.9],
        ['5斤装', 15.8],
      ]),
      g('山东大葱', 'G02', [
        ['1斤', 3.9],
        ['3斤', 10.5],
      ]),
      g('紫甘蓝', 'G02', [['1个约2斤', 5.9]]),
      g('西兰花', 'G02', [
        ['500g', 6.8],
        ['1kg', 12.8],
      ]),
      g('本地鸡毛菜', 'G02', [
        ['300g', 3.9],
        ['600g', 7.2],
      ]),
    ],
  },
  // C003 西溪诚园
  {
    name: '老王家粮油',
    goods: [
      g('五常大米', 'G05', [
        ['5kg', 49.9],
        ['10kg', 95],
      ]),
      g('压榨花生油', 'G05', [
        ['1.8L', 36.9],
        ['5L', 89.9],
      ]),
      g('东北小米', 'G05', [
        ['1kg', 16.8],
        ['2.5kg', 36.8],
      ]),
      g('千禾酱油', 'G05', [
        ['500ml', 12.9],
        ['1.28L', 25.9],
      ]),
      g('镇江香醋', 'G05', [
        ['500ml', 8.9],
        ['3瓶装', 24.9],
      ]),
    ],
  },
  // C004 滨江金色海岸
  {
    name: '海鲜码头',
    goods: [
      g(
        '舟山带鱼',
        'G04',
        [
          ['500g', 39.8],
          ['1kg', 76],
          ['2kg', 148],
        ],
        FISH,
      ),
      g('鲜活基围虾', 'G04', [
        ['500g', 59],
        ['1kg', 112],
      ]),
      g(
        '东海小黄鱼',
        'G04',
        [
          ['500g', 32],
          ['1kg', 60],
        ],
        FISH,
      ),
      g('阳澄湖大闸蟹', 'G04', [
        ['母蟹3两×4只', 158],
        ['公蟹4两×4只', 168],
      ]),
      g('三文鱼刺身', 'G04', [
        ['200g', 59],
        ['400g', 109],
      ]),
    ],
  },
  {
    name: '阿婆手工点心',
    goods: [
      g('手工蛋黄酥', 'G06', [
        ['4枚装', 26],
        ['8枚装', 49],
      ]),
      g('鲜肉月饼', 'G06', [
        ['4只装', 22],
        ['8只装', 42],
      ]),
      g(
        '桂花糕',
        'G06',
        [
          ['200g', 15.8],
          ['400g', 29.8],
        ],
        SWEETNESS,
      ),
      g('艾草青团', 'G06', [
        ['6只装', 24.8],
        ['12只装', 46],
      ]),
      g('葱油酥饼', 'G06', [
        ['2个装', 12],
        ['6个装', 33],
      ]),
    ],
  },
  {
    name: '绿野有机蔬菜',
    goods: [
      g('有机菠菜', 'G02', [
        ['300g', 7.8],
        ['600g', 14.8],
      ]),
      g('有机西红柿', 'G02', [
        ['500g', 9.9],
        ['1kg', 18.8],
      ]),
      g('有机胡萝卜', 'G02', [
        ['500g', 5.9],
        ['1kg', 10.9],
      ]),
      g('有机黄瓜', 'G02', [
        ['500g', 6.9],
        ['1kg', 12.8],
      ]),
      g('有机生菜', 'G02', [
        ['300g', 6.5],
        ['600g', 12],
      ]),
    ],
  },
  {
    name: '晨光牛奶铺',
    goods: [
      g('鲜牛奶', 'G06', [
        ['950ml', 15.8],
        ['1.9L', 28.8],
      ]),
      g(
        '老酸奶',
        'G06',
        [
          ['4杯装', 19.9],
          ['8杯装', 36.8],
        ],
        SWEETNESS,
      ),
      g(
        '原味酸奶',
        'G06',
        [
          ['1kg', 22],
          ['2kg', 42],
        ],
        SWEETNESS,
      ),
      g('低脂牛奶', 'G06', [
        ['950ml', 16.8],
        ['1.9L', 30.8],
      ]),
      g('巴氏鲜奶', 'G06', [
        ['250ml×10瓶', 39.9],
        ['250ml×20瓶', 76],
      ]),
    ],
  },
  {
    name: '好邻居便利',
    goods: [
      g('东北大米', 'G05', [
        ['5kg', 45.9],
        ['10kg', 86],
      ]),
      g('压榨玉米油', 'G05', [
        ['1.8L', 29.9],
        ['5L', 69.9],
      ]),
      g('纯牛奶', 'G06', [
        ['250ml×12盒', 45],
        ['250ml×24盒', 86],
      ]),
      g('竹浆抽纸', 'G07', [
        ['3包', 12.9],
        ['10包', 36.9],
      ]),
      g('洗洁精', 'G07', [
        ['1.1kg', 12.9],
        ['2瓶装', 23.8],
      ]),
    ],
  },
  {
    name: '马当路菜场',
    goods: [
      g('本地小青菜', 'G02', [
        ['500g', 4.5],
        ['1kg', 8.5],
      ]),
      g('崇明番茄', 'G02', [
        ['500g', 6.8],
        ['1kg', 12.8],
      ]),
      g('嫩豆腐', 'G02', [
        ['1盒400g', 3.5],
        ['3盒', 9.9],
      ]),
      g('茭白', 'G02', [['500g', 8.8]]),
      g('鲜香菇', 'G02', [
        ['300g', 7.9],
        ['600g', 14.8],
      ]),
    ],
  },
  {
    name: '稻香烘焙坊',
    goods: [
      g('全麦吐司', 'G06', [
        ['1袋400g', 15.8],
        ['2袋', 29.8],
      ]),
      g(
        '芝士蛋糕',
        'G06',
        [
          ['6寸', 88],
          ['8寸', 128],
        ],
        SWEETNESS,
      ),
      g('牛角可颂', 'G06', [
        ['2个装', 16],
        ['6个装', 42],
      ]),
      g('法式长棍', 'G06', [
        ['1根', 12],
        ['2根', 22],
      ]),
      g('红豆面包', 'G06', [
        ['4个装', 18],
        ['8个装', 33],
      ]),
    ],
  },
  {
    name: '西溪鲜果',
    goods: [
      g('烟台红富士', 'G01', [
        ['5斤装', 29.9],
        ['10斤装', 55],
      ]),
      g('云南蓝莓', 'G01', [
        ['125g×2盒', 29.9],
        ['125g×4盒', 55],
      ]),
      g('海南金煌芒', 'G01', [
        ['3斤装', 29.9],
        ['5斤装', 45],
      ]),
      g('广西砂糖橘', 'G01', [
        ['3斤装', 19.9],
        ['5斤装', 29.9],
      ]),
      g('徐香猕猴桃', 'G01', [
        ['12个装', 29.9],
        ['24个装', 55],
      ]),
    ],
  },
  {
    name: '江南肉铺',
    goods: [
      g('黑猪肋排', 'G03', [
        ['500g', 45],
        ['1kg', 88],
      ]),
      g('前腿肉馅', 'G03', [
        ['500g', 24.8],
        ['1kg', 46],
      ]),
      g('冷鲜鸡翅中', 'G03', [
        ['500g', 29.9],
        ['1kg', 56],
      ]),
      g('精品牛腩', 'G03', [
        ['500g', 52],
        ['1kg', 98],
      ]),
      g('农家土鸡蛋', 'G03', [
        ['15枚装', 23.9],
        ['30枚装', 45.8],
      ]),
    ],
  },
  {
    name: '翠湖鲜肉铺',
    goods: [
      g('黑猪五花肉', 'G03', [
        ['500g', 32.8],
        ['1kg', 62],
      ]),
      g(
        '散养老母鸡',
        'G03',
        [
          ['整只约2斤', 68],
          ['整只约3斤', 98],
        ],
        HEN,
      ),
      g('土鸡蛋', 'G03', [
        ['15枚装', 24.9],
        ['30枚装', 46.8],
      ]),
      g('精品牛腱子', 'G03', [
        ['500g', 58],
        ['1kg', 112],
      ]),
      g('冷鲜鸡腿', 'G03', [
        ['500g', 19.9],
        ['1kg', 37.8],
      ]),
    ],
  },
  {
    name: '山珍干货行',
    goods: [
      g('东北黑木耳', 'G05', [
        ['250g', 29.9],
        ['500g', 56],
      ]),
      g('古田香菇', 'G05', [
        ['250g', 32],
        ['500g', 60],
      ]),
      g('新疆红枣', 'G05', [
        ['500g', 19.9],
        ['1kg', 36.8],
      ]),
      g('宁夏枸杞', 'G05', [
        ['250g', 26],
        ['500g', 49],
      ]),
      g('东北榛蘑', 'G05', [
        ['200g', 36],
        ['400g', 68],
      ]),
    ],
  },
  {
    name: '文二菜场',
    goods: [
      g('杭白菜', 'G02', [
        ['500g', 3.9],
        ['1kg', 7.2],
      ]),
      g('冬笋', 'G02', [
        ['500g', 16.8],
        ['1kg', 32],
      ]),
      g('老豆腐', 'G02', [
        ['1块500g', 4.5],
        ['2块', 8.5],
      ]),
      g('白萝卜', 'G02', [['1根约2斤', 4.9]]),
      g('西湖藕', 'G02', [
        ['1斤', 8.8],
        ['2斤', 16.8],
      ]),
    ],
  },
  {
    name: '滨江鲜果',
    goods: [
      g('琯溪蜜柚', 'G01', [
        ['1个约3斤', 16.9],
        ['2个装', 29.9],
      ]),
      g('黄岩蜜橘', 'G01', [
        ['3斤装', 19.9],
        ['5斤装', 29.9],
      ]),
      g('洛川苹果', 'G01', [
        ['5斤装', 36.9],
        ['10斤装', 68],
      ]),
      g('砀山酥梨', 'G01', [
        ['5斤装', 25.9],
        ['10斤装', 46],
      ]),
      g(
        '麒麟西瓜',
        'G01',
        [['1个约8斤', 29.9]],
        PINEAPPLE.map((a) => ({ ...a, items: ['整只', '切块'] })),
      ),
    ],
  },
  {
    name: '清洁生活馆',
    goods: [
      g('原木抽纸', 'G07', [
        ['6包', 19.9],
        ['18包', 52],
      ]),
      g('洗衣凝珠', 'G07', [
        ['30颗', 39.9],
        ['60颗', 69.9],
      ]),
      g('厨房湿巾', 'G07', [
        ['80抽', 9.9],
        ['80抽×3包', 26.8],
      ]),
      g('保鲜袋', 'G07', [
        ['中号100只', 9.9],
        ['大号100只', 13.9],
      ]),
      g('垃圾袋', 'G07', [
        ['5卷150只', 15.9],
        ['10卷300只', 28.8],
      ]),
    ],
  },
  {
    name: '黄金城道便利店',
    goods: [
      g('巴氏鲜牛奶', 'G06', [
        ['950ml', 16.8],
        ['2瓶装', 31.8],
      ]),
      g('酸奶杯', 'G06', [
        ['4杯装', 18.9],
        ['8杯装', 35.8],
      ]),
      g('卷纸', 'G07', [
        ['10卷', 29.9],
        ['20卷', 55],
      ]),
      g('速冻荠菜猪肉水饺', 'G03', [
        ['500g', 19.9],
        ['1kg', 36.8],
      ]),
      g('饮用天然水', 'G07', [
        ['550ml×12瓶', 15.8],
        ['550ml×24瓶', 29.9],
      ]),
    ],
  },
  {
    name: '西溪肉禽蛋',
    goods: [
      g('土猪五花肉', 'G03', [
        ['500g', 29.8],
        ['1kg', 56],
      ]),
      g(
        '三黄鸡',
        'G03',
        [
          ['整只约2.5斤', 49],
          ['半只', 26],
        ],
        HEN,
      ),
      g('散养土鸡蛋', 'G03', [
        ['15枚装', 22.9],
        ['30枚装', 43.8],
      ]),
      g('猪小排', 'G03', [
        ['500g', 36],
        ['1kg', 70],
      ]),
      g('鲜鸭腿', 'G03', [
        ['500g', 18.8],
        ['1kg', 35],
      ]),
    ],
  },
  {
    name: '金华火腿店',
    goods: [
      g('金华火腿切片', 'G03', [
        ['250g', 48],
        ['500g', 92],
      ]),
      g('酱鸭', 'G03', [['1只约1.5斤', 58]]),
      g('广式腊肠', 'G03', [
        ['500g', 45],
        ['1kg', 86],
      ]),
      g('咸肉', 'G03', [
        ['500g', 39],
        ['1kg', 75],
      ]),
      g('酱肉', 'G03', [
        ['500g', 42],
        ['1kg', 80],
      ]),
    ],
  },
];

/**
 * Four shops added for docs/product.md#business-time (S021-S024, goods P101-P120), after the first twenty so that their codes and
 * seeded numbers stay put: each city gets goods the other city also sells (crabs, rice, strawberries...) from a
 * shop of its own, beside what only it sells.
 */
const MORE_SHOPS: { name: string; community: string; hours: string; goods: Good[] }[] = [
  {
    name: '铜川路水产',
    community: 'C001',
    hours: '05:30-18:00',
    goods: [
      g('阳澄湖大闸蟹', 'G04', [
        ['母蟹3两×4只', 168],
        ['公蟹4两×4只', 178],
      ]),
      g('鲜活基围虾', 'G04', [
        ['500g', 62],
        ['1kg', 118],
      ]),
      g(
        '舟山带鱼',
        'G04',
        [
          ['500g', 42],
          ['1kg', 79],
        ],
        FISH,
      ),
      g('崇明白虾', 'G04', [
        ['300g', 36],
        ['600g', 68],
      ]),
      g('鲜活花蛤', 'G04', [
        ['500g', 12.8],
        ['1kg', 23.8],
      ]),
    ],
  },
  {
    name: '古北米行',
    community: 'C002',
    hours: '08:00-20:00',
    goods: [
      g('五常大米', 'G05', [
        ['5kg', 52.9],
        ['10kg', 99],
      ]),
      g('压榨花生油', 'G05', [
        ['1.8L', 38.9],
        ['5L', 92.9],
      ]),
      g('崇明大米', 'G05', [
        ['5kg', 39.9],
        ['10kg', 75],
      ]),
      g('小磨香油', 'G05', [
        ['250ml', 19.9],
        ['500ml', 36.8],
      ]),
      g('东北黄豆', 'G05', [
        ['1kg', 14.8],
        ['2.5kg', 33.8],
      ]),
    ],
  },
  {
    name: '杭城果园',
    community: 'C003',
    hours: '07:30-21:00',
    goods: [
      g('丹东草莓', 'G01', [
        ['1斤装', 42.9],
        ['2斤礼盒', 79],
      ]),
      g('赣南脐橙', 'G01', [
        ['5斤装', 38.9],
        ['10斤装', 68.9],
      ]),
      g('临安山核桃', 'G01', [
        ['250g', 39.9],
        ['500g', 76],
      ]),
      g('塘栖枇杷', 'G01', [
        ['2斤装', 45],
        ['4斤装', 86],
      ]),
      g('仙居杨梅', 'G01', [
        ['2斤装', 59],
        ['4斤装', 112],
      ]),
    ],
  },
  {
    name: '知味点心铺',
    community: 'C004',
    hours: '06:30-19:00',
    goods: [
      g('手工蛋黄酥', 'G06', [
        ['4枚装', 28],
        ['8枚装', 52],
      ]),
      g(
        '桂花糕',
        'G06',
        [
          ['200g', 16.8],
          ['400g', 31.8],
        ],
        SWEETNESS,
      ),
      g('定胜糕', 'G06', [
        ['6只装', 18],
        ['12只装', 34],
      ]),
      g('葱包桧', 'G06', [
        ['2个装', 10],
        ['6个装', 28],
      ]),
      g(
        '西湖藕粉',
        'G06',
        [
          ['300g', 29.9],
          ['600g', 56],
        ],
        SWEETNESS,
      ),
    ],
  },
];

/** The city of a community (its stations are served by the shops of that city), or null when unknown. */
export function cityOf(cat: Pick<Catalogue, 'communities'>, communityCode: string): string | null {
  return cat.communities.find((c) => c.code === communityCode)?.city ?? null;
}

/** Whether a shop delivers to a community's station: the shop's community is in the same city (docs/product.md#business-time). */
export function shopServes(
  cat: Pick<Catalogue, 'communities' | 'shops'>,
  storeCode: string,
  communityCode: string,
): boolean {
  const shop = cat.shops.find((s) => s.code === storeCode);
  const city = cityOf(cat, communityCode);
  return Boolean(shop && city && cityOf(cat, shop.communityCode) === city);
}

/** The rich-text description of a seeded product (the client sanitizes it): what fits its category. */
const CARE: Record<string, [string, string]> = {
  G01: ['收货后常温存放，尽快食用', '坏果包赔，自提时当面验货'],
  G02: ['收货后冷藏，两三天内吃完', '不新鲜包退，自提时当面验货'],
  G03: ['收货后冷藏或冷冻', '冷链配送，变质包退'],
  G04: ['收货后尽快冷冻或烹饪', '冷链配送，死货包赔'],
  G05: ['阴凉干燥处存放', '未开封七天无理由退换'],
  G06: ['冷藏保存，注意保质期', '临期不发，质量问题包退'],
  G07: ['常温存放', '未拆封七天无理由退换'],
};
function detailsHtml(title: string, shop: string, n: number, category: string, categoryName: string): string {
  const [keep, after] = CARE[category] ?? ['按包装说明存放', '质量问题包退'];
  return (
    `<p><strong>${title}</strong>，由<em>${shop}</em>提供。</p>` +
    `<p>当日分拣，送到团长处。下单后可在小区团长处自提，也可选择送货上门。</p>` +
    `<ul><li>品类：${categoryName}</li><li>保存：${keep}</li><li>售后：${after}</li></ul>` +
    `<p><img src="/mock-assets/product-${n}.png" alt="${title}" width="400" height="400"></p>`
  );
}

export function seedCatalogue(): Catalogue {
  const rand = prng(20261121);
  const day = seedDay();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const shops: ShopWire[] = SHOPS.map(({ name }, i) => {
    const c = COMMUNITIES[i % COMMUNITIES.length] as CommunityWire;
    const tags = [...new Set([pick(SHOP_TAGS), pick(SHOP_TAGS), pick(SHOP_TAGS)])].join(',');
    return {
      code: `S${String(i + 1).padStart(3, '0')}`,
      name,
      img: `/mock-assets/shop-${i + 1}.png`,
      communityCode: c.code,
      communityName: c.name,
      address: `${c.district}${c.address}${i + 1}号商铺`,
      latitude: Number((c.latitude + (rand() - 0.5) / 100).toFixed(6)),
      longitude: Number((c.longitude + (rand() - 0.5) / 100).toFixed(6)),
      tags,
      notice: `${name}欢迎您，下单后当天16点前送达团长处。`,
      goodCount: 0,
      sales: Math.floor(rand() * 3000),
      businessHours: SHOP_HOURS[i] ?? '08:00-20:00',
    };
  });
  const products: ProductWire[] = [];
  const salePlans = new Map<string, SalePlan>();
  const addProduct = (i: number, shop: ShopWire, good: Good) => {
    const categoryCode = good.category;
    const specList = good.specs.map(([name, price]) => ({ name, price, stock: 20 + Math.floor(rand() * 200) }));
    const code = `P${String(i + 1).padStart(3, '0')}`;
    // Every 12th good is sold out, every 7th has its largest spec sold out; two goods in three are
    // group-buys, some with a limit.
    if (i % 12 === 11) specList.forEach((s) => (s.stock = 0));
    else if (i % 7 === 3 && specList.length > 1) specList[specList.length - 1]!.stock = 0;
    const groupBuy = i % 3 !== 2;
    if (groupBuy)
      salePlans.set(code, {
        cutoffHour: CUTOFF_HOURS[i % CUTOFF_HOURS.length]!,
        pickupHour: PICKUP_HOURS[i % PICKUP_HOURS.length]!,
      });
    const categoryName = CATEGORIES.find((c) => c.code === categoryCode)?.name ?? '';
    const price = specList[0]!.price;
    products.push({
      code,
      storeCode: shop.code,
      storeName: shop.name,
      storeImg: shop.img,
      categoryCode,
      title: good.title,
      price,
      // The price before the group-buy discount: about a fifth more, to the jiao.
      originalPrice: Math.round(price * 12) / 10,
      deposit: categoryCode === 'G04' ? 5 : 0,
      img: `/mock-assets/product-${i + 1}.png`,
      imgList: [`/mock-assets/product-${i + 1}.png`],
      specList,
      goodAttr: (good.attrs ?? []).map((a) => ({ name: a.name, items: [...a.items] })),
      details: detailsHtml(good.title, shop.name, i + 1, categoryCode, categoryName),
      sales: Math.floor(rand() * 800),
      tags: [pick(SHOP_TAGS), pick(SHOP_TAGS)].join(','),
      createTime: day - (i < 100 ? 100 - i : i - 99) * DAY,
      stock: specList.reduce((n, s) => n + s.stock, 0),
      groupBuy,
      cutoffTime: null,
      pickupTime: null,
      limitPerPerson: groupBuy ? [3, 0, 10, 0][i % 4]! : 0,
    });
    shop.goodCount += 1;
  };
  for (let i = 0; i < 100; i++)
    addProduct(i, shops[i % SHOPS.length]!, SHOPS[i % SHOPS.length]!.goods[Math.floor(i / SHOPS.length)]!);
  // The added shops and their goods come after, from the same random sequence, so that nothing above changes.
  MORE_SHOPS.forEach(({ name, community, hours }, k) => {
    const c = COMMUNITIES.find((x) => x.code === community)!;
    const n = SHOPS.length + k + 1;
    shops.push({
      code: `S${String(n).padStart(3, '0')}`,
      name,
      img: `/mock-assets/shop-${n}.png`,
      communityCode: c.code,
      communityName: c.name,
      address: `${c.district}${c.address}${n}号商铺`,
      latitude: Number((c.latitude + (rand() - 0.5) / 100).toFixed(6)),
      longitude: Number((c.longitude + (rand() - 0.5) / 100).toFixed(6)),
      tags: [...new Set([pick(SHOP_TAGS), pick(SHOP_TAGS)])].join(','),
      notice: `${name}欢迎您，下单后次日送达本市团长处。`,
      goodCount: 0,
      sales: Math.floor(rand() * 3000),
      businessHours: hours,
    });
  });
  for (let i = 100; i < 100 + MORE_SHOPS.length * 5; i++) {
    const k = Math.floor((i - 100) / 5);
    addProduct(i, shops[SHOPS.length + k]!, MORE_SHOPS[k]!.goods[(i - 100) % 5]!);
  }
  return {
    communities: COMMUNITIES.map((c) => ({ ...c })),
    teamCategories: [
      { id: 1, name: '社区团长', description: '服务本小区邻居的团购团长' },
      { id: 2, name: '门店团长', description: '有实体门店的商户' },
      { id: 3, name: '活动团长', description: '组织亲子、运动等社区活动' },
      { id: 4, name: '企业团长', description: '为公司同事组织团购' },
    ],
    goodCategories: CATEGORIES.map((c) => ({ ...c })),
    config: {
      delayFee: 1,
      guidanceUrl: '/pages/phone/qihuo',
      questionUrl: '/pages/phone/findUs',
      withdrawRate: 0,
      withdrawLimit: 100,
      withdrawMax: 1000,
      servicePhone: '400-820-8820',
      // WeChat subscribe-message templates (docs/product.md#the-stations-day; what mock/handlers/wxmsg.ts sends).
      subscribeTemplates: {
        arrived: 'qh-tpl-arrived-7Hk2pQ',
        refunded: 'qh-tpl-refunded-3Vd9sL',
        groupResult: 'qh-tpl-group-5Rm1wX',
      },
    },
    refundPlans: [
      { code: 'R1', type: 1, name: '活动开始前可退', description: '活动开始前可申请全额退款' },
      { code: 'R2', type: 1, name: '开始前24小时可退', description: '活动开始前24小时以上可全额退款' },
      { code: 'R3', type: 1, name: '不支持退款', description: '报名成功后不支持退款' },
      { code: 'R9', type: 2, name: '商品七天无理由', description: '商城商品的退款方案（活动不用）' },
    ],
    shops,
    products,
    salePlans,
    areas: AREAS.map((a) => ({ ...a })),
    searchCounts: new Map(HOT_KEYWORDS),
  };
}
