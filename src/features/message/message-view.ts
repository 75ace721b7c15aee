// The message centre's state, without React: the pages fetched so far as one list (each message once), what was
// marked read on this screen applied, unread first (each part newest first); and where a tap on a message goes.
import type { MessageWire } from '@/api/message';
import { hrefs, paths } from '@/config/paths';

/** What this screen marked read since the pages came: some codes, or everything (全部已读). */
export interface LocalReads {
  codes: ReadonlySet<string>;
  all: boolean;
}

export const NO_LOCAL_READS: LocalReads = { codes: new Set(), all: false };

/** The messages to show: each once (a page may repeat one after new messages came), marks applied, unread first, newest first. */
export function messagesToShow(pages: readonly MessageWire[], reads: LocalReads): MessageWire[] {
  const seen = new Set<string>();
  const out: MessageWire[] = [];
  for (const m of pages) {
    if (seen.has(m.messageCode)) continue;
    seen.add(m.messageCode);
    out.push(reads.all || reads.codes.has(m.messageCode) ? { ...m, read: true } : m);
  }
  return out.sort((a, b) => Number(a.read) - Number(b.read) || b.createTime - a.createTime);
}

/** Marks one message read on this screen. */
export function markRead(reads: LocalReads, code: string): LocalReads {
  return reads.all || reads.codes.has(code) ? reads : { ...reads, codes: new Set([...reads.codes, code]) };
}

/** Marks everything read on this screen. */
export function markAllRead(reads: LocalReads): LocalReads {
  return { ...reads, all: true };
}

/**
 * Where a tap opens what the message is about (docs/api.md "Messages"): an order, an activity (a join's too), the
 * resident's after-sale or, for the leader's afterSaleAsked, the station's after-sales; the withdrawal records; the
 * leader's pickup day; the team page. Anything unknown opens the message centre's neighbour, the mine tab.
 */
export function messageTarget(m: Pick<MessageWire, 'type' | 'bizType' | 'bizCode'>): string {
  switch (m.bizType) {
    case 'order':
      return hrefs.orderDetail(m.bizCode);
    case 'activity':
      return hrefs.activityDetail(m.bizCode);
    case 'join':
      // A join is seen on its activity's page; a message naming only the join opens the activities.
      return paths.tab.activity;
    case 'afterSale':
      return m.type === 'afterSaleAsked' ? paths.stationAfterSale : hrefs.afterSaleDetail(m.bizCode);
    case 'withdrawal':
      return paths.withdrawRecord;
    case 'pickupDay':
      return hrefs.stationPickup(m.bizCode);
    case 'team':
      return paths.stationIndex;
    default:
      return paths.tab.mine;
  }
}
