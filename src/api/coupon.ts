// Coupons of the current user.
import { call } from '@/lib/request/client';
import { wireYuanToFen } from '@/rules/money';
import { listConverter, mutate, pageConverter, PAGE_SIZE, type Page, type PageWire } from './shared';

export { COUPON_STATUS, type CouponStatus } from '@/rules/commerce-states';
import { COUPON_STATUS, type CouponStatus } from '@/rules/commerce-states';

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
  return (
    c.status === COUPON_STATUS.usable && (c.storeCode === '' || c.storeCode === storeCode) && goodsFen >= c.thresholdFen
  );
}

/**
 * POST /api/coupon/v1/list: the user's coupons, optionally of one status. Silent: the coupon page shows a failure in
 * place, the checkout goes on without coupons, and 我的's count is not something the person asked for.
 */
export async function listCoupons(status?: CouponStatus): Promise<Coupon[]> {
  return call('/api/coupon/v1/list', { status }, { cache: true, silent: true, convert: listConverter(toCoupon) });
}

/** A coupon template of the coupon centre (docs/product.md#growth): what a claim gives and how many are left. */
export interface CouponTemplateWire {
  templateCode: string;
  name: string;
  /** Discount, yuan. */
  amount: number;
  /** Smallest goods amount, yuan (0: any). */
  threshold: number;
  /** '' for every shop. */
  storeCode: string;
  storeName: string;
  /** A claimed coupon is valid this many days. */
  validDays: number;
  /** The last moment it can be claimed, ms. */
  endTime: number;
  left: number;
  perPerson: number;
  /** How many the caller holds from it (0 signed out). */
  claimed: number;
  /** Only for new residents (no paid order yet). */
  newcomer: boolean;
}

export interface CouponTemplate extends Omit<CouponTemplateWire, 'amount' | 'threshold'> {
  amountFen: number;
  thresholdFen: number;
}

export function toCouponTemplate(w: CouponTemplateWire): CouponTemplate {
  const { amount, threshold, ...rest } = w;
  return { ...rest, amountFen: wireYuanToFen(amount), thresholdFen: wireYuanToFen(threshold) };
}

/** A page of the centre; `newResident` says whether the caller has no paid order (true signed out). */
export interface CouponCentreWire extends PageWire<CouponTemplateWire> {
  newResident: boolean;
}
export interface CouponCentre extends Page<CouponTemplate> {
  newResident: boolean;
}

const toCentre = (w: CouponCentreWire): CouponCentre => ({
  ...pageConverter(toCouponTemplate)(w),
  newResident: w.newResident !== false,
});

/**
 * POST /api/coupon/v1/center: templates anyone may claim, optionally those usable at one shop (its own and all-shops
 * ones); with the person's pickup community, only the shops that serve it (docs/api.md).
 */
export async function listCouponCentre(
  q: { pageIndex: number; pageSize?: number; storeCode?: string; communityCode?: string },
  options: { silent?: boolean } = {},
): Promise<CouponCentre> {
  return call(
    '/api/coupon/v1/center',
    { pageSize: PAGE_SIZE, ...q, storeCode: q.storeCode || undefined },
    { ...options, cache: true, convert: toCentre },
  );
}

/** POST /api/coupon/v1/claim: one coupon of a template into the user's list (refused 9301 none left, 9302 limit, 9303 new residents only). */
export async function claimCoupon(templateCode: string): Promise<Coupon> {
  return mutate('/api/coupon/v1/claim', { templateCode }, { convert: toCoupon, silent: true });
}

export interface NewcomerGiftWire {
  eligible: boolean;
  coupons: CouponTemplateWire[];
}
export interface NewcomerGift {
  eligible: boolean;
  coupons: CouponTemplate[];
}

/** POST /api/coupon/v1/newcomer: whether the new-resident gift is the caller's to take (true signed out), and its coupons. */
export async function getNewcomerGift(options: { silent?: boolean } = {}): Promise<NewcomerGift> {
  return call(
    '/api/coupon/v1/newcomer',
    {},
    {
      ...options,
      convert: (w: NewcomerGiftWire) => ({
        eligible: w.eligible === true,
        coupons: listConverter(toCouponTemplate)(w.coupons),
      }),
    },
  );
}

/** POST /api/coupon/v1/newcomer/claim: every coupon of the gift at once, once per person (9303 otherwise). */
export async function claimNewcomerGift(): Promise<Coupon[]> {
  return mutate('/api/coupon/v1/newcomer/claim', {}, { convert: listConverter(toCoupon), silent: true });
}
