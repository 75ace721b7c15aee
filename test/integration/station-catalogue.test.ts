// The station's catalogue and business time (docs/product.md#business-time) against a mock of this file's own: every list asked
// with a community holds only what its city's shops deliver; a product says whether it serves; a pickup at a
// station its shop does not serve is refused (4017) and nothing is ordered; cut-offs, pickups and refusals fall
// on China hours whatever TZ runs this (npm test runs it under UTC and America/New_York).
import { describe, expect, it } from 'vitest';
import { getShop, listAreas, listGoingProducts, listProducts, listShops } from '@/api/app-mall';
import { commitOrder, previewOrder, type OrderRequest } from '@/api/app-mall-order';
import { cartCount, editCart, listCart, removeCartItems } from '@/api/cart';
import { getProduct } from '@/api/product';
import { DELIVERY_TYPE } from '@/api/product-order';
import { listHotKeywords } from '@/api/search';
import { refusedLine } from '@/features/order/checkout';
import type { ApiError } from '@/lib/request/errors';
import { chinaParts, chinaTime } from '@/rules/china-time';
import { orderPickupWindow } from '@/rules/pickup-window';
import { isOpenAt } from '@/rules/shop-hours';
import { saleTimes } from '../../mock/state/catalogue';
import { ownMockPerFile } from './own-mock';
import { logIn } from './session';

const own = ownMockPerFile();
const SHANGHAI = ['C001', 'C002'];
const HANGZHOU = ['C003', 'C004'];

/** Every page of a paged list. */
async function all<T>(page: (current: number) => Promise<{ list: T[]; total: number }>): Promise<T[]> {
  const out: T[] = [];
  for (let current = 1; ; current++) {
    const { list, total } = await page(current);
    out.push(...list);
    if (list.length === 0 || out.length >= total) return out;
  }
}

/** The community of each seeded shop (its city's stations are the ones it serves). */
const shopCommunity = (storeCode: string) =>
  own().mock.store.catalogue.shops.find((s) => s.code === storeCode)!.communityCode;
const inCity = (city: string[]) => (storeCode: string) => city.includes(shopCommunity(storeCode));

describe("the lists of a community hold only what its city's shops deliver", () => {
  it('goods: several pages per city, none of the other city; without a community, everything as before', async () => {
    const shanghai = await all((current) => listProducts({ current, communityCode: 'C001' }));
    const hangzhou = await all((current) => listProducts({ current, communityCode: 'C003' }));
    expect(shanghai.length).toBeGreaterThan(30);
    expect(hangzhou.length).toBeGreaterThan(30);
    expect(shanghai.every((g) => inCity(SHANGHAI)(g.storeCode))).toBe(true);
    expect(hangzhou.every((g) => inCity(HANGZHOU)(g.storeCode))).toBe(true);
    // The two Shanghai stations get the same goods; a few titles are sold in both cities, by shops of each.
    expect((await all((current) => listProducts({ current, communityCode: 'C002' }))).map((g) => g.code)).toEqual(
      shanghai.map((g) => g.code),
    );
    const both = shanghai.filter((g) => hangzhou.some((h) => h.title === g.title));
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(shanghai.length / 4);
    expect((await listProducts({ current: 1 })).total).toBe(shanghai.length + hangzhou.length);
    // A keyword search too: 牛奶 at a Shanghai station finds no Hangzhou milk shop (晨光牛奶铺).
    const milk = await all((current) => listProducts({ current, keyword: '牛奶', communityCode: 'C001' }));
    expect(milk.length).toBeGreaterThan(0);
    expect(milk.some((g) => g.storeName === '晨光牛奶铺')).toBe(false);
  });

  it("areas count, and going goods list, the community's goods only", async () => {
    const areas = await listAreas('C004');
    const everywhere = await listAreas();
    for (const area of areas) {
      const goods = await all((current) => listGoingProducts({ areaCode: area.code, current, communityCode: 'C004' }));
      expect(goods.length, area.name).toBe(area.goodCount);
      expect(
        goods.every((g) => inCity(HANGZHOU)(g.storeCode)),
        area.name,
      ).toBe(true);
      expect(area.goodCount).toBeLessThanOrEqual(everywhere.find((a) => a.code === area.code)!.goodCount);
    }
    const sum = (list: { goodCount: number }[]) => list.reduce((n, a) => n + a.goodCount, 0);
    expect(sum(areas)).toBeGreaterThan(0);
    expect(sum(areas)).toBeLessThan(sum(everywhere));
  });

  it("shops and hot keywords: the city's; an unknown community is refused", async () => {
    const shops = await all((current) => listShops({ current, communityCode: 'C002' }));
    expect(shops).toHaveLength(12);
    expect(shops.every((s) => SHANGHAI.includes(s.communityCode))).toBe(true);
    expect((await listShops({ current: 1 })).total).toBe(24);
    // Every hot keyword of a station finds goods there.
    const hot = await listHotKeywords('C003');
    expect(hot.length).toBeGreaterThan(3);
    for (const keyword of hot)
      expect((await listProducts({ current: 1, keyword, communityCode: 'C003' })).total, keyword).toBeGreaterThan(0);
    await expect(listProducts({ current: 1, communityCode: 'C999' })).rejects.toMatchObject({ code: 2014 });
  });
});

describe('a product and an order at a station its shop does not serve', () => {
  it('the product says whether it serves the station (true without one)', async () => {
    expect((await getProduct('P007', 'C004')).serves).toBe(true); // 晨光牛奶铺, Hangzhou
    expect((await getProduct('P007', 'C001')).serves).toBe(false);
    expect((await getProduct('P007')).serves).toBe(true);
  });

  it('commit refuses the pickup with 4017 naming shop and station, orders nothing; the cart says which lines', async () => {
    await logIn();
    const milk = await editCart({ goodCode: 'P007', specName: '', num: 1 });
    const mine = await editCart({ goodCode: 'P010', specName: '', num: 1 });
    const lines = (await listCart('C001')).flatMap((g) => g.children);
    expect(lines.find((l) => l.code === milk.code)!.serves).toBe(false);
    expect(lines.find((l) => l.code === mine.code)!.serves).toBe(true);
    const before = own().mock.store.orders.length;
    const req: OrderRequest = {
      cartCodes: [mine.code, milk.code],
      deliveryType: DELIVERY_TYPE.pickup,
      communityCode: 'C001',
    };
    const refused = (await commitOrder(req, 'not-served-1', { silent: true }).catch((e: unknown) => e)) as ApiError;
    expect(refused).toMatchObject({ code: 4017, message: '晨光牛奶铺不配送到翠湖天地' });
    expect(refusedLine(refused)).toBe(1);
    expect(own().mock.store.orders.length).toBe(before);
    // Delivered to an address it is not a pickup: the rule is the station's. Without that line it commits.
    const [order] = await commitOrder({ ...req, cartCodes: [mine.code] }, 'not-served-1');
    expect(order!.station?.communityCode).toBe('C001');
    await expect(previewOrder({ ...req, cartCodes: [milk.code], communityCode: 'C004' })).resolves.toMatchObject({
      station: { communityCode: 'C004' },
    });
  });
});

describe("a shop's own page and the cart count at a station", () => {
  it("a shop's goods asked with a community: all of them at a station it serves, none at another city's; the shop says whether it serves", async () => {
    const milkShop = (await getProduct('P007')).storeCode; // 晨光牛奶铺, Hangzhou
    const own = await all((current) => listProducts({ current, storeCode: milkShop }));
    expect(own.length).toBeGreaterThan(0);
    expect(
      (await all((current) => listProducts({ current, storeCode: milkShop, communityCode: 'C003' }))).map(
        (g) => g.code,
      ),
    ).toEqual(own.map((g) => g.code));
    expect(await listProducts({ current: 1, storeCode: milkShop, communityCode: 'C001' })).toMatchObject({
      list: [],
      total: 0,
    });
    expect((await getShop(milkShop, 'C003')).serves).toBe(true);
    expect((await getShop(milkShop, 'C001')).serves).toBe(false);
    expect((await getShop(milkShop)).serves).toBe(true);
  });

  it('the count asked with a community leaves out the lines its station cannot get, in the count call and in edit and remove answers', async () => {
    await logIn();
    const lines = async (code?: string) => (await listCart(code)).flatMap((g) => g.children);
    const before = await lines('C001');
    if (before.length) await removeCartItems(before.map((l) => l.code));
    const milk = await editCart({ goodCode: 'P007', specName: '', num: 1 }); // Hangzhou
    const local = await editCart({ goodCode: 'P010', specName: '', num: 1, communityCode: 'C001' }); // Shanghai
    expect(local.count).toBe(1);
    expect(await cartCount('', 'C001')).toBe(1);
    expect(await cartCount('', 'C003')).toBe(1);
    expect(await cartCount()).toBe(2);
    expect((await editCart({ code: milk.code, num: 2, communityCode: 'C003' })).count).toBe(1);
    expect((await removeCartItems([local.code], { communityCode: 'C001' })).count).toBe(0);
    expect(await cartCount('', 'C003')).toBe(1);
    await removeCartItems([milk.code]);
  });
});

describe('business time is China time whatever TZ is', () => {
  it('group-buy cut-offs and pickups fall on whole China hours, a cut-off ahead and the pickup the China day after', async () => {
    const now = Date.now();
    const goods = (await listProducts({ current: 1, communityCode: 'C001' })).list.filter((g) => g.cutoffTime !== null);
    expect(goods.length).toBeGreaterThan(0);
    for (const g of goods) {
      const cutoff = chinaParts(g.cutoffTime!);
      const pickup = chinaParts(g.pickupTime!);
      expect([20, 22, 23]).toContain(cutoff.hour);
      expect([10, 14, 16]).toContain(pickup.hour);
      expect(cutoff.minute + pickup.minute).toBe(0);
      expect(g.cutoffTime!).toBeGreaterThan(now);
      expect(g.cutoffTime! - now).toBeLessThanOrEqual(86_400_000);
      expect(chinaTime(cutoff.year, cutoff.month, cutoff.day + 1)).toBe(
        chinaTime(pickup.year, pickup.month, pickup.day),
      );
    }
  });

  it("the seed's rules at China day edges: 23:59 and 00:00 China time are different China days", () => {
    const plan = { cutoffHour: 22, pickupHour: 16 };
    // 2026-11-21 21:59 China = 13:59 UTC: today's 22:00; 22:00 China exactly: tomorrow's.
    expect(saleTimes(plan, chinaTime(2026, 11, 21, 21, 59))).toEqual({
      cutoffTime: chinaTime(2026, 11, 21, 22),
      pickupTime: chinaTime(2026, 11, 22, 16),
    });
    expect(saleTimes(plan, chinaTime(2026, 11, 21, 22)).cutoffTime).toBe(chinaTime(2026, 11, 22, 22));
    // 00:30 China on the 22nd is still the 21st in UTC (16:30): the cut-off is the 22nd's, not the 21st's.
    expect(saleTimes(plan, chinaTime(2026, 11, 22, 0, 30)).cutoffTime).toBe(chinaTime(2026, 11, 22, 22));
    // An order at 23:59 China goes out a day later than one at 21:59; pickup windows close at 20:00 China.
    expect(orderPickupWindow(chinaTime(2026, 11, 21, 23, 59))).toEqual({
      start: chinaTime(2026, 11, 23, 16),
      end: chinaTime(2026, 11, 23, 20),
    });
    expect(orderPickupWindow(chinaTime(2026, 11, 22, 0, 0)).start).toBe(chinaTime(2026, 11, 23, 16));
    // A market open 06:00-18:00 is open at 07:00 China (23:00 UTC the day before) and closed at 19:00 China.
    expect(isOpenAt('06:00-18:00', chinaTime(2026, 11, 22, 7))).toBe(true);
    expect(isOpenAt('06:00-18:00', chinaTime(2026, 11, 22, 19))).toBe(false);
  });

  it('shops say open from their hours on China time', async () => {
    const shops = await all((current) => listShops({ current }));
    const now = Date.now();
    for (const s of shops) expect(s.open, s.name).toBe(isOpenAt(s.businessHours, now));
  });
});
