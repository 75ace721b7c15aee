// Payments against a mock of this file's own (docs/product.md#money): one prepay per set of unpaid orders, paySign
// verifiable with the merchant's public key over WeChat's four lines, a confirm with a bad signature refused
// and a second one paying nothing more, a checkout across shops paid at once, expiry on the business clock
// giving stock and the coupon back, unpaid joins holding their place, and the bound on free amounts.
import { createPublicKey, createVerify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitOrder, previewOrder } from '@/api/app-mall-order';
import { JOIN_STATUS, getActivity, joinActivity, leaveActivity, FREE_AMOUNT_MAX_FEN } from '@/api/activity';
import { editCart, listCart } from '@/api/cart';
import { COUPON_STATUS, listCoupons } from '@/api/coupon';
import { getPayment, PAY_STATUS, prepay } from '@/api/pay';
import { getProduct } from '@/api/product';
import { DELIVERY_TYPE, getOrder, ORDER_STATUS } from '@/api/product-order';
import { dismissToasts } from '@/components/feedback';
import { clearRequestCache } from '@/lib/request/client';
import { ownMockPerFile } from './own-mock';
import { logIn, DEMO_LEADER } from './session';
import { confirmWxPay, payFor } from './pay';

const own = ownMockPerFile({ testHooks: true });
const MINUTE = 60_000;
const pickup = (cartCodes: string[], couponCode?: string) => ({
  cartCodes,
  deliveryType: DELIVERY_TYPE.pickup,
  communityCode: 'C001',
  couponCode,
});
const stockOf = async (goodCode: string) => (await getProduct(goodCode)).specList[0]!.stock;

/** An unpaid order of one line, committed now. */
async function unpaidOrder(goodCode: string, checkoutId: string) {
  const line = await editCart({ goodCode, specName: '', num: 1 });
  return (await commitOrder(pickup([line.code]), checkoutId))[0]!;
}

describe('payments', () => {
  it('answers the same payment for the same unpaid orders, with their amount to the fen', async () => {
    await logIn();
    const order = await unpaidOrder('P014', 'pay-idem-1');
    expect(order.status).toBe(ORDER_STATUS.unpaid);
    expect(order.pickupCode).toBe(''); // a pickup code comes with payment
    const first = await prepay({ bizType: 'order', bizCodes: [order.orderCode], channel: 'jsapi' });
    const again = await prepay({ bizType: 'order', bizCodes: [order.orderCode], channel: 'h5' });
    expect(again.payCode).toBe(first.payCode);
    expect(first.amountFen).toBe(order.payFen);
    expect(first.expireTime).toBe(order.expireTime);
    expect(first.h5Url).toBeNull();
    expect(again.jsapi).toBeNull();
    expect(again.h5Url).toMatch(new RegExp(`/__wxpay/h5\\?payCode=${first.payCode}$`));
    expect(own().mock.store.payments.filter((p) => p.bizCodes.includes(order.orderCode))).toHaveLength(1);
  });

  it('signs the JSAPI parameters as WeChat Pay v3 does: RSA-SHA256 over appId, timeStamp, nonceStr and package', async () => {
    await logIn();
    const order = await unpaidOrder('P009', 'pay-sign-1');
    const { jsapi } = await prepay({ bizType: 'order', bizCodes: [order.orderCode], channel: 'jsapi' });
    expect(jsapi).toMatchObject({
      appId: own().mock.settings.appId,
      signType: 'RSA',
      package: expect.stringMatching(/^prepay_id=wx[0-9a-f]+$/),
    });
    expect(jsapi!.timeStamp).toMatch(/^\d{10}$/); // Unix seconds, as a string
    expect(jsapi!.nonceStr.length).toBeLessThanOrEqual(32);
    const pem = await (await window.fetch('/__wxpay/public-key')).text();
    const verify = (message: string) =>
      createVerify('RSA-SHA256').update(message).verify(createPublicKey(pem), jsapi!.paySign, 'base64');
    expect(verify(`${jsapi!.appId}\n${jsapi!.timeStamp}\n${jsapi!.nonceStr}\n${jsapi!.package}\n`)).toBe(true);
    expect(verify(`${jsapi!.appId}\n${jsapi!.timeStamp}\n${jsapi!.nonceStr}\n${jsapi!.package}`)).toBe(false);
  });

  it('refuses a confirm with a bad signature or an unknown prepay; a second confirm pays nothing more', async () => {
    await logIn();
    const order = await unpaidOrder('P017', 'pay-confirm-1');
    const { payCode, jsapi } = await prepay({ bizType: 'order', bizCodes: [order.orderCode], channel: 'jsapi' });
    const forged = `${jsapi!.paySign.slice(0, -4)}AAAA`;
    expect(await confirmWxPay({ package: jsapi!.package, paySign: forged })).toMatchObject({ code: 1 });
    expect(await confirmWxPay({ package: 'prepay_id=wx000', paySign: jsapi!.paySign })).toMatchObject({ code: 2 });
    expect((await getPayment(payCode)).status).toBe(PAY_STATUS.unpaid);
    // The person cancels in WeChat's sheet: nothing changes.
    expect(await confirmWxPay(jsapi!, 'cancel')).toMatchObject({ code: 0, status: PAY_STATUS.unpaid });
    expect((await getOrder(order.orderCode)).status).toBe(ORDER_STATUS.unpaid);

    expect(await confirmWxPay(jsapi!)).toMatchObject({ code: 0, status: PAY_STATUS.paid });
    const paid = await getPayment(payCode);
    expect(paid).toMatchObject({
      status: PAY_STATUS.paid,
      amountFen: order.payFen,
      refundedFen: 0,
      bizCodes: [order.orderCode],
    });
    expect(await confirmWxPay(jsapi!)).toMatchObject({ code: 0, status: PAY_STATUS.paid });
    expect((await getPayment(payCode)).paidTime).toBe(paid.paidTime);
    clearRequestCache();
    const after = await getOrder(order.orderCode);
    expect(after).toMatchObject({ status: ORDER_STATUS.toShip, expireTime: null, payFen: order.payFen });
    expect(after.pickupCode).toMatch(/^\d{8}$/);
    // Paid: no second payment for it.
    await expect(
      prepay({ bizType: 'order', bizCodes: [order.orderCode], channel: 'jsapi' }, { silent: true }),
    ).rejects.toMatchObject({ code: 7003 });
  });

  it('checks out lines of two shops at once: one order per shop, one payment for both, a platform coupon shared', async () => {
    await logIn();
    const fish = await getProduct('P103');
    const milk = await getProduct('P006');
    expect(fish.storeCode).not.toBe(milk.storeCode);
    const a = await editCart({ goodCode: 'P103', specName: '', num: 1 });
    const b = await editCart({ goodCode: 'P006', specName: '', num: 2 });
    const draft = await previewOrder(pickup([a.code, b.code], 'Q001'));
    expect(draft.shops.map((s) => s.storeCode)).toEqual([fish.storeCode, milk.storeCode]);
    expect(draft.items.map((i) => i.storeCode)).toEqual([fish.storeCode, milk.storeCode]);
    const sum = (k: 'goodsFen' | 'discountFen' | 'payFen') => draft.shops.reduce((n, s) => n + s[k], 0);
    expect(sum('goodsFen')).toBe(draft.goodsFen);
    expect(draft.discountFen).toBe(500);
    expect(sum('discountFen')).toBe(500);
    expect(sum('payFen')).toBe(draft.payFen);
    // The discount is shared in proportion to each shop's goods (the remainder to the last shop).
    expect(draft.shops[0]!.discountFen).toBe(Math.floor((500 * draft.shops[0]!.goodsFen) / draft.goodsFen));

    const orders = await commitOrder(pickup([a.code, b.code], 'Q001'), 'pay-two-shops');
    expect(orders.map((o) => o.storeCode)).toEqual([fish.storeCode, milk.storeCode]);
    expect(orders.map((o) => o.payFen)).toEqual(draft.shops.map((s) => s.payFen));
    expect(orders.every((o) => o.status === ORDER_STATUS.unpaid && o.couponCode === 'Q001')).toBe(true);
    expect((await listCart()).flatMap((g) => g.children).some((c) => c.code === a.code || c.code === b.code)).toBe(
      false,
    );
    const payment = await payFor(
      'order',
      orders.map((o) => o.orderCode),
    );
    expect(payment.amountFen).toBe(draft.payFen);
    clearRequestCache();
    for (const o of orders) expect((await getOrder(o.orderCode)).status).toBe(ORDER_STATUS.toShip);
  });

  it('paying one order of a pending checkout alone closes the payment that covered it: never payable twice', async () => {
    await logIn();
    const x = await editCart({ goodCode: 'P103', specName: '', num: 1 });
    const y = await editCart({ goodCode: 'P006', specName: '', num: 1 });
    const orders = await commitOrder(pickup([x.code, y.code]), 'pay-subset');
    const both = await prepay({ bizType: 'order', bizCodes: orders.map((o) => o.orderCode), channel: 'jsapi' });
    const one = await prepay({ bizType: 'order', bizCodes: [orders[0]!.orderCode], channel: 'jsapi' });
    expect(one.payCode).not.toBe(both.payCode);
    expect((await getPayment(both.payCode)).status).toBe(PAY_STATUS.closed);
    expect(await confirmWxPay(both.jsapi!)).toMatchObject({ code: 3 });
    expect(await confirmWxPay(one.jsapi!)).toMatchObject({ code: 0, status: PAY_STATUS.paid });
    clearRequestCache();
    expect((await getOrder(orders[0]!.orderCode)).status).toBe(ORDER_STATUS.toShip);
    expect((await getOrder(orders[1]!.orderCode)).status).toBe(ORDER_STATUS.unpaid);
  });

  it('an unpaid order closes at its expiry on the business clock: stock and coupon back, its payment closed', async () => {
    await logIn();
    const stock = await stockOf('P018');
    // Enough for the 满50减8 coupon.
    const num = Math.ceil(5000 / (await getProduct('P018')).specList[0]!.priceFen);
    const line = await editCart({ goodCode: 'P018', specName: '', num });
    const [order] = await commitOrder(pickup([line.code], 'Q002'), 'pay-expiry');
    expect(order!.expireTime! - order!.createTime).toBe(15 * MINUTE);
    expect(await stockOf('P018')).toBe(stock - num);
    expect((await listCoupons(COUPON_STATUS.used)).map((c) => c.code)).toContain('Q002');
    const p = await prepay({ bizType: 'order', bizCodes: [order!.orderCode], channel: 'jsapi' });
    own().mock.settings.clockOffsetMs += 15 * MINUTE + 1000;
    try {
      clearRequestCache();
      const closed = await getOrder(order!.orderCode);
      expect(closed).toMatchObject({ status: ORDER_STATUS.cancelled, cancelReason: 'expired', expireTime: null });
      expect(await stockOf('P018')).toBe(stock);
      expect((await listCoupons(COUPON_STATUS.usable)).map((c) => c.code)).toContain('Q002');
      expect((await getPayment(p.payCode)).status).toBe(PAY_STATUS.closed);
      // WeChat's answer arriving after the expiry pays nothing.
      expect(await confirmWxPay(p.jsapi!)).toMatchObject({ code: 3 });
      await expect(
        prepay({ bizType: 'order', bizCodes: [order!.orderCode], channel: 'jsapi' }, { silent: true }),
      ).rejects.toMatchObject({ code: 7004 });
    } finally {
      own().mock.settings.clockOffsetMs = 0;
    }
  });

  it('a join that costs money holds its place unpaid, joins once paid, and frees the place at expiry', async () => {
    await logIn(DEMO_LEADER);
    const before = await getActivity('AC005'); // on-site, ¥39
    const joined = await joinActivity({ code: 'AC005', form: { name: '王建国', phone: '13900139000', child: '6' } });
    expect(joined).toMatchObject({ status: JOIN_STATUS.unpaid, payFen: 3900, joinedNum: before.joinedNum + 1 });
    const held = await getActivity('AC005');
    expect(held).toMatchObject({
      joined: false,
      joinedNum: before.joinedNum + 1,
      myJoin: { status: JOIN_STATUS.unpaid, canLeave: true },
    });
    expect(held.myJoin!.expireTime! - held.serverTime).toBeLessThanOrEqual(15 * MINUTE);
    // No second join while one waits for payment.
    await expect(
      joinActivity({ code: 'AC005', form: { name: '王建国', phone: '13900139000', child: '6' } }),
    ).rejects.toMatchObject({ code: 6035 });

    own().mock.settings.clockOffsetMs += 15 * MINUTE + 1000;
    try {
      const freed = await getActivity('AC005');
      expect(freed).toMatchObject({ joinedNum: before.joinedNum, myJoin: { status: JOIN_STATUS.closed } });
      await expect(
        prepay({ bizType: 'join', bizCodes: [joined.joinCode], channel: 'jsapi' }, { silent: true }),
      ).rejects.toMatchObject({ code: 7004 });
      // Joining again, and paying this time.
      const again = await joinActivity({ code: 'AC005', form: { name: '王建国', phone: '13900139000', child: '6' } });
      await payFor('join', [again.joinCode]);
      expect(await getActivity('AC005')).toMatchObject({
        joined: true,
        myJoin: { status: JOIN_STATUS.joined, payFen: 3900 },
      });
      expect(dismissToasts()).toEqual(['您已报名，请先完成支付']);
    } finally {
      own().mock.settings.clockOffsetMs = 0;
    }
  });

  it('an unpaid group-buy join holds a place in the group; the starter is a member once paid', async () => {
    await logIn(DEMO_LEADER);
    const a = await getActivity('AC007');
    const item = a.activityItemList[0]!;
    const started = await joinActivity({ code: 'AC007', items: [{ itemCode: item.code, num: 1 }] });
    expect(started.status).toBe(JOIN_STATUS.unpaid);
    // Not shown to others before the starter pays.
    expect((await getActivity('AC007')).groups.some((g) => g.code === started.groupCode)).toBe(false);
    await payFor('join', [started.joinCode]);
    const shown = await getActivity('AC007');
    expect(shown.groups.find((g) => g.code === started.groupCode)).toMatchObject({ memberNum: 1 });
    // Giving up an unpaid join is always allowed, and refunds nothing (nothing was paid).
    await logIn();
    const mine = await joinActivity({
      code: 'AC007',
      groupCode: started.groupCode,
      items: [{ itemCode: item.code, num: 1 }],
    });
    expect(mine.status).toBe(JOIN_STATUS.unpaid);
    expect(await leaveActivity('AC007')).toMatchObject({ refundFen: 0 });
    expect((await getActivity('AC007')).myJoin).toMatchObject({ status: JOIN_STATUS.closed });
  });

  it('refuses a free amount or a reward above the bound', async () => {
    await logIn();
    const over = FREE_AMOUNT_MAX_FEN + 1;
    await expect(joinActivity({ code: 'AC008', program: '儿童绘本', amountFen: over })).rejects.toMatchObject({
      code: 6031,
      message: '参与金额最多5000元',
    });
    await expect(
      joinActivity({ code: 'AC004', program: '古筝独奏', rewardFen: 9_999_999_900, form: { name: '李思雨' } }),
    ).rejects.toMatchObject({ code: 6031, message: '打赏金额最多5000元' });
    expect(dismissToasts()).toEqual(['参与金额最多5000元', '打赏金额最多5000元']);
  });
});
