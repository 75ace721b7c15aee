// An activity's kind and phase in words: what the detail page's head says in its first render (apart from
// labels.ts, whose friendly dates and sentences come after the first screen).
import type { ActivitySummary, ActivityKind } from '@/api/activity';
import type { MessageKey } from '@/i18n';

export const KIND_KEYS: Record<ActivityKind, MessageKey> = {
  1: 'activity.kind1',
  2: 'activity.kind2',
  3: 'activity.kind3',
  4: 'activity.kind4',
  5: 'activity.kind5',
};
export type Phase = 'notStarted' | 'open' | 'closed' | 'ended';
export const PHASE_KEYS: Record<Phase, MessageKey> = {
  notStarted: 'activity.phaseNotStarted',
  open: 'activity.phaseOpen',
  closed: 'activity.phaseClosed',
  ended: 'activity.phaseEnded',
};

/** Where an activity is at `now` (server time): sign-up runs until closeTime, the activity until endTime. */
export function phaseOf(a: Pick<ActivitySummary, 'beginTime' | 'closeTime' | 'endTime'>, now: number): Phase {
  if (now > a.endTime) return 'ended';
  if (now > a.closeTime) return 'closed';
  if (now < a.beginTime) return 'notStarted';
  return 'open';
}
