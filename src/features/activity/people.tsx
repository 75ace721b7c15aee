// People on the detail page: avatars (a placeholder for someone who shared none), a group's seats, and
// the participants list with masked names and the joined count.
import type { Activity, Participant, PersonWire } from '@/api/activity';
import { listParticipants } from '@/api/activity';
import { PagedList, usePagedList } from '@/components/paged-list';
import { useT } from '@/i18n';
import { when } from './labels';

export function Avatar({ person, size = 36 }: { person: PersonWire; size?: number }) {
  const t = useT();
  const name = person.name || t('activity.anonymous');
  return person.avatar ? (
    <img className="act-avatar" src={person.avatar} alt={name} width={size} height={size} loading="lazy" />
  ) : (
    <span className="act-avatar act-avatar--none" role="img" aria-label={name} style={{ width: size, height: size }}>
      {person.name ? [...person.name][0] : '?'}
    </span>
  );
}

/** The members' avatars and the seats still empty up to the group's size. */
export function Seats({ members, size }: { members: PersonWire[]; size: number }) {
  const t = useT();
  const empty = Math.max(0, size - members.length);
  return (
    <div className="act-seats">
      {members.map((m, i) => (
        <Avatar key={i} person={m} size={32} />
      ))}
      {Array.from({ length: empty }, (_, i) => (
        <span key={`e${i}`} className="act-seat-empty" role="img" aria-label={t('activity.emptySeat')} />
      ))}
    </div>
  );
}

export function Participants({ activity: a, now }: { activity: Activity; now: number }) {
  const t = useT();
  const list = usePagedList<Participant>(async (page) => (await listParticipants(a.code, page - 1)).list, [a.code, a.joinedNum]);
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
        empty={{ title: t('activity.noParticipants') }}
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
