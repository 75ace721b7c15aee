// Payments (docs/product.md#money): a prepay for unpaid orders or joins (one payment may cover several orders),
// and the payment's status, the only answer that says something was paid.
import { call } from '@/lib/request/client';
import { wireYuanToFen } from '@/rules/money';
import { mutate } from './shared';
import type { PayBizType, PayStatus } from '@/rules/commerce-states';

export { PAY_STATUS, type PayBizType, type PayStatus } from '@/rules/commerce-states';

/** How the person pays: WeChat's JSAPI inside WeChat and WeCom, the H5 cashier page everywhere else. */
export type PayChannel = 'jsapi' | 'h5';

/** Exactly WeChat's getBrandWCPayRequest parameters (timeStamp: Unix seconds as a string). */
export interface JsapiParamsWire {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

export interface PrepayWire {
  payCode: string;
  /** Yuan. */
  amount: number;
  /** The payment closes at this time (ms, server clock): the earliest expiry of what it covers. */
  expireTime: number;
  /** The server's clock when it answered (ms), for the countdown. */
  serverTime: number;
  jsapi: JsapiParamsWire | null;
  /** The cashier page to open (channel h5); the client adds `redirect_url`. */
  h5Url: string | null;
}

export interface Prepay extends Omit<PrepayWire, 'amount'> {
  amountFen: number;
}

export interface PaymentStatusWire {
  payCode: string;
  status: PayStatus;
  amount: number;
  refundedAmount: number;
  paidTime: number | null;
  bizType: PayBizType;
  bizCodes: string[];
  expireTime: number;
  serverTime: number;
}

export interface PaymentStatus extends Omit<PaymentStatusWire, 'amount' | 'refundedAmount'> {
  amountFen: number;
  refundedFen: number;
}

function toPrepay(w: PrepayWire): Prepay {
  const { amount, ...rest } = w;
  return { ...rest, amountFen: wireYuanToFen(amount) };
}

function toPaymentStatus(w: PaymentStatusWire): PaymentStatus {
  const { amount, refundedAmount, ...rest } = w;
  return {
    ...rest,
    bizCodes: [...w.bizCodes],
    amountFen: wireYuanToFen(amount),
    refundedFen: wireYuanToFen(refundedAmount),
  };
}

/**
 * POST /api/pay/v1/prepay: a payment for unpaid orders or joins; asking again for the same codes answers
 * the same payment. Refusals: 7003 already paid, 7004 closed (docs/api.md "Payments").
 */
export function prepay(
  req: { bizType: PayBizType; bizCodes: string[]; channel: PayChannel },
  options: { silent?: boolean } = {},
): Promise<Prepay> {
  return mutate('/api/pay/v1/prepay', req, { ...options, convert: toPrepay });
}

/** POST /api/pay/v1/get: a payment's status (never cached: it is asked for until it changes). */
export function getPayment(payCode: string, options: { silent?: boolean } = {}): Promise<PaymentStatus> {
  return call('/api/pay/v1/get', { payCode }, { ...options, convert: toPaymentStatus });
}
