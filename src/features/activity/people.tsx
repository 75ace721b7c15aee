// People on the detail page: avatars (a placeholder for someone who shared none) and a group's seats.
// The participants list is participants.tsx (loaded after the page has painted).
import type { PersonWire } from '@/api/activity';
import { useT } from '@/i18n';

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
