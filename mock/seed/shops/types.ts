// How a seeded shop is written: its name, its business hours and the five goods of its trade, each with its
// category, its sizes as people buy them (name, price in yuan) and its choices.

/** A good a shop sells: its category, its sizes as people buy them (name, price in yuan), and its choices. */
export interface Good {
  title: string;
  category: string;
  specs: [string, number][];
  attrs?: { name: string; items: string[] }[];
}

/** A seeded shop: its business hours as such shops keep them (markets early, convenience stores all day). */
export interface SeedShop {
  name: string;
  hours: string;
  goods: Good[];
}

export const g = (title: string, category: string, specs: [string, number][], attrs?: Good['attrs']): Good => ({
  title,
  category,
  specs,
  attrs,
});
export const FISH = [{ name: '处理方式', items: ['整只', '切块', '去内脏'] }];
export const HEN = [{ name: '处理方式', items: ['整只', '切块'] }];
export const PINEAPPLE = [{ name: '处理方式', items: ['整只', '去皮', '切块'] }];
export const SWEETNESS = [{ name: '口味', items: ['原味', '低糖'] }];
