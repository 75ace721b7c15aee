// Search: the hot keywords offered on the search screen (results come from /appMall/good/list with a keyword).
import { call } from '@/lib/request/client';

/** GET /api/search/v1/hot/list: up to 10 hot keywords, most searched first, of goods serving the community when given (docs/api.md). */
export function listHotKeywords(communityCode?: string): Promise<string[]> {
  return call('/api/search/v1/hot/list', communityCode ? { communityCode } : undefined, {
    method: 'GET',
    cache: true,
    silent: true,
    convert: (w: string[]) => {
      if (!Array.isArray(w) || !w.every((k) => typeof k === 'string')) throw new TypeError('not a list of keywords');
      return w;
    },
  });
}
