// WeChat subscribe messages (docs/product.md#the-stations-day): a template a person accepted is used once, at the first
// message of its kind, through the stand-in for WeChat's sending API (handlers/wxmsg.ts lists what was sent).
import type { MessageBizType, MessageType, MessageWire } from '../../src/api/message';
import { formatChina } from '../../src/rules/china-time';
import { hrefs, paths } from '../../src/config/paths';
import type { Store } from '../store';

/** A WeChat subscribe template a person accepted (one send each, as WeChat's one-time subscription allows). */
export interface MockSubscription {
  userCode: string;
  openid: string;
  templateId: string;
  bizType: MessageBizType;
  bizCode: string;
  createTime: number;
  sentTime: number | null;
}

/** One message sent through WeChat's subscribe-message API (what GET /__wxmsg/sent lists). */
export interface WxSentMessage {
  templateId: string;
  openid: string;
  /** The page the message opens: the app's address with its hash route. */
  page: string;
  data: Record<string, { value: string }>;
  sendTime: number;
}

/** The subscribe template that a message type is sent with (config's subscribeTemplates key), if any. */
const TEMPLATE_OF: Partial<Record<MessageType, 'arrived' | 'refunded' | 'groupResult'>> = {
  arrived: 'arrived',
  refunded: 'refunded',
  groupFormed: 'groupResult',
  groupFailed: 'groupResult',
};

/** The WeChat template ids of the config (docs/product.md#the-stations-day). */
export function subscribeTemplates(store: Store): { arrived: string; refunded: string; groupResult: string } {
  const t = (store.catalogue.config as { subscribeTemplates?: Record<string, string> }).subscribeTemplates ?? {};
  return { arrived: t.arrived ?? '', refunded: t.refunded ?? '', groupResult: t.groupResult ?? '' };
}

/** The app's page a WeChat message opens (hash route), like a tap in the message centre. */
function pageOf(m: Pick<MessageWire, 'bizType' | 'bizCode'>): string {
  const route =
    m.bizType === 'order'
      ? hrefs.orderDetail(m.bizCode)
      : m.bizType === 'activity'
        ? hrefs.activityDetail(m.bizCode)
        : paths.tab.mine;
  return `/#${route}`;
}

/** WeChat's `thing` fields hold at most 20 characters. */
const thing = (s: string) => ([...s].length > 20 ? `${[...s].slice(0, 19).join('')}…` : s);

/** What WeChat is asked to send for a message: its template's fields, and the page a tap opens. */
export function subscribeMessage(
  templateId: string,
  openid: string,
  msg: Pick<MessageWire, 'title' | 'content' | 'bizType' | 'bizCode'>,
  now: number,
): WxSentMessage {
  return {
    templateId,
    openid,
    page: pageOf(msg),
    sendTime: now,
    data: {
      thing1: { value: thing(msg.title) },
      thing2: { value: thing(msg.content) },
      time3: { value: formatChina(now, 'YYYY-MM-DD HH:mm') },
    },
  };
}

/** Sends a message through WeChat when `userCode` accepted its template and has not used that acceptance yet. */
export function sendSubscribed(
  store: Store,
  wx: { subscriptions: MockSubscription[]; sent: WxSentMessage[] },
  userCode: string,
  msg: Pick<MessageWire, 'type' | 'title' | 'content' | 'bizType' | 'bizCode'>,
  now: number,
): void {
  const key = TEMPLATE_OF[msg.type];
  const templateId = key ? subscribeTemplates(store)[key] : '';
  const sub = templateId
    ? wx.subscriptions.find((s) => s.userCode === userCode && s.templateId === templateId && s.sentTime === null)
    : undefined;
  if (!sub) return;
  sub.sentTime = now;
  wx.sent.push(subscribeMessage(templateId, sub.openid, msg, now));
}
