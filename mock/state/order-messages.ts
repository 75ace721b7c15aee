// The messages of a resident's orders and the leader's pickup orders: paid, arrived at the station, handed
// over, short, an unpaid order about to close, refunds (of orders and joins), after-sales asked and decided.
import type { RefundReason } from '../../src/rules/commerce-states';
import { AFTER_SALE_STATUS, DELIVERY_TYPE, ORDER_STATUS } from '../../src/rules/commerce-states';
import { formatChina } from '../../src/rules/china-time';
import { STATION_STATUS } from '../../src/rules/station-states';
import type { Store } from '../store';
import type { MockAfterSale, MockRefund } from '../types';
import type { MockOrder } from '../seed/commerce';
import { dayOf } from '../seed/pickup';
import { dueReminder, notify } from './messages';
import { UNPAID_SOON_MS, money, windowText } from './message-texts';

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

/** Unpaid orders 5 minutes or less before they close (expireTime): the resident's `unpaidSoon`, once, at that moment. */
export function remindUnpaidOrders(store: Store, orders: readonly MockOrder[], now: number): void {
  const leadMs = UNPAID_SOON_MS;
  for (const o of orders) {
    if (
      o.status !== ORDER_STATUS.unpaid ||
      o.expireTime === null ||
      !dueReminder(store, `order:${o.orderCode}`, o.expireTime, leadMs, now)
    )
      continue;
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
  const [title, content] = accepted
    ? ['售后已同意', `您对「${a.storeName}」订单的售后申请已同意，${money(a.amount)}将退回原支付账户。`]
    : ['售后未通过', `您对「${a.storeName}」订单的售后申请未通过：${a.remark}`];
  notify(
    store,
    a.userCode,
    { type: 'afterSale', title, content, bizType: 'afterSale', bizCode: a.afterSaleCode },
    a.decideTime ?? a.createTime,
  );
}
