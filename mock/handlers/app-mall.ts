// Mock handlers of src/api/app-mall.ts: the goods list (a search counts toward the hot keywords), the areas and
// their goods on sale now, and the shops (nearest first when told where the person is; open from their hours on
// the mock's clock). The checkout /appMall/order/get is app-mall-order.ts.
import { Fail, mockNow, requireString, type Route } from '../core';
import type { ProductWire } from '../../src/api/product';
import type { AreaWire, GoodWire, ShopWire } from '../../src/api/app-mall';
import { isOpenAt } from '../../src/rules/shop-hours';
import { distanceBetween } from '../../src/rules/distance';
import { ERR } from '../../src/rules/error-codes';
import type { Catalogue } from '../seed/catalogue';
import { inArea, liveProduct } from '../state/catalogue';
import { intOf, pageOf, strOf } from '../seed/util';
import { servesAsked } from '../state/products';

/** The goods-list fields of a product, as answered now (stock and group-buy times are live). */
function goodOf(cat: Catalogue, p: ProductWire, now: number): GoodWire {
  const live = liveProduct(p, cat.salePlans, now);
  return {
    code: p.code,
    storeCode: p.storeCode,
    storeName: p.storeName,
    categoryCode: p.categoryCode,
    title: p.title,
    img: p.img,
    price: p.price,
    originalPrice: p.originalPrice,
    deposit: p.deposit,
    sales: p.sales,
    tags: p.tags,
    stock: live.stock,
    groupBuy: live.groupBuy,
    cutoffTime: live.cutoffTime,
    pickupTime: live.pickupTime,
  };
}

/** A shop as answered now: `open` from its business hours on the mock's clock (src/rules/shop-hours.ts). */
function liveShop(s: ShopWire, now: number): ShopWire {
  return { ...s, open: s.businessHours ? (isOpenAt(s.businessHours, now) ?? undefined) : undefined };
}

/** The `latitude`/`longitude` of a body, both numbers in range, else null. */
function latLngOf(body: Record<string, unknown>): { latitude: number; longitude: number } | null {
  const latitude = Number(body.latitude);
  const longitude = Number(body.longitude);
  if (
    body.latitude === undefined ||
    body.longitude === undefined ||
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude)
  )
    return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw new Fail(ERR.envelope.badInput, '经纬度格式有误');
  return { latitude, longitude };
}

/** On sale now: no cut-off, or one still ahead (sold-out goods are on sale too: they are shown, not hidden). */
const going = (g: GoodWire, now: number) => g.cutoffTime === null || g.cutoffTime > now;

/** Soonest cut-off first (goods without one last), then the best sellers. */
const byCutoff = (a: GoodWire, b: GoodWire) =>
  (a.cutoffTime ?? Number.MAX_SAFE_INTEGER) - (b.cutoffTime ?? Number.MAX_SAFE_INTEGER) || b.sales - a.sales;

/** Counts a search (keywords of 1 to 10 characters), so that what people look for becomes a hot keyword. */
function countSearch(cat: Catalogue, keyword: string): void {
  if (keyword.length < 1 || keyword.length > 10) return;
  cat.searchCounts.set(keyword, (cat.searchCounts.get(keyword) ?? 0) + 1);
}

/** 1-based `current` (default 1); refuses anything else. */
function current(body: Record<string, unknown>): number {
  const c = body.current === undefined ? 1 : intOf(body.current);
  if (c === null || c < 1) throw new Fail(ERR.envelope.badInput, '页码current须为从1开始的整数');
  return c;
}

export const routes: Route[] = [
  {
    method: 'POST',
    path: '/appMall/good/list',
    auth: 'none',
    handle(ctx) {
      const { body, store, settings } = ctx;
      const page = current(body);
      const serves = servesAsked(ctx);
      const storeCode = strOf(body.storeCode);
      const categoryCode = strOf(body.categoryCode);
      const keyword = strOf(body.keyword);
      const cat = store.catalogue;
      const now = mockNow(settings);
      if (keyword && page === 1) countSearch(cat, keyword);
      const list = cat.products
        .filter(
          (p) =>
            serves(p.storeCode) &&
            (!storeCode || p.storeCode === storeCode) &&
            (!categoryCode || p.categoryCode === categoryCode),
        )
        .filter(
          (p) => !keyword || p.title.includes(keyword) || p.storeName.includes(keyword) || p.tags.includes(keyword),
        )
        .map((p) => goodOf(cat, p, now));
      return pageOf(list, page - 1);
    },
  },
  {
    method: 'POST',
    path: '/appMall/area/list',
    auth: 'none',
    handle(ctx): AreaWire[] {
      const { store, settings } = ctx;
      const cat = store.catalogue;
      const now = mockNow(settings);
      const serves = servesAsked(ctx);
      return cat.areas.map((a) => ({
        code: a.code,
        name: a.name,
        goodCount: cat.products.filter(
          (p) => serves(p.storeCode) && inArea(a, p, cat.salePlans) && going(goodOf(cat, p, now), now),
        ).length,
      }));
    },
  },
  {
    method: 'POST',
    path: '/appMall/good/going/list',
    auth: 'none',
    handle(ctx) {
      const { body, store, settings } = ctx;
      const page = current(body);
      const serves = servesAsked(ctx);
      const areaCode = requireString(body, 'areaCode', '专区编号');
      const cat = store.catalogue;
      const area = cat.areas.find((a) => a.code === areaCode);
      if (!area) throw new Fail(ERR.product.zoneNotFound, '专区不存在');
      const now = mockNow(settings);
      const list = cat.products
        .filter((p) => serves(p.storeCode) && inArea(area, p, cat.salePlans))
        .map((p) => goodOf(cat, p, now))
        .filter((g) => going(g, now))
        .sort(byCutoff);
      return pageOf(list, page - 1);
    },
  },
  {
    method: 'POST',
    path: '/appMall/store/list',
    auth: 'none',
    handle(ctx) {
      const { body, store } = ctx;
      const page = current(body);
      const serves = servesAsked(ctx);
      const keyword = strOf(body.keyword).trim();
      const here = latLngOf(body);
      const list = store.catalogue.shops.filter(
        (s) => serves(s.code) && (!keyword || s.name.includes(keyword) || s.tags.includes(keyword)),
      );
      // Nearest first when given where the person is (the distance rule of src/rules/distance.ts), else the seed's order.
      const sorted = here
        ? list
            .map((s) => ({ s, m: distanceBetween(here, s) ?? Infinity }))
            .sort((a, b) => a.m - b.m)
            .map((x) => x.s)
        : list;
      return pageOf(
        sorted.map((s) => liveShop(s, mockNow(ctx.settings))),
        page - 1,
      );
    },
  },
  {
    method: 'POST',
    path: '/appMall/store/get',
    auth: 'none',
    handle(ctx) {
      const code = requireString(ctx.body, 'storeCode', '店铺编号');
      const shop = ctx.store.catalogue.shops.find((s) => s.code === code);
      if (!shop) throw new Fail(ERR.product.shopNotFound, '店铺不存在');
      // With the person's community: whether the shop delivers to that station.
      return { ...liveShop(shop, mockNow(ctx.settings)), serves: servesAsked(ctx)(shop.code) };
    },
  },
];
