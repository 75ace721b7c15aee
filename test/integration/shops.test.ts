// The shops list against the running mock: nearest first given the person's location, open or
// closed with business hours, found by keyword; a backend answer without the new fields still reads.
import { describe, expect, it } from 'vitest';
import { listShops, toShop, type ShopWire } from '@/api/app-mall';
import { distanceBetween } from '@/rules/distance';
import { isOpenAt } from '@/rules/shop-hours';

const gubei = { latitude: 31.2012, longitude: 121.4021 }; // by 古北国际花园, Shanghai

describe('shops', () => {
  it('come nearest first from where the person is, every shop with its hours and whether it is open', async () => {
    const pages = await Promise.all([1, 2].map((current) => listShops({ current, ...gubei })));
    const shops = pages.flatMap((p) => p.list);
    expect(shops).toHaveLength(20);
    const metres = shops.map((s) => distanceBetween(gubei, s)!);
    expect([...metres].sort((a, b) => a - b)).toEqual(metres);
    expect(shops[0]!.communityName).toBe('古北国际花园');
    for (const s of shops) {
      expect(s.businessHours).toMatch(/^\d\d:\d\d-\d\d:\d\d$/);
      expect(s.open).toBe(isOpenAt(s.businessHours, Date.now()));
    }
  });

  it('are found by name: 稻香烘焙坊', async () => {
    const found = await listShops({ current: 1, keyword: '稻香烘焙坊' });
    expect(found.list.map((s) => s.name)).toEqual(['稻香烘焙坊']);
  });

  it('read from an answer without business hours or open (an older backend): no state shown', () => {
    const wire: ShopWire = {
      code: 'S1',
      name: '老店',
      img: '',
      communityCode: 'C1',
      communityName: '小区',
      address: '路1号',
      latitude: 30,
      longitude: 120,
      tags: '老字号',
      notice: '',
      goodCount: 1,
      sales: 0,
    };
    expect(toShop(wire)).toMatchObject({ businessHours: '', open: null, tagArr: ['老字号'] });
    expect(toShop({ ...wire, businessHours: '00:00-24:00' }).open).toBe(true);
  });
});
