// What a checkout costs, in fen (docs/api.md "Checkout across shops"): each shop's goods, deposits, freight and
// share of the coupon. Pure: the checkout (mock/state/checkout.ts) finds the lines and the coupon, this prices them.
import { DELIVERY_TYPE, type DeliveryType } from '../../src/rules/commerce-states';
import { ERR } from '../../src/rules/error-codes';
import { Fail } from '../core';
import { fen } from '../seed/util';

/** Delivery costs DELIVERY_FEE_FEN below FREE_DELIVERY_FEN of a shop's goods; pickup is free. */
export const DELIVERY_FEE_FEN = 500;
export const FREE_DELIVERY_FEN = 3900;

/** A line as priced: its shop, price and deposit per piece (yuan, as on the wire) and pieces. */
export interface PricedLine {
  storeCode: string;
  price: number;
  deposit: number;
  num: number;
}

/** A coupon's terms (yuan): a shop's (storeCode) or the platform's (''), its threshold and amount. */
export interface CouponTerms {
  storeCode: string;
  threshold: number;
  amount: number;
}

/** The goods of the lines (of one shop when `storeCode` is given), in fen. */
export function goodsFen(lines: readonly PricedLine[], storeCode?: string): number {
  return lines.filter((l) => !storeCode || l.storeCode === storeCode).reduce((n, l) => n + fen(l.price) * l.num, 0);
}

/** The freight of one shop's order: delivery below the free-delivery amount of goods pays the fee. */
export function freightFen(deliveryType: DeliveryType, shopGoodsFen: number): number {
  return deliveryType === DELIVERY_TYPE.delivery && shopGoodsFen < FREE_DELIVERY_FEN ? DELIVERY_FEE_FEN : 0;
}

/**
 * The coupon's discount per shop (fen): a shop's coupon counts against that shop's goods, a platform coupon
 * against all goods of the checkout, its discount shared among the shops in proportion to their goods (rounded
 * down, the last shop taking what is left). Refused (4007, 4008) when it does not apply.
 */
export function couponShares(c: CouponTerms, lines: readonly PricedLine[]): Map<string, number> {
  const storeCodes = [...new Set(lines.map((l) => l.storeCode))];
  if (c.storeCode && !storeCodes.includes(c.storeCode))
    throw new Fail(ERR.order.couponOtherShop, '该优惠券不适用于此店铺');
  const base = goodsFen(lines, c.storeCode || undefined);
  if (base < fen(c.threshold)) throw new Fail(ERR.order.couponThreshold, `未满${c.threshold}元，不能使用该优惠券`);
  const discount = Math.min(fen(c.amount), base);
  const shares = c.storeCode ? [c.storeCode] : storeCodes;
  const out = new Map<string, number>();
  let left = discount;
  shares.forEach((code, i) => {
    const share = i === shares.length - 1 ? left : Math.floor((discount * goodsFen(lines, code)) / base);
    out.set(code, share);
    left -= share;
  });
  return out;
}

/** One shop's order in fen: goods, deposits, freight, discount and what is paid. */
export function shopAmounts(
  lines: readonly PricedLine[],
  storeCode: string,
  deliveryType: DeliveryType,
  discountFen: number,
) {
  const goods = goodsFen(lines, storeCode);
  const deposit = lines.filter((l) => l.storeCode === storeCode).reduce((n, l) => n + fen(l.deposit) * l.num, 0);
  const freight = freightFen(deliveryType, goods);
  return { goods, deposit, freight, discount: discountFen, pay: goods + deposit + freight - discountFen };
}
