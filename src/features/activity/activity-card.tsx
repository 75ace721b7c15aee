// One activity in the tab's list: cover, kind, title, price from, place and distance, time left or
// state, joined count. The whole card links to the detail page.
import { Link } from 'react-router-dom';
import type { ActivitySummary } from '@/api/activity';
import { hrefs } from '@/config/paths';
import { Price } from '@/components/price';
import { useT } from '@/i18n';
import { distanceBetween, type LatLng } from '@/rules/distance';
import { formatDistance } from '@/lib/lbs/format-distance';
import { KIND_KEYS, phaseOf, stateLine } from './labels';

export interface ActivityCardProps {
  activity: ActivitySummary;
  /** Server time (ms) to measure time left against. */
  now: number;
  here: LatLng | null;
  /** Above the fold: load the cover at once. */
  eager?: boolean;
}

export function ActivityCard({ activity: a, now, here, eager }: ActivityCardProps) {
  const t = useT();
  const phase = phaseOf(a, now);
  const metres = distanceBetween(here, a);
  return (
    <Link className="act-card" to={hrefs.activityDetail(a.code)} data-testid="activity-card" data-code={a.code}>
      <img className="act-card-cover" src={a.img} alt="" width={104} height={104} loading={eager ? 'eager' : 'lazy'} />
      <div className="act-card-body">
        <h2 className="qh-clamp-2 act-card-title">
          <span className={`act-kind act-kind--${a.activityType}`}>{t(KIND_KEYS[a.activityType])}</span>
          {a.title}
        </h2>
        <p className="act-card-place">
          <span className="act-card-address">{a.address}</span>
          {metres !== null && <span className="act-card-distance">{formatDistance(metres)}</span>}
        </p>
        <p className={`act-card-state act-card-state--${phase}`}>{stateLine(t, a, now)}</p>
        <div className="qh-card-foot">
          {a.priceFen > 0 ? (
            <Price fen={a.priceFen} size="s" suffix={t('activity.from')} prefix={t('activity.fromPrefix')} />
          ) : (
            <span className="act-free">{t('activity.free')}</span>
          )}
          <span className="act-card-joined">{t('activity.joinedOf', { n: a.joinedNum, max: a.num })}</span>
        </div>
      </div>
    </Link>
  );
}
