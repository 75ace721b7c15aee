// en-US texts of the "message" namespace: the same keys as zh-CN/message.ts (the type enforces it). The messages
// themselves are the backend's texts.
import type zh from '../zh-CN/message';

const en: Record<keyof typeof zh, string> = {
  title: 'Messages',
  needLogin: 'Log in to see your messages',
  readAll: 'Mark all read',
  readAllDone: 'All marked as read',
  unread: 'Unread',
  unreadCount: '{n} unread',
  badge: '{n} unread messages',
  empty: 'No messages yet',
  emptyHint: 'News of your orders, deliveries, refunds and after-sales will appear here',
  timeFormat: 'MMM D HH:mm',
  subscribeTitle: 'Tell me when it arrives or is refunded',
  subscribeHint: 'Get arrival, refund and group-buy results in WeChat',
  subscribeButton: 'Subscribe in WeChat',
  subscribeDone: 'Subscribed: WeChat will tell you',
  subscribeNone: 'No problem: every message is in Messages too',
  continue: 'Done',
};
export default en;
