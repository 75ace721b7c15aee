// The seeded catalogue as answered now: which goods an area holds, a group-buy's cut-off and pickup times from
// its plan, a product's live stock, the attributes a line takes by default, and which shops serve a community
// (a shop serves the stations of its own city; docs/product.md#business-time).
import type { ProductWire } from '../../src/api/product';
import type { ChosenAttr } from '../../src/rules/buy-lines';
import { chinaDayAt } from '../../src/rules/china-time';
import type { Catalogue, MockArea, SalePlan } from '../seed/catalogue';

/** Whether a good belongs to an area. */
export function inArea(area: MockArea, p: ProductWire, plans: Map<string, SalePlan>): boolean {
  if (area.groupBuyOnly) return plans.has(p.code);
  if (area.categoryCodes) return area.categoryCodes.includes(p.categoryCode);
  if (area.tag) return p.tags.split(',').includes(area.tag);
  return true;
}

/** The cut-off (next cutoffHour:00 after now, China time) and the pickup time (the China day after, pickupHour:00). */
export function saleTimes(plan: SalePlan, now: number): { cutoffTime: number; pickupTime: number } {
  let cutoffTime = chinaDayAt(now, 0, plan.cutoffHour);
  if (cutoffTime <= now) cutoffTime = chinaDayAt(now, 1, plan.cutoffHour);
  return { cutoffTime, pickupTime: chinaDayAt(cutoffTime, 1, plan.pickupHour) };
}

/** A product as answered now: stock summed over its specs (orders lower them), group-buy times from the plan. */
export function liveProduct(p: ProductWire, plans: Map<string, SalePlan>, now = Date.now()): ProductWire {
  const plan = plans.get(p.code);
  const times = plan ? saleTimes(plan, now) : { cutoffTime: null, pickupTime: null };
  return { ...p, stock: p.specList.reduce((n, s) => n + s.stock, 0), groupBuy: Boolean(plan), ...times };
}

/** What a line takes of each attribute the person left out: its first item (the spec sheet preselects it too). */
export function defaultAttrs(p: Pick<ProductWire, 'goodAttr'>): ChosenAttr[] {
  return p.goodAttr.filter((a) => a.items.length > 0).map((a) => ({ name: a.name, value: a.items[0]! }));
}
/** The city of a community (its stations are served by the shops of that city), or null when unknown. */
export function cityOf(cat: Pick<Catalogue, 'communities'>, communityCode: string): string | null {
  return cat.communities.find((c) => c.code === communityCode)?.city ?? null;
}

/** Whether a shop delivers to a community's station: the shop's community is in the same city (docs/product.md#business-time). */
export function shopServes(
  cat: Pick<Catalogue, 'communities' | 'shops'>,
  storeCode: string,
  communityCode: string,
): boolean {
  const shop = cat.shops.find((s) => s.code === storeCode);
  const city = cityOf(cat, communityCode);
  return Boolean(shop && city && cityOf(cat, shop.communityCode) === city);
}
