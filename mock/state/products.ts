// Product rules the cart, the checkout and the product calls share: a product by code, a spec by name, the
// attributes chosen for a line, the per-person limit, and which shops serve the asked community (docs/product.md#business-time).
import { Fail, type Ctx } from '../core';
import type { ProductWire } from '../../src/api/product';
import type { ChosenAttr } from '../../src/rules/buy-lines';
import { cityOf, defaultAttrs, shopServes } from './catalogue';
import { strOf } from '../seed/util';
import { ERR } from '../../src/rules/error-codes';

/**
 * Which shops serve the payload's `communityCode` (the person's pickup community; docs/product.md#business-time): a test of a
 * store code. Without one, every shop (as before); an unknown community is refused (2014).
 */
export function servesAsked(ctx: Ctx): (storeCode: string) => boolean {
  const communityCode = strOf(ctx.body.communityCode);
  if (!communityCode) return () => true;
  const cat = ctx.store.catalogue;
  if (!cityOf(cat, communityCode)) throw new Fail(ERR.product.unknownCommunity, '社区不存在');
  return (storeCode) => shopServes(cat, storeCode, communityCode);
}

/** The product of a code in the catalogue (on sale), else 2001. */
export function findProduct(ctx: Ctx, code: string): ProductWire {
  const p = ctx.store.catalogue.products.find((x) => x.code === code);
  if (!p) throw new Fail(ERR.product.notFound, '商品不存在或已下架');
  return p;
}

/** A product's spec by name ('' stands for its first spec). */
export function specOf(p: ProductWire, name: string) {
  return p.specList.find((s) => s.name === name) ?? (name === '' ? p.specList[0] : undefined);
}

/**
 * The attributes of a line from what was sent (`[{name, value}]`), in the product's goodAttr order; an
 * attribute left out takes its first item (as the spec sheet preselects); an unknown name or item is refused.
 */
export function chosenAttrs(p: ProductWire, raw: unknown): ChosenAttr[] {
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) throw new Fail(ERR.cart.badAttrs, '商品属性格式有误');
  const sent = ((raw ?? []) as unknown[]).map((a) => ({
    name: strOf((a as Partial<ChosenAttr> | null)?.name),
    value: strOf((a as Partial<ChosenAttr> | null)?.value),
  }));
  for (const a of sent) {
    const attr = p.goodAttr.find((x) => x.name === a.name);
    if (!attr) throw new Fail(ERR.cart.badAttrs, `${p.title}没有“${a.name}”这项属性`);
    if (!attr.items.includes(a.value)) throw new Fail(ERR.cart.badAttrs, `${a.name}只能选择${attr.items.join('、')}`);
  }
  return defaultAttrs(p).map((d) => sent.find((a) => a.name === d.name) ?? d);
}

/**
 * Refuses more than the good's per-person limit (docs/api.md: one order at a time, over all the good's
 * lines): `inCart` pieces of the good are in the cart already, `num` more are asked for.
 */
export function checkLimit(p: ProductWire, inCart: number, num: number, data: unknown = null): void {
  const limit = p.limitPerPerson;
  if (limit <= 0 || inCart + num <= limit) return;
  throw new Fail(
    ERR.cart.overLimit,
    `${p.title}每人限购${limit}件${inCart > 0 ? `，购物车中已有${inCart}件` : ''}`,
    data,
  );
}
