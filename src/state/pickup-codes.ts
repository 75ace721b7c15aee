// The resident's open pickup codes kept on the phone (storage `pickupCodes`, docs/product.md#the-stations-day): paid
// pickup orders not yet handed over, learned from the order list, an order's page and 我的, and shown by
// them when the network is gone (a station in a basement). Kept for one user: cleared with the session and
// on a change of user (session.ts, PER_USER); a list stored under another user code is never shown.
import { DELIVERY_TYPE, ORDER_STATUS, type Order } from '@/api/product-order';
import { isRecord, readStored, writeStored } from '@/lib/storage';
import { userCodeAtom } from './session';
import { store } from './store';

/** One open pickup code, with what the station needs to hand the goods over without a signal. */
export interface KeptPickupCode {
  orderCode: string;
  /** 8 digits (rules/pickup-code.ts); its QR is drawn from it. */
  pickupCode: string;
  /** 1 paid, waiting for the goods; 2 the goods are at the station. */
  status: typeof ORDER_STATUS.toShip | typeof ORDER_STATUS.toReceive;
  storeName: string;
  station: { name: string; address: string; leaderName: string; phone: string } | null;
  /** The pickup window (ms); null when the order has none. */
  pickupStart: number | null;
  pickupEnd: number | null;
  /** The goods in short: title, spec and pieces of each line. */
  goods: { title: string; specName: string; num: number }[];
  payTime: number;
  /** When the app last saw this order from the backend (ms). */
  seenAt: number;
}

/** The stored value: whose codes, when they were last refreshed (ms), and the codes. */
export interface KeptPickupCodes {
  userCode: string;
  updatedAt: number;
  codes: KeptPickupCode[];
}

/** At most this many codes are kept (far more than a resident has open at once). */
const MAX_KEPT = 50;

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isTimeOrNull = (v: unknown) => v === null || isTime(v);
const isStr = (v: unknown): v is string => typeof v === 'string';

function isKeptCode(v: unknown): v is KeptPickupCode {
  if (!isRecord(v)) return false;
  const station = v.station;
  return (
    isStr(v.orderCode) &&
    /^\d{8}$/.test(String(v.pickupCode)) &&
    (v.status === ORDER_STATUS.toShip || v.status === ORDER_STATUS.toReceive) &&
    isStr(v.storeName) &&
    (station === null ||
      (isRecord(station) &&
        isStr(station.name) &&
        isStr(station.address) &&
        isStr(station.leaderName) &&
        isStr(station.phone))) &&
    isTimeOrNull(v.pickupStart) &&
    isTimeOrNull(v.pickupEnd) &&
    isTime(v.payTime) &&
    isTime(v.seenAt) &&
    Array.isArray(v.goods) &&
    v.goods.every((g) => isRecord(g) && isStr(g.title) && isStr(g.specName) && Number.isSafeInteger(g.num))
  );
}

export const isKeptPickupCodes = (v: unknown): v is KeptPickupCodes =>
  isRecord(v) &&
  isStr(v.userCode) &&
  isTime(v.updatedAt) &&
  Array.isArray(v.codes) &&
  v.codes.length <= MAX_KEPT &&
  v.codes.every(isKeptCode);

/** A paid pickup order not handed over (nor cancelled): its code still opens the goods at the station. */
export function isOpenPickup(order: Order): boolean {
  return (
    order.deliveryType === DELIVERY_TYPE.pickup &&
    order.pickupCode !== '' &&
    order.payTime !== null &&
    (order.status === ORDER_STATUS.toShip || order.status === ORDER_STATUS.toReceive)
  );
}

function keptOf(order: Order, now: number): KeptPickupCode {
  const s = order.station;
  return {
    orderCode: order.orderCode,
    pickupCode: order.pickupCode,
    status: order.status as KeptPickupCode['status'],
    storeName: order.storeName,
    station: s && { name: s.name, address: s.address, leaderName: s.leaderName, phone: s.phone },
    pickupStart: order.pickupStart,
    pickupEnd: order.pickupEnd,
    goods: order.items.map((i) => ({ title: i.title, specName: i.specName, num: i.num })),
    payTime: order.payTime ?? now,
    seenAt: now,
  };
}

/**
 * The kept codes after the app has seen `orders` of `userCode` at `now`: an open one added or replaced, one
 * no longer open (handed over, cancelled, closed) dropped. `complete`: these are all the person's open
 * orders (nothing else is open), so the kept codes not among them go too. Another user's list starts afresh.
 * Soonest pickup first.
 */
export function keepPickupCodes(
  kept: KeptPickupCodes | null,
  userCode: string,
  orders: readonly Order[],
  now: number,
  complete = false,
): KeptPickupCodes {
  const byCode = new Map<string, KeptPickupCode>();
  if (kept && kept.userCode === userCode && !complete) for (const c of kept.codes) byCode.set(c.orderCode, c);
  for (const order of orders) {
    if (isOpenPickup(order)) byCode.set(order.orderCode, keptOf(order, now));
    else byCode.delete(order.orderCode);
  }
  const when = (c: KeptPickupCode) => c.pickupStart ?? c.payTime;
  const codes = [...byCode.values()]
    .sort((a, b) => when(a) - when(b) || a.orderCode.localeCompare(b.orderCode))
    .slice(0, MAX_KEPT);
  return { userCode, updatedAt: now, codes };
}

const currentUser = () => store.get(userCodeAtom);

/** The stored codes of the person signed in now (null: none kept, or none signed in). */
export function readPickupCodes(): KeptPickupCodes | null {
  const userCode = currentUser();
  const kept = readStored<KeptPickupCodes | null>(
    'pickupCodes',
    null,
    (v): v is KeptPickupCodes | null => v === null || isKeptPickupCodes(v),
  );
  return userCode !== '' && kept?.userCode === userCode ? kept : null;
}

/** One order's kept code, when it is kept for the person signed in. */
export function findPickupCode(orderCode: string): KeptPickupCode | undefined {
  return readPickupCodes()?.codes.find((c) => c.orderCode === orderCode);
}

/** Learns from orders the app has just read from the backend (see keepPickupCodes); nothing without a user. */
export function learnPickupCodes(orders: readonly Order[], options: { complete?: boolean; now?: number } = {}): void {
  const userCode = currentUser();
  if (userCode === '') return;
  writeStored(
    'pickupCodes',
    keepPickupCodes(readPickupCodes(), userCode, orders, options.now ?? Date.now(), options.complete),
  );
}
