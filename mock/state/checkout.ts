// The checkout /appMall/order/get works on (mock/handlers/app-mall.ts): the lines (from the cart or sent), each
// checked (a refusal names its line), the sale round of each group-buy good kept from the first preview, how the
// order is received (pickup at a community's station, or delivery), the coupon, and one order per shop priced by
// mock/state/pricing.ts.
import { Fail, mockNow, type Ctx } from '../core';
import type { OrderItemWire, OrderShopWire, StationWire } from '../../src/api/product-order';
import type { ChosenAttr } from '../../src/rules/buy-lines';
import { COUPON_STATUS, DELIVERY_TYPE, type DeliveryType } from '../../src/rules/commerce-states';
import { ERR } from '../../src/rules/error-codes';
import { fullAddress } from '../../src/rules/address';
import { orderPickupWindow } from '../../src/rules/pickup-window';
import type { MockUser } from '../types';
import type { MockAddress } from '../seed/commerce';
import { liveProduct, shopServes } from './catalogue';
import { intOf, monthDayTime, strOf, yuan, fen } from '../seed/util';
import { checkLimit, chosenAttrs, findProduct, specOf } from './products';
import { couponShares, shopAmounts } from './pricing';
import { linesOf } from '../handlers/cart';

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
export function checkoutDraft(ctx: Ctx, user: MockUser, checkoutId: string) {
  const { body, store } = ctx;
  const cartCodes = Array.isArray(body.cartCodes) ? (body.cartCodes as unknown[]).map(strOf).filter(Boolean) : [];
  const direct = Array.isArray(body.lines) ? (body.lines as Record<string, unknown>[]) : [];
  const wanted: {
    goodCode: string;
    specName: string;
    num: number;
    attrs?: ChosenAttr[];
    rawAttrs?: unknown;
    title?: string;
  }[] = [];
  if (cartCodes.length) {
    const lines = linesOf(ctx);
    for (const code of cartCodes) {
      const line = lines.find((l) => l.code === code);
      if (!line) throw new Fail(ERR.order.cartChanged, '购物车商品已变化，请刷新后重试');
      wanted.push({
        goodCode: line.goodCode,
        specName: line.specName,
        num: line.num,
        attrs: line.attrs,
        title: line.snapshot.title,
      });
    }
  } else {
    for (const l of direct)
      wanted.push({
        goodCode: strOf(l?.goodCode),
        specName: strOf(l?.specName),
        num: intOf(l?.num) ?? 0,
        rawAttrs: l?.attrs,
      });
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
      return {
        goodCode: p.code,
        storeCode: p.storeCode,
        title: p.title,
        img: p.img,
        specName: spec.name,
        attrs,
        price: spec.price,
        deposit: p.deposit,
        num: w.num,
      };
    }),
  );
  // The per-person limit counts the good's lines together (one order at a time; docs/api.md).
  items.forEach((item, line) => {
    if (items.findIndex((i) => i.goodCode === item.goodCode) !== line) return;
    const pieces = items.filter((i) => i.goodCode === item.goodCode).reduce((n, i) => n + i.num, 0);
    checkLimit(findProduct(ctx, item.goodCode), 0, pieces, { line });
  });
  // How it is received: pickup at a community's leader station, or delivery (the default when not said, as before).
  if (
    body.deliveryType !== undefined &&
    intOf(body.deliveryType) !== DELIVERY_TYPE.pickup &&
    intOf(body.deliveryType) !== DELIVERY_TYPE.delivery
  )
    throw new Fail(ERR.order.badDeliveryType, '收货方式须为自提(1)或配送(2)');
  const deliveryType: DeliveryType =
    intOf(body.deliveryType) === DELIVERY_TYPE.pickup ? DELIVERY_TYPE.pickup : DELIVERY_TYPE.delivery;
  let address: MockAddress | undefined;
  let station: StationWire | null = null;
  if (deliveryType === DELIVERY_TYPE.pickup) {
    // A preview may leave the community out (the person has not chosen one yet); a commit may not.
    const communityCode = strOf(body.communityCode);
    station = communityCode ? (store.stations.find((st) => st.communityCode === communityCode) ?? null) : null;
    if (communityCode && !station) throw new Fail(ERR.order.noStation, '该社区暂无团长自提点');
    // A shop delivers to its own city's stations only (docs/product.md#business-time): the line it is about is named.
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

  // The coupon, its discount shared among the shops' orders (mock/state/pricing.ts).
  const couponCode = strOf(body.couponCode);
  let discountOf = new Map<string, number>();
  if (couponCode) {
    const c = store.coupons.find((x) => x.code === couponCode && x.userCode === user.userCode);
    if (!c || c.status !== COUPON_STATUS.usable)
      throw new Fail(ERR.order.couponUnusable, '优惠券不可用（已使用或已过期）');
    discountOf = couponShares(c, items);
  }

  const shops: OrderShopWire[] = storeCodes.map((storeCode) => {
    const mine = items.filter((i) => i.storeCode === storeCode);
    const shop = findProduct(ctx, mine[0]!.goodCode);
    const { goods, deposit, freight, discount, pay } = shopAmounts(
      items,
      storeCode,
      deliveryType,
      discountOf.get(storeCode) ?? 0,
    );
    // One rule with the goods' own texts (src/rules/pickup-window.ts): a group-buy good at its pickupTime, others the default.
    const window = station
      ? orderPickupWindow(
          now,
          mine.map((i) => latestPickup.get(i.goodCode) ?? null),
        )
      : null;
    return {
      storeCode,
      storeName: shop.storeName,
      storeImg: shop.storeImg,
      goodsAmount: yuan(goods),
      depositAmount: yuan(deposit),
      freight: yuan(freight),
      discount: yuan(discount),
      payAmount: yuan(pay),
      pickupStart: window?.start ?? null,
      pickupEnd: window?.end ?? null,
    };
  });
  const sum = (pick: (s: OrderShopWire) => number) => yuan(shops.reduce((n, x) => n + fen(pick(x)), 0));
  const latest = shops.reduce<OrderShopWire | null>(
    (a, x) => (a === null || (x.pickupStart ?? 0) > (a.pickupStart ?? 0) ? x : a),
    null,
  );
  const first = shops[0]!;
  return {
    storeCode: first.storeCode,
    storeName: first.storeName,
    storeImg: first.storeImg,
    items,
    goodsAmount: sum((x) => x.goodsAmount),
    depositAmount: sum((x) => x.depositAmount),
    freight: sum((x) => x.freight),
    discount: sum((x) => x.discount),
    payAmount: sum((x) => x.payAmount),
    couponCode: discountOf.size ? couponCode : '',
    address: address ? { name: address.name, phone: address.phone, address: fullAddress(address) } : null,
    deliveryType,
    station,
    pickupStart: latest?.pickupStart ?? null,
    pickupEnd: latest?.pickupEnd ?? null,
    shops,
    cartCodes,
  };
}
