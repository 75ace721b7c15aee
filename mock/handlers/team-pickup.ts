// Mock handlers of src/api/team-pickup.ts, a leader's pickup station: pickup days and orders, confirming a
// delivery's arrival, the day's sheet and receiving it with shortages (state/pickup-day.ts), and the hand-over by
// pickup code (once), which credits the order's commission (of the pieces handed over) to the leader.
//
// The station's orders are the checkout's pickup orders (docs/api.md "Orders": deliveryType 1, a station whose
// teamCode is the leader's team, pickupCode). Arrival sets the order's shipTime (status 2, to receive, as the
// order's ready time would); the hand-over its finishTime (status 3, done).
import { Fail, pageIndexOf, requireString, userPost, type Ctx, type Route } from '../core';
import type { PickupDayWire, PickupOrderWire, PickupState } from '../../src/api/team-pickup';
import { isPickupCode, parsePickupScan } from '../../src/rules/pickup-code';
import { ORDER_STATUS } from '../../src/rules/commerce-states';
import { maskPhone } from '../../src/rules/validate';
import type { Store } from '../store';
import type { MockOrder } from '../seed/commerce';
import type { MockStation } from '../seed/team';
import { commissionFen, dayOf } from '../seed/pickup';
import { fen, monthDayTime, pageOf, startOfDay, strOf, yuan } from '../seed/util';
import { advanceOrders, orderNow } from '../state/orders';
import { arriveDay, handedOverGoodsFen, receiveDay, sheetOf, stationOrders } from '../state/pickup-day';
import { approvedStation } from '../state/stations';
import { onArrived, onHandedOver } from '../state/order-messages';
import { ERR } from '../../src/rules/error-codes';

function stateOf(o: MockOrder): PickupState {
  return o.status === ORDER_STATUS.done ? 2 : o.status === ORDER_STATUS.toReceive ? 1 : 0;
}

/** The goods the leader hands over (a shortage's pieces left out): what the commission counts. */
const goodsFen = handedOverGoodsFen;

function residentOf(store: Store, o: MockOrder): { name: string; phone: string } {
  const u = store.users.get(o.userCode);
  return { name: u?.name ?? '邻居', phone: u?.phone ?? '' };
}

function wireOf(store: Store, o: MockOrder): PickupOrderWire {
  const r = residentOf(store, o);
  return {
    orderCode: o.orderCode,
    state: stateOf(o),
    residentName: r.name,
    residentPhone: maskPhone(r.phone),
    items: o.items.map((i) => ({
      title: i.title,
      img: i.img,
      specName: i.specName,
      num: i.num - (i.shortNum ?? 0),
      shortNum: i.shortNum ?? 0,
    })),
    goodsAmount: o.goodsAmount,
    commission: yuan(commissionFen(goodsFen(o))),
    pickupStart: o.pickupStart ?? 0,
    pickupEnd: o.pickupEnd ?? 0,
    arriveTime: o.status >= ORDER_STATUS.toReceive ? o.shipTime : null,
    pickupTime: o.status === ORDER_STATUS.done ? o.finishTime : null,
    createTime: o.createTime,
  };
}

/** What the team answers count at a team's station: its orders of today, and the commission still waiting for hand-over. */
export function stationStats(
  store: Store,
  team: MockStation,
  now: number,
): { todayOrders: number; pendingEarningFen: number } {
  const orders = stationOrders(store, team);
  const from = startOfDay(now);
  return {
    todayOrders: orders.filter((o) => o.createTime >= from).length,
    pendingEarningFen: orders
      .filter((o) => o.status !== ORDER_STATUS.done)
      .reduce((n, o) => n + commissionFen(goodsFen(o)), 0),
  };
}

/** The order of a typed or scanned pickup code at the caller's station, or the failure that explains it. */
function orderOfCode(ctx: Ctx, team: MockStation): MockOrder {
  const raw = requireString(ctx.body, 'pickupCode', '提货码');
  const code = parsePickupScan(raw) ?? raw.replace(/\s+/g, '');
  if (!isPickupCode(code)) throw new Fail(ERR.pickup.unknownCode, '提货码有误，请核对后重新输入');
  advanceOrders(ctx.store);
  const order = ctx.store.orders.find((o) => !o.deleted && o.pickupCode === code);
  if (!order) throw new Fail(ERR.pickup.unknownCode, '没有找到这个提货码的订单');
  if (order.station?.teamCode !== team.teamCode) {
    throw new Fail(
      ERR.pickup.otherStation,
      `这是「${order.station?.name ?? '其他自提点'}」的订单，请提醒顾客到该自提点提货`,
    );
  }
  if (order.status === ORDER_STATUS.cancelled) throw new Fail(ERR.pickup.cancelled, '该订单已取消，不能提货');
  if (order.status === ORDER_STATUS.unpaid) throw new Fail(ERR.pickup.unpaid, '该订单还未付款，不能提货');
  return order;
}

const notLeader = (ctx: Ctx) => approvedStation(ctx, ERR.team.notLeader, '您还不是团长');

export const routes: Route[] = [
  userPost('/api/team/v1/pickup/days', (ctx) => {
    const team = notLeader(ctx);
    const days = new Map<string, PickupDayWire>();
    for (const o of stationOrders(ctx.store, team)) {
      const day = dayOf(o.pickupStart ?? 0);
      const d = days.get(day) ?? { day, notArrived: 0, waiting: 0, handedOver: 0 };
      const s = stateOf(o);
      if (s === 0) d.notArrived += 1;
      else if (s === 1) d.waiting += 1;
      else d.handedOver += 1;
      days.set(day, d);
    }
    return [...days.values()].sort((a, b) => (a.day < b.day ? 1 : -1));
  }),
  userPost('/api/team/v1/pickup/list', (ctx) => {
    const team = notLeader(ctx);
    const { body, store } = ctx;
    const pageIndex = pageIndexOf(body);
    const day = requireString(body, 'day', '提货日期');
    const tab = strOf(body.tab) === 'done' ? 'done' : 'open';
    const keyword = strOf(body.keyword).replace(/\s+/g, '');
    const list = stationOrders(store, team)
      .filter(
        (o) =>
          dayOf(o.pickupStart ?? 0) === day &&
          (tab === 'done' ? o.status === ORDER_STATUS.done : o.status !== ORDER_STATUS.done),
      )
      .filter((o) => {
        if (!keyword) return true;
        const r = residentOf(store, o);
        return (
          r.name.includes(keyword) ||
          (/^\d{3,4}$/.test(keyword) && r.phone.endsWith(keyword)) ||
          maskPhone(r.phone) === keyword
        );
      })
      // Open: not arrived first, then by name; done: the latest hand-over first.
      .sort((a, b) =>
        tab === 'done' ? (b.finishTime ?? 0) - (a.finishTime ?? 0) : a.status - b.status || a.createTime - b.createTime,
      )
      .map((o) => wireOf(store, o));
    return pageOf(list, pageIndex);
  }),
  userPost('/api/team/v1/pickup/arrive', (ctx) => {
    const team = notLeader(ctx);
    const day = requireString(ctx.body, 'day', '提货日期');
    // Receiving everything, without a count (the day's sheet stays open to receive with shortages).
    const now = orderNow(ctx);
    const arriving = arriveDay(ctx.store, team, day, now);
    onArrived(ctx.store, arriving, now);
    return { count: arriving.length };
  }),
  userPost('/api/team/v1/pickup/sheet', (ctx) => {
    const team = notLeader(ctx);
    return sheetOf(ctx.store, team, requireString(ctx.body, 'day', '提货日期'), orderNow(ctx));
  }),
  userPost('/api/team/v1/pickup/receive', (ctx) => {
    const team = notLeader(ctx);
    return receiveDay(ctx, team, requireString(ctx.body, 'day', '提货日期'), orderNow(ctx));
  }),
  userPost('/api/team/v1/pickup/get', (ctx) => {
    const team = notLeader(ctx);
    return wireOf(ctx.store, orderOfCode(ctx, team));
  }),
  userPost('/api/team/v1/pickup/handover', (ctx, leader) => {
    const team = notLeader(ctx);
    const { store } = ctx;
    const order = orderOfCode(ctx, team);
    if (order.status === ORDER_STATUS.done)
      throw new Fail(
        ERR.pickup.alreadyHandedOver,
        `该订单已于${monthDayTime(order.finishTime ?? 0)}提货，请勿重复核销`,
      );
    const now = Date.now();
    // Handing over goods that are at the station: arrival is implied when it was not confirmed yet.
    if (order.status === ORDER_STATUS.toShip) order.shipTime = now;
    order.status = ORDER_STATUS.done;
    order.finishTime = now;
    onHandedOver(store, order, now);
    const earned = commissionFen(goodsFen(order));
    store.commissions.unshift({
      userCode: leader.userCode,
      kind: 'commission',
      orderCode: order.orderCode,
      amount: yuan(earned),
      time: now,
    });
    leader.balance = yuan(fen(leader.balance) + earned);
    const member = team.members.find((m) => m.userCode === order.userCode);
    if (member) {
      member.orderCount += 1;
      member.contribution = yuan(fen(member.contribution) + earned);
    } else {
      const r = residentOf(store, order);
      const u = store.users.get(order.userCode);
      team.members.unshift({
        userCode: order.userCode,
        name: r.name,
        avatar: u?.avatar ?? '/mock-assets/avatar-3.png',
        joinTime: now,
        orderCount: 1,
        contribution: yuan(earned),
      });
      team.memberCount += 1;
    }
    return { order: wireOf(store, order), balance: leader.balance };
  }),
];
