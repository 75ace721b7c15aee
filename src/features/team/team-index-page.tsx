// /pages/team/index: the leader centre. Station from /api/team/v1/get (cached 1800 s, spec):
// team, community, leader type, pickup point; members, today's orders and this month's commission;
// the balance with withdrawal; the leader's tools (after-sales with a badge of those waiting for a decision);
// 邀请的邻居 and 邀请邻居 (team-invite.tsx); the members list (load-more). Pull to refresh asks fresh.
import { Button } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { formatDate } from '@/lib/date';
import { Link, useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { listStationAfterSales } from '@/api/after-sale';
import { getStation, listTeamMembers, TEAM_STATUS, type Team, type TeamMember } from '@/api/team';
import { hrefs, paths } from '@/config/paths';
import { useLocale, useT } from '@/i18n';
import { teamCategoryName } from '@/i18n/server-names';
import { AppPullToRefresh } from '@/components/app-pull-to-refresh';
import { EmptyState, Loadable, Skeleton } from '@/components/loadable';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { PagedList, usePagedList } from '@/components/paged-list';
import { Money } from '@/components/price';
import { TeamInvite } from './team-invite';
import './team.css';

export default function TeamIndexPage(_props: PageProps) {
  const t = useT();
  return (
    <main className="team-page">
      <PageHeader title={t('team.indexTitle')} fallback={paths.tab.mine} />
      <LoginRequired message={t('team.needLogin')}>
        <TeamCentre />
      </LoginRequired>
    </main>
  );
}

function TeamCentre() {
  const t = useT();
  const navigate = useNavigate();
  const request = useRequest((fresh?: boolean) => getStation({ fresh }));
  return (
    <Loadable request={request} skeleton={<Skeleton rows={3} variant="detail" />}>
      {(team) =>
        !team || team.status !== TEAM_STATUS.approved ? (
          <EmptyState
            title={t('team.notLeader')}
            description={t('team.notLeaderDesc')}
            action={
              <Button color="primary" shape="rounded" onClick={() => navigate(paths.teamApply)}>
                {t('team.goApply')}
              </Button>
            }
          />
        ) : (
          <ApprovedCentre team={team} refreshTeam={() => request.runAsync(true)} />
        )
      }
    </Loadable>
  );
}

function ApprovedCentre({ team, refreshTeam }: { team: Team; refreshTeam: () => Promise<unknown> }) {
  const t = useT();
  const members = usePagedList((page) => listTeamMembers({ pageIndex: page - 1 }).then((p) => p.list), []);
  // The station's after-sales waiting for a decision (never cached: asked again each time the centre shows).
  const afterSales = useRequest(() => listStationAfterSales({ pageIndex: 0 }).then((p) => p.pending));
  return (
    <AppPullToRefresh
      onRefresh={async () => {
        await Promise.all([refreshTeam(), members.reloadAsync(), afterSales.runAsync().catch(() => undefined)]);
      }}
    >
      <TeamSummary team={team} afterSalesPending={afterSales.data ?? 0} />
      <TeamInvite team={team} />
      <section className="qh-form-card team-members" aria-labelledby="team-members-title">
        <h2 id="team-members-title">
          {t('team.memberList')} <span className="team-count">{team.memberCount}</span>
        </h2>
        <PagedList
          state={members}
          refreshable={false}
          skeleton={<Skeleton rows={2} />}
          empty={{ title: t('team.membersEmpty'), description: t('team.membersEmptyDesc') }}
          className="team-member-list"
          renderItem={(m: TeamMember) => (
            <div key={m.userCode} className="team-member">
              <img src={m.avatar} alt="" width={40} height={40} loading="lazy" />
              <div className="team-member-main">
                <p className="team-member-name">{m.name}</p>
                <p className="team-member-sub">
                  {t('team.memberJoined', { date: formatDate(m.joinTime, 'YYYY/MM/DD') })} ·{' '}
                  {t('team.memberOrders', { n: m.orderCount })}
                </p>
              </div>
              <p className="team-member-amount">
                <span>{t('team.memberContribution')}</span>
                <Money fen={m.contributionFen} />
              </p>
            </div>
          )}
        />
      </section>
    </AppPullToRefresh>
  );
}

function TeamSummary({ team, afterSalesPending }: { team: Team; afterSalesPending: number }) {
  const t = useT();
  const locale = useLocale();
  const tools: { to: string; title: string; desc: string; icon: string; badge?: number }[] = [
    {
      to: paths.teamPickup,
      title: t('team.pickup'),
      desc: t('team.pickupDesc'),
      icon: 'M8 12h32v24H8zM8 20h32M18 28h12',
    },
    {
      to: paths.teamAfterSale,
      title: t('team.afterSale'),
      desc: t('team.afterSaleDesc'),
      icon: 'M12 8h24v32l-4-3-4 3-4-3-4 3-4-3-4 3zM18 20h8a4 4 0 0 1 0 8h-4M21 17l-3 3 3 3',
      badge: afterSalesPending,
    },
    {
      to: hrefs.productEdit(),
      title: t('team.productNew'),
      desc: t('team.productNewDesc'),
      icon: 'M24 10v28M10 24h28',
    },
    {
      to: paths.productMine,
      title: t('team.productMine'),
      desc: t('team.productMineDesc'),
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
      title: t('team.withdrawRecord'),
      desc: t('team.withdrawRecordDesc'),
      icon: 'M12 36V20M24 36V12M36 36V26',
    },
  ];
  return (
    <>
      <section className="team-hero" aria-labelledby="team-name">
        <img className="team-hero-img" src={team.img} alt="" width={56} height={56} />
        <div className="team-hero-main">
          <h2 id="team-name" className="team-hero-name">
            {team.teamName}
            <span className="team-badge">{teamCategoryName(team.categoryId, team.categoryName, locale)}</span>
          </h2>
          <p className="team-hero-sub">{team.communityName}</p>
          <p className="team-hero-station">
            <span className="team-hero-label">{t('team.station')}</span>
            {team.address}
          </p>
        </div>
      </section>
      <dl className="team-stats">
        <div>
          <dt>{t('team.members')}</dt>
          <dd data-testid="team-members">{team.memberCount}</dd>
        </div>
        <div>
          <dt>{t('team.todayOrders')}</dt>
          <dd data-testid="team-today-orders">{team.todayOrders}</dd>
        </div>
        <div>
          <dt>{t('team.monthEarning')}</dt>
          <dd data-testid="team-month-earning">
            <Money fen={team.monthEarningFen} />
          </dd>
        </div>
      </dl>
      <section className="team-wallet" aria-labelledby="team-balance-label">
        <div className="team-wallet-main">
          <p id="team-balance-label" className="team-wallet-label">
            {t('team.balance')}
          </p>
          <p className="team-wallet-balance" data-testid="team-balance">
            <Money fen={team.balanceFen} />
          </p>
          <p className="team-wallet-sub">
            {t('team.pendingEarning')} <Money fen={team.pendingEarningFen} /> · {t('team.totalEarning')}{' '}
            <Money fen={team.totalEarningFen} />
          </p>
        </div>
        <Link className="team-wallet-btn" to={paths.withdrawIndex}>
          {t('team.withdraw')}
        </Link>
      </section>
      <nav className="team-tools" aria-label={t('team.shortcuts')}>
        {tools.map((tool) => (
          <Link key={tool.title} to={tool.to} className="team-tool">
            <span className="team-tool-icon">
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
                <span className="team-tool-badge" data-testid="after-sale-badge" aria-hidden="true">
                  {tool.badge > 99 ? '99+' : tool.badge}
                </span>
              ) : null}
            </span>
            <span className="team-tool-title">{tool.title}</span>
            {tool.badge ? (
              <span className="qh-visually-hidden">{t('team.afterSaleBadge', { n: tool.badge })}</span>
            ) : null}
            <span className="team-tool-desc">{tool.desc}</span>
          </Link>
        ))}
      </nav>
    </>
  );
}
