// Price and pick rules of activities shared by the client's editor and the mock (no imports, so the mock
// can load it as it is): a group-buy tier costs less than buying alone; a multi-item activity's pick limit.

/** A group-buy tier's price per piece (fen) must be strictly below the item's single-buy price (fen). */
export function tierBelowSingle(tierFen: number, singleFen: number): boolean {
  return tierFen < singleFen;
}

/** A multi-item activity (kind 2) lets a person pick every item unless its creator says otherwise (at least 2). */
export function defaultMaxSelection(itemCount: number): number {
  return Math.max(2, itemCount);
}

/** An activity's kind (docs/product.md#entities): 1 single-item, 2 multi-item, 3 group-buy, 4 interactive, 5 on-site. */
export const ACTIVITY_KIND = { single: 1, multi: 2, group: 3, interactive: 4, onsite: 5 } as const;
export type ActivityKind = (typeof ACTIVITY_KIND)[keyof typeof ACTIVITY_KIND];
export const ACTIVITY_KINDS: readonly ActivityKind[] = [1, 2, 3, 4, 5];
export const isActivityKind = (v: unknown): v is ActivityKind =>
  typeof v === 'number' && (ACTIVITY_KINDS as readonly number[]).includes(v);
/** The kinds whose joins pick items (single-item, multi-item, group-buy). */
export const hasItems = (kind: number): boolean =>
  kind === ACTIVITY_KIND.single || kind === ACTIVITY_KIND.multi || kind === ACTIVITY_KIND.group;

/** Who sees an activity (its `type` on the wire): 1 everyone (it is listed), 2 only who has the link. */
export const ACTIVITY_VISIBILITY = { listed: 1, linkOnly: 2 } as const;
export type ActivityVisibility = (typeof ACTIVITY_VISIBILITY)[keyof typeof ACTIVITY_VISIBILITY];

/** An activity's state from its times, on the server's clock: 0 not started, 1 under way, 2 ended. */
export const ACTIVITY_STATUS = { notStarted: 0, ongoing: 1, ended: 2 } as const;
export type ActivityStatus = (typeof ACTIVITY_STATUS)[keyof typeof ACTIVITY_STATUS];

/** What a group-buy group below its first tier becomes at its deadline: 1 everyone refunded, 2 formed virtually. */
export const UNGROUPED_HANDLING = { refund: 1, virtual: 2 } as const;
export type UngroupedHandling = (typeof UNGROUPED_HANDLING)[keyof typeof UNGROUPED_HANDLING];

/**
 * A group-buy group: 0 open (taking members, whether or not a tier is reached), 1 formed (closed: full at the last
 * tier, or at the deadline at the tier reached or virtually), 2 failed (closed at the deadline below the first
 * tier, everyone refunded). Set once when the group closes; docs/api.md "Group-buy".
 */
export const GROUP_STATUS = { open: 0, formed: 1, failed: 2 } as const;
export type GroupStatus = (typeof GROUP_STATUS)[keyof typeof GROUP_STATUS];

/** A refund plan's `type`: 1 is an activity's (the others belong to other products). */
export const REFUND_PLAN_TYPE = { activity: 1 } as const;
