// The leader's pickup station: its orders by pickup day (not arrived, waiting, handed over), confirming
// that a delivery arrived, and the hand-over by the resident's pickup code (typed or scanned).
import { call } from '@/lib/request/client';
import { wireYuanToFen } from '@/rules/money';
import { ERR } from '@/rules/error-codes';
import { mutate, PAGE_SIZE, pageConverter, type Page } from './shared';

export { PICKUP_STATE, type PickupState } from '@/rules/station-states';
import type { PickupState } from '@/rules/station-states';

export interface PickupItemWire {
  title: string;
  img: string;
  specName: string;
  /** Pieces to hand over (a shortage's pieces left out). */
  num: number;
  /** Pieces of the line that did not arrive (docs/product.md#the-stations-day). */
  shortNum: number;
}

export interface PickupOrderWire {
  orderCode: string;
  state: PickupState;
  /** The resident, as the station sees them: name and masked phone (138****8000). */
  residentName: string;
  residentPhone: string;
  items: PickupItemWire[];
  /** Goods of the order, yuan. */
  goodsAmount: number;
  /** The leader's commission of this order, yuan, credited when it is handed over. */
  commission: number;
  /** The pickup window (ms); its day is the order's pickup day. */
  pickupStart: number;
  pickupEnd: number;
  /** When the goods reached the station (arrival confirmed); null before. */
  arriveTime: number | null;
  /** When it was handed over; null before. */
  pickupTime: number | null;
  createTime: number;
}

export interface PickupOrder extends Omit<PickupOrderWire, 'goodsAmount' | 'commission'> {
  goodsFen: number;
  commissionFen: number;
}

export function toPickupOrder(w: PickupOrderWire): PickupOrder {
  const { goodsAmount, commission, ...rest } = w;
  return { ...rest, goodsFen: wireYuanToFen(goodsAmount), commissionFen: wireYuanToFen(commission) };
}

/** One pickup day of the station with its counts. */
export interface PickupDayWire {
  /** 'YYYY-MM-DD' (the station's local date). */
  day: string;
  notArrived: number;
  waiting: number;
  handedOver: number;
}

/** POST /api/team/v1/pickup/days: the station's pickup days with orders, newest first (not cached: they change as residents order). */
export function listPickupDays(): Promise<PickupDayWire[]> {
  return call<PickupDayWire[]>('/api/team/v1/pickup/days');
}

export interface PickupQuery {
  pageIndex: number;
  day: string;
  /** 'open': not arrived and waiting; 'done': handed over. */
  tab: 'open' | 'done';
  /** The resident's name, or their phone's last digits or masked phone. */
  keyword?: string;
}

/** POST /api/team/v1/pickup/list: the station's orders of a pickup day; pageIndex 0-based. */
export async function listPickupOrders(q: PickupQuery): Promise<Page<PickupOrder>> {
  return call(
    '/api/team/v1/pickup/list',
    { pageIndex: q.pageIndex, pageSize: PAGE_SIZE, day: q.day, tab: q.tab, keyword: q.keyword?.trim() || undefined },
    { convert: pageConverter(toPickupOrder) },
  );
}

/** POST /api/team/v1/pickup/arrive: the day's delivery reached the station: its orders become ready for pickup. */
export function confirmArrival(day: string): Promise<{ count: number }> {
  return mutate<{ count: number }>('/api/team/v1/pickup/arrive', { day });
}

/** POST /api/team/v1/pickup/get: the station's order of a pickup code (to show before handing over). */
export async function lookupPickup(pickupCode: string): Promise<PickupOrder> {
  return call('/api/team/v1/pickup/get', { pickupCode }, { silent: true, convert: toPickupOrder });
}

export interface HandOverResult {
  order: PickupOrder;
  /** The leader's balance after the commission was credited. */
  balanceFen: number;
}

/** POST /api/team/v1/pickup/handover: hand the order of a pickup code over (once); its commission is credited. */
export async function handOver(pickupCode: string): Promise<HandOverResult> {
  return mutate(
    '/api/team/v1/pickup/handover',
    { pickupCode },
    {
      silent: true,
      convert: (w: { order: PickupOrderWire; balance: number }) => ({
        order: toPickupOrder(w.order),
        balanceFen: wireYuanToFen(w.balance),
      }),
    },
  );
}

/** Error codes of the hand-over the screen explains in place. */
export const PICKUP_ERROR = {
  unknown: ERR.pickup.unknownCode,
  otherStation: ERR.pickup.otherStation,
  alreadyHandedOver: ERR.pickup.alreadyHandedOver,
  cancelled: ERR.pickup.cancelled,
} as const;

/** One line of a day's sheet (分拣单): a good and spec with the pieces ordered in paid orders, and what was received. */
export interface SheetLineWire {
  goodCode: string;
  title: string;
  img: string;
  specName: string;
  ordered: number;
  /** Pieces received when the day was received; null before. */
  received: number | null;
}

/** A piece-loss of a received day: the order that lost `num` pieces of a line and what they were refunded (yuan). */
export interface ShortageWire {
  orderCode: string;
  goodCode: string;
  specName: string;
  num: number;
  /** The order's one refund of its shortages (every line it lost names it). */
  refundCode: string;
  /** What those pieces cost the order (this line's part of the refund), yuan. */
  amount: number;
  /** The resident, as the station sees them (docs/api.md: beyond section 15's shape). */
  residentName: string;
  residentPhone: string;
  title: string;
}

export interface SheetWire {
  day: string;
  /** Paid pickup orders of the day at the station. */
  orderCount: number;
  receivedTime: number | null;
  lines: SheetLineWire[];
  /** Every piece-loss of the day once it was received ([] before; beyond section 15's shape). */
  shortages: ShortageWire[];
}

export interface Shortage extends Omit<ShortageWire, 'amount'> {
  amountFen: number;
}

export interface Sheet extends Omit<SheetWire, 'shortages'> {
  shortages: Shortage[];
}

export interface ReceiveResult {
  /** Orders of the day that became waiting at the station. */
  arrived: number;
  shortages: Shortage[];
}

const toShortage = ({ amount, ...rest }: ShortageWire): Shortage => ({ ...rest, amountFen: wireYuanToFen(amount) });

/** POST /api/team/v1/pickup/sheet: the day's sheet (分拣单) over its paid pickup orders at the station, lines by title then spec. */
export async function getPickupSheet(day: string): Promise<Sheet> {
  return call(
    '/api/team/v1/pickup/sheet',
    { day },
    { convert: (w: SheetWire) => ({ ...w, shortages: (w.shortages ?? []).map(toShortage) }) },
  );
}

/** What was counted of a sheet's line (a line left out counts as received in full). */
export interface ReceivedLine {
  goodCode: string;
  specName: string;
  received: number;
}

/** POST /api/team/v1/pickup/receive: receive the day (once) with what arrived; shortages are refunded from the orders paid last. */
export async function receivePickupDay(day: string, lines: ReceivedLine[]): Promise<ReceiveResult> {
  return mutate(
    '/api/team/v1/pickup/receive',
    { day, lines },
    {
      convert: (w: { arrived: number; shortages: ShortageWire[] }) => ({
        arrived: w.arrived,
        shortages: w.shortages.map(toShortage),
      }),
    },
  );
}

/** A day received already (该日已签收). */
export const SHEET_ERROR = { received: ERR.pickup.sheetReceived } as const;
