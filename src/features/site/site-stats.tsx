// The live figures block of the index pages: read from a small static JSON after the first paint, and
// again on pull-to-refresh (the "data" of the index pages).
import { useCallback, useEffect, useState } from 'react';
import type { SiteT } from './site-i18n';
import { formatChina } from '@/rules/china-time';

export interface SiteStats {
  communities: number;
  leaders: number;
  activities: number;
}

export const STATS_URL = '/site/stats.json';

function isStats(v: unknown): v is SiteStats {
  const o = v as Partial<SiteStats> | null;
  return !!o && typeof o.communities === 'number' && typeof o.leaders === 'number' && typeof o.activities === 'number';
}

export async function fetchStats(): Promise<SiteStats> {
  const res = await fetch(STATS_URL, { cache: 'no-store' });
  if (!res.ok) throw new Error(`stats ${res.status}`);
  const data: unknown = await res.json();
  if (!isStats(data)) throw new Error('stats: unexpected shape');
  return data;
}

export interface StatsState {
  stats: SiteStats | null;
  updatedAt: Date | null;
  failed: boolean;
}

/** The figures and a `refresh` that resolves when they are in (never rejects). */
export function useStats(): StatsState & { refresh: () => Promise<void> } {
  const [state, setState] = useState<StatsState>({ stats: null, updatedAt: null, failed: false });
  const refresh = useCallback(async () => {
    try {
      const stats = await fetchStats();
      setState({ stats, updatedAt: new Date(), failed: false });
    } catch {
      setState((s) => ({ ...s, failed: true }));
    }
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { ...state, refresh };
}

/** When the figures were read, in China time whatever the visitor's zone. */
const time = (d: Date) => formatChina(d.getTime(), 'HH:mm:ss');

export function StatsBlock({
  t,
  state,
  onRefresh,
  locale,
}: {
  t: SiteT;
  state: StatsState;
  onRefresh: () => void;
  locale: string;
}) {
  const fmt = (n: number | undefined) => (n === undefined ? '—' : n.toLocaleString(locale));
  const items: [string, number | undefined][] = [
    [t('site.statsCommunities'), state.stats?.communities],
    [t('site.statsLeaders'), state.stats?.leaders],
    [t('site.statsActivities'), state.stats?.activities],
  ];
  return (
    <section className="site-stats" aria-labelledby="site-stats-title">
      <h2 id="site-stats-title">{t('site.statsTitle')}</h2>
      <dl>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{fmt(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="site-stats-meta" data-testid="site-stats-updated">
        {state.failed
          ? t('site.statsError')
          : state.updatedAt
            ? t('site.statsUpdated', { time: time(state.updatedAt) })
            : '\u00a0'}
        <button type="button" className="site-link-button" onClick={onRefresh}>
          {t('site.statsRefresh')}
        </button>
      </p>
    </section>
  );
}
