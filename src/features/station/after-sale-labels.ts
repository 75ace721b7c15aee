// What the leader's after-sales screen says about one request: its reason and state as text keys of the
// `team` namespace, a state for the tag's colour, and the customer's name masked as the rest of the app masks it.
import { AFTER_SALE_STATUS, type AfterSale, type AfterSaleReason } from '@/api/after-sale';
import { REFUND_STATUS } from '@/api/refund';
import type { MessageKey } from '@/i18n';

export const REASON_KEYS: Record<AfterSaleReason, MessageKey> = {
  outOfStock: 'station.reasonOutOfStock',
  spoiled: 'station.reasonSpoiled',
  missing: 'station.reasonMissing',
  other: 'station.reasonOther',
};

/** The tag of a request: to handle, refunding / refunded (accepted), refused, withdrawn. */
export type AfterSaleTag = 'pending' | 'refunding' | 'refunded' | 'accepted' | 'refused' | 'cancelled';

export function tagOf(a: Pick<AfterSale, 'status' | 'refund'>): AfterSaleTag {
  if (a.status === AFTER_SALE_STATUS.pending) return 'pending';
  if (a.status === AFTER_SALE_STATUS.refused) return 'refused';
  if (a.status === AFTER_SALE_STATUS.cancelled) return 'cancelled';
  if (a.refund?.status === REFUND_STATUS.done) return 'refunded';
  if (a.refund?.status === REFUND_STATUS.processing) return 'refunding';
  return 'accepted';
}

export const TAG_KEYS: Record<AfterSaleTag, MessageKey> = {
  pending: 'station.afterSalePending',
  refunding: 'station.afterSaleRefunding',
  refunded: 'station.afterSaleRefundedState',
  accepted: 'station.afterSaleAcceptedState',
  refused: 'station.afterSaleRefusedState',
  cancelled: 'station.afterSaleCancelledState',
};

/** 李思雨 -> 李*雨, 陈敏 -> 陈*, '' stays '' (the same rule as the backend's masked names; masking twice changes nothing). */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length === 0) return '';
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** Pieces asked for over all items. */
export const piecesOf = (a: Pick<AfterSale, 'items'>) => a.items.reduce((n, i) => n + i.num, 0);
