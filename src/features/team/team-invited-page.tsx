// /pages/team/invited: the neighbours bound to my team through my links (docs/product.md#growth), newest first,
// phones masked by the backend, with when they joined and how many orders they paid; load-more.
import type { PageProps } from '@/config/page-props';
import { listInvited, type InvitedNeighbourWire } from '@/api/team-invite';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { PagedList, usePagedList } from '@/components/paged-list';
import { Skeleton } from '@/components/loadable';
import { formatChina } from '@/rules/china-time';
import './team.css';
import './team-invite.css';

export default function TeamInvitedPage(_props: PageProps) {
  const t = useT();
  return (
    <main className="team-page">
      <PageHeader title={t('growth.invitedTitle')} fallback={paths.teamIndex} />
      <LoginRequired message={t('team.needLogin')}>
        <Invited />
      </LoginRequired>
    </main>
  );
}

function Invited() {
  const t = useT();
  const list = usePagedList((page) => listInvited({ pageIndex: page - 1 }).then((p) => p.list), []);
  return (
    <section className="qh-form-card team-members">
      <PagedList
        state={list}
        autoLoad
        skeleton={<Skeleton rows={3} />}
        empty={{ title: t('growth.invitedEmpty'), description: t('growth.invitedEmptyDesc') }}
        className="team-member-list"
        renderItem={(n: InvitedNeighbourWire, i: number) => (
          <div key={`${n.phone}-${n.bindTime}-${i}`} className="team-member" data-testid="invited-neighbour">
            <img src={n.avatar} alt="" width={40} height={40} loading="lazy" />
            <div className="team-member-main">
              <p className="team-member-name">{n.name}</p>
              <p className="team-member-sub">
                {n.phone} · {t('growth.invitedJoined', { date: formatChina(n.bindTime, 'YYYY/MM/DD') })}
              </p>
            </div>
            <p className="team-member-amount">
              <span>{t('growth.invitedOrders', { n: n.orderCount })}</span>
            </p>
          </div>
        )}
      />
    </section>
  );
}
