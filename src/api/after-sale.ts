// After-sales (售后, docs/product.md#money) of a received or picked-up order: the resident asks (items, reason,
// photos, amount), follows and may withdraw it; the station's leader accepts (a refund) or refuses it.
import { call } from '@/lib/request/client';
import { fenToYuan, wireYuanToFen } from '@/rules/money';
import { mapPage, mutate, PAGE_SIZE, type Page, type PageWire } from './shared';
import type { AfterSaleReason, AfterSaleStatus } from '@/rules/commerce-states';
import { toRefund, type Refund, type RefundWire } from './refund';

export {
  AFTER_SALE_MAX_IMAGES,
  AFTER_SALE_REASONS,
  AFTER_SALE_STATUS,
  AFTER_SALE_WINDOW_MS,
  paidForPieces,
  type AfterSaleReason,
  type AfterSaleStatus,
} from '@/rules/commerce-states';

export interface AfterSaleItemWire {
  goodCode: string;
  specName: string;
  title: string;
  img: string;
  num: number;
}

export interface AfterSaleWire {
  afterSaleCode: string;
  orderCode: string;
  storeName: string;
  items: AfterSaleItemWire[];
  reason: AfterSaleReason;
  description: string;
  images: string[];
  /** Yuan asked for. */
  amount: number;
  status: AfterSaleStatus;
  /** The leader's remark when deciding ('' until then). */
  remark: string;
  /** Who decided: the station's leader, or the backend by itself after the review time. */
  decidedBy: 'leader' | 'auto' | '';
  createTime: number;
  decideTime: number | null;
  cancelTime: number | null;
  /** The refund of an accepted one. */
  refund: RefundWire | null;
  /** The resident (the leader's list only: masked name and phone). */
  customerName?: string;
  customerPhone?: string;
}

export interface AfterSale extends Omit<AfterSaleWire, 'amount' | 'refund'> {
  amountFen: number;
  refund: Refund | null;
}

export function toAfterSale(w: AfterSaleWire): AfterSale {
  const { amount, refund, ...rest } = w;
  return {
    ...rest,
    items: w.items.map((i) => ({ ...i })),
    images: [...w.images],
    amountFen: wireYuanToFen(amount),
    refund: refund ? toRefund(refund) : null,
  };
}

const pageOfAfterSales = (page: PageWire<AfterSaleWire>) => mapPage(page, toAfterSale);

/** What the resident asks for: the after-sale's own fields, the items by good and spec, the amount in fen. */
export interface AfterSaleRequest extends Pick<AfterSaleWire, 'orderCode' | 'reason' | 'description' | 'images'> {
  items: Pick<AfterSaleItemWire, 'goodCode' | 'specName' | 'num'>[];
  amountFen: number;
}

/** POST /api/afterSale/v1/apply: ask for money back on a received order (7 days; one open after-sale per item). */
export function applyAfterSale(req: AfterSaleRequest): Promise<AfterSale> {
  const { amountFen, ...rest } = req;
  return mutate('/api/afterSale/v1/apply', { ...rest, amount: fenToYuan(amountFen) }, { convert: toAfterSale });
}

/** POST /api/afterSale/v1/list: the resident's after-sales, newest first; `orderCode` keeps one order's. */
export function listAfterSales(query: { pageIndex: number; orderCode?: string }): Promise<Page<AfterSale>> {
  return call(
    '/api/afterSale/v1/list',
    { pageIndex: query.pageIndex, pageSize: PAGE_SIZE, orderCode: query.orderCode },
    { convert: pageOfAfterSales },
  );
}

/** POST /api/afterSale/v1/get: one after-sale of the resident. */
export function getAfterSale(afterSaleCode: string): Promise<AfterSale> {
  return call('/api/afterSale/v1/get', { afterSaleCode }, { convert: toAfterSale });
}

/** POST /api/afterSale/v1/cancel: withdraw a pending after-sale. */
export function cancelAfterSale(afterSaleCode: string): Promise<AfterSale> {
  return mutate('/api/afterSale/v1/cancel', { afterSaleCode }, { convert: toAfterSale });
}

/** POST /api/team/v1/afterSale/list: the leader's station's after-sales, pending first; `pending` counts them all. */
export function listStationAfterSales(query: { pageIndex: number }): Promise<Page<AfterSale> & { pending: number }> {
  return call(
    '/api/team/v1/afterSale/list',
    { pageIndex: query.pageIndex, pageSize: PAGE_SIZE },
    {
      convert: (page: PageWire<AfterSaleWire> & { pending: number }) => ({
        ...mapPage(page, toAfterSale),
        pending: page.pending,
      }),
    },
  );
}

/** POST /api/team/v1/afterSale/decide: accept (refunded to the original payment) or refuse with a remark. */
export function decideAfterSale(req: { afterSaleCode: string; accept: boolean; remark: string }): Promise<AfterSale> {
  return mutate('/api/team/v1/afterSale/decide', req, { convert: toAfterSale });
}
