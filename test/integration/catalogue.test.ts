// The catalogue calls against the running mock: reference lists, goods paging, shops and products.
import { describe, expect, it } from 'vitest';
import { listCommunities } from '@/api/community';
import { listProductCategories, listStationCategories } from '@/api/category';
import { getConfig } from '@/api/config';
import { listRefundPlans } from '@/api/refund-plan';
import { getShop, listProducts, listShops } from '@/api/app-mall';
import { createProduct, getProduct } from '@/api/product';
import { ApiError } from '@/lib/request/errors';
import { dismissToasts } from '@/components/feedback';
import { logIn, DEMO_LEADER } from './session';

describe('catalogue', () => {
  it('lists communities, team categories and the config with the spec defaults', async () => {
    const communities = await listCommunities();
    expect(communities.length).toBeGreaterThanOrEqual(3);
    expect(communities[0]).toMatchObject({
      code: expect.any(String),
      name: expect.any(String),
      latitude: expect.any(Number),
    });
    expect((await listStationCategories()).map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect((await listProductCategories()).length).toBeGreaterThan(3);
    const config = await getConfig();
    expect(config).toMatchObject({ delayFee: 1, withdrawRate: 0, withdrawLimitFen: 10000 });
  });

  it('keeps only refund plans of type 1', async () => {
    const plans = await listRefundPlans();
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((p) => p.type === 1)).toBe(true);
  });

  it('pages the goods list with a 1-based current: 10 a page, no repeats, last page short', async () => {
    const first = await listProducts({ current: 1 });
    const second = await listProducts({ current: 2 });
    expect(first.list).toHaveLength(10);
    expect(first.total).toBeGreaterThanOrEqual(100);
    expect(second.list[0]?.code).not.toBe(first.list[0]?.code);
    const last = await listProducts({ current: Math.ceil(first.total / 10) + 1 });
    expect(last.list).toHaveLength(0);
    expect(Number.isInteger(first.list[0]?.priceFen)).toBe(true);
    expect(first.list[0]?.tagArr.length).toBeGreaterThan(0);
  });

  it('filters goods by shop and lists shops with split tags', async () => {
    const shops = await listShops({ current: 1 });
    expect(shops.list).toHaveLength(10);
    expect(shops.total).toBe(24);
    const shop = await getShop(shops.list[0]!.code);
    expect(shop.tagArr.every((t) => t.length > 0 && !t.includes(','))).toBe(true);
    const goods = await listProducts({ current: 1, storeCode: shop.code });
    expect(goods.list.length).toBeGreaterThan(0);
    expect(goods.list.every((g) => g.storeCode === shop.code)).toBe(true);
  });

  it('gets a product with specs in fen and attributes', async () => {
    const p = await getProduct('P001');
    expect(p.specList.length).toBeGreaterThan(0);
    expect(p.specList.every((s) => Number.isInteger(s.priceFen) && s.priceFen > 0)).toBe(true);
    await expect(getProduct('P999')).rejects.toMatchObject({ kind: 'server', code: 2001 });
    // A screen read: silent (the product page shows the failure in place, with a retry).
    expect(dismissToasts()).toEqual([]);
  });

  it('lets the leader create a product from a draft, refuses a resident and a bad draft', async () => {
    const draft = {
      categoryCode: 'G01',
      title: '测试蜜桔',
      priceFen: 1290,
      img: '/mock-assets/product-1.png',
      imgList: [],
      details: '甜',
      specList: [
        { name: '2斤装', priceFen: 1290, stock: 50 },
        { name: '5斤装', priceFen: 2990, stock: 20 },
      ],
      goodAttr: [{ name: '大小', items: ['中果', '大果'] }],
    };
    await logIn();
    await expect(createProduct(draft)).rejects.toMatchObject({ code: 2003 });
    expect(dismissToasts()).toEqual(['只有审核通过的团长才能发布商品']);
    await logIn(DEMO_LEADER);
    const p = await createProduct(draft);
    expect(p.specList.map((s) => s.priceFen)).toEqual([1290, 2990]);
    expect((await getProduct(p.code)).title).toBe('测试蜜桔');
    const bad = await createProduct({ ...draft, specList: [{ name: '', priceFen: 100, stock: 1 }] }).catch(
      (e: unknown) => e,
    );
    expect(bad).toBeInstanceOf(ApiError);
    expect((bad as ApiError).message).toContain('规格');
    expect(dismissToasts()).toEqual([(bad as ApiError).message]);
  });
});
