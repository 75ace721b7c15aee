// The participants of an activity: a paged list with masked names, when they joined, and the joined
// count. Loaded once the detail page has painted (activity-detail-page.tsx): below the fold.
import type { Activity, Participant } from '@/api/activity';
import { listParticipants } from '@/api/activity';
import type { MessageKey } from '@/i18n';
import { PagedList, usePagedList } from '@/components/paged-list';
import { useT } from '@/i18n';
import { when } from './labels';
import { Avatar } from './people';

/** `emptyKey`: what an empty list says (labels.ts noParticipantsKey: an invitation only while one can join). */
export function Participants({
  activity: a,
  now,
  emptyKey,
}: {
  activity: Activity;
  now: number;
  emptyKey: MessageKey;
}) {
  const t = useT();
  const list = usePagedList<Participant>(
    async (page) => (await listParticipants(a.code, page - 1)).list,
    [a.code, a.joinedNum],
  );
  return (
    <section className="act-block" aria-labelledby="act-people-title" data-testid="participants">
      <h2 className="act-block-title" id="act-people-title">
        {t('activity.participants')}
        <span className="act-block-extra">{t('activity.joinedOf', { n: a.joinedNum, max: a.num })}</span>
      </h2>
      <PagedList
        state={list}
        refreshable={false}
        className="act-people"
        empty={{ title: t(emptyKey) }}
        renderItem={(p, i) => (
          <div key={`${p.joinTime}-${i}`} className="act-person">
            <Avatar person={p} />
            <span className="act-person-name">{p.name || t('activity.anonymous')}</span>
            <span className="act-person-time">{when(t, p.joinTime, now)}</span>
          </div>
        )}
      />
    </section>
  );
}
