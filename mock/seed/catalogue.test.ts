// The seeded goods look real to a resident: each shop sells what its trade sells, in the sizes people buy
// (eggs by the piece, greens by weight), at prices a neighbour would pay, and the communities' stations
// offer different goods. Codes and what the other tests rely on stay put.
import { describe, expect, it } from 'vitest';
import { seedCatalogue } from './catalogue';
import { shopServes } from '../state/catalogue';
import { daysToWeekday, seedActivities } from './activity';
import { DAY } from './util';
import { chinaParts, chinaTime } from '../../src/rules/china-time';

const cat = seedCatalogue();
const product = (code: string) => cat.products.find((p) => p.code === code)!;

describe('the seeded catalogue', () => {
  it('keeps the codes (P001-P100, S001-S020; P101-P120, S021-S024 added) and the goods other tests name', () => {
    expect(cat.products.map((p) => p.code)).toEqual(
      Array.from({ length: 120 }, (_, i) => `P${String(i + 1).padStart(3, '0')}`),
    );
    expect(cat.shops.map((s) => s.code)).toEqual(
      Array.from({ length: 24 }, (_, i) => `S${String(i + 1).padStart(3, '0')}`),
    );
    expect(product('P001')).toMatchObject({
      title: '赣南脐橙',
      storeName: '鲜果时光',
      categoryCode: 'G01',
      limitPerPerson: 3,
    });
    expect(product('P004')).toMatchObject({
      title: '舟山带鱼',
      storeName: '海鲜码头',
      categoryCode: 'G04',
      goodAttr: [{ name: '处理方式', items: ['整只', '切块', '去内脏'] }],
    });
    expect(product('P006')).toMatchObject({ title: '有机菠菜', storeName: '绿野有机蔬菜' });
    // A cart across two lines of one shop, one of them with a choice of how it is cut.
    expect([product('P021').storeCode, product('P081').storeCode]).toEqual(['S001', 'S001']);
    expect(product('P081').goodAttr[0]!.items).toContain('切块');
  });

  it("sells each shop's trade: a greengrocer no pork, a fruit shop no fish, no stationery shop", () => {
    const trades: Record<string, string[]> = {
      鲜果时光: ['G01'],
      邻里菜篮子: ['G02'],
      绿野有机蔬菜: ['G02'],
      海鲜码头: ['G04'],
      江南肉铺: ['G03'],
      晨光牛奶铺: ['G06'],
      稻香烘焙坊: ['G06'],
      老王家粮油: ['G05'],
      清洁生活馆: ['G07'],
    };
    for (const [shop, categories] of Object.entries(trades)) {
      const goods = cat.products.filter((p) => p.storeName === shop);
      expect(goods, shop).toHaveLength(5);
      expect(
        goods.every((p) => categories.includes(p.categoryCode)),
        shop,
      ).toBe(true);
    }
    expect(cat.shops.map((s) => s.name).join()).not.toMatch(/文具|鲜花|宠物|母婴|茶叶/);
  });

  it('gives sizes that fit the good: 枚 only for eggs and pastries, greens and meat by weight', () => {
    for (const p of cat.products) {
      for (const s of p.specList) {
        if (/枚/.test(s.name)) expect(p.title, `${p.code} ${s.name}`).toMatch(/蛋/);
      }
      if (p.categoryCode === 'G02' || p.categoryCode === 'G03')
        expect(
          p.specList.some((s) => /g|斤|kg|只|枚|盒|块|根|个/.test(s.name)),
          p.code,
        ).toBe(true);
    }
    expect(product('P006').specList.map((s) => s.name)).toEqual(['300g', '600g']);
  });

  it('prices what a neighbour would pay: greens under ¥20, no fraction of a fen, the bigger size dearer', () => {
    for (const p of cat.products) {
      expect(p.specList.length, p.code).toBeGreaterThan(0);
      for (const s of p.specList) expect(Math.round(s.price * 100) / 100, p.code).toBe(s.price);
      for (let k = 1; k < p.specList.length; k++) {
        // Half a group-buy tier (半只) may be cheaper; otherwise a bigger size costs more.
        if (!/半/.test(p.specList[k]!.name))
          expect(p.specList[k]!.price, p.code).toBeGreaterThan(p.specList[k - 1]!.price);
      }
      if (p.categoryCode === 'G02') expect(p.specList[0]!.price, `${p.code} ${p.title}`).toBeLessThan(20);
      expect(p.originalPrice, p.code).toBeGreaterThan(p.price);
    }
    expect(product('P006').price).toBe(7.8);
  });

  it('differs between communities, as their stations do', () => {
    const titles = (community: string) =>
      new Set(
        cat.products
          .filter((p) => cat.shops.find((s) => s.code === p.storeCode)!.communityCode === community)
          .map((p) => p.title),
      );
    const [a, b, c, d] = ['C001', 'C002', 'C003', 'C004'].map(titles) as Set<string>[];
    for (const [x, y] of [
      [a, b],
      [c, d],
    ] as const)
      expect([...x!].filter((t) => y!.has(t))).toEqual([]);
    expect(a!.size).toBe(30);
  });

  it('gives each city goods of its own, several pages of them, and a few sold in both cities', () => {
    const cityGoods = (community: string) => cat.products.filter((p) => shopServes(cat, p.storeCode, community));
    const shanghai = cityGoods('C001');
    const hangzhou = cityGoods('C003');
    expect(cityGoods('C002')).toEqual(shanghai);
    expect(shanghai.length).toBe(60);
    expect(hangzhou.length).toBe(60);
    expect(shanghai.filter((p) => hangzhou.includes(p))).toEqual([]);
    const both = [...new Set(shanghai.map((p) => p.title))].filter((t) => hangzhou.some((p) => p.title === t));
    expect(both).toEqual(expect.arrayContaining(['阳澄湖大闸蟹', '五常大米', '丹东草莓', '手工蛋黄酥']));
    expect(both.length).toBeLessThan(shanghai.length / 4);
    // 晨光牛奶铺 is a Hangzhou shop: it does not deliver to a Shanghai station.
    const milk = cat.shops.find((s) => s.name === '晨光牛奶铺')!;
    expect([
      shopServes(cat, milk.code, 'C001'),
      shopServes(cat, milk.code, 'C004'),
      shopServes(cat, milk.code, 'C999'),
    ]).toEqual([false, true, false]);
  });
});

describe('the seeded activities', () => {
  it('a title that names a day (周日, 周末) takes place on that day', () => {
    const { activities } = seedActivities();
    const clinic = activities.find((x) => x.title === '周日社区义诊')!;
    expect(chinaParts(clinic.endTime).weekday).toBe(0);
    expect(clinic.closeTime).toBeLessThanOrEqual(clinic.endTime);
    expect(clinic.closeTime).toBeGreaterThan(Date.now());
    expect(chinaParts(activities.find((x) => x.title.startsWith('周末'))!.endTime).weekday).toBe(0);
  });

  it('the coming weekday is 1 to 7 days away, never today', () => {
    const monday = chinaTime(2026, 11, 23);
    expect(daysToWeekday(monday, 0)).toBe(6);
    expect(daysToWeekday(monday, 1)).toBe(7);
    expect(daysToWeekday(monday + 6 * DAY, 0)).toBe(7);
    expect(daysToWeekday(monday + 5 * DAY, 0)).toBe(1);
  });
});
