// The state of a sent application: under review (polled until the review settles), approved (on to
// the leader centre), or rejected with the reason and a way to apply again.
import { Button } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { formatDate } from '@/lib/date';
import { useNavigate } from 'react-router-dom';
import { getCurrentUser } from '@/api/account';
import { CREDENTIALS_STATUS, pollCredentials } from '@/api/credentials';
import { STATION_STATUS, type Station } from '@/api/team';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { refreshUser, tokenAtom } from '@/state/session';
import { store } from '@/state/store';

/** How often the review is asked about while it runs. */
export const REVIEW_POLL_MS = 2000;

export function ApplyStatus({
  team,
  onSettled,
  onReapply,
}: {
  team: Station;
  onSettled: () => void;
  onReapply: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const reviewing = team.status === STATION_STATUS.reviewing;
  useRequest(pollCredentials, {
    ready: reviewing,
    pollingInterval: REVIEW_POLL_MS,
    pollingErrorRetryCount: 5,
    onSuccess(c) {
      if (c.status === CREDENTIALS_STATUS.reviewing) return;
      onSettled();
      // The user's role changed (isManager): refetch it for the mine tab (applied only while this session lasts).
      if (c.status === CREDENTIALS_STATUS.approved) {
        const token = store.get(tokenAtom);
        getCurrentUser({ silent: true }).then(
          (user) => void refreshUser(user, token),
          () => undefined,
        );
      }
    },
  });

  if (reviewing) {
    return (
      <section className="station-status" data-status="reviewing" aria-live="polite">
        <StatusIcon kind="reviewing" />
        <h2>{t('station.statusReviewing')}</h2>
        <p>{t('station.statusReviewingDesc', { time: formatDate(team.createTime, 'YYYY/MM/DD HH:mm') })}</p>
        <p className="station-status-note">{t('station.statusChecking')}</p>
      </section>
    );
  }
  if (team.status === STATION_STATUS.approved) {
    return (
      <section className="station-status" data-status="approved" aria-live="polite">
        <StatusIcon kind="approved" />
        <h2>{t('station.statusApproved')}</h2>
        <p>{t('station.statusApprovedDesc', { name: team.teamName })}</p>
        <Button color="primary" shape="rounded" onClick={() => navigate(paths.stationIndex, { replace: true })}>
          {t('station.enterStation')}
        </Button>
      </section>
    );
  }
  return (
    <section className="station-status" data-status="rejected" aria-live="polite">
      <StatusIcon kind="rejected" />
      <h2>{t('station.statusRejected')}</h2>
      {team.reason && (
        <p className="station-status-reason">{t('station.statusRejectedReason', { reason: team.reason })}</p>
      )}
      <Button color="primary" shape="rounded" onClick={onReapply}>
        {t('station.reapply')}
      </Button>
    </section>
  );
}

function StatusIcon({ kind }: { kind: 'reviewing' | 'approved' | 'rejected' }) {
  return (
    <svg className={`station-status-icon station-status-icon--${kind}`} viewBox="0 0 64 64" aria-hidden="true">
      <circle cx="32" cy="32" r="28" fill="currentColor" opacity="0.12" />
      {kind === 'reviewing' && (
        <path d="M32 16v17l11 7" stroke="currentColor" strokeWidth="5" strokeLinecap="round" fill="none" />
      )}
      {kind === 'approved' && (
        <path
          d="M19 33l9 9 18-20"
          stroke="currentColor"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
          fill="none"
        />
      )}
      {kind === 'rejected' && (
        <path d="M22 22l20 20M42 22L22 42" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      )}
    </svg>
  );
}
