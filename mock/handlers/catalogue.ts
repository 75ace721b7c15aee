// Mock handlers of the catalogue: communities, categories, config, refund plans, goods, shops, products,
// and the generated pictures at /mock-assets/<name>.png (mock/picture.ts).
import { Fail, mockNow, requireString, type Ctx, type Route } from '../core';
import type { ProductWire } from '../../src/api/product';
import type { AreaWire, GoodWire, ShopWire } from '../../src/api/app-mall';
import { isOpenAt } from '../../src/rules/shop-hours';
import { distanceBetween } from '../../src/rules/distance';
import { inArea, liveProduct, type Catalogue } from '../seed/catalogue';
import { intOf, pageOf, strOf } from '../seed/util';
import { hexColor, picturePng } from '../picture';

/** The goods-list fields of a product, as answered now (stock and group-buy times are live). */
function goodOf(cat: Catalogue, p: ProductWire, now: number): GoodWire {
  const live = liveProduct(p, cat.salePlans, now);
  return {
    code: p.code, storeCode: p.storeCode, storeName: p.storeName, categoryCode: p.categoryCode, title: p.title, img: p.img,
    price: p.price, originalPrice: p.originalPrice, deposit: p.deposit, sales: p.sales, tags: p.tags,
    stock: live.stock, groupBuy: live.groupBuy, cutoffTime: live.cutoffTime, pickupTime: live.pickupTime,
  };
}

/** A shop as answered now: `open` from its business hours on the mock's clock (src/api/shop-hours.ts). */
function liveShop(s: ShopWire, now: number): ShopWire {
  return { ...s, open: s.businessHours ? (isOpenAt(s.businessHours, now) ?? undefined) : undefined };
}

/** The `latitude`/`longitude` of a body, both numbers in range, else null. */
function latLngOf(body: Record<string, unknown>): { latitude: number; longitude: number } | null {
  const latitude = Number(body.latitude);
  const longitude = Number(body.longitude);
  if (body.latitude === undefined || body.longitude === undefined || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw new Fail(1, '经纬度格式有误');
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
  if (c === null || c < 1) throw new Fail(1, '页码current须为从1开始的整数');
  return c;
}

export function findProduct(ctx: Ctx, code: string): ProductWire {
  const p = ctx.store.catalogue.products.find((x) => x.code === code);
  if (!p) throw new Fail(2001, '商品不存在或已下架');
  return p;
}

const COLORS = ['#ff7a45', '#36cfc9', '#597ef7', '#f759ab', '#73d13d', '#ffc53d', '#9254de', '#40a9ff'];
const PICTURE_KINDS = new Set(['product', 'shop', 'activity', 'avatar', 'start']);
const pictures = new Map<string, Buffer>();

/** The picture of `<kind>-<n>` (start images portrait, avatars round), or null for any other name. */
function picture(name: string): Buffer | null {
  const m = /^([a-z]+)-([1-9]\d{0,3})$/.exec(name);
  if (!m || !PICTURE_KINDS.has(m[1] as string)) return null;
  const cached = pictures.get(name);
  if (cached) return cached;
  const n = Number(m[2]);
  const [w, h] = m[1] === 'start' ? [375, 667] : [400, 400];
  const png = picturePng(w, h, hexColor(COLORS[n % COLORS.length] as string), hexColor(COLORS[(n + 3) % COLORS.length] as string), m[1] === 'avatar');
  pictures.set(name, png);
  return png;
}

export const routes: Route[] = [
  {
    method: 'GET',
    prefix: '/mock-assets/',
    raw(_req, res, ctx) {
      const name = ctx.path.slice('/mock-assets/'.length);
      const png = name.endsWith('.png') ? picture(name.slice(0, -'.png'.length)) : null;
      if (!png) {
        res.statusCode = 404;
        return void res.end('Not found');
      }
      res.statusCode = 200;
      res.setHeader('content-type', 'image/png');
      res.setHeader('cache-control', 'public, max-age=86400');
      res.end(png);
    },
  },
  { method: 'GET', path: '/api/community/v1/list', auth: 'none', handle: ({ store }) => store.catalogue.communities },
  { method: 'GET', path: '/api/category/v2/team/list', auth: 'none', handle: ({ store }) => store.catalogue.teamCategories },
  { method: 'GET', path: '/api/category/v2/good/list', auth: 'none', handle: ({ store }) => store.catalogue.goodCategories },
  { method: 'GET', path: '/api/config/v1/get', auth: 'none', handle: ({ store }) => store.catalogue.config },
  { method: 'GET', path: '/api/refundPlan/v1/list', auth: 'none', handle: ({ store }) => store.catalogue.refundPlans },
  {
    method: 'POST',
    path: '/appMall/good/list',
    auth: 'none',
    handle({ body, store, settings }) {
      const page = current(body);
      const storeCode = strOf(body.storeCode);
      const categoryCode = strOf(body.categoryCode);
      const keyword = strOf(body.keyword);
      const cat = store.catalogue;
      const now = mockNow(settings);
      if (keyword && page === 1) countSearch(cat, keyword);
      const list = cat.products
        .filter((p) => (!storeCode || p.storeCode === storeCode) && (!categoryCode || p.categoryCode === categoryCode))
        .filter((p) => !keyword || p.title.includes(keyword) || p.storeName.includes(keyword) || p.tags.includes(keyword))
        .map((p) => goodOf(cat, p, now));
      return pageOf(list, page - 1);
    },
  },
  {
    method: 'POST',
    path: '/appMall/area/list',
    auth: 'none',
    handle({ store, settings }): AreaWire[] {
      const cat = store.catalogue;
      const now = mockNow(settings);
      return cat.areas.map((a) => ({
        code: a.code,
        name: a.name,
        goodCount: cat.products.filter((p) => inArea(a, p, cat.salePlans) && going(goodOf(cat, p, now), now)).length,
      }));
    },
  },
  {
    method: 'POST',
    path: '/appMall/good/going/list',
    auth: 'none',
    handle({ body, store, settings }) {
      const page = current(body);
      const areaCode = requireString(body, 'areaCode', '专区编号');
      const cat = store.catalogue;
      const area = cat.areas.find((a) => a.code === areaCode);
      if (!area) throw new Fail(2009, '专区不存在');
      const now = mockNow(settings);
      const list = cat.products
        .filter((p) => inArea(area, p, cat.salePlans))
        .map((p) => goodOf(cat, p, now))
        .filter((g) => going(g, now))
        .sort(byCutoff);
      return pageOf(list, page - 1);
    },
  },
  {
    method: 'GET',
    path: '/api/search/v1/hot/list',
    auth: 'none',
    handle({ store }): string[] {
      return [...store.catalogue.searchCounts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([k]) => k);
    },
  },
  {
    method: 'POST',
    path: '/appMall/store/list',
    auth: 'none',
    handle(ctx) {
      const { body, store } = ctx;
      const page = current(body);
      const communityCode = strOf(body.communityCode);
      const keyword = strOf(body.keyword).trim();
      const here = latLngOf(body);
      const list = store.catalogue.shops.filter((s) => (!communityCode || s.communityCode === communityCode) && (!keyword || s.name.includes(keyword) || s.tags.includes(keyword)));
      // Nearest first when given where the person is (the distance rule of src/lib/lbs), else the seed's order.
      const sorted = here ? list.map((s) => ({ s, m: distanceBetween(here, s) ?? Infinity })).sort((a, b) => a.m - b.m).map((x) => x.s) : list;
      return pageOf(sorted.map((s) => liveShop(s, mockNow(ctx.settings))), page - 1);
    },
  },
  {
    method: 'POST',
    path: '/appMall/store/get',
    auth: 'none',
    handle({ body, store, settings }) {
      const code = requireString(body, 'storeCode', '店铺编号');
      const shop = store.catalogue.shops.find((s) => s.code === code);
      if (!shop) throw new Fail(2002, '店铺不存在');
      return liveShop(shop, mockNow(settings));
    },
  },
  {
    method: 'POST',
    path: '/api/product/v1/get',
    auth: 'none',
    handle(ctx) {
      return liveProduct(findProduct(ctx, requireString(ctx.body, 'code', '商品编号')), ctx.store.catalogue.salePlans, mockNow(ctx.settings));
    },
  },
  // /api/product/v1/save (a leader creating or editing a product) lives in handlers/merchant.ts.
];
