// The detail page's main button, from the activity (with what it says about the person: their join and
// group), the time on the server's clock and the group a shared link named: what it says, whether it can
// be tapped and what a tap does. Pure, so that every state is tested (main-action.test.ts).
import { ACTIVITY_KIND, GROUP_STATUS, JOIN_STATUS, type Activity, type Group, type MyJoin } from '@/api/activity';
import type { MessageKey, Params } from '@/i18n';
import { formatFen } from '@/rules/money';
import { phaseOf, type Phase } from './phase';

type T = (key: MessageKey, params?: Params) => string;

/** What the main button says, in the order the states win over one another. */
export type MainLabel =
  'notOpen' | 'ended' | 'closed' | 'pay' | 'invite' | 'joined' | 'full' | 'joinGroup' | 'startGroup' | 'buy' | 'join';

/** What a tap does: pay the unpaid join (the cashier), share the invitation to my open group, join the linked group, or start a join. */
export type MainTap =
  | { does: 'pay'; join: MyJoin }
  | { does: 'invite'; group: Group }
  | { does: 'joinGroup'; group: Group }
  | { does: 'start' };

export interface DetailState {
  phase: Phase;
  /** Sign-up open to this person now (the sections' join buttons too). */
  canJoin: boolean;
  /** An unpaid join holds its place: the person pays it or gives it up, never joins twice. */
  unpaid: MyJoin | null;
  /** My group while open and paid for (unpaid, it shows to nobody else yet): the button invites to it. */
  myOpenGroup: Group | null;
  /** The open group a shared link named, not mine. */
  linked: Group | null;
  main: { label: MainLabel; enabled: boolean; tap: MainTap };
}

/** The page's state at `now` (server time); `linkedGroup` is the link's `group` ('' for none). */
export function detailStateOf(a: Activity, now: number, linkedGroup: string): DetailState {
  const phase = phaseOf(a, now);
  const full = a.joinedNum >= a.num;
  const unpaid = a.myJoin?.status === JOIN_STATUS.unpaid ? a.myJoin : null;
  const myOpenGroup =
    a.myJoin?.status === JOIN_STATUS.joined && a.myGroup?.status === GROUP_STATUS.open ? a.myGroup : null;
  const canJoin = a.enrollEnable && phase !== 'closed' && phase !== 'ended' && !a.joined && !unpaid && !full;
  const isGroup = a.activityType === ACTIVITY_KIND.group;
  const linked =
    (isGroup &&
      linkedGroup &&
      a.myGroup?.code !== linkedGroup &&
      a.groups.find((g) => g.code === linkedGroup && g.status === GROUP_STATUS.open)) ||
    null;
  const label: MainLabel = !a.enrollEnable
    ? 'notOpen'
    : phase === 'ended'
      ? 'ended'
      : phase === 'closed'
        ? 'closed'
        : unpaid
          ? 'pay'
          : myOpenGroup
            ? 'invite'
            : a.joined
              ? 'joined'
              : full
                ? 'full'
                : linked && canJoin
                  ? 'joinGroup'
                  : isGroup
                    ? 'startGroup'
                    : a.activityType <= ACTIVITY_KIND.multi
                      ? 'buy'
                      : 'join';
  const tap: MainTap = unpaid
    ? { does: 'pay', join: unpaid }
    : myOpenGroup
      ? { does: 'invite', group: myOpenGroup }
      : linked
        ? { does: 'joinGroup', group: linked }
        : { does: 'start' };
  return {
    phase,
    canJoin,
    unpaid,
    myOpenGroup,
    linked,
    main: { label, enabled: canJoin || unpaid !== null || myOpenGroup !== null, tap },
  };
}

/** The main button's words. */
export function mainLabelText(t: T, a: Activity, s: DetailState): string {
  switch (s.main.label) {
    case 'notOpen':
      return t('activity.btnNotOpen');
    case 'ended':
      return t('activity.btnEnded');
    case 'closed':
      return t('activity.btnClosed');
    case 'pay':
      return t('activity.payNow', { amount: formatFen(s.unpaid?.payFen ?? 0) });
    case 'invite':
      return t('activity.btnInvite');
    case 'joined':
      return t('activity.btnJoined');
    case 'full':
      return t('activity.btnFull');
    case 'joinGroup':
      return t('activity.btnJoinGroupOf', { name: s.linked?.leaderName || t('activity.anonymous') });
    case 'startGroup':
      return t('activity.btnStartGroup', {
        price: formatFen(a.activityItemList[0]?.groupItemList[0]?.priceFen ?? a.priceFen),
      });
    case 'buy':
      return t('activity.btnBuy');
    case 'join':
      return t('activity.btnJoin');
  }
}
