// Payments of the seed (docs/product.md#money): every seeded order or join that was paid has the payment it was
// paid with, so that what is refunded later goes back to it; the payment's shape is the mock's own.
import type { JsapiParamsWire, PayBizType } from '../../src/api/pay';
import { PAY_STATUS } from '../../src/rules/commerce-states';
import type { MockPayment } from '../types';
import type { MockOrder } from './commerce';
import type { MockJoin } from './activity';

const NO_JSAPI: JsapiParamsWire = {
  appId: '',
  timeStamp: '0',
  nonceStr: '',
  package: '',
  signType: 'RSA',
  paySign: '',
};

/** A paid payment for each seeded order and join that was paid (free joins need none). */
export function seedPayments(orders: readonly MockOrder[], joins: readonly MockJoin[]): MockPayment[] {
  const paid = (
    payCode: string,
    userCode: string,
    bizType: PayBizType,
    code: string,
    amount: number,
    at: number,
  ): MockPayment => ({
    payCode,
    userCode,
    bizType,
    bizCodes: [code],
    amount,
    refundedAmount: 0,
    status: PAY_STATUS.paid,
    expireTime: at,
    createTime: at,
    paidTime: at,
    prepayId: `seed_${code}`,
    jsapi: NO_JSAPI,
  });
  return [
    ...orders
      .filter((o) => o.payTime !== null)
      .map((o) => paid(`PAYS${o.orderCode}`, o.userCode, 'order', o.orderCode, o.payAmount, o.payTime as number)),
    ...joins
      .filter((j) => j.payAmount > 0)
      .map((j) => paid(`PAYS${j.joinCode}`, j.userCode, 'join', j.joinCode, j.payAmount, j.createTime)),
  ];
}
