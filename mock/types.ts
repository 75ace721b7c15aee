// The mock's own records (what it keeps beyond the wire shapes): users and tokens, OAuth codes, uploads,
// payments, refunds and after-sales. The store, the seeds and the handlers all take them from here.
import type { UserWire } from '../src/api/account';
import type { AfterSaleWire } from '../src/api/after-sale';
import type { JsapiParamsWire, PayBizType } from '../src/api/pay';
import type { RefundWire } from '../src/api/refund';
import type { PayStatus } from '../src/rules/commerce-states';
import type { SheetLineWire, ShortageWire } from '../src/api/team-pickup';

export interface MockUser extends UserWire {
  password: string;
  /** Openids of the official account bound to this user (scene login finds the user by them). */
  openids: string[];
}

/** What a bearer token stands for: a user, or (after a scene login with no bound phone) an openid. */
export interface TokenOwner {
  userCode: string;
  openid: string;
}

export interface OauthCode {
  openid: string;
  /** The backend exchanged it (the scene login or the openid call): WeChat codes work once, within CODE_TTL_MS (docs/api.md). */
  exchanged: boolean;
  issuedAt: number;
  /** snsapi_base or snsapi_userinfo: with userinfo the scene login also returns the WeChat nickname and avatar. */
  scope?: string;
}

/** One uploaded file. */
export interface StoredUpload {
  uid: string;
  bytes: Buffer;
  type: string;
  name: string;
  path: string;
  /** Its sides are in the ratio 17:3 (handlers/tool.ts): the compliance check rejects it. */
  nonCompliant: boolean;
}

/** One payment: what it covers, its amount (yuan) and state, and the JSAPI parameters it was issued with. */
export interface MockPayment {
  payCode: string;
  userCode: string;
  bizType: PayBizType;
  bizCodes: string[];
  amount: number;
  refundedAmount: number;
  status: PayStatus;
  expireTime: number;
  createTime: number;
  paidTime: number | null;
  prepayId: string;
  /** The JSAPI parameters as issued (their paySign is what /__wxpay/confirm verifies). */
  jsapi: JsapiParamsWire;
}

/** A refund to the original payment (handlers/refund.ts), with whose it is and the payment it goes back to. */
export interface MockRefund extends RefundWire {
  userCode: string;
  payCode: string;
}

/** An after-sale of a received order (handlers/after-sale.ts); the customer's name and phone are looked up when answered. */
export interface MockAfterSale extends Omit<AfterSaleWire, 'refund' | 'customerName' | 'customerPhone'> {
  userCode: string;
  /** The station's team whose leader decides it. */
  teamCode: string;
  refundCode: string;
}

/** A station's day once received (state/pickup-day.ts): when, its sheet as counted, and what was shorted. */
export interface MockReceivedDay {
  time: number;
  orderCount: number;
  lines: SheetLineWire[];
  shortages: ShortageWire[];
}
