// Product orders of the current user: list (0-based pageIndex), detail and cancel; order states, actions,
// how an order is received (pickup at the community's leader station, or delivery) and the station.
import { call } from '@/lib/request/client';
import { wireYuanToFen } from '@/rules/money';
import { mapPage, mutate, PAGE_SIZE, type Page, type PageWire, type ProductLineWire } from './shared';
import type { DeliveryType, OrderStatus } from '@/rules/commerce-states';

export {
  DELIVERY_TYPE,
  isOrderOver,
  ORDER_STATUS,
  orderActions,
  type DeliveryType,
  type OrderStatus,
} from '@/rules/commerce-states';

/** A community's leader station (团长自提点), where pickup orders wait for their residents. */
export interface StationWire {
  code: string;
  name: string;
  /** The leader's team (the leader's pickup list). */
  teamCode: string;
  communityCode: string;
  communityName: string;
  address: string;
  leaderName: string;
  phone: string;
  latitude: number;
  longitude: number;
}

export type PickupStation = StationWire;

export interface OrderItemWire extends ProductLineWire {
  /** Pieces of this line that did not reach the station (docs/product.md#the-stations-day), refunded; 0 (or left out, in a draft) when none. */
  shortNum?: number;
}

/** The receiver as it was when the order was placed. */
export interface OrderAddressWire {
  name: string;
  phone: string;
  address: string;
}

/** An order's goods and money, as previewed before it is placed (appMall/order/get) and as kept after. */
export interface OrderDraftWire {
  storeCode: string;
  storeName: string;
  storeImg: string;
  items: OrderItemWire[];
  goodsAmount: number;
  depositAmount: number;
  freight: number;
  discount: number;
  payAmount: number;
  couponCode: string;
  /** The delivery address (delivery orders); null for pickup. */
  address: OrderAddressWire | null;
  deliveryType: DeliveryType;
  /** The leader station (pickup orders); null for delivery. */
  station: StationWire | null;
  /** When the goods can be picked up at the station (ms); null for delivery. */
  pickupStart: number | null;
  pickupEnd: number | null;
}

/** One shop's part of a checkout: the order that shop gets (its goods, amounts and pickup window). */
export interface OrderShopWire {
  storeCode: string;
  storeName: string;
  storeImg: string;
  goodsAmount: number;
  depositAmount: number;
  freight: number;
  discount: number;
  payAmount: number;
  pickupStart: number | null;
  pickupEnd: number | null;
}

/**
 * A checkout's preview (appMall/order/get, submit false): the whole checkout (every line in `items`, the
 * totals over all shops; storeCode/storeName/storeImg are the first shop's) and its part per shop.
 */
export interface CheckoutWire extends OrderDraftWire {
  shops: OrderShopWire[];
}

/** Why an order was cancelled: the person did it, it was not paid in time, or none of its goods reached the station (closed, refunded). */
export type CancelReason = 'user' | 'expired' | 'shortage';

export interface OrderWire extends OrderDraftWire {
  orderCode: string;
  status: OrderStatus;
  remark: string;
  /** 8 digits, the last a check digit (pickup-code.ts); '' for delivery orders. */
  pickupCode: string;
  /** The checkout this order was committed from (the idempotency key); '' for orders from elsewhere. */
  checkoutId: string;
  /** An unpaid order closes by itself at this time (ms); null once paid or closed. */
  expireTime: number | null;
  /** Unix time in ms; null until it happened. */
  createTime: number;
  payTime: number | null;
  shipTime: number | null;
  finishTime: number | null;
  cancelTime: number | null;
  /** Why it was cancelled (status 4); null otherwise. */
  cancelReason: CancelReason | null;
  /**
   * The person's other orders, not cancelled, that use this order's coupon (the orders of one checkout across
   * shops share it): cancelling this order gives the coupon back only when there are none. Absent (an older
   * backend): none.
   */
  couponSharedWith?: string[];
}

/** A commit's answer: the first order (as before) and every order of the checkout, one per shop. */
export interface CommitWire extends OrderWire {
  orders: OrderWire[];
}

export interface OrderItem extends Omit<OrderItemWire, 'price' | 'deposit' | 'shortNum'> {
  priceFen: number;
  depositFen: number;
  shortNum: number;
}

/** The amounts of an order or of one shop's part of a checkout, yuan on the wire. */
type OrderMoneyWire = Pick<OrderDraftWire, 'goodsAmount' | 'depositAmount' | 'freight' | 'discount' | 'payAmount'>;

/** The same amounts in fen. */
export interface OrderMoney {
  goodsFen: number;
  depositFen: number;
  freightFen: number;
  discountFen: number;
  payFen: number;
}

export interface OrderDraft extends Omit<OrderDraftWire, keyof OrderMoneyWire | 'items'>, OrderMoney {
  items: OrderItem[];
}

export interface OrderShop extends Omit<OrderShopWire, keyof OrderMoneyWire>, OrderMoney {}

export interface Checkout extends OrderDraft {
  shops: OrderShop[];
}

/** An order: the draft's part in fen and the order's own fields as the wire has them. */
export interface Order extends OrderDraft, Omit<OrderWire, keyof OrderDraftWire> {
  /** The server's clock less the phone's when the order was read (ms; 0 when the answer carried no serverTime): countdowns run on it. */
  serverOffset: number;
}

export function toOrderItem(w: OrderItemWire): OrderItem {
  const { price, deposit, shortNum, ...rest } = w;
  return { ...rest, priceFen: wireYuanToFen(price), depositFen: wireYuanToFen(deposit), shortNum: shortNum ?? 0 };
}

function toOrderMoney(w: OrderMoneyWire): OrderMoney {
  return {
    goodsFen: wireYuanToFen(w.goodsAmount),
    depositFen: wireYuanToFen(w.depositAmount),
    freightFen: wireYuanToFen(w.freight),
    discountFen: wireYuanToFen(w.discount),
    payFen: wireYuanToFen(w.payAmount),
  };
}

/**
 * The draft's fields of an order, a checkout or a draft. Field by field: the answer is often more than a draft
 * (an order, a checkout), and its other fields, some in yuan, stay out.
 */
export function toOrderDraft(w: OrderDraftWire): OrderDraft {
  return {
    storeCode: w.storeCode,
    storeName: w.storeName,
    storeImg: w.storeImg,
    items: w.items.map(toOrderItem),
    ...toOrderMoney(w),
    couponCode: w.couponCode,
    address: w.address,
    deliveryType: w.deliveryType,
    station: w.station,
    pickupStart: w.pickupStart,
    pickupEnd: w.pickupEnd,
  };
}

function toOrderShop(w: OrderShopWire): OrderShop {
  const { goodsAmount, depositAmount, freight, discount, payAmount, ...rest } = w;
  return { ...rest, ...toOrderMoney({ goodsAmount, depositAmount, freight, discount, payAmount }) };
}

export function toCheckout(w: CheckoutWire): Checkout {
  if (!Array.isArray(w.shops) || w.shops.length === 0) throw new TypeError('a checkout without shops');
  return { ...toOrderDraft(w), shops: w.shops.map(toOrderShop) };
}

/** The offset of the server's clock from the phone's, from an answer's `serverTime` (0 without one). */
const offsetOf = (serverTime: unknown) =>
  typeof serverTime === 'number' && Number.isFinite(serverTime) ? serverTime - Date.now() : 0;

export function toOrder(w: OrderWire & { serverTime?: number }, serverOffset = offsetOf(w.serverTime)): Order {
  return {
    ...toOrderDraft(w),
    orderCode: w.orderCode,
    status: w.status,
    remark: w.remark,
    createTime: w.createTime,
    payTime: w.payTime,
    shipTime: w.shipTime,
    finishTime: w.finishTime,
    cancelTime: w.cancelTime,
    pickupCode: w.pickupCode,
    checkoutId: w.checkoutId,
    expireTime: w.expireTime,
    cancelReason: w.cancelReason ?? null,
    serverOffset,
    couponSharedWith: Array.isArray(w.couponSharedWith) ? w.couponSharedWith.filter((c) => typeof c === 'string') : [],
  };
}

/** A commit's orders, one per shop of the checkout (the first one first). */
export function toCommitted(w: CommitWire): Order[] {
  return Array.isArray(w.orders) && w.orders.length ? w.orders.map(toOrder) : [toOrder(w)];
}

/**
 * POST /api/productOrder/v1/user/list: the user's orders, newest first; pageIndex is 0-based, 10 a page. Silent: the
 * order list shows a failure in place (offline, the kept pickup codes), and the other callers go on without it.
 */
export async function listOrders(query: { pageIndex: number; status?: OrderStatus }): Promise<Page<Order>> {
  return call(
    '/api/productOrder/v1/user/list',
    { pageIndex: query.pageIndex, pageSize: PAGE_SIZE, status: query.status },
    {
      cache: true,
      silent: true,
      convert: (page: PageWire<OrderWire> & { serverTime?: number }) => {
        const offset = offsetOf(page?.serverTime);
        return mapPage(page, (w) => toOrder(w, offset));
      },
    },
  );
}

/** POST /api/productOrder/v1/user/get: one order of the user. */
export async function getOrder(orderCode: string): Promise<Order> {
  return call('/api/productOrder/v1/user/get', { orderCode }, { cache: true, convert: toOrder });
}

/** POST /api/productOrder/v1/user/cancel: cancel an unpaid or not yet shipped order (stock and coupon go back); answers the changed order. */
export async function cancelOrder(orderCode: string): Promise<Order> {
  return mutate('/api/productOrder/v1/user/cancel', { orderCode }, { convert: toOrder });
}
