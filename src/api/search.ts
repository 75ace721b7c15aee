// Search: the hot keywords offered on the search screen (results come from /appMall/good/list with a keyword).
import { call } from '@/lib/request/client';

/** GET /api/search/v1/hot/list: up to 10 hot keywords, most searched first (not in the spec; see docs/api.md). */
export function listHotKeywords(): Promise<string[]> {
  return call('/api/search/v1/hot/list', undefined, {
    method: 'GET', cache: true, silent: true,
    convert: (w: string[]) => {
      if (!Array.isArray(w) || !w.every((k) => typeof k === 'string')) throw new TypeError('not a list of keywords');
      return w;
    },
  });
}
