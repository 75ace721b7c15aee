// A station's pickup day (docs/product.md#the-stations-day), shared by the leader's calls (handlers/team-pickup.ts): the
// station's orders, the day's arrival (arriveDay: every not-arrived order of the day waits at the station; what
// arrive and receive both do), the day's sheet (分拣单), and receiving it with shortages: the missing pieces taken
// from the orders paid last (src/rules/shortage.ts), each such order shorted by shortOrder (its one refund, closed
// when it lost everything). What a leader is credited at hand-over counts only the pieces handed over.
import { Fail, type Ctx } from '../core';
import type { SheetLineWire, ShortageWire } from '../../src/api/team-pickup';
import { DELIVERY_TYPE, ORDER_STATUS } from '../../src/rules/commerce-states';
import { allocateShortages, shortRefund, type ShortOrder } from '../../src/rules/shortage';
import { maskPhone } from '../../src/rules/validate';
import type { Store } from '../store';
import type { MockReceivedDay } from '../types';
import type { MockOrder } from '../seed/commerce';
import type { MockStation } from '../seed/team';
import { dayOf } from '../seed/pickup';
import { fen, intOf, strOf, yuan } from '../seed/util';
import { refundTo } from '../handlers/refund';
import { onArrived, onShortage } from './order-messages';
import { advanceOrders } from './orders';
import { ERR } from '../../src/rules/error-codes';

/** The paid, not cancelled pickup orders of the leader's station (time moves orders on first). */
export function stationOrders(store: Store, team: MockStation, now = Date.now()): MockOrder[] {
  advanceOrders(store, now);
  return store.orders.filter(
    (o) =>
      !o.deleted &&
      o.deliveryType === DELIVERY_TYPE.pickup &&
      o.station?.teamCode === team.teamCode &&
      o.pickupStart !== null &&
      o.status >= ORDER_STATUS.toShip &&
      o.status <= ORDER_STATUS.done,
  );
}

/** The station's paid orders of one pickup day. */
export function dayOrders(store: Store, team: MockStation, day: string, now = Date.now()): MockOrder[] {
  return stationOrders(store, team, now).filter((o) => dayOf(o.pickupStart ?? 0) === day);
}

/** The goods (fen) a leader hands over of an order: its pieces less those that did not arrive. */
export function handedOverGoodsFen(o: MockOrder): number {
  return o.items.reduce((n, i) => n + fen(i.price) * (i.num - (i.shortNum ?? 0)), 0);
}

/** The day's delivery reached the station: every not-arrived order of the day waits there (status 2, shipTime now). */
export function arriveDay(store: Store, team: MockStation, day: string, now: number): MockOrder[] {
  const arriving = dayOrders(store, team, day, now).filter((o) => o.status === ORDER_STATUS.toShip);
  for (const o of arriving) {
    o.status = ORDER_STATUS.toReceive;
    o.shipTime = now;
  }
  return arriving;
}

const dayKey = (team: MockStation, day: string) => `${team.teamCode}:${day}`;
const lineKey = (goodCode: string, specName: string) => `${goodCode}\u0000${specName}`;

function residentOf(store: Store, o: MockOrder): { residentName: string; residentPhone: string } {
  const u = store.users.get(o.userCode);
  return { residentName: u?.name ?? '邻居', residentPhone: maskPhone(u?.phone ?? '') };
}

/** One line per good and spec of the day's paid orders, by title then spec, with the pieces handed over so far. */
function countLines(orders: readonly MockOrder[]): (SheetLineWire & { handedOver: number })[] {
  const lines = new Map<string, SheetLineWire & { handedOver: number }>();
  for (const o of orders) {
    for (const i of o.items) {
      const key = lineKey(i.goodCode, i.specName);
      const line = lines.get(key) ?? {
        goodCode: i.goodCode,
        title: i.title,
        img: i.img,
        specName: i.specName,
        ordered: 0,
        received: null,
        handedOver: 0,
      };
      line.ordered += i.num;
      if (o.status === ORDER_STATUS.done) line.handedOver += i.num;
      lines.set(key, line);
    }
  }
  return [...lines.values()].sort(
    (a, b) => a.title.localeCompare(b.title, 'zh-CN') || a.specName.localeCompare(b.specName, 'zh-CN'),
  );
}

/** The day's sheet: as received, or as the paid orders stand now. */
export function sheetOf(store: Store, team: MockStation, day: string, now: number) {
  const received = store.receivedDays.get(dayKey(team, day));
  if (received)
    return {
      day,
      orderCount: received.orderCount,
      receivedTime: received.time,
      lines: received.lines,
      shortages: received.shortages,
    };
  const orders = dayOrders(store, team, day, now);
  return {
    day,
    orderCount: orders.length,
    receivedTime: null,
    lines: countLines(orders).map(({ handedOver: _h, ...l }) => l),
    shortages: [] as ShortageWire[],
  };
}

const asShortOrder = (o: MockOrder): ShortOrder => ({
  orderCode: o.orderCode,
  payTime: o.payTime ?? o.createTime,
  discountFen: fen(o.discount),
  payFen: fen(o.payAmount),
  lines: o.items.map((i) => ({
    goodCode: i.goodCode,
    specName: i.specName,
    priceFen: fen(i.price),
    depositFen: fen(i.deposit),
    num: i.num,
  })),
});

/**
 * The one place an order gets shorted: its lines lose `shortNums` pieces, it gets one refund to its payment of
 * what those pieces cost it, and it is closed when it lost every piece. Answers its piece-losses.
 */
export function shortOrder(store: Store, o: MockOrder, shortNums: readonly number[], now: number): ShortageWire[] {
  const money = shortRefund(asShortOrder(o), shortNums);
  const refund = refundTo(store, {
    userCode: o.userCode,
    bizType: 'order',
    bizCode: o.orderCode,
    amountFen: money.totalFen,
    reason: 'shortage',
    now,
  });
  o.items.forEach((i, n) => {
    i.shortNum = (i.shortNum ?? 0) + (shortNums[n] ?? 0);
  });
  if (money.closed) {
    o.status = ORDER_STATUS.cancelled;
    o.cancelTime = now;
    o.cancelReason = 'shortage';
  }
  onShortage(
    store,
    o,
    o.items.flatMap((i, n) =>
      (shortNums[n] ?? 0) > 0 ? [{ title: i.title, specName: i.specName, num: shortNums[n]! }] : [],
    ),
    yuan(money.totalFen),
    now,
  );
  const who = residentOf(store, o);
  return o.items.flatMap((i, n) =>
    (shortNums[n] ?? 0) > 0
      ? [
          {
            orderCode: o.orderCode,
            goodCode: i.goodCode,
            specName: i.specName,
            title: i.title,
            num: shortNums[n]!,
            refundCode: refund?.refundCode ?? '',
            amount: yuan(money.lines[n]!),
            ...who,
          },
        ]
      : [],
  );
}

/** The counts sent for the day's lines (a line left out: received in full), checked; code 1 names a wrong line. */
function countsOf(ctx: Ctx, lines: readonly (SheetLineWire & { handedOver: number })[]): Map<string, number> {
  const raw = ctx.body.lines;
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) throw new Fail(ERR.envelope.badInput, 'lines须为数组');
  const counts = new Map<string, number>();
  for (const [n, r] of ((raw ?? []) as unknown[]).entries()) {
    const sent = (r ?? {}) as Record<string, unknown>;
    const line = lines.find((l) => l.goodCode === strOf(sent.goodCode) && l.specName === strOf(sent.specName));
    if (!line) throw new Fail(ERR.envelope.badInput, `第${n + 1}行不是该日分拣单上的商品`, { line: n });
    const name = `「${line.title}${line.specName ? ` ${line.specName}` : ''}」`;
    const key = lineKey(line.goodCode, line.specName);
    if (counts.has(key)) throw new Fail(ERR.envelope.badInput, `${name}重复填写`, { line: n });
    const received = intOf(sent.received);
    if (received === null || received < 0 || received > line.ordered)
      throw new Fail(ERR.envelope.badInput, `${name}的实收数量须为0到${line.ordered}的整数`, { line: n });
    if (received < line.handedOver)
      throw new Fail(ERR.envelope.badInput, `${name}已有${line.handedOver}件提货，实收不能少于${line.handedOver}件`, {
        line: n,
      });
    counts.set(key, received);
  }
  return counts;
}

/**
 * Receives the day (once, else 9110): every not-arrived order waits at the station, the missing pieces are
 * taken from the orders paid last that are not handed over yet, each shorted order refunded.
 */
export function receiveDay(
  ctx: Ctx,
  team: MockStation,
  day: string,
  now: number,
): { arrived: number; shortages: ShortageWire[] } {
  const { store } = ctx;
  const key = dayKey(team, day);
  if (store.receivedDays.has(key)) throw new Fail(ERR.pickup.sheetReceived, '该日已签收');
  const orders = dayOrders(store, team, day, now);
  const lines = countLines(orders);
  const counts = countsOf(ctx, lines);
  const missing = lines.map((l) => ({
    goodCode: l.goodCode,
    specName: l.specName,
    num: l.ordered - (counts.get(lineKey(l.goodCode, l.specName)) ?? l.ordered),
  }));
  const open = orders.filter((o) => o.status !== ORDER_STATUS.done);
  const { allocations, unplaced } = allocateShortages(
    open.map(asShortOrder),
    missing.filter((m) => m.num > 0),
  );
  if (unplaced.length > 0) throw new Fail(ERR.envelope.badInput, '实收数量少于已提货的件数');
  const arriving = arriveDay(store, team, day, now);
  const shortages = allocations.flatMap((a) =>
    shortOrder(
      store,
      open.find((o) => o.orderCode === a.orderCode)!,
      a.shortNums,
      now,
    ),
  );
  // Those that arrived now and wait at the station (not closed by a shortage): told that their goods are there.
  const waiting = arriving.filter((o) => o.status === ORDER_STATUS.toReceive);
  onArrived(store, waiting, now);
  const arrived = waiting.length;
  const record: MockReceivedDay = {
    time: now,
    orderCount: orders.length,
    shortages,
    lines: lines.map(({ handedOver: _h, ...l }) => ({
      ...l,
      received: counts.get(lineKey(l.goodCode, l.specName)) ?? l.ordered,
    })),
  };
  store.receivedDays.set(key, record);
  return { arrived, shortages };
}
