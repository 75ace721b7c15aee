// The backend's fixed lists that it names in Chinese only (refund plans, team categories): in en-US the entries
// the app knows are shown in English by their code; an entry it does not know is shown as served. zh-CN shows
// the server's own words (docs/decisions.md, "Server-named lists in English").
import { getLocale, type Locale } from './locale';

interface Named {
  name: string;
  description: string;
}

/** Refund plans by code (/api/refundPlan/v1/list). */
const REFUND_PLANS_EN: Record<string, Named> = {
  R1: { name: 'Refundable until it starts', description: 'A full refund can be asked for until the activity starts' },
  R2: {
    name: 'Refundable until 24 hours before',
    description: 'A full refund up to 24 hours before the activity starts',
  },
  R3: { name: 'No refunds', description: 'No refund once signed up' },
  R9: { name: 'Seven-day no-questions return', description: 'The refund plan of shop goods (not for activities)' },
};

/** Station categories by id (listStationCategories, src/api/category.ts). */
const TEAM_CATEGORIES_EN: Record<number, Named> = {
  1: { name: 'Community leader', description: 'Runs group buys for the neighbours of one community' },
  2: { name: 'Shop leader', description: 'A merchant with a shop of their own' },
  3: { name: 'Activity leader', description: 'Organizes family, sports and other community activities' },
  4: { name: 'Company leader', description: 'Runs group buys for colleagues at work' },
};

/** A refund plan's name and description in the locale. */
export function refundPlanText<P extends Named & { code: string }>(plan: P, locale: Locale = getLocale()): P {
  const en = locale === 'en-US' ? REFUND_PLANS_EN[plan.code] : undefined;
  return en ? { ...plan, ...en } : plan;
}

/** A team category's name and description in the locale. */
export function stationCategoryText<C extends Named & { id: number }>(category: C, locale: Locale = getLocale()): C {
  const en = locale === 'en-US' ? TEAM_CATEGORIES_EN[category.id] : undefined;
  return en ? { ...category, ...en } : category;
}

/** A team's category name as served with its id (the team page's badge). */
export function stationCategoryName(id: number, served: string, locale: Locale = getLocale()): string {
  return (locale === 'en-US' ? TEAM_CATEGORIES_EN[id]?.name : undefined) ?? served;
}
