// Paying in integration tests as WeChat would: a prepay for unpaid orders or joins, then the emulated WeChat
// Pay confirms it with the paySign the backend issued (the mock's /__wxpay/confirm), as a test bridge does.
import { commitOrder, type OrderRequest } from '@/api/app-mall-order';
import { JOIN_STATUS, joinActivity, type Joined, type JoinRequest } from '@/api/activity';
import { getPayment, prepay, type PayBizType, type PaymentStatus } from '@/api/pay';
import { getOrder, type Order } from '@/api/product-order';
import { clearRequestCache } from '@/lib/request/client';

/** What WeChat Pay's emulation answered: code 0 (paid, or nothing to do), or a refusal. */
export interface ConfirmAnswer {
  code: number;
  msg: string;
  status?: number;
}

/** Sends a JSAPI payment result to the emulated WeChat Pay (same origin as the app's calls). */
export async function confirmWxPay(
  jsapi: { package: string; paySign: string },
  result: 'ok' | 'cancel' | 'fail' = 'ok',
): Promise<ConfirmAnswer> {
  const res = await window.fetch('/__wxpay/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ package: jsapi.package, paySign: jsapi.paySign, result }),
  });
  return (await res.json()) as ConfirmAnswer;
}

/** Pays unpaid orders or joins in one payment; answers the payment's status afterwards. */
export async function payFor(bizType: PayBizType, bizCodes: string[]): Promise<PaymentStatus> {
  const p = await prepay({ bizType, bizCodes, channel: 'jsapi' });
  const answer = await confirmWxPay(p.jsapi!);
  if (answer.code !== 0) throw new Error(`WeChat Pay refused: ${answer.msg}`);
  clearRequestCache();
  return getPayment(p.payCode);
}

/** Commits a checkout and pays its orders; answers the first order as it is once paid. */
export async function commitPaid(req: OrderRequest, checkoutId: string): Promise<Order> {
  const orders = await commitOrder(req, checkoutId);
  await payFor(
    'order',
    orders.map((o) => o.orderCode),
  );
  return getOrder(orders[0]!.orderCode);
}

/** Joins an activity and, when it costs money, pays for it at once (as a person does at the cashier). */
export async function joinPaid(req: JoinRequest): Promise<Joined> {
  const joined = await joinActivity(req);
  if (joined.status === JOIN_STATUS.unpaid) await payFor('join', [joined.joinCode]);
  return joined;
}
