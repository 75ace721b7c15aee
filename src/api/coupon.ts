// Coupons of the current user.
import { call } from '@/lib/request/client';
import { wireYuanToFen } from '@/rules/money';
import { listConverter } from './shared';

export const COUPON_STATUS = { usable: 0, used: 1, expired: 2 } as const;
export type CouponStatus = (typeof COUPON_STATUS)[keyof typeof COUPON_STATUS];

export interface CouponWire {
  code: string;
  name: string;
  /** Discount, yuan. */
  amount: number;
  /** Smallest goods amount the coupon applies to, yuan (0: any). */
  threshold: number;
  /** '' when it applies to every shop. */
  storeCode: string;
  storeName: string;
  beginTime: number;
  endTime: number;
  status: CouponStatus;
}

export interface Coupon extends Omit<CouponWire, 'amount' | 'threshold'> {
  amountFen: number;
  thresholdFen: number;
}

export function toCoupon(w: CouponWire): Coupon {
  const { amount, threshold, ...rest } = w;
  return { ...rest, amountFen: wireYuanToFen(amount), thresholdFen: wireYuanToFen(threshold) };
}

/** Whether a usable coupon applies to an order of `goodsFen` at `storeCode`. */
export function couponApplies(c: Coupon, storeCode: string, goodsFen: number): boolean {
  return c.status === COUPON_STATUS.usable && (c.storeCode === '' || c.storeCode === storeCode) && goodsFen >= c.thresholdFen;
}

/** POST /api/coupon/v1/list: the user's coupons, optionally of one status. */
export async function listCoupons(status?: CouponStatus): Promise<Coupon[]> {
  return call('/api/coupon/v1/list', { status }, { cache: true, convert: listConverter(toCoupon) });
}
