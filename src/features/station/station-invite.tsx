// The leader centre's growth card (docs/product.md#growth): 邀请的邻居 (how many neighbours the leader's links
// bound, the latest ones' faces, the whole list a tap away) and 邀请邻居, a sheet with the home link carrying the
// team's `inv` (its QR, copy, share) and the invitation poster. The sheet's code loads when first opened.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { Link } from 'react-router-dom';
import { listInvited } from '@/api/team-invite';
import type { Station } from '@/api/team';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { showToast } from '@/components/feedback';
import { formatChina } from '@/rules/china-time';
import './station-invite.css';

const loadInviteSheet = () => import('./station-invite-sheet');
/** How many of the latest neighbours' faces the card shows. */
const FACES = 6;
type InviteSheetModule = Awaited<ReturnType<typeof loadInviteSheet>>;

export function StationInvite({ team }: { team: Station }) {
  const t = useT();
  // A glance (silent: on failure the count is the team's and no faces show); the list has its own page.
  const latest = useRequest(() => listInvited({ pageIndex: 0, pageSize: FACES }, { silent: true }), {
    refreshDeps: [team.invitedCount],
  });
  const [sheet, setSheet] = useState<InviteSheetModule | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const invite = async () => {
    if (loading) return;
    setLoading(true);
    try {
      if (!sheet) setSheet(await loadInviteSheet());
      setOpen(true);
    } catch {
      showToast(t('errors.network'));
    } finally {
      setLoading(false);
    }
  };
  const count = latest.data?.total ?? team.invitedCount;
  return (
    <section className="qh-form-card station-invite" aria-labelledby="station-invite-title">
      <div className="station-invite-head">
        <h2 id="station-invite-title">
          {t('growth.invitedTitle')}{' '}
          <span className="station-count" data-testid="station-invited-count">
            {count}
          </span>
        </h2>
        <Link to={paths.stationInvited} className="station-invite-all" data-testid="station-invited-all">
          {t('growth.invitedAll')} ›
        </Link>
      </div>
      {count === 0 ? (
        <p className="station-invite-empty">{t('growth.invitedEmptyDesc')}</p>
      ) : (
        <Link to={paths.stationInvited} className="qh-faces station-invite-faces">
          <span className="qh-visually-hidden">{t('growth.invitedFaces', { n: count })}</span>
          {(latest.data?.list ?? []).map((n, i) => (
            <img key={`${n.phone}-${n.bindTime}-${i}`} src={n.avatar} alt="" width={32} height={32} loading="lazy" />
          ))}
          {latest.data?.list[0] && (
            <span className="qh-note station-invite-sub">
              {t('growth.invitedLatest', { date: formatChina(latest.data.list[0].bindTime, 'MM-DD') })}
            </span>
          )}
        </Link>
      )}
      <Button
        block
        shape="rounded"
        color="primary"
        loading={loading}
        onClick={() => void invite()}
        data-testid="station-invite"
      >
        {t('growth.inviteEntry')}
      </Button>
      {sheet && <sheet.InviteSheet open={open} team={team} onClose={() => setOpen(false)} />}
    </section>
  );
}
