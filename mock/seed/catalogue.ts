// Seed catalogue: communities, team and product categories, config, refund plans, 20 shops, 100 products.
import type { CommunityWire } from '../../src/api/community';
import type { GoodCategoryWire, TeamCategoryWire } from '../../src/api/category';
import type { ConfigWire } from '../../src/api/config';
import type { RefundPlanWire } from '../../src/api/refund-plan';
import type { AreaWire, ShopWire } from '../../src/api/app-mall';
import type { ProductWire } from '../../src/api/product';
import type { ChosenAttr } from '../../src/api/buy-lines';
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

const HOT_KEYWORDS: [string, number][] = [['草莓', 32], ['鸡蛋', 28], ['脐橙', 26], ['大闸蟹', 23], ['牛奶', 20], ['蓝莓', 18], ['五常大米', 15], ['抽纸', 12], ['基围虾', 11], ['蛋黄酥', 9]];
const CUTOFF_HOURS = [22, 20, 22, 23];
const PICKUP_HOURS = [16, 10, 14];

/** Whether a good belongs to an area. */
export function inArea(area: MockArea, p: ProductWire, plans: Map<string, SalePlan>): boolean {
  if (area.groupBuyOnly) return plans.has(p.code);
  if (area.categoryCodes) return area.categoryCodes.includes(p.categoryCode);
  if (area.tag) return p.tags.split(',').includes(area.tag);
  return true;
}

/** The cut-off (next cutoffHour:00 after now, server time) and the pickup time (the day after, pickupHour:00). */
export function saleTimes(plan: SalePlan, now: number): { cutoffTime: number; pickupTime: number } {
  const cutoff = new Date(now);
  cutoff.setHours(plan.cutoffHour, 0, 0, 0);
  if (cutoff.getTime() <= now) cutoff.setDate(cutoff.getDate() + 1);
  const pickup = new Date(cutoff);
  pickup.setDate(pickup.getDate() + 1);
  pickup.setHours(plan.pickupHour, 0, 0, 0);
  return { cutoffTime: cutoff.getTime(), pickupTime: pickup.getTime() };
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

/** The rich-text description of a seeded product (the client sanitizes it). */
function detailsHtml(title: string, shop: string, n: number, categoryName: string): string {
  return `<p><strong>${title}</strong>，由<em>${shop}</em>提供。</p>`
    + `<p>产地直采，当日分拣，冷链送到团长处。下单后可在小区团长处自提，也可选择送货上门。</p>`
    + `<ul><li>品类：${categoryName}</li><li>保存：收货后请尽快冷藏或食用</li><li>售后：坏果包赔，自提时当面验货</li></ul>`
    + `<p><img src="/mock-assets/product-${n}.png" alt="${title}" width="400" height="400"></p>`;
}

const COMMUNITIES: CommunityWire[] = [
  { code: 'C001', name: '翠湖天地', province: '上海市', city: '上海市', district: '黄浦区', address: '马当路388弄', latitude: 31.2186, longitude: 121.4766 },
  { code: 'C002', name: '古北国际花园', province: '上海市', city: '上海市', district: '长宁区', address: '黄金城道600弄', latitude: 31.1998, longitude: 121.3999 },
  { code: 'C003', name: '西溪诚园', province: '浙江省', city: '杭州市', district: '西湖区', address: '文二西路551号', latitude: 30.2801, longitude: 120.0949 },
  { code: 'C004', name: '滨江金色海岸', province: '浙江省', city: '杭州市', district: '滨江区', address: '江南大道3888号', latitude: 30.2085, longitude: 120.2116 },
];

const SHOP_NAMES = ['鲜果时光', '邻里菜篮子', '老王家粮油', '海鲜码头', '阿婆手工点心', '绿野有机蔬菜', '晨光牛奶铺', '好邻居便利', '湖畔茶叶铺', '稻香烘焙坊',
  '东北饺子馆', '江南肉铺', '甜蜜蜂蜜屋', '山珍干货行', '花间鲜花店', '宝宝母婴馆', '清洁生活馆', '小区文具店', '宠物口粮站', '金华火腿店'];
/** Business hours of the seeded shops, by SHOP_NAMES' order, as such shops keep them (the milk shop in the morning, the dumplings past midnight, the convenience store all day). */
const SHOP_HOURS = ['08:00-21:00', '06:30-19:00', '08:00-20:00', '07:00-19:00', '06:30-14:00', '07:00-20:00', '06:00-11:00', '00:00-24:00', '09:00-21:00', '07:00-20:00',
  '10:00-02:00', '06:00-18:00', '09:00-20:00', '08:30-19:30', '09:00-21:00', '09:30-21:30', '09:00-21:00', '08:00-20:00', '09:00-21:00', '08:00-19:00'];
const SHOP_TAGS = ['满39包邮', '次日达', '社区自提', '团长推荐', '新鲜直供', '产地直发', '支持退换', '老字号', '限时特价'];
const CATEGORIES: GoodCategoryWire[] = [
  { code: 'G01', name: '新鲜水果' }, { code: 'G02', name: '蔬菜豆品' }, { code: 'G03', name: '肉禽蛋品' }, { code: 'G04', name: '海鲜水产' },
  { code: 'G05', name: '粮油调味' }, { code: 'G06', name: '乳品烘焙' }, { code: 'G07', name: '日用百货' },
];
const GOODS: Record<string, string[]> = {
  G01: ['赣南脐橙', '阳光玫瑰葡萄', '海南金煌芒', '烟台红富士', '云南蓝莓', '丹东草莓', '库尔勒香梨'],
  G02: ['有机菠菜', '山东大葱', '农家土豆', '嫩豆腐', '紫甘蓝', '本地小青菜'],
  G03: ['土鸡蛋30枚', '黑猪五花肉', '散养老母鸡', '精品牛腱子', '冷鲜鸡翅中'],
  G04: ['舟山带鱼', '鲜活基围虾', '东海小黄鱼', '阳澄湖大闸蟹', '三文鱼刺身'],
  G05: ['五常大米', '压榨花生油', '千禾酱油', '镇江香醋', '东北小米'],
  G06: ['鲜牛奶', '老酸奶', '全麦吐司', '手工蛋黄酥', '芝士蛋糕'],
  G07: ['竹浆抽纸', '洗衣凝珠', '厨房湿巾', '保鲜袋', '洗洁精'],
};
const SPEC_SETS = [['小份', '标准装', '家庭装'], ['500g', '1kg', '2.5kg'], ['单件', '两件装'], ['6枚装', '12枚装']];

export function seedCatalogue(): Catalogue {
  const rand = prng(20261121);
  const day = seedDay();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const shops: ShopWire[] = SHOP_NAMES.map((name, i) => {
    const c = COMMUNITIES[i % COMMUNITIES.length] as CommunityWire;
    const tags = [...new Set([pick(SHOP_TAGS), pick(SHOP_TAGS), pick(SHOP_TAGS)])].join(',');
    return {
      code: `S${String(i + 1).padStart(3, '0')}`, name, img: `/mock-assets/shop-${i + 1}.png`, communityCode: c.code, communityName: c.name,
      address: `${c.district}${c.address}${i + 1}号商铺`, latitude: Number((c.latitude + (rand() - 0.5) / 100).toFixed(6)),
      longitude: Number((c.longitude + (rand() - 0.5) / 100).toFixed(6)), tags, notice: `${name}欢迎您，下单后当天16点前送达团长处。`,
      goodCount: 0, sales: Math.floor(rand() * 3000), businessHours: SHOP_HOURS[i] ?? '08:00-20:00',
    };
  });
  const products: ProductWire[] = [];
  const salePlans = new Map<string, SalePlan>();
  const categoryCodes = Object.keys(GOODS);
  for (let i = 0; i < 100; i++) {
    const categoryCode = categoryCodes[i % categoryCodes.length] as string;
    const names = GOODS[categoryCode] as string[];
    const base = names[Math.floor(i / categoryCodes.length) % names.length] as string;
    const shop = shops[i % shops.length] as ShopWire;
    const basePrice = Math.round((5 + rand() * 95) * 10) / 10;
    const specNames = pick(SPEC_SETS);
    const specList = specNames.map((name, k) => ({ name, price: Number((basePrice * (1 + k * 0.8)).toFixed(2)), stock: 20 + Math.floor(rand() * 200) }));
    const code = `P${String(i + 1).padStart(3, '0')}`;
    const title = i < names.length * categoryCodes.length ? base : `${base}·${shop.name}精选`;
    // Without extra draws from the seeded generator (the other seed data stays as it was): every 12th good is
    // sold out, every 7th has its largest spec sold out; two goods in three are group-buys, some with a limit.
    if (i % 12 === 11) specList.forEach((s) => (s.stock = 0));
    else if (i % 7 === 3 && specList.length > 1) specList[specList.length - 1]!.stock = 0;
    const groupBuy = i % 3 !== 2;
    if (groupBuy) salePlans.set(code, { cutoffHour: CUTOFF_HOURS[i % CUTOFF_HOURS.length]!, pickupHour: PICKUP_HOURS[i % PICKUP_HOURS.length]! });
    const categoryName = CATEGORIES.find((c) => c.code === categoryCode)?.name ?? '';
    products.push({
      code, storeCode: shop.code, storeName: shop.name, storeImg: shop.img, categoryCode, title, price: specList[0]?.price ?? basePrice,
      originalPrice: Number((basePrice * 1.3).toFixed(2)), deposit: categoryCode === 'G04' ? 5 : 0, img: `/mock-assets/product-${i + 1}.png`,
      imgList: [`/mock-assets/product-${i + 1}.png`], specList,
      goodAttr: categoryCode === 'G03' || categoryCode === 'G04' ? [{ name: '处理方式', items: ['整只', '切块', '去内脏'] }] : categoryCode === 'G06' ? [{ name: '口味', items: ['原味', '低糖'] }] : [],
      details: detailsHtml(title, shop.name, i + 1, categoryName),
      sales: Math.floor(rand() * 800), tags: [pick(SHOP_TAGS), pick(SHOP_TAGS)].join(','), createTime: day - (100 - i) * DAY,
      stock: specList.reduce((n, s) => n + s.stock, 0), groupBuy, cutoffTime: null, pickupTime: null,
      limitPerPerson: groupBuy ? [3, 0, 10, 0][i % 4]! : 0,
    });
    shop.goodCount += 1;
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
    config: { delayFee: 1, guidanceUrl: '/pages/phone/qihuo', questionUrl: '/pages/phone/findUs', withdrawRate: 0, withdrawLimit: 100, servicePhone: '400-820-8820' },
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
