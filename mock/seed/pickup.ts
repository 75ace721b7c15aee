// Leader stations and their pickup orders: the helpers the checkout's pickup and the leader's hand-over
// share (window, code, commission, the station of a community), and the demo station's seeded orders.
import { makePickupCode } from '../../src/api/pickup-code';
import type { Store } from '../store';
import type { MockOrder } from './commerce';
import type { MockTeam } from './team';
import { DAY, HOUR, fen, prng, seedDay, yuan } from './util';

/** A leader station as orders carry it (the checkout's StationWire). */
export interface StationOf {
  code: string;
  name: string;
  teamCode: string;
  communityCode: string;
  communityName: string;
  address: string;
  leaderName: string;
  phone: string;
  latitude: number;
  longitude: number;
}

/** The pickup fields of an order (present on pickup orders). */
export interface PickupFields {
  deliveryType?: number;
  station?: StationOf | null;
  pickupStart?: number | null;
  pickupEnd?: number | null;
  pickupCode?: string;
}
export type PickupOrder = MockOrder & PickupFields;

/** The leader's share of an order's goods amount, in percent (docs/api.md "Pickup station"). */
export const COMMISSION_PERCENT = 8;

/** Commission in fen: goods x 8 %, rounded half up, in integers. */
export function commissionFen(goodsFen: number): number {
  return Math.floor((goodsFen * COMMISSION_PERCENT + 50) / 100);
}

/** Pickup opens at 16:00 and closes at 20:00 on the day after the order; after the 22:00 cut-off a day later. */
export function pickupWindow(at: number): { start: number; end: number } {
  const d = new Date(at);
  const days = d.getHours() >= 22 ? 2 : 1;
  const start = new Date(d.getFullYear(), d.getMonth(), d.getDate() + days, 16).getTime();
  return { start, end: start + 4 * HOUR };
}

export function dayOf(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export function stationOfTeam(store: Store, t: MockTeam): StationOf {
  const c = store.catalogue.communities.find((x) => x.code === t.communityCode);
  const leader = store.users.get(t.userCode);
  return {
    code: `ST-${t.teamCode}`, name: `${t.teamName}自提点`, teamCode: t.teamCode, communityCode: t.communityCode, communityName: t.communityName,
    address: t.address, leaderName: leader?.name ?? '团长', phone: t.phone || leader?.phone || '', latitude: c?.latitude ?? 0, longitude: c?.longitude ?? 0,
  };
}

/** The station of a community: its first approved team. */
export function stationOfCommunity(store: Store, communityCode: string): StationOf | null {
  const t = store.teams.find((x) => x.communityCode === communityCode && x.status === 2);
  return t ? stationOfTeam(store, t) : null;
}

/** A pickup code no order has yet. */
export function newPickupCode(store: Store, rand: () => number = Math.random): string {
  const taken = new Set(store.orders.map((o) => (o as PickupOrder).pickupCode).filter(Boolean));
  for (;;) {
    const code = makePickupCode(1_000_000 + Math.floor(rand() * 9_000_000));
    if (!taken.has(code)) return code;
  }
}



/**
 * The demo manager's station (TM001, 西溪诚园): today's pickups of four neighbours (two not arrived, two
 * waiting at the station), yesterday's two handed over, and one placed today for tomorrow.
 */
export function seedStationOrders(store: Store): PickupOrder[] {
  const team = store.teams.find((t) => t.teamCode === 'TM001');
  if (!team) return [];
  const station = stationOfTeam(store, team);
  const day = seedDay();
  const rand = prng(7_7_2026);
  const make = (userCode: string, orderCode: string, status: 1 | 2 | 3, created: number, lines: [number, number][]): PickupOrder => {
    const items = lines.map(([p, num]) => {
      const product = store.catalogue.products[p]!;
      const spec = product.specList[0]!;
      return { goodCode: product.code, title: product.title, img: product.img, specName: spec.name, price: spec.price, deposit: product.deposit, num };
    });
    const first = store.catalogue.products[lines[0]![0]]!;
    const goods = items.reduce((n, i) => n + fen(i.price) * i.num, 0);
    const deposit = items.reduce((n, i) => n + fen(i.deposit) * i.num, 0);
    const w = pickupWindow(created);
    const order: MockOrder = {
      userCode, deleted: false, orderCode, status, storeCode: first.storeCode, storeName: first.storeName, storeImg: first.storeImg, items,
      goodsAmount: yuan(goods), depositAmount: yuan(deposit), freight: 0, discount: 0, payAmount: yuan(goods + deposit), couponCode: '', address: null,
      remark: '', createTime: created, payTime: created + 60_000,
      shipTime: status >= 2 ? Math.max(created, Math.min(w.start - 2 * HOUR, Date.now() - 60_000)) : null,
      finishTime: status === 3 ? w.start + HOUR + Math.floor(rand() * 2 * HOUR) : null, cancelTime: null,
    };
    return { ...order, deliveryType: 1, station, pickupStart: w.start, pickupEnd: w.end, pickupCode: makePickupCode(1_000_000 + Math.floor(rand() * 9_000_000)) };
  };
  const yesterday = day - DAY + 10 * HOUR;
  const twoDaysAgo = day - 2 * DAY + 11 * HOUR;
  const today = Math.max(day, Math.min(day + 9 * HOUR, Date.now() - 60_000));
  return [
    make('U20000', 'O30001', 1, yesterday, [[2, 2]]),
    make('U20001', 'O30002', 1, yesterday + HOUR, [[22, 1], [42, 1]]),
    make('U10003', 'O30003', 2, yesterday + 2 * HOUR, [[62, 1]]),
    make('U20002', 'O30004', 2, yesterday + 3 * HOUR, [[82, 3]]),
    make('U20003', 'O30005', 3, twoDaysAgo, [[2, 1]]),
    make('U20000', 'O30006', 3, twoDaysAgo + HOUR, [[22, 2]]),
    make('U20001', 'O30007', 1, today, [[42, 1]]),
  ];
}
