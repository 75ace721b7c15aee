// The checkout in progress (/pages/order/confirm): how to receive, the address, the coupon choice and
// the note, keyed by the checkout's id (the commit's idempotency key, also in the route), persisted as
// `draftCheckout` so that a reload loses nothing.
import { atomWithStorage } from 'jotai/utils';
import { DELIVERY_TYPE, type DeliveryType } from '@/api/product-order';
import { atomStorage, isRecord } from '@/lib/storage';

/** 'auto' takes the best usable coupon, 'none' uses none, anything else is a coupon's code. */
export type CouponChoice = 'auto' | 'none' | (string & {});

export interface CheckoutDraft {
  checkoutId: string;
  /** Whose checkout it is: another user's is not taken over. */
  userCode: string;
  deliveryType: DeliveryType;
  /** The delivery address; '' means the default address. */
  addressCode: string;
  coupon: CouponChoice;
  remark: string;
}

const isCheckoutDraft = (v: unknown): v is CheckoutDraft | null =>
  v === null ||
  (isRecord(v) &&
    typeof v.checkoutId === 'string' &&
    typeof v.userCode === 'string' &&
    (v.deliveryType === DELIVERY_TYPE.pickup || v.deliveryType === DELIVERY_TYPE.delivery) &&
    typeof v.addressCode === 'string' &&
    typeof v.coupon === 'string' &&
    typeof v.remark === 'string');

export const checkoutDraftAtom = atomWithStorage<CheckoutDraft | null>(
  'draftCheckout',
  null,
  atomStorage(isCheckoutDraft),
  { getOnInit: true },
);

/** A fresh checkout: pickup at my community's station, the default address, the best coupon, no note. */
export function newCheckoutDraft(checkoutId: string, userCode: string): CheckoutDraft {
  return { checkoutId, userCode, deliveryType: DELIVERY_TYPE.pickup, addressCode: '', coupon: 'auto', remark: '' };
}

/** A new checkout id: 32 characters of [a-z0-9] from the browser's random source. */
export function newCheckoutId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
