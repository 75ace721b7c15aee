// Mock handlers of src/api/cart.ts, the cart: lines per user, grouped by store; edits change the list and the
// count. A line is a good's spec with the attributes chosen; a line whose spec has no stock is sold out; a line
// whose product left the catalogue is delisted. A good's lines together stay within its per-person limit.
import { Fail, mockNow, requireString, requireUser, userPost, type Ctx, type Route } from '../core';
import type { CartGroupWire, CartItemWire } from '../../src/api/cart';
import { sameAttrs } from '../../src/rules/buy-lines';
import { CART_ITEM_STATUS, cartCountOf } from '../../src/rules/commerce-states';
import type { CartLine } from '../seed/commerce';
import { liveProduct } from '../state/catalogue';
import { intOf, strOf } from '../seed/util';
import { checkLimit, chosenAttrs, findProduct, servesAsked, specOf } from '../state/products';
import { ERR } from '../../src/rules/error-codes';

export const CART_LINE_MAX = 99;

/** The caller's cart lines (an empty cart made on first use). */
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
    return {
      code: line.code,
      goodCode: line.goodCode,
      storeCode: s.storeCode,
      title: s.title,
      img: s.img,
      specName: line.specName,
      attrs: line.attrs,
      price: s.price,
      deposit: s.deposit,
      num: line.num,
      stock: 0,
      status: CART_ITEM_STATUS.delisted,
      limitPerPerson: 0,
      cutoffTime: null,
      pickupTime: null,
    };
  }
  const status = spec.stock > 0 ? CART_ITEM_STATUS.onSale : CART_ITEM_STATUS.soldOut;
  const live = liveProduct(p, ctx.store.catalogue.salePlans, mockNow(ctx.settings));
  return {
    code: line.code,
    goodCode: p.code,
    storeCode: p.storeCode,
    title: p.title,
    img: p.img,
    specName: spec.name,
    attrs: line.attrs,
    price: spec.price,
    deposit: p.deposit,
    num: line.num,
    stock: spec.stock,
    status,
    limitPerPerson: p.limitPerPerson,
    cutoffTime: live.cutoffTime,
    pickupTime: live.pickupTime,
  };
}

/** Pieces of a good in the cart, leaving out one line (the one being changed). */
const piecesOf = (lines: readonly CartLine[], goodCode: string, except?: CartLine) =>
  lines.filter((l) => l.goodCode === goodCode && l !== except).reduce((n, l) => n + l.num, 0);

function items(ctx: Ctx): CartItemWire[] {
  return linesOf(ctx).map((l) => cartItem(ctx, l));
}

/**
 * The cart count (cartCountOf): lines on sale, of one store or of the whole cart; with the payload's
 * `communityCode`, only the lines whose shop serves that station (docs/product.md#business-time).
 */
function count(ctx: Ctx, storeCode = ''): number {
  const serves = servesAsked(ctx);
  return cartCountOf(
    items(ctx)
      .filter((i) => !storeCode || i.storeCode === storeCode)
      .map((i) => ({ ...i, serves: serves(i.storeCode) })),
  );
}

export const routes: Route[] = [
  userPost('/api/cart/v1/list', (ctx) => {
    const groups: CartGroupWire[] = [];
    // With the person's community, each line says whether its shop delivers to that station (docs/product.md#business-time).
    const serves = servesAsked(ctx);
    for (const item of items(ctx).map((i) => ({ ...i, serves: serves(i.storeCode) }))) {
      let g = groups.find((x) => x.storeCode === item.storeCode);
      if (!g) {
        const shop = ctx.store.catalogue.shops.find((s) => s.code === item.storeCode);
        groups.push(
          (g = { storeCode: item.storeCode, storeName: shop?.name ?? '', storeImg: shop?.img ?? '', children: [] }),
        );
      }
      g.children.push(item);
    }
    return groups;
  }),
  userPost('/api/cart/v1/store/list', (ctx) => {
    const storeCode = requireString(ctx.body, 'storeCode', '店铺编号');
    return items(ctx).filter((i) => i.storeCode === storeCode);
  }),
  userPost('/api/cart/v1/count/json', (ctx) => count(ctx, strOf(ctx.body.storeCode))),
  userPost('/api/cart/v1/edit/json', (ctx) => {
    const lines = linesOf(ctx);
    const num = intOf(ctx.body.num);
    if (num === null || num < 0 || num > CART_LINE_MAX)
      throw new Fail(ERR.cart.badNum, `数量须为0到${CART_LINE_MAX}的整数`);
    const code = strOf(ctx.body.code);
    let line: CartLine | undefined;
    let next: number;
    let stock: number;
    if (code) {
      line = lines.find((l) => l.code === code);
      if (!line) throw new Fail(ERR.cart.notInCart, '购物车中没有这件商品');
      next = num;
      const p = ctx.store.catalogue.products.find((x) => x.code === line!.goodCode);
      stock = p ? (specOf(p, line.specName)?.stock ?? 0) : 0;
      // Fewer is always allowed (a line may be over a limit set after it was added).
      if (p && next > line.num) checkLimit(p, piecesOf(lines, p.code, line), next);
    } else {
      const p = findProduct(ctx, requireString(ctx.body, 'goodCode', '商品编号'));
      const spec = specOf(p, strOf(ctx.body.specName));
      if (!spec) throw new Fail(ERR.cart.noSpec, '请选择商品规格');
      if (num === 0) throw new Fail(ERR.cart.badNum, '加入购物车的数量至少为1');
      const attrs = chosenAttrs(p, ctx.body.attrs);
      line = lines.find(
        (l) => l.goodCode === p.code && specOf(p, l.specName)?.name === spec.name && sameAttrs(l.attrs, attrs),
      );
      next = (line?.num ?? 0) + num;
      stock = spec.stock;
      checkLimit(p, piecesOf(lines, p.code), num);
      if (!line && next <= CART_LINE_MAX && next <= stock) {
        const snapshot = { storeCode: p.storeCode, title: p.title, img: p.img, price: spec.price, deposit: p.deposit };
        lines.push(
          (line = { code: ctx.store.nextId('K'), goodCode: p.code, specName: spec.name, attrs, num: 0, snapshot }),
        );
      }
    }
    if (next > CART_LINE_MAX) throw new Fail(ERR.cart.lineFull, `每件商品最多购买${CART_LINE_MAX}件`);
    if (next > stock) throw new Fail(ERR.cart.noStock, stock > 0 ? `库存不足，仅剩${stock}件` : '该商品已售罄');
    if (!line) throw new Fail(ERR.cart.notInCart, '购物车中没有这件商品');
    if (next === 0) {
      lines.splice(lines.indexOf(line), 1);
      return { code: '', num: 0, count: count(ctx) };
    }
    line.num = next;
    return { code: line.code, num: line.num, count: count(ctx) };
  }),
  userPost('/api/cart/v1/remove/json', (ctx, user) => {
    const codes = Array.isArray(ctx.body.codes) ? (ctx.body.codes as unknown[]).map(strOf).filter(Boolean) : [];
    if (codes.length === 0) throw new Fail(ERR.cart.nothingChosen, '请选择要删除的商品');
    const lines = linesOf(ctx);
    ctx.store.carts.set(
      user.userCode,
      lines.filter((l) => !codes.includes(l.code)),
    );
    return { count: count(ctx) };
  }),
];
