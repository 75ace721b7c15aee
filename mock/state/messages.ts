// Messages (消息中心, docs/product.md#the-stations-day): the backend writes one to a person at each event of their orders, joins,
// after-sales, withdrawals and station (notify), in Chinese with business times in China time, as a real backend
// would. Each event is one call from where it happens (the handlers and state/ modules); the texts are here. A
// WeChat subscribe template the person accepted (handlers/message.ts) is sent once, at the first matching event,
// through the stand-in for WeChat's sending API (handlers/wxmsg.ts lists what was sent).
import type { MessageBizType, MessageType, MessageWire } from '../../src/api/message';
import type { RefundReason } from '../../src/rules/commerce-states';
import { AFTER_SALE_STATUS, DELIVERY_TYPE, JOIN_STATUS, ORDER_STATUS } from '../../src/rules/commerce-states';
import { formatChina } from '../../src/rules/china-time';
import { hrefs, paths } from '../../src/config/paths';
import type { Store } from '../store';
import type { MockAfterSale, MockRefund } from '../types';
import type { MockOrder } from '../seed/commerce';
import type { MockActivity, MockGroup, MockJoin } from '../seed/activity';
import type { MockStation, MockWithdraw } from '../seed/team';
import { dayOf } from '../seed/pickup';
import { GROUP_STATUS } from '../../src/rules/activity';
import { STATION_STATUS, WITHDRAW_STATUS } from '../../src/rules/station-states';

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
function pageOf(m: MessageInput): string {
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

/** Writes one message to `userCode` (nothing without a person); sends it through WeChat once if they subscribed to its template. */
export function notify(store: Store, userCode: string, msg: MessageInput, now: number): MockMessage | null {
  if (!userCode) return null;
  const state = messageState(store);
  const message: MockMessage = { messageCode: store.nextId('MS'), userCode, ...msg, read: false, createTime: now };
  state.messages.push(message);
  const key = TEMPLATE_OF[msg.type];
  const templateId = key ? subscribeTemplates(store)[key] : '';
  const sub = templateId
    ? state.subscriptions.find((s) => s.userCode === userCode && s.templateId === templateId && s.sentTime === null)
    : undefined;
  if (sub) {
    sub.sentTime = now;
    state.sent.push({
      templateId,
      openid: sub.openid,
      page: pageOf(msg),
      sendTime: now,
      data: {
        thing1: { value: thing(msg.title) },
        thing2: { value: thing(msg.content) },
        time3: { value: formatChina(now, 'YYYY-MM-DD HH:mm') },
      },
    });
  }
  return message;
}

/** My messages, newest first (an event settled late keeps its own time). */
export function messagesOf(store: Store, userCode: string): MockMessage[] {
  return messageState(store)
    .messages.filter((m) => m.userCode === userCode)
    .sort((a, b) => b.createTime - a.createTime || (a.messageCode < b.messageCode ? 1 : -1));
}

// ---- Texts ----------------------------------------------------------------------------------------

/** How long before an unpaid order or join closes its `unpaidSoon` is written (docs/product.md#the-stations-day). */
export const UNPAID_SOON_MS = 5 * 60_000;

const money = (yuanAmount: number) => `¥${yuanAmount.toFixed(2)}`;
/** A pickup window in China time: 5月12日 16:00-20:00. */
export const windowText = (start: number, end: number) =>
  `${formatChina(start, 'M月D日 HH:mm')}-${formatChina(end, 'HH:mm')}`;
const leaderOf = (store: Store, teamCode: string | undefined) =>
  store.teams.find((t) => t.teamCode === teamCode && t.status === STATION_STATUS.approved)?.userCode ?? '';
const maskedName = (store: Store, userCode: string) => {
  const name = store.users.get(userCode)?.name ?? '邻居';
  return `${[...name][0] ?? ''}*`;
};
const pieces = (o: MockOrder) => o.items.reduce((n, i) => n + i.num, 0);
const activityOfJoin = (store: Store, joinCode: string) => {
  const j = store.activities.joins.find((x) => x.joinCode === joinCode);
  return j ? store.activities.activities.find((a) => a.code === j.activityCode) : undefined;
};

const REFUND_REASON: Record<RefundReason, string> = {
  orderCancelled: '订单取消',
  left: '退出活动',
  tierDifference: '拼团差价',
  groupFailed: '拼团未成团',
  afterSale: '售后退款',
  shortage: '缺货退款',
};

// ---- Events -------------------------------------------------------------------------------------

/** An order was paid: the resident's `paid`, and for a pickup order the station leader's `stationOrder`. */
export function onOrderPaid(store: Store, o: MockOrder, now: number): void {
  const pickup = o.deliveryType === DELIVERY_TYPE.pickup && o.station && o.pickupStart !== null && o.pickupEnd !== null;
  notify(
    store,
    o.userCode,
    {
      type: 'paid',
      title: '支付成功',
      bizType: 'order',
      bizCode: o.orderCode,
      content: pickup
        ? `您在「${o.storeName}」的订单已支付${money(o.payAmount)}，请于${windowText(o.pickupStart!, o.pickupEnd!)}到「${o.station!.name}」提货。`
        : `您在「${o.storeName}」的订单已支付${money(o.payAmount)}，商家会尽快发货。`,
    },
    now,
  );
  if (pickup) {
    notify(
      store,
      leaderOf(store, o.station!.teamCode),
      {
        type: 'stationOrder',
        title: '新的自提订单',
        bizType: 'pickupDay',
        bizCode: dayOf(o.pickupStart!),
        content: `${maskedName(store, o.userCode)}在「${o.storeName}」下了自提订单（${pieces(o)}件，${money(o.goodsAmount)}），${formatChina(o.pickupStart!, 'M月D日')}到您的自提点提货。`,
      },
      now,
    );
  }
}

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

/**
 * The goods of these pickup orders are at the station (the leader confirmed the day's arrival): each resident's
 * `arrived`, with the station and the pickup window.
 */
export function onArrived(store: Store, orders: readonly MockOrder[], now: number): void {
  for (const o of orders) {
    const window =
      o.pickupStart !== null && o.pickupEnd !== null ? `，请于${windowText(o.pickupStart, o.pickupEnd)}` : '，请';
    notify(
      store,
      o.userCode,
      {
        type: 'arrived',
        title: '商品已到自提点',
        bizType: 'order',
        bizCode: o.orderCode,
        content: `您在「${o.storeName}」的订单已到「${o.station?.name ?? '自提点'}」${window}凭提货码提货。`,
      },
      now,
    );
  }
}

/** The leader handed a pickup order over: the resident's `handedOver`. */
export function onHandedOver(store: Store, o: MockOrder, now: number): void {
  notify(
    store,
    o.userCode,
    {
      type: 'handedOver',
      title: '已提货',
      bizType: 'order',
      bizCode: o.orderCode,
      content: `您在「${o.storeName}」的订单已于${formatChina(now, 'M月D日 HH:mm')}在「${o.station?.name ?? '自提点'}」提货，如有问题可在7天内申请售后。`,
    },
    now,
  );
}

/**
 * Pieces of a paid order did not arrive and were refunded (docs/product.md#the-stations-day, written where the day is received):
 * the resident's `shortage`, naming the goods and the refund; a tap opens the order.
 */
export function onShortage(
  store: Store,
  o: MockOrder,
  lines: readonly { title: string; specName: string; num: number }[],
  refundYuan: number,
  now: number,
): void {
  const goods = lines.map((l) => `「${l.title}${l.specName ? `（${l.specName}）` : ''}」${l.num}件`).join('、');
  notify(
    store,
    o.userCode,
    {
      type: 'shortage',
      title: '商品缺货退款',
      bizType: 'order',
      bizCode: o.orderCode,
      content: `很抱歉，您在「${o.storeName}」的订单中${goods}缺货，${money(refundYuan)}将退回原支付账户。`,
    },
    now,
  );
}

/** A refund reached the original payment: the person's `refunded` (a join's names its activity). */
export function onRefundDone(store: Store, r: MockRefund): void {
  const activity = r.bizType === 'join' ? activityOfJoin(store, r.bizCode) : undefined;
  notify(
    store,
    r.userCode,
    {
      type: 'refunded',
      title: '退款已到账',
      bizType: r.bizType === 'join' ? 'activity' : 'order',
      bizCode: activity?.code ?? r.bizCode,
      content: `${REFUND_REASON[r.reason]}的${money(r.amount)}已退回原支付账户${activity ? `（「${activity.title}」）` : ''}。`,
    },
    r.finishTime ?? r.createTime,
  );
}

/** A resident asked for an after-sale: the station leader's `afterSaleAsked`. */
export function onAfterSaleAsked(store: Store, a: MockAfterSale): void {
  notify(
    store,
    leaderOf(store, a.teamCode),
    {
      type: 'afterSaleAsked',
      title: '新的售后申请',
      bizType: 'afterSale',
      bizCode: a.afterSaleCode,
      content: `${maskedName(store, a.userCode)}对「${a.storeName}」的订单申请售后，退款${money(a.amount)}，请及时处理。`,
    },
    a.createTime,
  );
}

/** An after-sale was decided (by the leader, or by the review time): the resident's `afterSale`. */
export function onAfterSaleDecided(store: Store, a: MockAfterSale): void {
  const accepted = a.status === AFTER_SALE_STATUS.accepted;
  notify(
    store,
    a.userCode,
    {
      type: 'afterSale',
      title: accepted ? '售后已同意' : '售后未通过',
      bizType: 'afterSale',
      bizCode: a.afterSaleCode,
      content: accepted
        ? `您对「${a.storeName}」订单的售后申请已同意，${money(a.amount)}将退回原支付账户。`
        : `您对「${a.storeName}」订单的售后申请未通过：${a.remark}`,
    },
    a.decideTime ?? a.createTime,
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

/** Unpaid orders 5 minutes or less before they close (expireTime): the resident's `unpaidSoon`, once, at that moment. */
export function remindUnpaidOrders(store: Store, orders: readonly MockOrder[], now: number): void {
  const leadMs = UNPAID_SOON_MS;
  const { reminded } = messageState(store);
  for (const o of orders) {
    if (
      o.status !== ORDER_STATUS.unpaid ||
      o.expireTime === null ||
      o.expireTime - leadMs > now ||
      reminded.has(`order:${o.orderCode}`)
    )
      continue;
    reminded.add(`order:${o.orderCode}`);
    notify(
      store,
      o.userCode,
      {
        type: 'unpaidSoon',
        title: '订单即将关闭',
        bizType: 'order',
        bizCode: o.orderCode,
        content: `您在「${o.storeName}」的订单还未支付，将于${formatChina(o.expireTime, 'HH:mm')}自动关闭，请尽快支付。`,
      },
      o.expireTime - leadMs,
    );
  }
}

/** Unpaid joins 5 minutes or less before they close: the resident's `unpaidSoon`, once (a tap opens the activity). */
export function remindUnpaidJoins(store: Store, joins: readonly MockJoin[], now: number): void {
  const leadMs = UNPAID_SOON_MS;
  const { reminded } = messageState(store);
  for (const j of joins) {
    if (
      j.status !== JOIN_STATUS.unpaid ||
      j.expireTime === null ||
      j.expireTime - leadMs > now ||
      reminded.has(`join:${j.joinCode}`)
    )
      continue;
    reminded.add(`join:${j.joinCode}`);
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

/** A withdrawal was paid or refused by the payment channel: the leader's `withdrawal`. */
export function onWithdrawalSettled(store: Store, w: MockWithdraw): void {
  const paid = w.status === WITHDRAW_STATUS.paid;
  notify(
    store,
    w.userCode,
    {
      type: 'withdrawal',
      title: paid ? '提现已到账' : '提现未成功',
      bizType: 'withdrawal',
      bizCode: w.code,
      content: paid
        ? `您提现的${money(w.amount)}已到账${w.account}，实际到账${money(w.actual)}。`
        : `您提现的${money(w.amount)}未成功：${w.reason}。金额已退回可提现余额。`,
    },
    w.finishTime ?? w.createTime,
  );
}

/** A team application was reviewed: the applicant's `teamReviewed` (a tap opens the team page). */
export function onTeamReviewed(store: Store, t: MockStation, at: number): void {
  const approved = t.status === STATION_STATUS.approved;
  notify(
    store,
    t.userCode,
    {
      type: 'teamReviewed',
      title: approved ? '团长申请已通过' : '团长申请未通过',
      bizType: 'team',
      bizCode: t.teamCode,
      content: approved
        ? `恭喜，「${t.teamName}」已通过审核，顾客可以选择您的自提点下单了。`
        : `「${t.teamName}」未通过审核：${t.reason}`,
    },
    at,
  );
}
