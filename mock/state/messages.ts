// Messages (消息中心, docs/product.md#the-stations-day): the backend writes one to a person at each event of their orders, joins,
// after-sales, withdrawals and station (notify), in Chinese with business times in China time, as a real backend
// would, and lists a person's. Each event is one call from where it happens (the handlers and state/ modules); its
// text is in order-messages.ts, activity-messages.ts or station-messages.ts. A WeChat subscribe template the
// person accepted (handlers/message.ts) is sent once, at the first matching event (wechat-subscribe.ts).
import type { MessageBizType, MessageType, MessageWire } from '../../src/api/message';
import type { Store } from '../store';
import { sendSubscribed, type MockSubscription, type WxSentMessage } from './wechat-subscribe';

/** A message and whose it is. */
export interface MockMessage extends MessageWire {
  userCode: string;
}

/** What a message says and what a tap on it opens. */
export interface MessageInput {
  type: MessageType;
  title: string;
  content: string;
  bizType: MessageBizType;
  bizCode: string;
}

interface MessageState {
  messages: MockMessage[];
  subscriptions: MockSubscription[];
  sent: WxSentMessage[];
  /** Orders and joins already reminded before they close (`order:<code>`, `join:<code>`). */
  reminded: Set<string>;
}

// Kept beside the store (not in it): one state per store, for the life of the store.
const states = new WeakMap<Store, MessageState>();

/** The messages, subscriptions and WeChat sends of a store. */
export function messageState(store: Store): MessageState {
  let s = states.get(store);
  if (!s) {
    s = { messages: [], subscriptions: [], sent: [], reminded: new Set() };
    states.set(store, s);
  }
  return s;
}

/** Writes one message to `userCode` (nothing without a person); sends it through WeChat once if they subscribed to its template. */
export function notify(store: Store, userCode: string, msg: MessageInput, now: number): MockMessage | null {
  if (!userCode) return null;
  const state = messageState(store);
  const message: MockMessage = { messageCode: store.nextId('MS'), userCode, ...msg, read: false, createTime: now };
  state.messages.push(message);
  sendSubscribed(store, state, userCode, msg, now);
  return message;
}

/** My messages, newest first (an event settled late keeps its own time). */
export function messagesOf(store: Store, userCode: string): MockMessage[] {
  return messageState(store)
    .messages.filter((m) => m.userCode === userCode)
    .sort((a, b) => b.createTime - a.createTime || (a.messageCode < b.messageCode ? 1 : -1));
}

/**
 * Whether an unpaid order or join (`key`: `order:<code>`, `join:<code>`) closing at `expireTime` is due its
 * reminder at `now` (`leadMs` or less before it closes) and was not reminded yet; a due one is marked reminded.
 */
export function dueReminder(store: Store, key: string, expireTime: number, leadMs: number, now: number): boolean {
  const { reminded } = messageState(store);
  if (expireTime - leadMs > now || reminded.has(key)) return false;
  reminded.add(key);
  return true;
}
