// Mock handlers of src/api/app-mall.ts: the goods list (a search counts toward the hot keywords), the areas and
// their goods on sale now, the shops (nearest first when told where the person is; open from their hours on
// the mock's clock), and the checkout /appMall/order/get: a preview, or the commit of one unpaid order per shop
// (once per checkoutId; a round's cut-off refuses it; coupons shared across shops; delivery or pickup).
import { Fail, mockNow, requireString, userPost, type Ctx, type Route } from '../core';
import type { ProductWire } from '../../src/api/product';
import type { AreaWire, GoodWire, ShopWire } from '../../src/api/app-mall';
import type { OrderItemWire, OrderShopWire, StationWire } from '../../src/api/product-order';
import type { ChosenAttr } from '../../src/rules/buy-lines';
import { DELIVERY_TYPE, ORDER_STATUS, UNPAID_TTL_MS, type DeliveryType } from '../../src/rules/commerce-states';
import { fullAddress } from '../../src/rules/address';
import { orderPickupWindow } from '../../src/rules/pickup-window';
import { isOpenAt } from '../../src/rules/shop-hours';
import { distanceBetween } from '../../src/rules/distance';
import type { MockUser } from '../types';
import type { MockAddress, MockOrder } from '../seed/commerce';
import { inArea, liveProduct, type Catalogue } from '../seed/catalogue';
import { fen, intOf, monthDayTime, pageOf, strOf, yuan } from '../seed/util';
import { checkLimit, chosenAttrs, findProduct, servesAsked, specOf } from '../state/products';
import { shopServes } from '../seed/catalogue';
import { advanceOrders, orderNow, publicOrder } from '../state/orders';
import { linesOf } from './cart';
import { ERR } from '../../src/rules/error-codes';

/** Delivery costs DELIVERY_FEE_FEN below FREE_DELIVERY_FEN of goods; pickup is free. */
export const DELIVERY_FEE_FEN = 500;
export const FREE_DELIVERY_FEN = 3900;

/** The goods-list fields of a product, as answered now (stock and group-buy times are live). */
function goodOf(cat: Catalogue, p: ProductWire, now: number): GoodWire {
  const live = liveProduct(p, cat.salePlans, now);
  return {
    code: p.code, storeCode: p.storeCode, storeName: p.storeName, categoryCode: p.categoryCode, title: p.title, img: p.img,
    price: p.price, originalPrice: p.originalPrice, deposit: p.deposit, sales: p.sales, tags: p.tags,
    stock: live.stock, groupBuy: live.groupBuy, cutoffTime: live.cutoffTime, pickupTime: live.pickupTime,
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
  if (body.latitude === undefined || body.longitude === undefined || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
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

/** Runs the checks of one line; a refusal then says which line it is about (`data.line`, 0-based, in the order sent). */
function forLine<T>(line: number, check: () => T): T {
  try {
    return check();
  } catch (e) {
    throw e instanceof Fail && e.data === null ? new Fail(e.code, e.message, { line }) : e;
  }
}

/**
 * The sale round of each group-buy good a checkout shows (goodCode -> cut-off), kept from its first preview:
 * the commit is refused once that cut-off has passed, though a new round is on by then (docs/api.md).
 */
function roundsOf(ctx: Ctx, userCode: string, checkoutId: string): Map<string, number> {
  const key = `${userCode}:${checkoutId}`;
  let rounds = checkoutId ? ctx.store.checkoutRounds.get(key) : undefined;
  if (!rounds) {
    rounds = new Map();
    if (checkoutId) ctx.store.checkoutRounds.set(key, rounds);
  }
  return rounds;
}

/** The order as it would be: items, totals, how it is received and the coupon; throws on anything wrong. */
function draftOf(ctx: Ctx, user: MockUser, checkoutId: string) {
  const { body, store } = ctx;
  const cartCodes = Array.isArray(body.cartCodes) ? (body.cartCodes as unknown[]).map(strOf).filter(Boolean) : [];
  const direct = Array.isArray(body.lines) ? (body.lines as Record<string, unknown>[]) : [];
  const wanted: { goodCode: string; specName: string; num: number; attrs?: ChosenAttr[]; rawAttrs?: unknown; title?: string }[] = [];
  if (cartCodes.length) {
    const lines = linesOf(ctx);
    for (const code of cartCodes) {
      const line = lines.find((l) => l.code === code);
      if (!line) throw new Fail(ERR.order.cartChanged, '购物车商品已变化，请刷新后重试');
      wanted.push({ goodCode: line.goodCode, specName: line.specName, num: line.num, attrs: line.attrs, title: line.snapshot.title });
    }
  } else {
    for (const l of direct) wanted.push({ goodCode: strOf(l?.goodCode), specName: strOf(l?.specName), num: intOf(l?.num) ?? 0, rawAttrs: l?.attrs });
  }
  if (wanted.length === 0) throw new Fail(ERR.order.nothingChosen, '请选择要购买的商品');
  const now = mockNow(ctx.settings);
  const rounds = roundsOf(ctx, user.userCode, checkoutId);
  /** The pickup time of each group-buy good's round (pickup windows open no earlier). */
  const latestPickup = new Map<string, number | null>();
  const items: OrderItemWire[] = wanted.map((w, line) =>
    forLine(line, () => {
      const p = store.catalogue.products.find((x) => x.code === w.goodCode);
      if (!p) throw new Fail(ERR.product.notFound, w.title ? `${w.title}已下架` : '商品不存在或已下架');
      const spec = specOf(p, w.specName);
      if (!spec) throw new Fail(ERR.cart.noSpec, '请选择商品规格');
      if (w.num < 1 || w.num > 99) throw new Fail(ERR.cart.badNum, '数量须为1到99的整数');
      if (spec.stock === 0) throw new Fail(ERR.cart.noStock, `${p.title}已售罄`);
      if (w.num > spec.stock) throw new Fail(ERR.cart.noStock, `${p.title}库存不足，仅剩${spec.stock}件`);
      const live = liveProduct(p, store.catalogue.salePlans, now);
      if (live.cutoffTime !== null) {
        const round = rounds.get(p.code) ?? live.cutoffTime;
        if (round <= now) throw new Fail(ERR.order.cutOff, `${p.title}已于${monthDayTime(round)}截单`);
        rounds.set(p.code, round);
        latestPickup.set(p.code, live.pickupTime);
      }
      const attrs = w.attrs ?? chosenAttrs(p, w.rawAttrs);
      return { goodCode: p.code, storeCode: p.storeCode, title: p.title, img: p.img, specName: spec.name, attrs, price: spec.price, deposit: p.deposit, num: w.num };
    }),
  );
  // The per-person limit counts the good's lines together (one order at a time; docs/api.md).
  items.forEach((item, line) => {
    if (items.findIndex((i) => i.goodCode === item.goodCode) !== line) return;
    const pieces = items.filter((i) => i.goodCode === item.goodCode).reduce((n, i) => n + i.num, 0);
    checkLimit(findProduct(ctx, item.goodCode), 0, pieces, { line });
  });
  // How it is received: pickup at a community's leader station, or delivery (the default when not said, as before).
  if (body.deliveryType !== undefined && ![1, 2].includes(intOf(body.deliveryType) ?? 0)) throw new Fail(ERR.order.badDeliveryType, '收货方式须为自提(1)或配送(2)');
  const deliveryType: DeliveryType = intOf(body.deliveryType) === DELIVERY_TYPE.pickup ? DELIVERY_TYPE.pickup : DELIVERY_TYPE.delivery;
  let address: MockAddress | undefined;
  let station: StationWire | null = null;
  if (deliveryType === DELIVERY_TYPE.pickup) {
    // A preview may leave the community out (the person has not chosen one yet); a commit may not.
    const communityCode = strOf(body.communityCode);
    station = communityCode ? store.stations.find((st) => st.communityCode === communityCode) ?? null : null;
    if (communityCode && !station) throw new Fail(ERR.order.noStation, '该社区暂无团长自提点');
    // A shop delivers to its own city's stations only (design 17): the line it is about is named.
    if (station) {
      const at = station;
      items.forEach((item, line) => {
        if (shopServes(store.catalogue, item.storeCode, at.communityCode)) return;
        const shopName = findProduct(ctx, item.goodCode).storeName;
        throw new Fail(ERR.order.cutOff, `${shopName}不配送到${at.communityName}`, { line, storeCode: item.storeCode });
      });
    }
  } else {
    const addressCode = strOf(body.addressCode);
    address = addressCode
      ? store.addresses.find((a) => a.code === addressCode && a.userCode === user.userCode)
      : store.addresses.find((a) => a.userCode === user.userCode && a.isDefault);
    if (addressCode && !address) throw new Fail(ERR.order.addressNotFound, '收货地址不存在');
  }

  // One order per shop, in the order the shops first appear among the lines.
  const storeCodes = [...new Set(items.map((i) => i.storeCode))];
  const goodsOf = (storeCode?: string) => items.filter((i) => !storeCode || i.storeCode === storeCode).reduce((n, i) => n + fen(i.price) * i.num, 0);

  // The coupon: a shop's counts against that shop's goods, a platform coupon against all goods of the checkout,
  // its discount shared among the shops' orders in proportion to their goods (docs/api.md "Checkout across shops").
  const couponCode = strOf(body.couponCode);
  const discountOf = new Map<string, number>();
  if (couponCode) {
    const c = store.coupons.find((x) => x.code === couponCode && x.userCode === user.userCode);
    if (!c || c.status !== 0) throw new Fail(ERR.order.couponUnusable, '优惠券不可用（已使用或已过期）');
    if (c.storeCode && !storeCodes.includes(c.storeCode)) throw new Fail(ERR.order.couponOtherShop, '该优惠券不适用于此店铺');
    const base = goodsOf(c.storeCode || undefined);
    if (base < fen(c.threshold)) throw new Fail(ERR.order.couponThreshold, `未满${c.threshold}元，不能使用该优惠券`);
    const discount = Math.min(fen(c.amount), base);
    const shares = c.storeCode ? [c.storeCode] : storeCodes;
    let left = discount;
    shares.forEach((code, i) => {
      const share = i === shares.length - 1 ? left : Math.floor((discount * goodsOf(code)) / base);
      discountOf.set(code, share);
      left -= share;
    });
  }

  const shops: OrderShopWire[] = storeCodes.map((storeCode) => {
    const mine = items.filter((i) => i.storeCode === storeCode);
    const shop = findProduct(ctx, mine[0]!.goodCode);
    const goods = goodsOf(storeCode);
    const deposit = mine.reduce((n, i) => n + fen(i.deposit) * i.num, 0);
    const freight = deliveryType === DELIVERY_TYPE.delivery && goods < FREE_DELIVERY_FEN ? DELIVERY_FEE_FEN : 0;
    const discount = discountOf.get(storeCode) ?? 0;
    // One rule with the goods' own texts (src/rules/pickup-window.ts): a group-buy good at its pickupTime, others the default.
    const window = station ? orderPickupWindow(now, mine.map((i) => latestPickup.get(i.goodCode) ?? null)) : null;
    return {
      storeCode, storeName: shop.storeName, storeImg: shop.storeImg, goodsAmount: yuan(goods), depositAmount: yuan(deposit), freight: yuan(freight),
      discount: yuan(discount), payAmount: yuan(goods + deposit + freight - discount), pickupStart: window?.start ?? null, pickupEnd: window?.end ?? null,
    };
  });
  const sum = (pick: (s: OrderShopWire) => number) => yuan(shops.reduce((n, x) => n + fen(pick(x)), 0));
  const latest = shops.reduce<OrderShopWire | null>((a, x) => (a === null || (x.pickupStart ?? 0) > (a.pickupStart ?? 0) ? x : a), null);
  const first = shops[0]!;
  return {
    storeCode: first.storeCode, storeName: first.storeName, storeImg: first.storeImg, items,
    goodsAmount: sum((x) => x.goodsAmount), depositAmount: sum((x) => x.depositAmount), freight: sum((x) => x.freight), discount: sum((x) => x.discount),
    payAmount: sum((x) => x.payAmount), couponCode: discountOf.size ? couponCode : '',
    address: address ? { name: address.name, phone: address.phone, address: fullAddress(address) } : null,
    deliveryType, station, pickupStart: latest?.pickupStart ?? null, pickupEnd: latest?.pickupEnd ?? null,
    shops, cartCodes,
  };
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
        .filter((p) => serves(p.storeCode) && (!storeCode || p.storeCode === storeCode) && (!categoryCode || p.categoryCode === categoryCode))
        .filter((p) => !keyword || p.title.includes(keyword) || p.storeName.includes(keyword) || p.tags.includes(keyword))
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
        goodCount: cat.products.filter((p) => serves(p.storeCode) && inArea(a, p, cat.salePlans) && going(goodOf(cat, p, now), now)).length,
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
      const list = store.catalogue.shops.filter((s) => serves(s.code) && (!keyword || s.name.includes(keyword) || s.tags.includes(keyword)));
      // Nearest first when given where the person is (the distance rule of src/rules/distance.ts), else the seed's order.
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
      if (!shop) throw new Fail(ERR.product.shopNotFound, '店铺不存在');
      return liveShop(shop, mockNow(settings));
    },
  },
  userPost('/appMall/order/get', (ctx, user) => {
    const now = orderNow(ctx);
    advanceOrders(ctx.store, now);
    const checkoutId = strOf(ctx.body.checkoutId).slice(0, 64);
    // One checkout commits once: a repeat (a double tap, a retry after a lost answer) is refused.
    if (ctx.body.submit === true && checkoutId && ctx.store.orders.some((o) => o.userCode === user.userCode && o.checkoutId === checkoutId)) {
      throw new Fail(ERR.order.alreadyCommitted, '该订单已提交，请勿重复提交');
    }
    const { cartCodes, shops, ...draft } = draftOf(ctx, user, checkoutId);
    if (ctx.body.submit !== true) return { ...draft, shops };
    if (draft.deliveryType === DELIVERY_TYPE.delivery && !draft.address) throw new Fail(ERR.order.noAddress, '请选择收货地址');
    if (draft.deliveryType === DELIVERY_TYPE.pickup && !draft.station) throw new Fail(ERR.order.noCommunity, '请选择自提社区');
    // One unpaid order per shop; they are paid together (pay.ts, wxpay.ts) or close at their expiry.
    const remark = strOf(ctx.body.remark).slice(0, 100);
    const orders: MockOrder[] = shops.map((shop) => ({
      ...shop, items: draft.items.filter((i) => i.storeCode === shop.storeCode), couponCode: fen(shop.discount) > 0 ? draft.couponCode : '',
      address: draft.address, deliveryType: draft.deliveryType, station: draft.station,
      userCode: user.userCode, deleted: false, orderCode: ctx.store.nextId('O'), status: ORDER_STATUS.unpaid,
      remark, pickupCode: '', checkoutId, expireTime: now + UNPAID_TTL_MS, cancelReason: null,
      createTime: now, payTime: null, shipTime: null, finishTime: null, cancelTime: null,
    }));
    for (const i of draft.items) {
      const p = findProduct(ctx, i.goodCode);
      const spec = specOf(p, i.specName)!;
      spec.stock -= i.num;
      p.sales += i.num;
    }
    if (draft.couponCode) ctx.store.coupons.find((c) => c.code === draft.couponCode && c.userCode === user.userCode)!.status = 1;
    if (cartCodes.length) ctx.store.carts.set(user.userCode, linesOf(ctx).filter((l) => !cartCodes.includes(l.code)));
    ctx.store.orders.unshift(...orders);
    // The first order, as before, and every order of the checkout (one per shop) beside it.
    return { ...publicOrder(orders[0]!, ctx.store), orders: orders.map((o) => publicOrder(o, ctx.store)) };
  }),
];
