// Categories: leader (team) types for the team application, and product categories for the product draft.
import { call } from '@/lib/request/client';
import { shapedList } from './shared';

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
export function listStationCategories(): Promise<TeamCategoryWire[]> {
  return call('/api/category/v2/team/list', undefined, {
    method: 'GET',
    cache: true,
    convert: shapedList<TeamCategoryWire>({ id: 'number', name: 'string', description: 'string' }),
  });
}

/** GET /api/category/v2/good/list: product categories (not in the spec; see docs/api.md). */
export function listProductCategories(): Promise<GoodCategoryWire[]> {
  return call('/api/category/v2/good/list', undefined, {
    method: 'GET',
    cache: true,
    convert: shapedList<GoodCategoryWire>({ code: 'string', name: 'string' }),
  });
}
