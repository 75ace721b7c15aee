// /pages/team/pickup (?day=YYYY-MM-DD): the leader's pickup station. Scan or type a resident's pickup
// code to hand the order over; the station's orders by pickup day (to collect / handed over, searchable
// by name or phone); confirming that a day's delivery arrived makes its orders ready for pickup.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useDebounce, useRequest } from 'ahooks';
import { formatDate } from '@/lib/date';
import type { PageProps } from '@/config/page-props';
import {
  confirmArrival,
  listPickupDays,
  listPickupOrders,
  PICKUP_STATE,
  type PickupDayWire,
  type PickupOrder,
} from '@/api/team-pickup';
import { hrefs, paths } from '@/config/paths';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n';
import { showModal, showToast } from '@/components/feedback';
import { Loadable, Skeleton } from '@/components/loadable';
import { LeaderOnly } from '@/components/leader-only';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { PagedList, usePagedList } from '@/components/paged-list';
import { Money } from '@/components/price';
import { formatFen } from '@/rules/money';
import { dayName, defaultDay } from './pickup-days';
import { PickupResult } from './pickup-result';
import { PickupScanCard } from './pickup-scan-card';
import './station.css';
import './station-pickup.css';

export default function StationPickupPage({ query }: PageProps) {
  const t = useT();
  return (
    <main className="station-page">
      <PageHeader title={t('station.pickupTitle')} fallback={paths.stationIndex} />
      <LoginRequired message={t('station.needLogin')}>
        <LeaderOnly
          title={t('station.notLeader')}
          description={t('station.notLeaderDesc')}
          action={t('station.goApply')}
        >
          {() => <PickupDesk wantedDay={query.day} />}
        </LeaderOnly>
      </LoginRequired>
    </main>
  );
}

function PickupDesk({ wantedDay }: { wantedDay?: string }) {
  const t = useT();
  const days = useRequest(listPickupDays);
  const [found, setFound] = useState<{ order: PickupOrder; code: string } | null>(null);
  const [picked, setPicked] = useState<string | undefined>(wantedDay);
  const [changes, setChanges] = useState(0);
  const day = days.data ? defaultDay(days.data, Date.now(), picked) : null;
  const refresh = () => {
    days.refresh();
    setChanges((n) => n + 1);
  };
  return (
    <>
      <PickupScanCard onFound={(order, code) => setFound({ order, code })} />
      <Loadable
        request={days}
        skeleton={<Skeleton rows={3} />}
        isEmpty={(d) => d.length === 0}
        empty={{ title: t('station.daysEmpty'), description: t('station.daysEmptyDesc') }}
      >
        {(list) =>
          day && <DayOrders key={day} days={list} day={day} changes={changes} onPick={setPicked} onChanged={refresh} />
        }
      </Loadable>
      <PickupResult found={found} onClose={() => setFound(null)} onHandedOver={refresh} />
    </>
  );
}

function useDayLabel() {
  const t = useT();
  return (day: string) => {
    const n = dayName(day, Date.now());
    if (n.kind === 'today') return t('station.dayToday');
    if (n.kind === 'tomorrow') return t('station.dayTomorrow');
    if (n.kind === 'yesterday') return t('station.dayYesterday');
    return formatDate(new Date(`${day}T00:00:00`).getTime(), t('station.dayFormat'));
  };
}

interface DayOrdersProps {
  days: PickupDayWire[];
  day: string;
  changes: number;
  onPick: (day: string) => void;
  onChanged: () => void;
}

function DayOrders({ days, day, changes, onPick, onChanged }: DayOrdersProps) {
  const t = useT();
  const label = useDayLabel();
  const [tab, setTab] = useState<'open' | 'done'>('open');
  const [keyword, setKeyword] = useState('');
  const search = useDebounce(keyword.trim(), { wait: 300 });
  const [arriving, setArriving] = useState(false);
  const current = days.find((d) => d.day === day) ?? { day, notArrived: 0, waiting: 0, handedOver: 0 };
  const list = usePagedList(
    (page) => listPickupOrders({ pageIndex: page - 1, day, tab, keyword: search }).then((p) => p.list),
    [day, tab, search, changes],
  );

  async function arrive() {
    if (arriving) return;
    const n = current.notArrived;
    if (
      !(await showModal({
        content: t('station.arriveConfirm', { day: label(day), n }),
        confirmText: t('station.arriveOk'),
      }))
    )
      return;
    setArriving(true);
    try {
      const { count } = await confirmArrival(day);
      showToast(t('station.arrived', { n: count }), { icon: 'success' });
      onChanged();
    } catch {
      // The request client has shown the server's message.
    } finally {
      setArriving(false);
    }
  }

  const stateText = (o: PickupOrder) =>
    o.state === PICKUP_STATE.handedOver
      ? t('station.stateHandedOver')
      : o.state === PICKUP_STATE.waiting
        ? t('station.stateWaiting')
        : t('station.stateNotArrived');

  return (
    <section className="station-station" aria-label={t('station.pickupDays')}>
      <div className="station-days" role="tablist" aria-label={t('station.pickupDays')}>
        {[...days]
          .sort((a, b) => (a.day < b.day ? -1 : 1))
          .map((d) => (
            <button
              key={d.day}
              type="button"
              role="tab"
              aria-selected={d.day === day}
              className={d.day === day ? 'qh-pill qh-pill--primary station-day' : 'qh-pill station-day'}
              onClick={() => onPick(d.day)}
            >
              <span>{label(d.day)}</span>
              {d.notArrived + d.waiting > 0 && <span className="station-day-count">{d.notArrived + d.waiting}</span>}
            </button>
          ))}
      </div>
      <div className="station-day-summary">
        <p data-testid="pickup-day-counts">
          {t('station.dayCounts', { a: current.notArrived, w: current.waiting, d: current.handedOver })}
        </p>
        <Link
          to={hrefs.stationSheet(day)}
          className="qh-pill station-sheet-link"
          aria-label={t('sheet.entryLabel', { day: label(day) })}
        >
          {t('sheet.entry')}
        </Link>
        {current.notArrived > 0 && (
          <Button size="small" color="primary" onClick={() => void arrive()} loading={arriving} disabled={arriving}>
            {t('station.arrive', { n: current.notArrived })}
          </Button>
        )}
      </div>
      <div className="station-pickup-tabs" role="tablist" aria-label={t('station.pickupTitle')}>
        <button type="button" role="tab" aria-selected={tab === 'open'} onClick={() => setTab('open')}>
          {t('station.tabOpen', { n: current.notArrived + current.waiting })}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'done'} onClick={() => setTab('done')}>
          {t('station.tabDone', { n: current.handedOver })}
        </button>
      </div>
      <div className="station-pickup-search">
        <input
          type="search"
          className="qh-input"
          aria-label={t('station.search')}
          placeholder={t('station.search')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
      </div>
      <PagedList
        state={list}
        refreshable={false}
        className="station-pickup-list"
        empty={{ title: t(tab === 'open' ? 'station.listEmptyOpen' : 'station.listEmptyDone') }}
        renderItem={(o: PickupOrder) => (
          <article
            key={o.orderCode}
            className="station-pickup-order"
            data-state={o.state}
            aria-labelledby={`po-${o.orderCode}`}
          >
            <header>
              <h3 id={`po-${o.orderCode}`}>
                {o.residentName} <span>{o.residentPhone}</span>
              </h3>
              <span className={`station-state station-state--${o.state}`}>{stateText(o)}</span>
            </header>
            <p className="station-pickup-items">
              {o.items
                .map((i) => `${i.title} ×${i.num}${i.shortNum > 0 ? t('station.itemShort', { n: i.shortNum }) : ''}`)
                .join(t('common.listJoin'))}
            </p>
            <p className="station-meta">
              <Money fen={o.goodsFen} />
              <span>{t('station.commission', { amount: formatFen(o.commissionFen) })}</span>
              <span>
                {o.pickupTime !== null
                  ? t('station.handedOverAt', { time: formatDate(o.pickupTime, t('station.timeFormat')) })
                  : o.arriveTime !== null
                    ? t('station.arrivedAt', { time: formatDate(o.arriveTime, t('station.timeFormat')) })
                    : t('station.window', {
                        from: formatDate(o.pickupStart, 'HH:mm'),
                        to: formatDate(o.pickupEnd, 'HH:mm'),
                      })}
              </span>
            </p>
          </article>
        )}
      />
    </section>
  );
}
