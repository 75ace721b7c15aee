// Categories: manager (team) types for the team application, and product categories for the product draft.
import { call } from '@/lib/request/client';

/** A manager/team type; `id` is the application's categoryId (default 1). */
export interface TeamCategoryWire {
  id: number;
  name: string;
  description: string;
}

/** A product category; `code` is the product draft's categoryCode. */
export interface GoodCategoryWire {
  code: string;
  name: string;
}

/** GET /api/category/v2/team/list: the manager/team type list. */
export function listTeamCategories(): Promise<TeamCategoryWire[]> {
  return call<TeamCategoryWire[]>('/api/category/v2/team/list', undefined, { method: 'GET', cache: true });
}

/** GET /api/category/v2/good/list: product categories (not in the spec; see docs/api.md). */
export function listGoodCategories(): Promise<GoodCategoryWire[]> {
  return call<GoodCategoryWire[]>('/api/category/v2/good/list', undefined, { method: 'GET', cache: true });
}
