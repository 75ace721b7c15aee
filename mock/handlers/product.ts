// Mock handlers of src/api/product.ts: a product's detail (live stock and group-buy times), and a leader's own
// products: create or edit from the product draft, my products, and
// taking one down or putting it on sale again; who bought one (docs/product.md#growth) (a taken-down product leaves the catalogue: the goods
// list, the shop and the detail no longer find it). A product without specs takes its `stock`; a group-buy
// good its `salePlan` (daily cut-off hour, pickup hour the day after), kept with the catalogue's sale plans so
// that its cutoffTime and pickupTime are made like every other group-buy's (liveProduct).
import { Fail, mockNow, pageIndexOf, requireString, userPost, type Ctx, type Route } from '../core';
import type { ProductWire } from '../../src/api/product';
import type { MockUser } from '../types';
import type { SalePlan } from '../seed/catalogue';
import { liveProduct } from '../state/catalogue';
import { intOf, numOf, pageOf, strOf } from '../seed/util';
import { findProduct, servesAsked } from '../state/products';
import { approvedStation } from '../state/stations';
import { maskName } from '../../src/rules/mask';
import { ERR } from '../../src/rules/error-codes';
import { isOrderBought } from '../../src/rules/commerce-states';

const TITLE_MAX = 40;
const BUYERS_DAYS = 30;
const DAY_MS = 86_400_000;
const DETAILS_MAX = 500;
const STOCK_MAX = 99999;

/** The product draft of the body, checked (docs/api.md "Product draft"). */
function draftOf(ctx: Ctx) {
  const { body, store } = ctx;
  const title = requireString(body, 'title', '商品名称');
  if ([...title].length > TITLE_MAX) throw new Fail(ERR.product.titleTooLong, '商品名称不能超过40个字');
  const categoryCode = requireString(body, 'categoryCode', '商品分类');
  if (!store.catalogue.goodCategories.some((c) => c.code === categoryCode))
    throw new Fail(ERR.product.unknownCategory, '商品分类不存在');
  const img = requireString(body, 'img', '商品主图');
  const rawSpecs = Array.isArray(body.specList) ? (body.specList as Record<string, unknown>[]) : [];
  const specList = rawSpecs.map((s) => ({
    name: strOf(s?.name),
    price: numOf(s?.price) ?? -1,
    stock: intOf(s?.stock ?? 100) ?? -1,
  }));
  if (specList.some((s) => !s.name || s.price <= 0)) throw new Fail(ERR.product.badSpec, '规格须有名称和大于0的价格');
  if (specList.some((s) => s.stock < 0 || s.stock > STOCK_MAX))
    throw new Fail(ERR.product.badStock, '库存须为0到99999的整数');
  if (new Set(specList.map((s) => s.name)).size !== specList.length)
    throw new Fail(ERR.product.duplicateSpec, '规格名称不能重复');
  const price = numOf(body.price);
  if (specList.length === 0) {
    if (price === null || price <= 0) throw new Fail(ERR.product.badPrice, '请填写大于0的价格');
    const stock = intOf(body.stock ?? 100);
    if (stock === null || stock < 0 || stock > STOCK_MAX)
      throw new Fail(ERR.product.badStock, '库存须为0到99999的整数');
    specList.push({ name: '标准', price, stock });
  }
  const rawAttrs = Array.isArray(body.goodAttr) ? (body.goodAttr as Record<string, unknown>[]) : [];
  const goodAttr = rawAttrs.map((a) => ({
    name: strOf(a?.name),
    items: Array.isArray(a?.items) ? (a.items as unknown[]).map(strOf).filter(Boolean) : [],
  }));
  if (goodAttr.some((a) => !a.name || a.items.length === 0))
    throw new Fail(ERR.product.badAttr, '属性须有名称和至少一个选项');
  const imgList = Array.isArray(body.imgList) ? (body.imgList as unknown[]).map(strOf).filter(Boolean) : [];
  const details = strOf(body.details);
  if ([...details].length > DETAILS_MAX) throw new Fail(ERR.product.detailsTooLong, '商品详情不能超过500个字');
  const salePlan = salePlanOf(body.salePlan);
  return {
    product: {
      categoryCode,
      title,
      img,
      imgList: imgList.length ? imgList : [img],
      specList,
      goodAttr,
      details,
      price: Math.min(...specList.map((s) => s.price)),
    },
    salePlan,
  };
}

/** A group-buy's plan from the body: null (not a group-buy), or whole hours 0..23; else 2013. */
function salePlanOf(raw: unknown): SalePlan | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const plan = raw as Record<string, unknown>;
  const cutoffHour = intOf(plan?.cutoffHour);
  const pickupHour = intOf(plan?.pickupHour);
  if (
    cutoffHour === null ||
    pickupHour === null ||
    cutoffHour < 0 ||
    cutoffHour > 23 ||
    pickupHour < 0 ||
    pickupHour > 23
  ) {
    throw new Fail(ERR.product.badHours, '截单和自提时间须为0到23点的整点');
  }
  return { cutoffHour, pickupHour };
}

/** Sets (or clears) a product's group-buy plan. */
function setPlan(ctx: Ctx, code: string, plan: SalePlan | null): void {
  if (plan) ctx.store.catalogue.salePlans.set(code, plan);
  else ctx.store.catalogue.salePlans.delete(code);
}

/** A product of the caller, on sale (in the catalogue) or taken down. */
function mine(ctx: Ctx, user: MockUser, code: string): { product: ProductWire; onSale: boolean } {
  const { store } = ctx;
  if (store.productOwners.get(code) !== user.userCode) throw new Fail(ERR.product.notOwner, '只能管理自己发布的商品');
  const onSale = store.catalogue.products.find((p) => p.code === code);
  if (onSale) return { product: onSale, onSale: true };
  const off = store.offShelf.find((p) => p.code === code);
  if (!off) throw new Fail(ERR.product.notFound, '商品不存在或已下架');
  return { product: off, onSale: false };
}

/** A product of mine as answered: live (stock, group-buy times) and whether it is on sale. */
const myWire = (ctx: Ctx, product: ProductWire, onSale: boolean) => {
  const plan = ctx.store.catalogue.salePlans.get(product.code);
  return {
    ...liveProduct(product, ctx.store.catalogue.salePlans),
    onSale: onSale ? 1 : 0,
    salePlan: plan ? { ...plan } : null,
  };
};

function shopOf(ctx: Ctx, storeCode: string) {
  return ctx.store.catalogue.shops.find((s) => s.code === storeCode);
}

export const routes: Route[] = [
  {
    method: 'POST',
    path: '/api/product/v1/get',
    auth: 'none',
    handle(ctx) {
      const product = liveProduct(
        findProduct(ctx, requireString(ctx.body, 'code', '商品编号')),
        ctx.store.catalogue.salePlans,
        mockNow(ctx.settings),
      );
      // Whether its shop delivers to the asked community's station (docs/product.md#business-time); true without one.
      return { ...product, serves: servesAsked(ctx)(product.storeCode) };
    },
  },
  {
    // Who bought it (docs/product.md#growth): people with a paid order of it in the last 30 days, newest first, masked.
    method: 'POST',
    path: '/api/product/v1/buyers',
    auth: 'none',
    handle(ctx) {
      const code = requireString(ctx.body, 'code', '商品编号');
      const size = intOf(ctx.body.pageSize ?? 10);
      if (size === null || size < 1 || size > 50) throw new Fail(ERR.envelope.badInput, 'pageSize须为1到50的整数');
      const since = mockNow(ctx.settings) - BUYERS_DAYS * DAY_MS;
      const latest = new Map<string, number>();
      for (const o of ctx.store.orders) {
        if (
          o.payTime === null ||
          o.payTime < since ||
          !isOrderBought(o.status) ||
          !o.items.some((i) => i.goodCode === code)
        )
          continue;
        latest.set(o.userCode, Math.max(latest.get(o.userCode) ?? 0, o.payTime));
      }
      const list = [...latest.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([userCode, time]) => {
          const u = ctx.store.users.get(userCode);
          return { name: maskName(u?.name || '邻居'), avatar: u?.avatar ?? '', time };
        });
      return { total: list.length, list: list.slice(0, size) };
    },
  },
  userPost('/api/product/v1/save', (ctx, user) => {
    const team = approvedStation(ctx, ERR.product.notLeader, '只有审核通过的团长才能发布商品');
    const { store } = ctx;
    const { product: draft, salePlan } = draftOf(ctx);
    const code = strOf(ctx.body.code);
    if (code) {
      const { product } = mine(ctx, user, code);
      Object.assign(product, draft);
      setPlan(ctx, product.code, salePlan);
      return liveProduct(product, store.catalogue.salePlans);
    }
    const shop = shopOf(ctx, team.storeCode) ?? store.catalogue.shops[0]!;
    const product: ProductWire = {
      ...draft,
      code: store.nextId('P'),
      storeCode: shop.code,
      storeName: shop.name,
      storeImg: shop.img,
      originalPrice: 0,
      deposit: 0,
      sales: 0,
      tags: '团长新品',
      createTime: Date.now(),
      stock: 0,
      groupBuy: false,
      cutoffTime: null,
      pickupTime: null,
      limitPerPerson: 0,
    };
    store.catalogue.products.unshift(product);
    store.productOwners.set(product.code, user.userCode);
    setPlan(ctx, product.code, salePlan);
    shop.goodCount += 1;
    return liveProduct(product, store.catalogue.salePlans);
  }),
  userPost('/api/product/v1/mine', (ctx, user) => {
    const { store } = ctx;
    const pageIndex = pageIndexOf(ctx.body);
    const owned = (p: ProductWire) => store.productOwners.get(p.code) === user.userCode;
    const list = [
      ...store.catalogue.products.filter(owned).map((p) => myWire(ctx, p, true)),
      ...store.offShelf.filter(owned).map((p) => myWire(ctx, p, false)),
    ].sort((a, b) => b.createTime - a.createTime);
    return pageOf(list, pageIndex);
  }),
  userPost('/api/product/v1/mine/get', (ctx, user) => {
    const { product, onSale } = mine(ctx, user, requireString(ctx.body, 'code', '商品编号'));
    return myWire(ctx, product, onSale);
  }),
  userPost('/api/product/v1/shelf', (ctx, user) => {
    approvedStation(ctx, ERR.product.notLeader, '只有审核通过的团长才能发布商品');
    const { store } = ctx;
    const { product, onSale } = mine(ctx, user, requireString(ctx.body, 'code', '商品编号'));
    const want = intOf(ctx.body.onSale);
    if (want !== 0 && want !== 1) throw new Fail(ERR.envelope.badInput, 'onSale须为0或1');
    if (want === 1 && !onSale) {
      store.offShelf.splice(store.offShelf.indexOf(product), 1);
      store.catalogue.products.unshift(product);
      const shop = shopOf(ctx, product.storeCode);
      if (shop) shop.goodCount += 1;
    } else if (want === 0 && onSale) {
      store.catalogue.products.splice(store.catalogue.products.indexOf(product), 1);
      store.offShelf.unshift(product);
      const shop = shopOf(ctx, product.storeCode);
      if (shop) shop.goodCount -= 1;
    }
    return myWire(ctx, product, want === 1);
  }),
];
