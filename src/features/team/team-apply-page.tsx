// /pages/team/apply: the team leader application and its verification status (docs/product.md#entities
// "Manager/team info"; /api/team/v1/get for the application, /api/credentials/get for the review).
import { useState } from 'react';
import { useAtom } from 'jotai';
import { useRequest } from 'ahooks';
import type { PageProps } from '@/config/page-props';
import { getStation, TEAM_STATUS } from '@/api/team';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { Loadable } from '@/components/loadable';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { teamApplyDraftAtom } from '@/state/team-draft';
import { ApplyFormView } from './apply-form-view';
import { ApplyStatus } from './apply-status';
import { draftFromTeam } from './apply-form';
import './team.css';

export default function TeamApplyPage(_props: PageProps) {
  const t = useT();
  return (
    <main className="team-page">
      <PageHeader title={t('team.applyTitle')} fallback={paths.tab.mine} />
      <LoginRequired message={t('team.needLogin')}>
        <TeamApply />
      </LoginRequired>
    </main>
  );
}

function TeamApply() {
  const t = useT();
  const [draft, setDraft] = useAtom(teamApplyDraftAtom);
  // The application's state changes on the server (the review): always asked fresh here.
  const request = useRequest(() => getStation({ fresh: true }));
  // Bumped when the form's content is replaced, so that its image pickers start from the new value.
  const [formKey, setFormKey] = useState(0);
  return (
    <Loadable request={request}>
      {(team) => {
        // A rejected application being edited again (its draft survives a reload) shows the form under the reason.
        const editing = team === null || (team.status === TEAM_STATUS.rejected && draft !== null);
        if (editing) {
          return (
            <>
              {team === null ? (
                <p className="team-intro">{t('team.applyIntro')}</p>
              ) : (
                <p className="team-intro team-intro--rejected" role="note">
                  <strong>{t('team.statusRejected')}</strong>{' '}
                  {team.reason && t('team.statusRejectedReason', { reason: team.reason })}
                </p>
              )}
              <ApplyFormView key={formKey} onSubmitted={(sent) => request.mutate(sent)} />
            </>
          );
        }
        return (
          <ApplyStatus
            team={team}
            onSettled={request.refresh}
            onReapply={() => {
              setDraft(
                draftFromTeam(team, {
                  idCardF: t('team.idCardF'),
                  idCardB: t('team.idCardB'),
                  cert: t('team.cert'),
                  logo: t('team.logo'),
                }),
              );
              setFormKey((k) => k + 1);
            }}
          />
        );
      }}
    </Loadable>
  );
}
