// The shopping calls against the running mock: group-buy times and stock on goods, the area
// list and an area's going goods, product limits and rich-text description, hot keywords that follow searches.
import { describe, expect, it } from 'vitest';
import { listAreas, listGoingProducts, listProducts } from '@/api/app-mall';
import { getProduct } from '@/api/product';
import { listHotKeywords } from '@/api/search';
import { clearRequestCache } from '@/lib/request/client';

async function allGoods() {
  const pages = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((current) => listProducts({ current })));
  return pages.flatMap((p) => p.list);
}

describe('goods for the home', () => {
  it('carry stock, and group-buy cut-off and pickup times ahead of now, pickup after the cut-off', async () => {
    const now = Date.now();
    const goods = await allGoods();
    expect(goods).toHaveLength(100);
    const groupBuys = goods.filter((g) => g.groupBuy);
    expect(groupBuys.length).toBeGreaterThan(50);
    for (const g of groupBuys) {
      expect(g.cutoffTime).toBeGreaterThan(now);
      expect(g.cutoffTime! - now).toBeLessThanOrEqual(24 * 3600_000);
      expect(g.pickupTime).toBeGreaterThan(g.cutoffTime!);
    }
    for (const g of goods.filter((x) => !x.groupBuy)) expect([g.cutoffTime, g.pickupTime]).toEqual([null, null]);
    // Sold-out goods stay listed.
    expect(goods.filter((g) => g.stock === 0).map((g) => g.code)).toContain('P012');
  });

  it("lists the areas and an area's going goods: in the area, on sale now, soonest cut-off first", async () => {
    const areas = await listAreas();
    expect(areas.map((a) => a.name)).toEqual(['今日团购', '新鲜果蔬', '肉禽海鲜', '粮油乳品', '日用百货', '限时特价']);
    const groupBuy = areas[0]!;
    const first = await listGoingProducts({ areaCode: groupBuy.code, current: 1 });
    expect(first.total).toBe(groupBuy.goodCount);
    expect(first.list).toHaveLength(10);
    expect(first.list.every((g) => g.groupBuy && g.cutoffTime! > Date.now())).toBe(true);
    const cutoffs = first.list.map((g) => g.cutoffTime!);
    expect([...cutoffs].sort((a, b) => a - b)).toEqual(cutoffs);
    const fruit = await listGoingProducts({ areaCode: areas[1]!.code, current: 1 });
    expect(fruit.list.every((g) => g.categoryCode === 'G01' || g.categoryCode === 'G02')).toBe(true);
    const last = await listGoingProducts({ areaCode: groupBuy.code, current: Math.ceil(first.total / 10) + 1 });
    expect(last.list).toEqual([]);
    await expect(listGoingProducts({ areaCode: 'A99', current: 1 })).rejects.toMatchObject({ code: 2009 });
  });
});

describe('product detail', () => {
  it('has a per-person limit, the live stock and a rich-text description', async () => {
    const p = await getProduct('P001');
    expect(p.limitPerPerson).toBe(3);
    expect(p.stock).toBe(p.specList.reduce((n, s) => n + s.stock, 0));
    expect(p.details).toMatch(/^<p>/);
    expect(p.imgList.length).toBeGreaterThan(0);
    const partly = await getProduct('P004');
    expect(partly.specList.at(-1)!.stock).toBe(0);
    expect(partly.stock).toBeGreaterThan(0);
  });
});

describe('hot keywords', () => {
  it('are the most searched, and a keyword searched often enough rises into them', async () => {
    const before = await listHotKeywords();
    expect(before).toHaveLength(10);
    expect(before[0]).toBe('草莓');
    expect(before.at(-1)).toBe('蛋黄酥');
    expect(before).not.toContain('香梨');
    // Searches count on their first page only (load-more is not another search).
    await listProducts({ current: 2, keyword: '香梨' });
    for (let i = 0; i < 10; i++) {
      clearRequestCache();
      await listProducts({ current: 1, keyword: '香梨' });
    }
    clearRequestCache();
    const after = await listHotKeywords();
    expect(after).toContain('香梨');
    expect(after).not.toContain('蛋黄酥');
  });
});
