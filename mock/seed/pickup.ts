// The leader's side of the pickup stations (seed/commerce.ts keeps the stations and the pickup orders
// the checkout places): the commission of an order, the pickup day, and the demo station's seeded
// orders of its neighbours. The store is made from the seeds: these take the parts of it they read.
import { chinaDayKey } from '../../src/rules/china-time';
import { DELIVERY_TYPE, ORDER_STATUS } from '../../src/rules/commerce-states';
import { makePickupCode } from '../../src/rules/pickup-code';
import type { StationWire } from '../../src/api/product-order';
import type { Catalogue } from './catalogue';
import { pickupWindow, seedOrderLines, type MockOrder } from './commerce';
import type { MockCommission, MockStation } from './team';
import { DAY, HOUR, fen, prng, seedDay, yuan } from './util';

/** The leader's share of an order's goods amount, in percent (docs/api.md "Pickup station"). */
export const COMMISSION_PERCENT = 8;

/** Commission in fen: goods x 8 %, rounded half up, in integers. */
export function commissionFen(goodsFen: number): number {
  return Math.floor((goodsFen * COMMISSION_PERCENT + 50) / 100);
}

/** 'YYYY-MM-DD' of a time in China time: the pickup day of a pickup window's start. */
export const dayOf = chinaDayKey;

/**
 * The demo leader's station (TM001, 西溪诚园): today's pickups of four neighbours (two not arrived, two
 * waiting at the station) and two more not arrived (赵丽, 周洁 and 孙悦 all ordered the same good, 孙悦 paid
 * last with a discount: a shortage on today's sheet is demonstrable), yesterday's two handed over, and one
 * placed today for tomorrow.
 */
export function seedStationOrders(store: {
  stations: readonly StationWire[];
  catalogue: Pick<Catalogue, 'products'>;
}): MockOrder[] {
  const station = store.stations.find((s) => s.teamCode === 'TM001');
  if (!station) return [];
  const day = seedDay();
  const rand = prng(7_7_2026);
  const make = (
    userCode: string,
    orderCode: string,
    status: typeof ORDER_STATUS.toShip | typeof ORDER_STATUS.toReceive | typeof ORDER_STATUS.done,
    created: number,
    lines: [number, number][],
    discount = 0,
  ): MockOrder => {
    const { goods, deposit, ...bought } = seedOrderLines(
      store.catalogue.products,
      lines.map(([p, num]): [number, number, number] => [p, 0, num]),
    );
    const w = pickupWindow(created);
    return {
      ...bought,
      userCode,
      orderCode,
      status,
      deleted: false,
      freight: 0,
      discount: yuan(discount),
      payAmount: yuan(goods + deposit - discount),
      couponCode: '',
      address: null,
      deliveryType: DELIVERY_TYPE.pickup,
      station,
      pickupStart: w.start,
      pickupEnd: w.end,
      pickupCode: makePickupCode(1_000_000 + Math.floor(rand() * 9_000_000)),
      checkoutId: '',
      expireTime: null,
      remark: '',
      createTime: created,
      payTime: created + 60_000,
      shipTime:
        status !== ORDER_STATUS.toShip ? Math.max(created, Math.min(w.start - 2 * HOUR, Date.now() - 60_000)) : null,
      finishTime: status === ORDER_STATUS.done ? w.start + HOUR + Math.floor(rand() * 2 * HOUR) : null,
      cancelTime: null,
      cancelReason: null,
    };
  };
  const yesterday = day - DAY + 10 * HOUR;
  const twoDaysAgo = day - 2 * DAY + 11 * HOUR;
  const today = Math.max(day, Math.min(day + 9 * HOUR, Date.now() - 60_000));
  return [
    make('U20000', 'O30001', ORDER_STATUS.toShip, yesterday, [[2, 2]]),
    make('U20001', 'O30002', ORDER_STATUS.toShip, yesterday + HOUR, [
      [22, 1],
      [42, 1],
    ]),
    make('U10003', 'O30003', ORDER_STATUS.toReceive, yesterday + 2 * HOUR, [[62, 1]]),
    make('U20002', 'O30004', ORDER_STATUS.toReceive, yesterday + 3 * HOUR, [[82, 3]]),
    make('U20003', 'O30008', ORDER_STATUS.toShip, yesterday + 4 * HOUR, [[2, 1]]),
    make(
      'U20002',
      'O30009',
      1,
      yesterday + 5 * HOUR,
      [
        [2, 2],
        [22, 1],
      ],
      300,
    ),
    make('U20003', 'O30005', ORDER_STATUS.done, twoDaysAgo, [[2, 1]]),
    make('U20000', 'O30006', ORDER_STATUS.done, twoDaysAgo + HOUR, [[22, 2]]),
    make('U20001', 'O30007', ORDER_STATUS.toShip, today, [[42, 1]]),
  ];
}

/**
 * The demo station's orders handed over in the seed earned their commission: the seeded ledger's entries of
 * those days become theirs (order, amount, time of the hand-over), the difference moved to the oldest entry, so
 * that the seeded totals (3680.40 in all, 86.30 today) stay as they were and a refund of such an order takes
 * its commission back (handlers/ledger.ts).
 */
export function linkStationCommissions(store: {
  orders: readonly MockOrder[];
  teams: readonly MockStation[];
  commissions: MockCommission[];
}): void {
  const done = store.orders.filter(
    (o) => o.station?.teamCode === 'TM001' && o.status === ORDER_STATUS.done && o.finishTime !== null,
  );
  const leader = store.teams.find((t) => t.teamCode === 'TM001')?.userCode;
  if (!leader) return;
  const entries = store.commissions.filter(
    (c) => c.userCode === leader && c.kind === 'commission' && c.orderCode.startsWith('O18'),
  );
  const oldest = entries[entries.length - 1];
  done.forEach((order, i) => {
    const entry = entries[i];
    if (!entry || !oldest || entry === oldest) return;
    const earned = commissionFen(fen(order.goodsAmount));
    oldest.amount = yuan(fen(oldest.amount) + fen(entry.amount) - earned);
    Object.assign(entry, { orderCode: order.orderCode, amount: yuan(earned), time: order.finishTime! });
  });
}
