// Seed catalogue: communities, team and product categories, config, refund plans, 24 shops (six per community,
// each selling what its trade sells) and their 120 products, with the sizes and prices a resident knows. A shop
// serves the stations of its own city (docs/product.md#business-time): Shanghai's and Hangzhou's catalogues differ, a few goods
// (大闸蟹, 五常大米, 草莓, 蛋黄酥...) sold in both by shops of each.
// Each community's shops and their goods are in ./shops/; the catalogue as answered now (areas, sale times, live
// stock, which shops serve a station) is mock/state/catalogue.ts.
import type { CommunityWire } from '../../src/api/community';
import type { GoodCategoryWire, TeamCategoryWire } from '../../src/api/category';
import type { ConfigWire } from '../../src/api/config';
import type { RefundPlanWire } from '../../src/api/refund-plan';
import type { AreaWire, ShopWire } from '../../src/api/app-mall';
import type { ProductWire } from '../../src/api/product';
import { DAY, prng, seedDay } from './util';
import type { Good, SeedShop } from './shops/types';
import * as binjiangCoast from './shops/binjiang-coast';
import * as cuihuTiandi from './shops/cuihu-tiandi';
import * as gubeiGarden from './shops/gubei-garden';
import * as xixiChengyuan from './shops/xixi-chengyuan';
import { detailsHtml } from './product-details';

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

/** Each community's shops (./shops/), in COMMUNITIES' order. */
const BY_COMMUNITY = [cuihuTiandi, gubeiGarden, xixiChengyuan, binjiangCoast];
/**
 * The 20 shops, five in each community (S001 C001, S002 C002, … in turn), each with the five goods of its
 * trade: product i is shop i % 20's good number i / 20. The two Shanghai and the two Hangzhou communities
 * have different shops, so each station's goods differ, as they do in life.
 */
const SHOPS: SeedShop[] = Array.from(
  { length: 20 },
  (_, i) => BY_COMMUNITY[i % BY_COMMUNITY.length]!.SHOPS[Math.floor(i / BY_COMMUNITY.length)]!,
);

/**
 * Four shops added for docs/product.md#business-time (S021-S024, goods P101-P120), after the first twenty so that their codes and
 * seeded numbers stay put: each city gets goods the other city also sells (crabs, rice, strawberries...) from a
 * shop of its own, beside what only it sells.
 */
const MORE_SHOPS: SeedShop[] = BY_COMMUNITY.map((c) => c.ADDED_SHOP);

export function seedCatalogue(): Catalogue {
  const rand = prng(20261121);
  const day = seedDay();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const shops: ShopWire[] = SHOPS.map(({ name, hours }, i) => {
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
      businessHours: hours,
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
  MORE_SHOPS.forEach(({ name, hours }, k) => {
    const c = COMMUNITIES[k]!;
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
