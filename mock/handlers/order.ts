// Mock handlers of orders (commit, list, detail, cancel, confirm, delete), addresses and coupons.
import { Fail, requireString, requireUser, type Ctx, type Route } from '../core';
import type { OrderItemWire } from '../../src/api/product-order';
import type { MockAddress, MockOrder } from '../seed/commerce';
import { fen, intOf, numOf, pageOf, strOf, yuan } from '../seed/util';
import { findProduct } from './catalogue';
import { linesOf, specOf } from './cart';
import { isPhone } from '../../src/lib/validate';


function ownOrder(ctx: Ctx): MockOrder {
  const user = requireUser(ctx);
  const code = requireString(ctx.body, 'orderCode', '订单编号');
  const order = ctx.store.orders.find((o) => o.orderCode === code && o.userCode === user.userCode && !o.deleted);
  if (!order) throw new Fail(4001, '订单不存在');
  return order;
}

function publicOrder(o: MockOrder) {
  const { userCode: _u, deleted: _d, ...rest } = o;
  return rest;
}

function addressLine(a: MockAddress): string {
  return [a.province, a.city === a.province ? '' : a.city, a.district, a.detail].join('');
}

/** The order as it would be: items, totals, address and coupon; throws on anything wrong. */
function draftOf(ctx: Ctx) {
  const user = requireUser(ctx);
  const { body, store } = ctx;
  const cartCodes = Array.isArray(body.cartCodes) ? (body.cartCodes as unknown[]).map(strOf).filter(Boolean) : [];
  const direct = Array.isArray(body.lines) ? (body.lines as Record<string, unknown>[]) : [];
  const wanted: { goodCode: string; specName: string; num: number }[] = [];
  if (cartCodes.length) {
    const lines = linesOf(ctx);
    for (const code of cartCodes) {
      const line = lines.find((l) => l.code === code);
      if (!line) throw new Fail(4002, '购物车商品已变化，请刷新后重试');
      wanted.push({ goodCode: line.goodCode, specName: line.specName, num: line.num });
    }
  } else {
    for (const l of direct) wanted.push({ goodCode: strOf(l?.goodCode), specName: strOf(l?.specName), num: intOf(l?.num) ?? 0 });
  }
  if (wanted.length === 0) throw new Fail(4003, '请选择要购买的商品');
  const items: OrderItemWire[] = wanted.map((w) => {
    const p = findProduct(ctx, w.goodCode);
    const spec = specOf(p, w.specName);
    if (!spec) throw new Fail(3003, '请选择商品规格');
    if (w.num < 1 || w.num > 99) throw new Fail(3001, '数量须为1到99的整数');
    if (w.num > spec.stock) throw new Fail(3005, `${p.title}库存不足`);
    return { goodCode: p.code, title: p.title, img: p.img, specName: spec.name, price: spec.price, deposit: p.deposit, num: w.num };
  });
  const stores = new Set(items.map((i) => findProduct(ctx, i.goodCode).storeCode));
  if (stores.size > 1) throw new Fail(4004, '一次只能结算同一店铺的商品');
  const first = findProduct(ctx, items[0]!.goodCode);
  const goods = items.reduce((n, i) => n + fen(i.price) * i.num, 0);
  const deposit = items.reduce((n, i) => n + fen(i.deposit) * i.num, 0);
  const addressCode = strOf(body.addressCode);
  const address = addressCode
    ? store.addresses.find((a) => a.code === addressCode && a.userCode === user.userCode)
    : store.addresses.find((a) => a.userCode === user.userCode && a.isDefault);
  if (addressCode && !address) throw new Fail(4005, '收货地址不存在');
  const couponCode = strOf(body.couponCode);
  let discount = 0;
  if (couponCode) {
    const c = store.coupons.find((x) => x.code === couponCode && x.userCode === user.userCode);
    if (!c || c.status !== 0) throw new Fail(4006, '优惠券不可用');
    if (c.storeCode && c.storeCode !== first.storeCode) throw new Fail(4007, '该优惠券不适用于此店铺');
    if (goods < fen(c.threshold)) throw new Fail(4008, `未满${c.threshold}元，不能使用该优惠券`);
    discount = Math.min(fen(c.amount), goods);
  }
  return {
    storeCode: first.storeCode, storeName: first.storeName, storeImg: first.storeImg, items,
    goodsAmount: yuan(goods), depositAmount: yuan(deposit), freight: 0, discount: yuan(discount), payAmount: yuan(goods + deposit - discount),
    couponCode, address: address ? { name: address.name, phone: address.phone, address: addressLine(address) } : null,
    cartCodes,
  };
}

function validAddress(body: Record<string, unknown>) {
  const name = requireString(body, 'name', '收货人');
  const phone = requireString(body, 'phone', '手机号');
  if (!isPhone(phone)) throw new Fail(5001, '手机号格式不正确');
  const province = requireString(body, 'province', '省份');
  const city = requireString(body, 'city', '城市');
  const district = requireString(body, 'district', '区县');
  const detail = requireString(body, 'detail', '详细地址');
  if (name.length > 20) throw new Fail(5002, '收货人姓名不能超过20个字');
  return { name, phone, province, city, district, detail, latitude: numOf(body.latitude), longitude: numOf(body.longitude) };
}

function addressesOf(ctx: Ctx): MockAddress[] {
  const user = requireUser(ctx);
  return ctx.store.addresses.filter((a) => a.userCode === user.userCode);
}

const publicAddress = ({ userCode: _u, ...a }: MockAddress) => a;

export const routes: Route[] = [
  {
    method: 'POST',
    path: '/appMall/order/get',
    auth: 'user',
    handle(ctx) {
      const { cartCodes, ...draft } = draftOf(ctx);
      if (ctx.body.submit !== true) return draft;
      if (!draft.address) throw new Fail(4009, '请选择收货地址');
      const user = requireUser(ctx);
      const now = Date.now();
      const order: MockOrder = {
        ...draft, userCode: user.userCode, deleted: false, orderCode: ctx.store.nextId('O'), status: 1, remark: strOf(ctx.body.remark).slice(0, 100),
        createTime: now, payTime: now, shipTime: null, finishTime: null, cancelTime: null,
      };
      for (const i of draft.items) {
        const p = findProduct(ctx, i.goodCode);
        const spec = specOf(p, i.specName)!;
        spec.stock -= i.num;
        p.sales += i.num;
      }
      if (draft.couponCode) ctx.store.coupons.find((c) => c.code === draft.couponCode)!.status = 1;
      if (cartCodes.length) ctx.store.carts.set(user.userCode, linesOf(ctx).filter((l) => !cartCodes.includes(l.code)));
      ctx.store.orders.unshift(order);
      return publicOrder(order);
    },
  },
  {
    method: 'POST',
    path: '/api/productOrder/v1/user/list',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      const pageIndex = intOf(ctx.body.pageIndex ?? 0);
      if (pageIndex === null || pageIndex < 0) throw new Fail(1, 'pageIndex须为从0开始的整数');
      const status = ctx.body.status === undefined ? null : intOf(ctx.body.status);
      const list = ctx.store.orders
        .filter((o) => o.userCode === user.userCode && !o.deleted && (status === null || o.status === status))
        .sort((a, b) => b.createTime - a.createTime)
        .map(publicOrder);
      return pageOf(list, pageIndex);
    },
  },
  { method: 'POST', path: '/api/productOrder/v1/user/get', auth: 'user', handle: (ctx) => publicOrder(ownOrder(ctx)) },
  {
    method: 'POST',
    path: '/api/productOrder/v1/user/cancel',
    auth: 'user',
    handle(ctx) {
      const o = ownOrder(ctx);
      if (o.status !== 0 && o.status !== 1) throw new Fail(4010, '订单已发货或已结束，不能取消');
      o.status = 4;
      o.cancelTime = Date.now();
      return publicOrder(o);
    },
  },
  {
    method: 'POST',
    path: '/api/goodOrder/v1/confirm',
    auth: 'user',
    handle(ctx) {
      const o = ownOrder(ctx);
      if (o.status !== 2) throw new Fail(4011, '订单还未发货，不能确认收货');
      o.status = 3;
      o.finishTime = Date.now();
      return publicOrder(o);
    },
  },
  {
    method: 'POST',
    path: '/api/goodOrder/v1/remove',
    auth: 'user',
    handle(ctx) {
      const o = ownOrder(ctx);
      if (o.status !== 3 && o.status !== 4) throw new Fail(4012, '只能删除已完成或已取消的订单');
      o.deleted = true;
      return null;
    },
  },
  {
    method: 'POST',
    path: '/api/address/v1/default/get',
    auth: 'user',
    handle: (ctx) => {
      const a = addressesOf(ctx).find((x) => x.isDefault);
      return a ? publicAddress(a) : null;
    },
  },
  {
    method: 'POST',
    path: '/api/address/v1/list',
    auth: 'user',
    handle: (ctx) => addressesOf(ctx).sort((a, b) => Number(b.isDefault) - Number(a.isDefault)).map(publicAddress),
  },
  {
    method: 'POST',
    path: '/api/address/v1/save',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      const fields = validAddress(ctx.body);
      const mine = addressesOf(ctx);
      const code = strOf(ctx.body.code);
      let a = code ? mine.find((x) => x.code === code) : undefined;
      if (code && !a) throw new Fail(5003, '地址不存在');
      if (!a) {
        if (mine.length >= 20) throw new Fail(5004, '最多保存20个地址');
        a = { ...fields, code: ctx.store.nextId('A'), userCode: user.userCode, isDefault: false };
        ctx.store.addresses.push(a);
      } else Object.assign(a, fields);
      if (ctx.body.isDefault === true || mine.length === 0) for (const x of [...mine, a]) x.isDefault = x === a;
      return publicAddress(a);
    },
  },
  {
    method: 'POST',
    path: '/api/address/v1/remove',
    auth: 'user',
    handle(ctx) {
      const code = requireString(ctx.body, 'code', '地址编号');
      const a = addressesOf(ctx).find((x) => x.code === code);
      if (!a) throw new Fail(5003, '地址不存在');
      ctx.store.addresses.splice(ctx.store.addresses.indexOf(a), 1);
      const rest = addressesOf(ctx);
      if (a.isDefault && rest[0]) rest[0].isDefault = true;
      return null;
    },
  },
  {
    method: 'POST',
    path: '/api/address/v1/default/set',
    auth: 'user',
    handle(ctx) {
      const code = requireString(ctx.body, 'code', '地址编号');
      const mine = addressesOf(ctx);
      if (!mine.some((x) => x.code === code)) throw new Fail(5003, '地址不存在');
      for (const x of mine) x.isDefault = x.code === code;
      return null;
    },
  },
  {
    method: 'POST',
    path: '/api/coupon/v1/list',
    auth: 'user',
    handle(ctx) {
      const user = requireUser(ctx);
      const status = ctx.body.status === undefined ? null : intOf(ctx.body.status);
      return ctx.store.coupons.filter((c) => c.userCode === user.userCode && (status === null || c.status === status)).map(({ userCode: _u, ...c }) => c);
    },
  },
];
