// Product orders of the current user: list (0-based pageIndex), detail and cancel; order states and actions.
import { call } from '@/lib/request/client';
import { wireYuanToFen } from '@/lib/money';
import { mutate, PAGE_SIZE, pageConverter, type Page } from './shared';

/** Order states (not in the spec; defined in docs/api.md). */
export const ORDER_STATUS = { unpaid: 0, toShip: 1, toReceive: 2, done: 3, cancelled: 4 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export interface OrderItemWire {
  goodCode: string;
  title: string;
  img: string;
  specName: string;
  /** Unit price in yuan. */
  price: number;
  deposit: number;
  num: number;
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
  address: OrderAddressWire | null;
}

export interface OrderWire extends OrderDraftWire {
  orderCode: string;
  status: OrderStatus;
  remark: string;
  /** Unix time in ms; null until it happened. */
  createTime: number;
  payTime: number | null;
  shipTime: number | null;
  finishTime: number | null;
  cancelTime: number | null;
}

export interface OrderItem {
  goodCode: string;
  title: string;
  img: string;
  specName: string;
  priceFen: number;
  depositFen: number;
  num: number;
}

export interface OrderDraft {
  storeCode: string;
  storeName: string;
  storeImg: string;
  items: OrderItem[];
  goodsFen: number;
  depositFen: number;
  freightFen: number;
  discountFen: number;
  payFen: number;
  couponCode: string;
  address: OrderAddressWire | null;
}

export interface Order extends OrderDraft {
  orderCode: string;
  status: OrderStatus;
  remark: string;
  createTime: number;
  payTime: number | null;
  shipTime: number | null;
  finishTime: number | null;
  cancelTime: number | null;
}

export function toOrderItem(w: OrderItemWire): OrderItem {
  return {
    goodCode: w.goodCode, title: w.title, img: w.img, specName: w.specName,
    priceFen: wireYuanToFen(w.price), depositFen: wireYuanToFen(w.deposit), num: w.num,
  };
}

export function toOrderDraft(w: OrderDraftWire): OrderDraft {
  return {
    storeCode: w.storeCode, storeName: w.storeName, storeImg: w.storeImg, items: w.items.map(toOrderItem),
    goodsFen: wireYuanToFen(w.goodsAmount), depositFen: wireYuanToFen(w.depositAmount), freightFen: wireYuanToFen(w.freight),
    discountFen: wireYuanToFen(w.discount), payFen: wireYuanToFen(w.payAmount), couponCode: w.couponCode, address: w.address,
  };
}

export function toOrder(w: OrderWire): Order {
  return {
    ...toOrderDraft(w),
    orderCode: w.orderCode, status: w.status, remark: w.remark, createTime: w.createTime, payTime: w.payTime,
    shipTime: w.shipTime, finishTime: w.finishTime, cancelTime: w.cancelTime,
  };
}

/** The actions an order in `status` offers (spec: cancel, confirm receipt, delete). */
export function orderActions(status: OrderStatus): { cancel: boolean; confirm: boolean; remove: boolean } {
  return {
    cancel: status === ORDER_STATUS.unpaid || status === ORDER_STATUS.toShip,
    confirm: status === ORDER_STATUS.toReceive,
    remove: status === ORDER_STATUS.done || status === ORDER_STATUS.cancelled,
  };
}

/** POST /api/productOrder/v1/user/list: the user's orders, newest first; pageIndex is 0-based, 10 a page. */
export async function listOrders(query: { pageIndex: number; status?: OrderStatus }): Promise<Page<Order>> {
  return call(
    '/api/productOrder/v1/user/list',
    { pageIndex: query.pageIndex, pageSize: PAGE_SIZE, status: query.status },
    { cache: true, convert: pageConverter(toOrder) },
  );
}

/** POST /api/productOrder/v1/user/get: one order of the user. */
export async function getOrder(orderCode: string): Promise<Order> {
  return call('/api/productOrder/v1/user/get', { orderCode }, { cache: true, convert: toOrder });
}

/** POST /api/productOrder/v1/user/cancel: cancel an unpaid or not yet shipped order; answers the changed order. */
export async function cancelOrder(orderCode: string): Promise<Order> {
  return mutate('/api/productOrder/v1/user/cancel', { orderCode }, { convert: toOrder });
}
