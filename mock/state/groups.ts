// Group-buy settlement and the places of activity joins, on the mock's business clock (the caller passes `now`:
// real time + the test offset). Everyone pays the first tier's price; a group forms at the first tier's size,
// fills (and closes) at the last tier's size, and closes at its deadline: at the tier reached (the difference to
// the first tier refunded to every member), or below the first tier refunded or formed virtually. A join that
// costs money waits unpaid (its place held) until its payment goes through (payJoin) or it expires.
import type { ActivityItemWire, GroupTierWire } from '../../src/api/activity';
import { GROUP_STATUS, UNGROUPED_HANDLING } from '../../src/rules/activity';
import { JOIN_STATUS, type RefundReason } from '../../src/rules/commerce-states';
import type { MockActivity, MockGroup, MockJoin } from '../seed/activity';
import { fen, yuan } from '../seed/util';
import type { Store } from '../store';
import { refundTo } from '../handlers/refund';
import { onGroupClosed, remindUnpaidJoins } from './activity-messages';

/** An item's tiers, smallest group first. */
export const tiersOf = (item: ActivityItemWire): GroupTierWire[] =>
  [...item.groupItemList].sort((x, y) => x.groupSize - y.groupSize);

export function itemOf(a: MockActivity, code: string): ActivityItemWire | undefined {
  return a.activityItemList.find((i) => i.code === code);
}

/** The tier a group of `n` members has reached, or undefined below the first tier. */
export function reachedTier(item: ActivityItemWire, n: number): GroupTierWire | undefined {
  return tiersOf(item)
    .filter((t) => t.groupSize <= n)
    .pop();
}

/** Joins that are in: paid, or free. */
export const activeJoins = (store: Store, a: MockActivity): MockJoin[] =>
  store.activities.joins.filter((j) => j.activityCode === a.code && j.status === JOIN_STATUS.joined);

/** Joins that take a place: paid ones, and unpaid ones until they expire. */
export const heldJoins = (store: Store, a: MockActivity): MockJoin[] =>
  store.activities.joins.filter(
    (j) => j.activityCode === a.code && (j.status === JOIN_STATUS.joined || j.status === JOIN_STATUS.unpaid),
  );

/** Refunds `amountFen` of a join to the payment it came from, and counts it on the join. */
export function refundJoin(store: Store, now: number, j: MockJoin, amountFen: number, reason: RefundReason): void {
  if (amountFen <= 0) return;
  refundTo(store, { userCode: j.userCode, bizType: 'join', bizCode: j.joinCode, amountFen, reason, now });
  j.refundAmount = yuan(fen(j.refundAmount) + amountFen);
}

/** The pieces of a join go back to its items' stock. */
export function releasePieces(a: MockActivity | undefined, j: MockJoin): void {
  for (const picked of j.items) {
    const it = a && itemOf(a, picked.itemCode);
    if (it) it.soldNum = Math.max(0, it.soldNum - picked.num);
  }
}

/** Removes a group nobody is in or waiting for. */
export function dropEmptyGroup(store: Store, g: MockGroup): void {
  const groups = store.activities.groups;
  if (g.members.length === 0 && g.pending.length === 0) groups.splice(groups.indexOf(g), 1);
}

/** Refunds each member the difference between what they paid per piece and `unit` (yuan). */
function refundDifference(store: Store, now: number, g: MockGroup, paidUnit: number, unit: number): void {
  for (const j of store.activities.joins) {
    if (j.groupCode !== g.code || j.status !== JOIN_STATUS.joined) continue;
    const num = j.items.reduce((s, i) => s + i.num, 0);
    refundJoin(store, now, j, (fen(paidUnit) - fen(unit)) * num, 'tierDifference');
  }
}

/** Gives an unpaid join up (expired, or the person gave up): its place and its pieces come back. */
export function closeUnpaid(store: Store, a: MockActivity | undefined, j: MockJoin): void {
  j.status = JOIN_STATUS.closed;
  j.expireTime = null;
  releasePieces(a, j);
  const g = store.activities.groups.find((x) => x.code === j.groupCode);
  if (!g) return;
  g.pending = g.pending.filter((u) => u !== j.userCode);
  dropEmptyGroup(store, g);
}

/** Closes a group: full or out of time. Joins still unpaid in it close. */
export function closeGroup(store: Store, now: number, a: MockActivity, g: MockGroup): void {
  for (const j of store.activities.joins)
    if (j.groupCode === g.code && j.status === JOIN_STATUS.unpaid) closeUnpaid(store, a, j);
  const item = itemOf(a, g.itemCode);
  const tiers = item ? tiersOf(item) : [];
  const first = tiers[0];
  const tier = item ? reachedTier(item, g.members.length) : undefined;
  if (tier && first) {
    g.status = GROUP_STATUS.formed;
    g.closedTierCode = tier.code;
    refundDifference(store, now, g, first.price, tier.price);
  } else if (a.ungroupedHandling === UNGROUPED_HANDLING.virtual) {
    g.status = GROUP_STATUS.formed;
    g.virtual = true;
    g.closedTierCode = first?.code ?? '';
  } else {
    g.status = GROUP_STATUS.failed;
    for (const j of store.activities.joins) {
      if (j.groupCode !== g.code || j.status !== JOIN_STATUS.joined) continue;
      refundJoin(store, now, j, fen(j.payAmount) - fen(j.refundAmount), 'groupFailed');
      j.status = JOIN_STATUS.failed;
      releasePieces(a, j);
    }
  }
  onGroupClosed(store, a, g, Math.min(now, g.deadline));
}

/**
 * Moves activities on along the business clock (run before each activity and payment call): unpaid joins
 * past their expiry close, then every open group whose deadline has passed closes.
 */
export function settleActivities(store: Store, now: number): void {
  const { activities, groups, joins } = store.activities;
  remindUnpaidJoins(store, joins, now);
  for (const j of joins) {
    if (j.status === JOIN_STATUS.unpaid && j.expireTime !== null && j.expireTime <= now)
      closeUnpaid(
        store,
        activities.find((x) => x.code === j.activityCode),
        j,
      );
  }
  for (const g of [...groups]) {
    if (g.status !== GROUP_STATUS.open || g.deadline > now) continue;
    const a = activities.find((x) => x.code === g.activityCode);
    if (a) closeGroup(store, now, a, g);
  }
}

/** A payment went through for an unpaid join (mock/state/payments.ts): joined; in a group-buy a member, and a full group closes. */
export function payJoin(store: Store, now: number, joinCode: string): void {
  const data = store.activities;
  const j = data.joins.find((x) => x.joinCode === joinCode);
  if (!j || j.status !== JOIN_STATUS.unpaid) return;
  j.status = JOIN_STATUS.joined;
  j.expireTime = null;
  const g = data.groups.find((x) => x.code === j.groupCode);
  const a = data.activities.find((x) => x.code === j.activityCode);
  if (!g || !a) return;
  g.pending = g.pending.filter((u) => u !== j.userCode);
  g.members.push(j.userCode);
  const item = itemOf(a, g.itemCode);
  if (item && g.members.length >= (tiersOf(item).pop()?.groupSize ?? Infinity)) closeGroup(store, now, a, g);
}
