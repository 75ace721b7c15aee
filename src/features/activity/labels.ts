// Words the activity screens share: kind names, friendly dates, distances, the state line of an
// activity, and the group state sentence; all through i18n.
import type { ActivitySummary, ActivityKind, Group, GroupTier } from '@/api/activity';
import type { FormItemType } from '@/api/template';
import { GROUP_STATUS } from '@/api/activity';
import type { MessageKey, Params } from '@/i18n';
import { countdown, friendlyDate, type Countdown } from '@/lib/date';
import { formatFen } from '@/rules/money';
import { phaseOf, type Phase } from './phase';

export { KIND_KEYS, PHASE_KEYS, phaseOf, type Phase } from './phase';

type T = (key: MessageKey, params?: Params) => string;

export const KIND_DESC_KEYS: Record<ActivityKind, MessageKey> = {
  1: 'activity.kind1Desc',
  2: 'activity.kind2Desc',
  3: 'activity.kind3Desc',
  4: 'activity.kind4Desc',
  5: 'activity.kind5Desc',
};

export const FORM_TYPE_KEYS: Record<FormItemType, MessageKey> = {
  text: 'activity.typeText',
  textarea: 'activity.typeTextarea',
  number: 'activity.typeNumber',
  phone: 'activity.typePhone',
  select: 'activity.typeSelect',
  image: 'activity.typeImage',
};

/** The spec's friendly date in words. */
export function when(t: T, ms: number, now: number): string {
  const f = friendlyDate(ms, now);
  switch (f.kind) {
    case 'justNow':
      return t('common.justNow');
    case 'soon':
      return t('common.soon');
    case 'minutesAgo':
      return t('common.minutesAgo', { n: f.n });
    case 'minutesLater':
      return t('common.minutesLater', { n: f.n });
    default:
      return f.text;
  }
}

/** '2天3小时' / '3小时12分' / '12分' / '不到1分钟' */
export function leftText(t: T, c: Countdown): string {
  if (c.days > 0) return t('activity.leftDays', { d: c.days, h: c.hours });
  if (c.hours > 0) return t('activity.leftHours', { h: c.hours, m: c.minutes });
  if (c.minutes > 0) return t('activity.leftMinutes', { m: c.minutes });
  return t('activity.leftSoon');
}

/** The card's state line: time left to sign up, when it starts, or that it closed / ended. */
export function stateLine(t: T, a: Pick<ActivitySummary, 'beginTime' | 'closeTime' | 'endTime'>, now: number): string {
  const phase = phaseOf(a, now);
  if (phase === 'ended') return t('activity.stateEnded');
  if (phase === 'closed') return t('activity.stateClosed');
  if (phase === 'notStarted')
    return t('activity.stateStarts', {
      when: when(t, a.beginTime, now),
      left: leftText(t, countdown(a.closeTime, now)),
    });
  return t('activity.stateOpen', { left: leftText(t, countdown(a.closeTime, now)) });
}

/** What a group's state means for its members, in one sentence. */
export function groupSentence(t: T, g: Group, tiers: readonly GroupTier[]): string {
  const firstPriceFen = tiers[0]?.priceFen ?? g.priceFen;
  if (g.status === GROUP_STATUS.failed) return t('activity.groupFailed');
  if (g.status === GROUP_STATUS.formed) {
    if (g.virtual) return t('activity.groupVirtual', { price: formatFen(g.priceFen) });
    const diff = firstPriceFen - g.priceFen;
    return diff > 0
      ? t('activity.groupFormedDrop', { price: formatFen(g.priceFen), diff: formatFen(diff) })
      : t('activity.groupFormed', { price: formatFen(g.priceFen) });
  }
  if (g.memberNum < g.minSize)
    return t('activity.groupNeed', { n: g.minSize - g.memberNum, price: formatFen(firstPriceFen) });
  const next = tiers.find((tier) => tier.groupSize > g.memberNum);
  return next
    ? t('activity.groupMore', {
        price: formatFen(g.priceFen),
        n: next.groupSize - g.memberNum,
        next: formatFen(next.priceFen),
      })
    : t('activity.groupFormed', { price: formatFen(g.priceFen) });
}

/** What an empty participants list says: an invitation only while one can join; else what is true (ended, closed). */
export function noParticipantsKey(phase: Phase, canJoin: boolean): MessageKey {
  if (canJoin) return 'activity.noParticipants';
  if (phase === 'ended') return 'activity.noParticipantsEnded';
  if (phase === 'closed') return 'activity.noParticipantsClosed';
  return 'activity.noParticipantsYet';
}

/** What an empty list of (other) open groups says: start one while one can; invite to mine when I am in one. */
export function noGroupsKey(phase: Phase, canJoin: boolean, inOpenGroup: boolean): MessageKey {
  if (phase === 'ended') return 'activity.noOpenGroupsEnded';
  if (phase === 'closed') return 'activity.noOpenGroupsClosed';
  if (inOpenGroup) return 'activity.noOtherGroups';
  return canJoin ? 'activity.noOpenGroups' : 'activity.noOpenGroupsYet';
}
