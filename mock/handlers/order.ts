// Mock handlers of orders (commit, list, detail, cancel, confirm, delete). Addresses and coupons: address.ts, coupon.ts.
// Orders run the states of docs/api.md on the business clock: a commit (one order per shop of the checkout)
// answers unpaid orders that close after UNPAID_TTL_MS unless paid (handlers/pay.ts); cancel and closing give
// stock and the coupon back; a commit is taken once per checkout (checkoutId); paid orders move on to
// "to receive" at their ready time (pickup start, or two hours after payment for delivery).
import { Fail, mockNow, requireString, requireUser, userPost, type Ctx, type Route } from '../core';
import type { ChosenAttr } from '../../src/rules/buy-lines';
import type { OrderItemWire, OrderShopWire, OrderWire, StationWire } from '../../src/api/product-order';
import { AFTER_SALE_STATUS, DELIVERY_TYPE, ORDER_STATUS, UNPAID_TTL_MS, type DeliveryType } from '../../src/rules/commerce-states';
import { makePickupCode } from '../../src/rules/pickup-code';
import { fullAddress } from '../../src/rules/address';
import { orderPickupWindow } from '../../src/rules/pickup-window';
import type { Store } from '../store';
import { type MockAddress, type MockOrder } from '../seed/commerce';
import { liveProduct } from '../seed/catalogue';
import { HOUR, fen, intOf, monthDayTime, pageOf, strOf, yuan } from '../seed/util';
import { findProduct } from './catalogue';
import { checkLimit, chosenAttrs, linesOf, specOf } from './cart';
import { refundTo } from './refund';

/** Delivery costs DELIVERY_FEE_FEN below FREE_DELIVERY_FEN of goods; pickup is free. */
export const DELIVERY_FEE_FEN = 500;
export const FREE_DELIVERY_FEN = 3900;

/** Puts a cancelled or closed order's goods back on the shelf and its coupon back in the wallet. */
function giveBack(store: Store, o: MockOrder, now: number): void {
  for (const i of o.items) {
    const p = store.catalogue.products.find((x) => x.code === i.goodCode);
    const spec = p && specOf(p, i.specName);
    if (!p || !spec) continue;
    spec.stock += i.num;
    p.sales = Math.max(0, p.sales - i.num);
  }
  // A coupon shared by the orders of one checkout comes back when the last of them is cancelled.
  const shared = store.orders.some((x) => x !== o && x.couponCode === o.couponCode && x.userCode === o.userCode && x.status !== ORDER_STATUS.cancelled);
  const coupon = o.couponCode && !shared ? store.coupons.find((c) => c.code === o.couponCode && c.userCode === o.userCode) : undefined;
  if (coupon && coupon.status === 1) coupon.status = coupon.endTime > now ? 0 : 2;
}

/** Time moves orders on: an unpaid order past its expiry closes; a paid one past its ready time is to receive. */
export function advanceOrders(store: Store, now = Date.now()): void {
  for (const o of store.orders) {
    if (o.status === ORDER_STATUS.unpaid && o.expireTime !== null && o.expireTime <= now) {
      o.status = ORDER_STATUS.cancelled;
      o.cancelTime = o.expireTime;
      o.cancelReason = 'expired';
      o.expireTime = null;
      giveBack(store, o, now);
    } else if (o.status === ORDER_STATUS.toShip && o.readyTime !== undefined && o.readyTime <= now) {
      o.status = ORDER_STATUS.toReceive;
      o.shipTime = o.readyTime;
    }
  }
}

/** A payment went through for an unpaid order (handlers/pay.ts): it is paid, gets its pickup code, and waits for its ready time. */
export function payOrder(store: Store, orderCode: string, now: number): void {
  const o = store.orders.find((x) => x.orderCode === orderCode);
  if (!o || o.status !== ORDER_STATUS.unpaid) return;
  o.status = ORDER_STATUS.toShip;
  o.payTime = now;
  o.expireTime = null;
  if (o.station && !o.pickupCode) o.pickupCode = newPickupCode(store);
  o.readyTime = o.pickupStart ?? now + 2 * HOUR;
}

const orderNow = (ctx: Ctx) => mockNow(ctx.settings);

function ownOrder(ctx: Ctx): MockOrder {
  const user = requireUser(ctx);
  advanceOrders(ctx.store, orderNow(ctx));
  const code = requireString(ctx.body, 'orderCode', '订单编号');
  const order = ctx.store.orders.find((o) => o.orderCode === code && o.userCode === user.userCode && !o.deleted);
  if (!order) throw new Fail(4001, '订单不存在');
  return order;
}

function publicOrder(o: MockOrder): OrderWire {
  const { userCode: _u, deleted: _d, readyTime: _r, ...rest } = o;
  return rest;
}

/** A pickup code no other order of the mock has. */
function newPickupCode(store: Store): string {
  for (;;) {
    const code = makePickupCode(1_000_000 + Math.floor(Math.random() * 9_000_000));
    if (!store.orders.some((o) => o.pickupCode === code)) return code;
  }
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
function draftOf(ctx: Ctx, checkoutId: string) {
  const user = requireUser(ctx);
  const { body, store } = ctx;
  const cartCodes = Array.isArray(body.cartCodes) ? (body.cartCodes as unknown[]).map(strOf).filter(Boolean) : [];
  const direct = Array.isArray(body.lines) ? (body.lines as Record<string, unknown>[]) : [];
  const wanted: { goodCode: string; specName: string; num: number; attrs?: ChosenAttr[]; rawAttrs?: unknown; title?: string }[] = [];
  if (cartCodes.length) {
    const lines = linesOf(ctx);
    for (const code of cartCodes) {
      const line = lines.find((l) => l.code === code);
      if (!line) throw new Fail(4002, '购物车商品已变化，请刷新后重试');
      wanted.push({ goodCode: line.goodCode, specName: line.specName, num: line.num, attrs: line.attrs, title: line.snapshot.title });
    }
  } else {
    for (const l of direct) wanted.push({ goodCode: strOf(l?.goodCode), specName: strOf(l?.specName), num: intOf(l?.num) ?? 0, rawAttrs: l?.attrs });
  }
  if (wanted.length === 0) throw new Fail(4003, '请选择要购买的商品');
  const now = mockNow(ctx.settings);
  const rounds = roundsOf(ctx, user.userCode, checkoutId);
  /** The pickup time of each group-buy good's round (pickup windows open no earlier). */
  const latestPickup = new Map<string, number | null>();
  const items: OrderItemWire[] = wanted.map((w, line) =>
    forLine(line, () => {
      const p = store.catalogue.products.find((x) => x.code === w.goodCode);
      if (!p) throw new Fail(2001, w.title ? `${w.title}已下架` : '商品不存在或已下架');
      const spec = specOf(p, w.specName);
      if (!spec) throw new Fail(3003, '请选择商品规格');
      if (w.num < 1 || w.num > 99) throw new Fail(3001, '数量须为1到99的整数');
      if (spec.stock === 0) throw new Fail(3005, `${p.title}已售罄`);
      if (w.num > spec.stock) throw new Fail(3005, `${p.title}库存不足，仅剩${spec.stock}件`);
      const live = liveProduct(p, store.catalogue.salePlans, now);
      if (live.cutoffTime !== null) {
        const round = rounds.get(p.code) ?? live.cutoffTime;
        if (round <= now) throw new Fail(4017, `${p.title}已于${monthDayTime(round)}截单`);
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
  if (body.deliveryType !== undefined && ![1, 2].includes(intOf(body.deliveryType) ?? 0)) throw new Fail(4014, '收货方式须为自提(1)或配送(2)');
  const deliveryType: DeliveryType = intOf(body.deliveryType) === DELIVERY_TYPE.pickup ? DELIVERY_TYPE.pickup : DELIVERY_TYPE.delivery;
  let address: MockAddress | undefined;
  let station: StationWire | null = null;
  if (deliveryType === DELIVERY_TYPE.pickup) {
    // A preview may leave the community out (the person has not chosen one yet); a commit may not.
    const communityCode = strOf(body.communityCode);
    station = communityCode ? store.stations.find((st) => st.communityCode === communityCode) ?? null : null;
    if (communityCode && !station) throw new Fail(4015, '该社区暂无团长自提点');
  } else {
    const addressCode = strOf(body.addressCode);
    address = addressCode
      ? store.addresses.find((a) => a.code === addressCode && a.userCode === user.userCode)
      : store.addresses.find((a) => a.userCode === user.userCode && a.isDefault);
    if (addressCode && !address) throw new Fail(4005, '收货地址不存在');
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
    if (!c || c.status !== 0) throw new Fail(4006, '优惠券不可用（已使用或已过期）');
    if (c.storeCode && !storeCodes.includes(c.storeCode)) throw new Fail(4007, '该优惠券不适用于此店铺');
    const base = goodsOf(c.storeCode || undefined);
    if (base < fen(c.threshold)) throw new Fail(4008, `未满${c.threshold}元，不能使用该优惠券`);
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
    // One rule with the goods' own texts (src/api/pickup-window.ts): a group-buy good at its pickupTime, others the default.
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
  userPost('/appMall/order/get', (ctx, user) => {
    const now = orderNow(ctx);
    advanceOrders(ctx.store, now);
    const checkoutId = strOf(ctx.body.checkoutId).slice(0, 64);
    // One checkout commits once: a repeat (a double tap, a retry after a lost answer) is refused.
    if (ctx.body.submit === true && checkoutId && ctx.store.orders.some((o) => o.userCode === user.userCode && o.checkoutId === checkoutId)) {
      throw new Fail(4013, '该订单已提交，请勿重复提交');
    }
    const { cartCodes, shops, ...draft } = draftOf(ctx, checkoutId);
    if (ctx.body.submit !== true) return { ...draft, shops };
    if (draft.deliveryType === DELIVERY_TYPE.delivery && !draft.address) throw new Fail(4009, '请选择收货地址');
    if (draft.deliveryType === DELIVERY_TYPE.pickup && !draft.station) throw new Fail(4016, '请选择自提社区');
    // One unpaid order per shop; they are paid together (handlers/pay.ts) or close at their expiry.
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
    return { ...publicOrder(orders[0]!), orders: orders.map(publicOrder) };
  }),
  userPost('/api/productOrder/v1/user/list', (ctx, user) => {
    const now = orderNow(ctx);
    advanceOrders(ctx.store, now);
    const pageIndex = intOf(ctx.body.pageIndex ?? 0);
    if (pageIndex === null || pageIndex < 0) throw new Fail(1, 'pageIndex须为从0开始的整数');
    const status = ctx.body.status === undefined ? null : intOf(ctx.body.status);
    const list = ctx.store.orders
      .filter((o) => o.userCode === user.userCode && !o.deleted && (status === null || o.status === status))
      .sort((a, b) => b.createTime - a.createTime)
      .map(publicOrder);
    return { ...pageOf(list, pageIndex), serverTime: now };
  }),
  userPost('/api/productOrder/v1/user/count', (ctx, user) => {
    advanceOrders(ctx.store, orderNow(ctx));
    const mine = ctx.store.orders.filter((o) => o.userCode === user.userCode && !o.deleted);
    return {
      unpaid: mine.filter((o) => o.status === ORDER_STATUS.unpaid).length,
      toReceive: mine.filter((o) => o.status === ORDER_STATUS.toShip || o.status === ORDER_STATUS.toReceive).length,
      toShip: mine.filter((o) => o.status === ORDER_STATUS.toShip).length,
      // Open after-sales: waiting for the leader.
      afterSale: ctx.store.afterSales.filter((a) => a.userCode === user.userCode && a.status === AFTER_SALE_STATUS.pending).length,
    };
  }),
  userPost('/api/productOrder/v1/user/get', (ctx) => ({ ...publicOrder(ownOrder(ctx)), serverTime: orderNow(ctx) })),
  userPost('/api/productOrder/v1/user/cancel', (ctx) => {
    const o = ownOrder(ctx);
    if (o.status !== ORDER_STATUS.unpaid && o.status !== ORDER_STATUS.toShip) throw new Fail(4010, '订单已发货或已结束，不能取消');
    const now = orderNow(ctx);
    // Paid: everything goes back to the payment it came from.
    if (o.payTime !== null) refundTo(ctx.store, { userCode: o.userCode, bizType: 'order', bizCode: o.orderCode, amountFen: fen(o.payAmount), reason: 'orderCancelled', now });
    o.status = ORDER_STATUS.cancelled;
    o.cancelTime = now;
    o.cancelReason = 'user';
    o.expireTime = null;
    giveBack(ctx.store, o, now);
    return publicOrder(o);
  }),
  userPost('/api/goodOrder/v1/confirm', (ctx) => {
    const o = ownOrder(ctx);
    if (o.status !== ORDER_STATUS.toReceive) throw new Fail(4011, '订单还未发货，不能确认收货');
    o.status = ORDER_STATUS.done;
    o.finishTime = orderNow(ctx);
    return publicOrder(o);
  }),
  userPost('/api/goodOrder/v1/remove', (ctx) => {
    const o = ownOrder(ctx);
    if (o.status !== ORDER_STATUS.done && o.status !== ORDER_STATUS.cancelled) throw new Fail(4012, '只能删除已完成或已取消的订单');
    o.deleted = true;
    return null;
  }),
];
