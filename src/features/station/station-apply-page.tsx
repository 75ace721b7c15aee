// /pages/team/apply: the team leader application and its verification status (docs/product.md#entities
// "Manager/team info"; /api/team/v1/get for the application, /api/credentials/get for the review).
import { useState } from 'react';
import { useAtom } from 'jotai';
import { useRequest } from 'ahooks';
import type { PageProps } from '@/config/page-props';
import { getStation, STATION_STATUS } from '@/api/team';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { Loadable } from '@/components/loadable';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { applicationDraftAtom } from '@/state/application-draft';
import { ApplyFormView } from './apply-form-view';
import { ApplyStatus } from './apply-status';
import { draftFromStation } from './apply-form';
import './station.css';

export default function StationApplyPage(_props: PageProps) {
  const t = useT();
  return (
    <main className="station-page">
      <PageHeader title={t('station.applyTitle')} fallback={paths.tab.mine} />
      <LoginRequired message={t('station.needLogin')}>
        <StationApply />
      </LoginRequired>
    </main>
  );
}

function StationApply() {
  const t = useT();
  const [draft, setDraft] = useAtom(applicationDraftAtom);
  // The application's state changes on the server (the review): always asked fresh here.
  const request = useRequest(() => getStation({ fresh: true }));
  // Bumped when the form's content is replaced, so that its image pickers start from the new value.
  const [formKey, setFormKey] = useState(0);
  return (
    <Loadable request={request}>
      {(team) => {
        // A rejected application being edited again (its draft survives a reload) shows the form under the reason.
        const editing = team === null || (team.status === STATION_STATUS.rejected && draft !== null);
        if (editing) {
          return (
            <>
              {team === null ? (
                <p className="station-intro">{t('station.applyIntro')}</p>
              ) : (
                <p className="station-intro station-intro--rejected" role="note">
                  <strong>{t('station.statusRejected')}</strong>{' '}
                  {team.reason && t('station.statusRejectedReason', { reason: team.reason })}
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
                draftFromStation(team, {
                  idCardF: t('station.idCardF'),
                  idCardB: t('station.idCardB'),
                  cert: t('station.cert'),
                  logo: t('station.logo'),
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
