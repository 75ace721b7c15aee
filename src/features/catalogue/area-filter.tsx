// The area filter above the home goods: all goods, or one area's going goods (the spec's goods listing
// with areas). A row of toggle buttons that scrolls sideways; it keeps its height while loading, and
// areas that have already arrived show in its first render.
import { useState } from 'react';
import { useRequest } from 'ahooks';
import { useT } from '@/i18n';
import { ALL_AREAS, arrivedAreas, fetchAreas } from './home-data';

/** The areas of the community (`communityCode` undefined while it is being resolved): their counts are its goods. */
export function AreaFilter({
  value,
  onChange,
  communityCode,
}: {
  value: string;
  onChange: (area: string) => void;
  communityCode: string | undefined;
}) {
  const t = useT();
  // Areas already here (asked for before the app's code ran) show in the first render; else they load.
  const [arrived] = useState(() => arrivedAreas(communityCode));
  // Another community remounts the filter (home-page.tsx, useListsKey).
  const request = useRequest(() => fetchAreas(communityCode), { manual: arrived !== undefined });
  const { error, refresh } = request;
  const data = request.data ?? arrived;
  const options = [{ code: ALL_AREAS, name: t('shop.allAreas') }, ...(data ?? [])];
  return (
    <div className="home-areas">
      <div className="home-areas-row" role="group" aria-label={t('shop.areas')}>
        {options.map((a) => (
          <button
            key={a.code || 'all'}
            type="button"
            className={a.code === value ? 'qh-pill qh-pill--primary home-area home-area--on' : 'qh-pill home-area'}
            aria-pressed={a.code === value}
            onClick={() => onChange(a.code)}
          >
            {a.name}
          </button>
        ))}
        {!data && !error && <span className="qh-pill home-area home-area--loading" aria-hidden="true" />}
        {error && (
          <button type="button" className="qh-pill home-area" onClick={refresh}>
            {t('shop.areasRetry')}
          </button>
        )}
      </div>
    </div>
  );
}
