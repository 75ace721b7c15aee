// The rules of choosing what to buy on the product detail: which spec is chosen first, how many may be
// bought (stock, the per-person limit, the cart's line maximum), whether the good can be bought now, and
// the checkout line. Pure, so each rule is tested without a screen.
import type { ChosenAttr } from '@/rules/buy-lines';
import { CART_LINE_MAX } from '@/api/cart';
import type { GoodAttrWire, Product, Spec } from '@/api/product';

export interface Choice {
  specName: string;
  /** Attribute name -> chosen item. */
  attrs: Record<string, string>;
  num: number;
}

/** The first spec in stock, else the first spec (then shown as sold out). */
export function defaultSpec(specs: readonly Spec[]): Spec | undefined {
  return specs.find((s) => s.stock > 0) ?? specs[0];
}

/** The first item of every attribute. */
export function defaultAttrs(attrs: readonly GoodAttrWire[]): Record<string, string> {
  return Object.fromEntries(attrs.filter((a) => a.items.length > 0).map((a) => [a.name, a.items[0] as string]));
}

export function initialChoice(p: Pick<Product, 'specList' | 'goodAttr'>): Choice {
  return { specName: defaultSpec(p.specList)?.name ?? '', attrs: defaultAttrs(p.goodAttr), num: 1 };
}

/** Why a quantity stops where it does: the stock, the per-person limit or the cart's line maximum. */
export type QuantityCap = 'stock' | 'limit' | 'line';

/** The most one order may take of a spec, and what caps it; 0 when the spec is sold out. */
export function maxQuantity(
  spec: Pick<Spec, 'stock'> | undefined,
  limitPerPerson: number,
): { max: number; cap: QuantityCap } {
  if (!spec) return { max: 0, cap: 'stock' };
  let best: { max: number; cap: QuantityCap } = { max: Math.max(0, spec.stock), cap: 'stock' };
  if (limitPerPerson > 0 && limitPerPerson < best.max) best = { max: limitPerPerson, cap: 'limit' };
  if (CART_LINE_MAX < best.max) best = { max: CART_LINE_MAX, cap: 'line' };
  return best;
}

/** A quantity held between 1 and max (0 when nothing can be bought); what is not a whole number counts as 1. */
export function clampQuantity(n: number, max: number): number {
  if (max <= 0) return 0;
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(max, Math.floor(n));
}

/** Why the good cannot be bought now, or null: sold out (every spec), or the group-buy cut-off has passed. */
export function buyBlock(
  p: Pick<Product, 'stock' | 'groupBuy' | 'cutoffTime'>,
  now: number,
): 'soldOut' | 'closed' | null {
  if (p.stock <= 0) return 'soldOut';
  if (p.groupBuy && p.cutoffTime !== null && p.cutoffTime <= now) return 'closed';
  return null;
}

/** The chosen attributes as the cart and the order take them: in the product's goodAttr order. */
export function attrsOf(p: Pick<Product, 'goodAttr'>, choice: Choice): ChosenAttr[] {
  return p.goodAttr.flatMap((a) => {
    const value = choice.attrs[a.name];
    return value ? [{ name: a.name, value }] : [];
  });
}

/** The chosen spec and attributes as one line: '6枚装 · 切块'. */
export function choiceLabel(choice: Choice): string {
  return [choice.specName, ...Object.values(choice.attrs)].filter(Boolean).join(' · ');
}
