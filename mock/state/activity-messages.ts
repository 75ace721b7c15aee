// The messages of activities: a join paid, a group-buy group formed or failed, an unpaid join about to close.
import { JOIN_STATUS } from '../../src/rules/commerce-states';
import { formatChina } from '../../src/rules/china-time';
import { GROUP_STATUS } from '../../src/rules/activity';
import type { Store } from '../store';
import type { MockActivity, MockGroup, MockJoin } from '../seed/activity';
import { dueReminder, notify } from './messages';
import { UNPAID_SOON_MS, money } from './message-texts';

/** A join was paid: the resident's `paid` (a tap opens the activity, where the join is). */
export function onJoinPaid(store: Store, j: MockJoin, now: number): void {
  const a = store.activities.activities.find((x) => x.code === j.activityCode);
  notify(
    store,
    j.userCode,
    {
      type: 'paid',
      title: '报名成功',
      bizType: 'activity',
      bizCode: j.activityCode,
      content: `您已支付${money(j.payAmount)}，成功报名「${a?.title ?? '活动'}」。`,
    },
    now,
  );
}

/** A group-buy group closed: each paying member's `groupFormed` or `groupFailed`. */
export function onGroupClosed(store: Store, a: MockActivity, g: MockGroup, at: number): void {
  const formed = g.status === GROUP_STATUS.formed;
  for (const userCode of new Set(g.members)) {
    notify(
      store,
      userCode,
      {
        type: formed ? 'groupFormed' : 'groupFailed',
        title: formed ? '拼团成功' : '拼团未成团',
        bizType: 'activity',
        bizCode: a.code,
        content: formed
          ? `您参加的「${a.title}」拼团已成团，请按活动安排参加。`
          : `您参加的「${a.title}」拼团到时未成团，已支付的金额将原路退回。`,
      },
      at,
    );
  }
}

/** Unpaid joins 5 minutes or less before they close: the resident's `unpaidSoon`, once (a tap opens the activity). */
export function remindUnpaidJoins(store: Store, joins: readonly MockJoin[], now: number): void {
  const leadMs = UNPAID_SOON_MS;
  for (const j of joins) {
    if (
      j.status !== JOIN_STATUS.unpaid ||
      j.expireTime === null ||
      !dueReminder(store, `join:${j.joinCode}`, j.expireTime, leadMs, now)
    )
      continue;
    const a = store.activities.activities.find((x) => x.code === j.activityCode);
    notify(
      store,
      j.userCode,
      {
        type: 'unpaidSoon',
        title: '报名即将取消',
        bizType: 'activity',
        bizCode: j.activityCode,
        content: `您报名的「${a?.title ?? '活动'}」还未支付，将于${formatChina(j.expireTime, 'HH:mm')}取消报名，请尽快支付。`,
      },
      j.expireTime - leadMs,
    );
  }
}
