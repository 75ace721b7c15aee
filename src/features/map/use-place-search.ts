// The map picker's search: suggestions as you type (debounced) and a nearby search on enter, around `near`
// (the map's centre, else my location; neither known: the whole country); the answers for what is typed now.
import { useRequest } from 'ahooks';
import type { LbsClient } from '@/lib/lbs/client';
import { toMapPlace } from '@/lib/lbs/types';
import type { LatLng } from '@/rules/distance';

const SUGGEST_DEBOUNCE_MS = 300;

/** `k`: the trimmed keyword. */
export function usePlaceSearch(client: LbsClient, k: string, near: LatLng | null) {
  const suggest = useRequest(
    async () => ({ k, r: await client.suggestion({ keyword: k, location: near ?? undefined }) }),
    {
      ready: k !== '',
      refreshDeps: [k],
      debounceWait: SUGGEST_DEBOUNCE_MS,
    },
  );
  const search = useRequest(
    async (word: string) => ({
      k: word,
      r: await client.search({
        keyword: word,
        location: near ?? undefined,
        region: near ? undefined : '全国',
      }),
    }),
    { manual: true },
  );
  const searched = search.data?.k === k ? search.data.r.data : null;
  const results = (searched ?? (suggest.data?.k === k ? suggest.data.r.data : [])).map(toMapPlace);
  const searching = k !== '' && (suggest.loading || search.loading);
  const searchError = k !== '' && !searching ? (search.error ?? suggest.error) : undefined;
  return { search, results, searching, searchError };
}
