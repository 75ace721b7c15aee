// Mock handlers of the cart: lines per user, grouped by store; edits change the list and the count.
// A line whose spec has no stock is sold out; a line whose product left the catalogue is delisted.
import { Fail, requireString, requireUser, type Ctx, type Route } from '../core';
import type { CartGroupWire, CartItemWire } from '../../src/api/cart';
import { CART_ITEM_STATUS } from '../../src/api/commerce-states';
import type { ProductWire } from '../../src/api/product';
import type { CartLine } from '../seed/commerce';
import { intOf, strOf } from '../seed/util';
import { findProduct } from './catalogue';

export const CART_LINE_MAX = 99;

export function specOf(p: ProductWire, name: string) {
  return p.specList.find((s) => s.name === name) ?? (name === '' ? p.specList[0] : undefined);
}

export function linesOf(ctx: Ctx): CartLine[] {
  const user = requireUser(ctx);
  let lines = ctx.store.carts.get(user.userCode);
  if (!lines) ctx.store.carts.set(user.userCode, (lines = []));
  return lines;
}

export function cartItem(ctx: Ctx, line: CartLine): CartItemWire {
  const p = ctx.store.catalogue.products.find((x) => x.code === line.goodCode);
  const spec = p && specOf(p, line.specName);
  if (!p || !spec) {
    const s = line.snapshot;
    return { code: line.code, goodCode: line.goodCode, storeCode: s.storeCode, title: s.title, img: s.img, specName: line.specName, price: s.price, deposit: s.deposit, num: line.num, stock: 0, status: CART_ITEM_STATUS.delisted };
  }
  const status = spec.stock > 0 ? CART_ITEM_STATUS.onSale : CART_ITEM_STATUS.soldOut;
  return { code: line.code, goodCode: p.code, storeCode: p.storeCode, title: p.title, img: p.img, specName: spec.name, price: spec.price, deposit: p.deposit, num: line.num, stock: spec.stock, status };
}

function items(ctx: Ctx): CartItemWire[] {
  return linesOf(ctx).map((l) => cartItem(ctx, l));
}

/** Pieces in the cart (sum of quantities, unavailable lines included: they are still in the cart). */
function count(ctx: Ctx, storeCode = ''): number {
  return items(ctx).filter((i) => !storeCode || i.storeCode === storeCode).reduce((n, i) => n + i.num, 0);
}

export const routes: Route[] = [
  {
    method: 'POST',
    path: '/api/cart/v1/list',
    auth: 'user',
    handle(ctx) {
      const groups: CartGroupWire[] = [];
      for (const item of items(ctx)) {
        let g = groups.find((x) => x.storeCode === item.storeCode);
        if (!g) {
          const shop = ctx.store.catalogue.shops.find((s) => s.code === item.storeCode);
          groups.push((g = { storeCode: item.storeCode, storeName: shop?.name ?? '', storeImg: shop?.img ?? '', children: [] }));
        }
        g.children.push(item);
      }
      return groups;
    },
  },
  {
    method: 'POST',
    path: '/api/cart/v1/store/list',
    auth: 'user',
    handle(ctx) {
      const storeCode = requireString(ctx.body, 'storeCode', '店铺编号');
      return items(ctx).filter((i) => i.storeCode === storeCode);
    },
  },
  {
    method: 'POST',
    path: '/api/cart/v1/count/json',
    auth: 'user',
    handle: (ctx) => count(ctx, strOf(ctx.body.storeCode)),
  },
  {
    method: 'POST',
    path: '/api/cart/v1/edit/json',
    auth: 'user',
    handle(ctx) {
      const lines = linesOf(ctx);
      const num = intOf(ctx.body.num);
      if (num === null || num < 0 || num > CART_LINE_MAX) throw new Fail(3001, `数量须为0到${CART_LINE_MAX}的整数`);
      const code = strOf(ctx.body.code);
      let line: CartLine | undefined;
      let next: number;
      let stock: number;
      if (code) {
        line = lines.find((l) => l.code === code);
        if (!line) throw new Fail(3002, '购物车中没有这件商品');
        next = num;
        const p = ctx.store.catalogue.products.find((x) => x.code === line!.goodCode);
        stock = p ? specOf(p, line.specName)?.stock ?? 0 : 0;
      } else {
        const p = findProduct(ctx, requireString(ctx.body, 'goodCode', '商品编号'));
        const spec = specOf(p, strOf(ctx.body.specName));
        if (!spec) throw new Fail(3003, '请选择商品规格');
        if (num === 0) throw new Fail(3001, '加入购物车的数量至少为1');
        line = lines.find((l) => l.goodCode === p.code && (specOf(p, l.specName)?.name === spec.name));
        next = (line?.num ?? 0) + num;
        stock = spec.stock;
        if (!line && next <= CART_LINE_MAX && next <= stock) {
          const snapshot = { storeCode: p.storeCode, title: p.title, img: p.img, price: spec.price, deposit: p.deposit };
          lines.push((line = { code: ctx.store.nextId('K'), goodCode: p.code, specName: spec.name, num: 0, snapshot }));
        }
      }
      if (next > CART_LINE_MAX) throw new Fail(3004, `每件商品最多购买${CART_LINE_MAX}件`);
      if (next > stock) throw new Fail(3005, stock > 0 ? `库存不足，仅剩${stock}件` : '该商品已售罄');
      if (!line) throw new Fail(3002, '购物车中没有这件商品');
      if (next === 0) {
        lines.splice(lines.indexOf(line), 1);
        return { code: '', num: 0, count: count(ctx) };
      }
      line.num = next;
      return { code: line.code, num: line.num, count: count(ctx) };
    },
  },
  {
    method: 'POST',
    path: '/api/cart/v1/remove/json',
    auth: 'user',
    handle(ctx) {
      const codes = Array.isArray(ctx.body.codes) ? (ctx.body.codes as unknown[]).map(strOf).filter(Boolean) : [];
      if (codes.length === 0) throw new Fail(3006, '请选择要删除的商品');
      const lines = linesOf(ctx);
      ctx.store.carts.set(requireUser(ctx).userCode, lines.filter((l) => !codes.includes(l.code)));
      return { count: count(ctx) };
    },
  },
];
