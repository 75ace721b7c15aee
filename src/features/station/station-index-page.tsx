// /pages/team/index: the leader centre. Station from /api/team/v1/get (cached 1800 s, spec):
// team, community, leader type, pickup point; members, today's orders and this month's commission;
// the balance with withdrawal; the leader's tools (after-sales with a badge of those waiting for a decision);
// 邀请的邻居 and 邀请邻居 (station-invite.tsx); the members list (load-more). Pull to refresh asks fresh.
import { Button } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { formatDate } from '@/lib/date';
import { Link, useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { listStationAfterSales } from '@/api/after-sale';
import { getStation, listStationMembers, STATION_STATUS, type Station, type StationMember } from '@/api/team';
import { hrefs, paths } from '@/config/paths';
import { useLocale, useT } from '@/i18n';
import { stationCategoryName } from '@/i18n/server-names';
import { AppPullToRefresh } from '@/components/app-pull-to-refresh';
import { EmptyState, Loadable, Skeleton } from '@/components/loadable';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { PagedList, usePagedList } from '@/components/paged-list';
import { Money } from '@/components/price';
import { StationInvite } from './station-invite';
import './station.css';

export default function StationIndexPage(_props: PageProps) {
  const t = useT();
  return (
    <main className="station-page">
      <PageHeader title={t('station.indexTitle')} fallback={paths.tab.mine} />
      <LoginRequired message={t('station.needLogin')}>
        <StationCentre />
      </LoginRequired>
    </main>
  );
}

function StationCentre() {
  const t = useT();
  const navigate = useNavigate();
  const request = useRequest((fresh?: boolean) => getStation({ fresh }));
  return (
    <Loadable request={request} skeleton={<Skeleton rows={3} variant="detail" />}>
      {(team) =>
        !team || team.status !== STATION_STATUS.approved ? (
          <EmptyState
            title={t('station.notLeader')}
            description={t('station.notLeaderDesc')}
            action={
              <Button color="primary" shape="rounded" onClick={() => navigate(paths.stationApply)}>
                {t('station.goApply')}
              </Button>
            }
          />
        ) : (
          <ApprovedCentre team={team} refreshStation={() => request.runAsync(true)} />
        )
      }
    </Loadable>
  );
}

function ApprovedCentre({ team, refreshStation }: { team: Station; refreshStation: () => Promise<unknown> }) {
  const t = useT();
  const members = usePagedList((page) => listStationMembers({ pageIndex: page - 1 }).then((p) => p.list), []);
  // The station's after-sales waiting for a decision (never cached: asked again each time the centre shows).
  const afterSales = useRequest(() => listStationAfterSales({ pageIndex: 0 }).then((p) => p.pending));
  return (
    <AppPullToRefresh
      onRefresh={async () => {
        await Promise.all([refreshStation(), members.reloadAsync(), afterSales.runAsync().catch(() => undefined)]);
      }}
    >
      <StationSummary team={team} afterSalesPending={afterSales.data ?? 0} />
      <StationInvite team={team} />
      <section className="qh-form-card station-members" aria-labelledby="station-members-title">
        <h2 id="station-members-title">
          {t('station.memberList')} <span className="station-count">{team.memberCount}</span>
        </h2>
        <PagedList
          state={members}
          refreshable={false}
          skeleton={<Skeleton rows={2} />}
          empty={{ title: t('station.membersEmpty'), description: t('station.membersEmptyDesc') }}
          className="station-member-list"
          renderItem={(m: StationMember) => (
            <div key={m.userCode} className="station-member">
              <img src={m.avatar} alt="" width={40} height={40} loading="lazy" />
              <div className="station-row-main">
                <p className="station-member-name">{m.name}</p>
                <p className="station-member-sub">
                  {t('station.memberJoined', { date: formatDate(m.joinTime, 'YYYY/MM/DD') })} ·{' '}
                  {t('station.memberOrders', { n: m.orderCount })}
                </p>
              </div>
              <p className="station-member-amount">
                <span>{t('station.memberContribution')}</span>
                <Money fen={m.contributionFen} />
              </p>
            </div>
          )}
        />
      </section>
    </AppPullToRefresh>
  );
}

function StationSummary({ team, afterSalesPending }: { team: Station; afterSalesPending: number }) {
  const t = useT();
  const locale = useLocale();
  const tools: { to: string; title: string; desc: string; icon: string; badge?: number }[] = [
    {
      to: paths.stationPickup,
      title: t('station.pickup'),
      desc: t('station.pickupDesc'),
      icon: 'M8 12h32v24H8zM8 20h32M18 28h12',
    },
    {
      to: paths.stationAfterSale,
      title: t('station.afterSale'),
      desc: t('station.afterSaleDesc'),
      icon: 'M12 8h24v32l-4-3-4 3-4-3-4 3-4-3-4 3zM18 20h8a4 4 0 0 1 0 8h-4M21 17l-3 3 3 3',
      badge: afterSalesPending,
    },
    {
      to: hrefs.productEdit(),
      title: t('station.productNew'),
      desc: t('station.productNewDesc'),
      icon: 'M24 10v28M10 24h28',
    },
    {
      to: paths.productMine,
      title: t('station.productMine'),
      desc: t('station.productMineDesc'),
      icon: 'M10 14h28M10 24h28M10 34h18',
    },
    {
      to: paths.withdrawLedger,
      title: t('withdraw.ledgerTitle'),
      desc: t('withdraw.ledgerToolDesc'),
      icon: 'M14 8h20v32H14zM19 16h10M19 24h10M19 32h6',
    },
    {
      to: paths.withdrawRecord,
      title: t('station.withdrawRecord'),
      desc: t('station.withdrawRecordDesc'),
      icon: 'M12 36V20M24 36V12M36 36V26',
    },
  ];
  return (
    <>
      <section className="station-hero" aria-labelledby="station-name">
        <img className="station-hero-img" src={team.img} alt="" width={56} height={56} />
        <div className="station-hero-main">
          <h2 id="station-name" className="station-hero-name">
            {team.teamName}
            <span className="station-badge">{stationCategoryName(team.categoryId, team.categoryName, locale)}</span>
          </h2>
          <p className="station-hero-sub">{team.communityName}</p>
          <p className="station-hero-station">
            <span className="station-hero-label">{t('station.station')}</span>
            {team.address}
          </p>
        </div>
      </section>
      <dl className="station-stats">
        <div>
          <dt>{t('station.members')}</dt>
          <dd data-testid="station-members">{team.memberCount}</dd>
        </div>
        <div>
          <dt>{t('station.todayOrders')}</dt>
          <dd data-testid="station-today-orders">{team.todayOrders}</dd>
        </div>
        <div>
          <dt>{t('station.monthEarning')}</dt>
          <dd data-testid="station-month-earning">
            <Money fen={team.monthEarningFen} />
          </dd>
        </div>
      </dl>
      <section className="station-wallet" aria-labelledby="station-balance-label">
        <div className="station-row-main">
          <p id="station-balance-label" className="station-wallet-label">
            {t('station.balance')}
          </p>
          <p className="station-wallet-balance" data-testid="station-balance">
            <Money fen={team.balanceFen} />
          </p>
          <p className="station-wallet-sub">
            {t('station.pendingEarning')} <Money fen={team.pendingEarningFen} /> · {t('station.totalEarning')}{' '}
            <Money fen={team.totalEarningFen} />
          </p>
        </div>
        <Link className="station-wallet-btn" to={paths.withdrawIndex}>
          {t('station.withdraw')}
        </Link>
      </section>
      <nav className="station-tools" aria-label={t('station.shortcuts')}>
        {tools.map((tool) => (
          <Link key={tool.title} to={tool.to} className="station-tool">
            <span className="station-tool-icon">
              <svg viewBox="0 0 48 48" aria-hidden="true">
                <path
                  d={tool.icon}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {tool.badge ? (
                <span className="station-tool-badge" data-testid="after-sale-badge" aria-hidden="true">
                  {tool.badge > 99 ? '99+' : tool.badge}
                </span>
              ) : null}
            </span>
            <span className="station-tool-title">{tool.title}</span>
            {tool.badge ? (
              <span className="qh-visually-hidden">{t('station.afterSaleBadge', { n: tool.badge })}</span>
            ) : null}
            <span className="station-tool-desc">{tool.desc}</span>
          </Link>
        ))}
      </nav>
    </>
  );
}
