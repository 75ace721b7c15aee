// Refunds (docs/product.md#money): money going back to the payment it came from, never to a balance; the
// person's list, and the refunds of one order or join.
import { call } from '@/lib/request/client';
import { wireYuanToFen } from '@/rules/money';
import { mapPage, PAGE_SIZE, type Page, type PageWire } from './shared';
import type { PayBizType, RefundReason, RefundStatus } from '@/rules/commerce-states';

export { REFUND_STATUS, type RefundReason, type RefundStatus } from '@/rules/commerce-states';

export interface RefundWire {
  refundCode: string;
  bizType: PayBizType;
  bizCode: string;
  /** Yuan. */
  amount: number;
  reason: RefundReason;
  status: RefundStatus;
  createTime: number;
  finishTime: number | null;
}

export interface Refund extends Omit<RefundWire, 'amount'> {
  amountFen: number;
}

export function toRefund(w: RefundWire): Refund {
  const { amount, ...rest } = w;
  return { ...rest, amountFen: wireYuanToFen(amount) };
}

/** POST /api/refund/v1/list: the person's refunds, newest first; `bizCode` keeps those of one order or join. */
export function listRefunds(query: { pageIndex: number; bizCode?: string }): Promise<Page<Refund>> {
  return call(
    '/api/refund/v1/list',
    { pageIndex: query.pageIndex, pageSize: PAGE_SIZE, bizCode: query.bizCode },
    { convert: (page: PageWire<RefundWire>) => mapPage(page, toRefund) },
  );
}
