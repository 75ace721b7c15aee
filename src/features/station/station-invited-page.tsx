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
import './station.css';
import './station-invite.css';

export default function StationInvitedPage(_props: PageProps) {
  const t = useT();
  return (
    <main className="station-page">
      <PageHeader title={t('growth.invitedTitle')} fallback={paths.stationIndex} />
      <LoginRequired message={t('station.needLogin')}>
        <Invited />
      </LoginRequired>
    </main>
  );
}

function Invited() {
  const t = useT();
  const list = usePagedList((page) => listInvited({ pageIndex: page - 1 }).then((p) => p.list), []);
  return (
    <section className="qh-form-card station-members">
      <PagedList
        state={list}
        autoLoad
        skeleton={<Skeleton rows={3} />}
        empty={{ title: t('growth.invitedEmpty'), description: t('growth.invitedEmptyDesc') }}
        className="station-member-list"
        renderItem={(n: InvitedNeighbourWire, i: number) => (
          <div key={`${n.phone}-${n.bindTime}-${i}`} className="station-member" data-testid="invited-neighbour">
            <img src={n.avatar} alt="" width={40} height={40} loading="lazy" />
            <div className="station-row-main">
              <p className="station-member-name">{n.name}</p>
              <p className="station-member-sub">
                {n.phone} · {t('growth.invitedJoined', { date: formatChina(n.bindTime, 'YYYY/MM/DD') })}
              </p>
            </div>
            <p className="station-member-amount">
              <span>{t('growth.invitedOrders', { n: n.orderCount })}</span>
            </p>
          </div>
        )}
      />
    </section>
  );
}
