// Search: the hot keywords offered on the search screen (results come from /appMall/good/list with a keyword).
import { call } from '@/lib/request/client';

/** GET /api/search/v1/hot/list: up to 10 hot keywords, most searched first (not in the spec; see docs/api.md). */
export function listHotKeywords(): Promise<string[]> {
  return call<string[]>('/api/search/v1/hot/list', undefined, { method: 'GET', cache: true, silent: true });
}
