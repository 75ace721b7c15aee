// The activity tab (/pages/tabbar/activity): activities of all five kinds, filtered by kind, newest or
// nearest first, with load-more and pull-to-refresh; the create entry opens the kind chooser. Once the
// tab shows, the editor's code is fetched when the browser is idle (the spec's preload rule).
import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { ACTIVITY_KINDS, listActivities, type ActivitySort, type ActivityKind } from '@/api/activity';
import type { PageProps } from '@/config/page-props';
import { hrefs } from '@/config/paths';
import { PageHeader } from '@/components/page-header';
import { PagedList, usePagedList } from '@/components/paged-list';
import { useT } from '@/i18n';
import { serverClockOffset } from '@/lib/date';
import { refreshMyLocation, useMyLocation } from '@/state/location';
import { ActivityCard } from './activity-card';
import { KindChooser } from './kind-chooser';
import { KIND_KEYS } from './labels';
import { preloadEditor } from './preload';
import './activity.css';
import './activity-tab.css';

export default function ActivityTabPage(_props: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const [kind, setKind] = useState<ActivityKind | 0>(0);
  const [sort, setSort] = useState<ActivitySort>('newest');
  const [chooser, setChooser] = useState(false);
  const [me] = useMyLocation();
  const offset = useRef(0);

  useEffect(() => preloadEditor(), []);

  const list = usePagedList(
    async (page) => {
      const point = sort === 'nearest' ? await refreshMyLocation() : null;
      const sent = Date.now();
      const res = await listActivities({
        pageIndex: page - 1,
        activityType: kind || undefined,
        sort,
        latitude: point?.latitude,
        longitude: point?.longitude,
      });
      offset.current = serverClockOffset(res.serverTime, sent, Date.now());
      return res.list;
    },
    [kind, sort],
  );
  const now = Date.now() + offset.current;

  return (
    <div className="act-tab">
      <PageHeader
        title={t('activity.tabTitle')}
        back={false}
        right={
          <Button
            size="small"
            color="primary"
            shape="rounded"
            onClick={() => setChooser(true)}
            data-testid="create-activity"
          >
            {t('activity.create')}
          </Button>
        }
      />
      <div className="qh-sticky-bar act-filters">
        <div className="act-chips" role="group" aria-label={t('activity.filterKind')}>
          {([0, ...ACTIVITY_KINDS] as const).map((k) => (
            <button
              key={k}
              type="button"
              className="qh-pill act-chip"
              aria-pressed={kind === k}
              onClick={() => setKind(k)}
            >
              {k === 0 ? t('activity.kindAll') : t(KIND_KEYS[k])}
            </button>
          ))}
        </div>
        <div className="act-sort" role="group" aria-label={t('activity.sortBy')}>
          {(['newest', 'nearest'] as const).map((s) => (
            <button key={s} type="button" className="act-sort-btn" aria-pressed={sort === s} onClick={() => setSort(s)}>
              {s === 'newest' ? t('activity.sortNewest') : t('activity.sortNearest')}
            </button>
          ))}
        </div>
      </div>
      <PagedList
        state={list}
        className="act-list"
        empty={{ title: t('activity.emptyTitle'), description: t('activity.emptyDesc') }}
        renderItem={(a, i) => <ActivityCard key={a.code} activity={a} now={now} here={me.location} eager={i < 3} />}
      />
      <KindChooser
        open={chooser}
        onClose={() => setChooser(false)}
        onPick={(type) => {
          setChooser(false);
          navigate(hrefs.activityEdit(type));
        }}
      />
    </div>
  );
}
