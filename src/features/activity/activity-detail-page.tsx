// /pages/activity/detail?code=: covers, title, kind, price, times in friendly dates, the place with its
// distance and map, sanitized details, programs, items, group-buy tiers and groups (countdowns on the
// server's clock), my participation with leaving, the refund plan, participants; join; share card (in
// WeChat), poster, Web Share or link with QR (elsewhere); in my open group, an invitation to it whose link
// (`&group=`) opens the activity at that group. Opened from a shared link, it is the landing page: its
// first load carries the head and the action bar only (detail-head.tsx, detail-actions.tsx, main-action.ts);
// the sections below and the share card come in a chunk of their own after the first screen (detail-late.ts).
import { useDeferredValue, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { GROUP_STATUS, type Activity } from '@/api/activity';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { Loadable, Skeleton } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { useT } from '@/i18n';
import { userInfoAtom } from '@/state/session';
import { DetailActions } from './detail-actions';
import { useActivityDetail } from './detail-data';
import { DetailHead } from './detail-head';
import { useLateParts } from './late-parts';
import { detailStateOf, mainLabelText } from './main-action';
import type { Sharing } from './share-card';
import { useDetailSheets } from './use-detail-sheets';
import { useServerNow } from './use-server-clock';

// The route table starts the activity's request when it loads this page (detail-data.ts).
export { launchActivityRequest } from './detail-data';
import './activity.css';
import './activity-detail.css';

export default function ActivityDetailPage({ query }: PageProps) {
  const t = useT();
  const code = query.code ?? '';
  const request = useActivityDetail(code);
  const title = request.data?.activity.title ?? t('activity.detailTitle');
  return (
    <div className="act-detail">
      <PageHeader title={title} fallback={paths.tab.activity} />
      {code === '' ? (
        <p className="act-block-note" role="alert">
          {t('activity.missingCode')}
        </p>
      ) : (
        <Loadable request={request} skeleton={<Skeleton rows={2} variant="detail" />}>
          {({ activity, offset }) => (
            <ActivityDetail
              activity={activity}
              offset={offset}
              linkedGroup={query.group ?? ''}
              refresh={request.refresh}
            />
          )}
        </Loadable>
      )}
    </div>
  );
}

/** Where the sections below the head come, until they are there. */
const SECTIONS_PLACEHOLDER = (
  <section className="act-block">
    <Skeleton rows={3} />
  </section>
);

function ActivityDetail({
  activity: a,
  offset,
  linkedGroup,
  refresh,
}: {
  activity: Activity;
  offset: number;
  linkedGroup: string;
  refresh: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const now = useServerNow(offset);
  const user = useAtomValue(userInfoAtom);
  const state = detailStateOf(a, now, linkedGroup);
  const late = useLateParts();
  const [sharing, setSharing] = useState<Sharing | null>(null);
  const sheets = useDetailSheets({ activity: a, sharing, myOpenGroup: state.myOpenGroup, late: late.data, refresh });

  // A group's time limit passing on screen: read the settled state once.
  const nextDeadline = Math.min(
    ...[...a.groups, ...(a.myGroup ? [a.myGroup] : [])]
      .filter((g) => g.status === GROUP_STATUS.open)
      .map((g) => g.deadline),
    Infinity,
  );
  const expired = now >= nextDeadline;
  useEffect(() => {
    if (expired) refresh();
  }, [expired, refresh]);

  // The covers, the head and the action bar commit first (a shared link's first paint); the sections
  // below render after, in a background render React slices, even when their chunk is already here.
  const whole = useDeferredValue(true, false);
  const tap = state.main.tap;
  const onMain = () => {
    if (tap.does === 'pay') sheets.toCashier(tap.join.joinCode);
    else if (tap.does === 'invite') void sheets.share();
    else if (tap.does === 'joinGroup') sheets.joinGroup(tap.group);
    else void sheets.startJoin();
  };

  return (
    <main className="act-detail-main">
      <DetailHead activity={a} phase={state.phase} />

      <Loadable request={late} skeleton={SECTIONS_PLACEHOLDER}>
        {(parts) =>
          whole ? (
            <parts.DetailSections
              activity={a}
              state={state}
              now={now}
              offset={offset}
              linkedGroup={linkedGroup}
              refresh={refresh}
              onStart={(item) => void sheets.startJoin('', item)}
              onJoin={sheets.joinGroup}
            />
          ) : (
            SECTIONS_PLACEHOLDER
          )
        }
      </Loadable>
      {late.data && <late.data.ShareCard activity={a} myOpenGroup={state.myOpenGroup} onChange={setSharing} />}

      <DetailActions
        mainText={mainLabelText(t, a, state)}
        mainEnabled={state.main.enabled}
        mainBusy={sheets.opening === 'join' || (state.myOpenGroup !== null && sheets.opening === 'share')}
        opening={sheets.opening}
        canEdit={user?.userCode === a.creatorCode}
        onShare={() => void sheets.share()}
        onPoster={() => void sheets.openPoster()}
        onEdit={() => navigate(hrefs.activityEdit(a.activityType, a.code))}
        onMain={onMain}
      />
      {sheets.sheets}
    </main>
  );
}
