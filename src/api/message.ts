// Messages (消息中心, docs/product.md#the-stations-day): what the backend wrote to the person at each event of an order, a join,
// an after-sale, a withdrawal or the leader's station; read one or all; the unread count of the 我的 tab; and the
// WeChat subscribe messages a person accepted after paying or joining.
import { call } from '@/lib/request/client';
import { mutate, PAGE_SIZE, type PageWire } from './shared';

/** Who gets it and when (docs/product.md#the-stations-day): the resident's events, then the leader's. */
export const MESSAGE_TYPES = [
  'paid',
  'arrived',
  'handedOver',
  'shortage',
  'refunded',
  'afterSale',
  'groupFormed',
  'groupFailed',
  'unpaidSoon',
  'stationOrder',
  'afterSaleAsked',
  'withdrawal',
  'teamReviewed',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/**
 * What a tap opens: an order, a join (its activity), an activity, an after-sale, a withdrawal, the leader's
 * pickup day (bizCode 'YYYY-MM-DD'), or the leader's team (teamReviewed; docs/decisions.md).
 */
export type MessageBizType = 'order' | 'join' | 'activity' | 'afterSale' | 'withdrawal' | 'pickupDay' | 'team';

export interface MessageWire {
  messageCode: string;
  type: MessageType;
  /** Texts as the backend writes them (Chinese, business times in China time). */
  title: string;
  content: string;
  bizType: MessageBizType;
  bizCode: string;
  read: boolean;
  createTime: number;
}

export interface MessagePageWire extends PageWire<MessageWire> {
  /** How many of mine are unread (all pages). */
  unread: number;
}

function isMessage(w: unknown): w is MessageWire {
  const m = w as MessageWire | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.messageCode === 'string' &&
    typeof m.title === 'string' &&
    typeof m.content === 'string' &&
    typeof m.bizType === 'string' &&
    typeof m.bizCode === 'string' &&
    typeof m.read === 'boolean' &&
    Number.isFinite(m.createTime)
  );
}

function toMessagePage(w: MessagePageWire): MessagePageWire {
  if (
    !Array.isArray(w?.list) ||
    !Number.isSafeInteger(w.total) ||
    !Number.isSafeInteger(w.unread) ||
    !w.list.every(isMessage)
  )
    throw new TypeError('not a message page');
  return { list: w.list.map((m) => ({ ...m })), total: w.total, unread: w.unread };
}

function toUnread(w: { unread: number }): number {
  if (!Number.isSafeInteger(w?.unread) || w.unread < 0) throw new TypeError('not an unread count');
  return w.unread;
}

/** POST /api/message/v1/list: my messages, newest first, a page of 10 (pageIndex 0-based), with my unread count. */
export function listMessages(pageIndex: number): Promise<MessagePageWire> {
  return call('/api/message/v1/list', { pageIndex, pageSize: PAGE_SIZE }, { convert: toMessagePage });
}

/** POST /api/message/v1/read: marks mine read (the codes given, or all of mine without them); answers my unread count. */
export function readMessages(messageCodes?: string[], options: { silent?: boolean } = {}): Promise<number> {
  return mutate('/api/message/v1/read', { messageCodes }, { convert: toUnread, silent: options.silent });
}

/** POST /api/message/v1/unread: my unread count (the 我的 tab's badge; nobody asked for it: silent). */
export function unreadCount(): Promise<number> {
  return call('/api/message/v1/unread', undefined, { convert: toUnread, silent: true });
}

/** POST /api/message/v1/subscribe: the WeChat templates the person accepted for what they paid or joined; answers how many count. */
export function reportSubscribe(req: {
  templateIds: string[];
  bizType: MessageBizType;
  bizCode: string;
}): Promise<number> {
  return mutate('/api/message/v1/subscribe', req, { convert: (w: { accepted: number }) => w.accepted, silent: true });
}
