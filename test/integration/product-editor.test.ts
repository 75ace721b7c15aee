// A leader's products against the running mock: publish from a draft, my products, edit, take down
// (gone from the catalogue) and put on sale again; another user cannot touch them.
import { chinaParts } from '@/rules/china-time';
import { describe, expect, it } from 'vitest';
import {
  createProduct,
  getMyProduct,
  getProduct,
  listMyProducts,
  setProductOnSale,
  updateProduct,
  type ProductDraft,
} from '@/api/product';
import { listProducts } from '@/api/app-mall';
import { dismissToasts } from '@/components/feedback';
import { logIn, DEMO_LEADER, RESIDENT } from './session';

const draft: ProductDraft = {
  categoryCode: 'G06',
  title: '团长自制酸奶',
  priceFen: 1250,
  img: '/mock-assets/product-30.png',
  imgList: [],
  details: '每日现做',
  specList: [],
  goodAttr: [{ name: '口味', items: ['原味', '少糖'] }],
};

describe('my products', () => {
  it('publishes, lists, edits, takes down and puts on sale again', async () => {
    await logIn(DEMO_LEADER);
    const before = await listMyProducts({ pageIndex: 0 });
    const p = await createProduct(draft);
    expect(p.specList).toEqual([{ name: '标准', priceFen: 1250, stock: 100 }]);
    const mine = await listMyProducts({ pageIndex: 0 });
    expect(mine.total).toBe(before.total + 1);
    expect(mine.list[0]).toMatchObject({ code: p.code, onSale: true, title: '团长自制酸奶' });

    const edited = await updateProduct(p.code, {
      ...draft,
      title: '团长自制老酸奶',
      priceFen: 0,
      specList: [{ name: '4杯装', priceFen: 2390, stock: 30 }],
    });
    expect(edited).toMatchObject({ code: p.code, title: '团长自制老酸奶', priceFen: 2390 });
    expect((await getProduct(p.code)).specList).toEqual([{ name: '4杯装', priceFen: 2390, stock: 30 }]);

    const down = await setProductOnSale(p.code, false);
    expect(down.onSale).toBe(false);
    await expect(getProduct(p.code)).rejects.toMatchObject({ code: 2001 });
    const goods = await listProducts({ current: 1, storeCode: p.storeCode, keyword: '团长自制' });
    expect(goods.list.map((g) => g.code)).not.toContain(p.code);
    expect(await getMyProduct(p.code)).toMatchObject({ onSale: false, title: '团长自制老酸奶' });
    expect((await listMyProducts({ pageIndex: 0 })).list.find((x) => x.code === p.code)?.onSale).toBe(false);

    expect((await setProductOnSale(p.code, true)).onSale).toBe(true);
    expect((await getProduct(p.code)).title).toBe('团长自制老酸奶');
  });

  it('a plain product keeps its stock and its description’s line breaks; a group-buy gets its cut-off and pickup times', async () => {
    await logIn(DEMO_LEADER);
    const details = '产地：西溪湿地旁的牧场\n保存：0-4℃冷藏\n\n当天现做，3天内喝完';
    const p = await createProduct({ ...draft, stock: 30, details, salePlan: { cutoffHour: 20, pickupHour: 10 } });
    expect(p.specList).toEqual([{ name: '标准', priceFen: 1250, stock: 30 }]);
    expect(p.details).toBe(details);
    const shown = await getProduct(p.code);
    expect(shown.details).toBe(details);
    expect(shown.groupBuy).toBe(true);
    // China time (docs/product.md#business-time), whatever this machine's zone.
    const cutoff = chinaParts(shown.cutoffTime!);
    const pickup = chinaParts(shown.pickupTime!);
    expect([cutoff.hour, cutoff.minute, pickup.hour]).toEqual([20, 0, 10]);
    expect(shown.cutoffTime!).toBeGreaterThan(Date.now());
    expect(Math.round((shown.pickupTime! - shown.cutoffTime!) / 3_600_000)).toBe(14);
    expect(await getMyProduct(p.code)).toMatchObject({ salePlan: { cutoffHour: 20, pickupHour: 10 } });
    // No longer a group-buy: no times.
    await updateProduct(p.code, { ...draft, stock: 30, salePlan: null });
    expect(await getProduct(p.code)).toMatchObject({ groupBuy: false, cutoffTime: null, pickupTime: null });
    expect((await getMyProduct(p.code)).salePlan).toBeNull();
    // A stock that is not a whole number of pieces is refused, never rounded.
    await expect(createProduct({ ...draft, stock: 1.5 })).rejects.toMatchObject({ code: 2012 });
    await expect(
      createProduct({ ...draft, priceFen: 0, specList: [{ name: '大', priceFen: 100, stock: -1 }] }),
    ).rejects.toMatchObject({ code: 2012 });
    expect(dismissToasts()).toEqual(['库存须为0到99999的整数', '库存须为0到99999的整数']);
  });

  it('refuses a bad draft with the reason, and another user editing a leader’s product', async () => {
    await logIn(DEMO_LEADER);
    await expect(createProduct({ ...draft, title: '橙'.repeat(41) })).rejects.toMatchObject({ code: 2004 });
    await expect(createProduct({ ...draft, priceFen: 0 })).rejects.toMatchObject({ code: 2007 });
    await expect(
      createProduct({
        ...draft,
        priceFen: 0,
        specList: [
          { name: '大', priceFen: 100, stock: 1 },
          { name: '大', priceFen: 200, stock: 1 },
        ],
      }),
    ).rejects.toMatchObject({ code: 2009 });
    expect(dismissToasts()).toEqual(['商品名称不能超过40个字', '请填写大于0的价格', '规格名称不能重复']);
    const p = await createProduct(draft);
    await logIn(RESIDENT);
    await expect(updateProduct(p.code, draft)).rejects.toMatchObject({ code: 2003 });
    await expect(getMyProduct(p.code)).rejects.toMatchObject({ code: 2011 });
    expect(dismissToasts()).toEqual(['只有审核通过的团长才能发布商品', '只能管理自己发布的商品']);
    expect((await listMyProducts({ pageIndex: 0 })).list).toEqual([]);
  });
});
