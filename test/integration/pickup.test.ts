// The pickup hand-over against the running mock, at a station of its own (滨江亲子活动团, TM004, leader
// 吴桐): a resident orders for pickup, the leader sees it by pickup day, confirms the delivery's arrival,
// looks the code up and hands it over once; the commission is credited; another station's code is refused.
import { describe, expect, it } from 'vitest';
import { DELIVERY_TYPE, ORDER_STATUS } from '@/rules/commerce-states';
import { getOrder, type Order } from '@/api/product-order';
import { getStation } from '@/api/team';
import {
  confirmArrival,
  handOver,
  listPickupDays,
  listPickupOrders,
  lookupPickup,
  PICKUP_ERROR,
  PICKUP_STATE,
} from '@/api/team-pickup';
import { formatPickupCode, isPickupCode, pickupQrText } from '@/rules/pickup-code';
import { dismissToasts } from '@/components/feedback';
import { logIn } from './session';
import { commitPaid } from './pay';
import { chinaDayKey } from '../../src/rules/china-time';

const RESIDENT = { phone: '15800158002', password: 'qihuo123' }; // 钱多多
const LEADER = { phone: '15700157004', password: 'qihuo123' }; // 吴桐, 滨江金色海岸 (C004)

/** The resident's pickup order at `communityCode`'s station, placed as the checkout places it. */
async function orderForPickup(communityCode: string): Promise<Order> {
  await logIn(RESIDENT);
  // A good of a shop of the station's city (docs/product.md#business-time): 稻香烘焙坊 in Shanghai, 好邻居便利 in Hangzhou.
  const goodCode = communityCode === 'C001' || communityCode === 'C002' ? 'P010' : 'P008';
  return commitPaid(
    { lines: [{ goodCode, specName: '', num: 2 }], deliveryType: DELIVERY_TYPE.pickup, communityCode },
    newCheckoutId(),
  );
}

let checkouts = 0;
const newCheckoutId = () => `pickup-test-${Date.now()}-${(checkouts += 1)}`;

/** The station's day of a time: China's (docs/product.md#business-time), whatever TZ runs this. */
const day = chinaDayKey;

describe('pickup hand-over', () => {
  it('arrival, one hand-over, the commission credited, the resident sees it picked up', async () => {
    const order = await orderForPickup('C004');
    expect(isPickupCode(order.pickupCode)).toBe(true);
    expect(order.status).toBe(ORDER_STATUS.toShip);
    const pickupDay = day(order.pickupStart!);

    await logIn(LEADER);
    const before = (await getStation({ fresh: true }))!;
    const days = await listPickupDays();
    expect(days.find((d) => d.day === pickupDay)?.notArrived).toBeGreaterThanOrEqual(1);
    const open = await listPickupOrders({ pageIndex: 0, day: pickupDay, tab: 'open' });
    const row = open.list.find((o) => o.orderCode === order.orderCode)!;
    expect(row).toMatchObject({
      state: PICKUP_STATE.notArrived,
      residentName: '钱多多',
      residentPhone: '158****8002',
      arriveTime: null,
    });
    // 8 % of the goods, in fen.
    expect(row.commissionFen).toBe(Math.floor((order.goodsFen * 8 + 50) / 100));
    expect(before.pendingEarningFen).toBeGreaterThanOrEqual(row.commissionFen);
    // Found by the masked phone or its last digits, or the name.
    for (const keyword of ['158****8002', '8002', '钱多']) {
      expect(
        (await listPickupOrders({ pageIndex: 0, day: pickupDay, tab: 'open', keyword })).list.map((o) => o.orderCode),
      ).toContain(order.orderCode);
    }
    expect(
      (await listPickupOrders({ pageIndex: 0, day: pickupDay, tab: 'open', keyword: '赵丽' })).list.map(
        (o) => o.orderCode,
      ),
    ).not.toContain(order.orderCode);

    const arrived = await confirmArrival(pickupDay);
    expect(arrived.count).toBeGreaterThanOrEqual(1);
    await logIn(RESIDENT);
    expect((await getOrder(order.orderCode)).status).toBe(ORDER_STATUS.toReceive);

    await logIn(LEADER);
    // The code as typed with a space, and as the QR code holds it.
    expect(await lookupPickup(formatPickupCode(order.pickupCode))).toMatchObject({
      orderCode: order.orderCode,
      state: PICKUP_STATE.waiting,
    });
    const done = await handOver(pickupQrText(order.pickupCode));
    expect(done.order).toMatchObject({ orderCode: order.orderCode, state: PICKUP_STATE.handedOver });
    expect(done.balanceFen).toBe(before.balanceFen + row.commissionFen);
    // Once: a second hand-over says when it happened and credits nothing.
    const again = await handOver(order.pickupCode).catch((e: unknown) => e);
    expect(again).toMatchObject({
      code: PICKUP_ERROR.alreadyHandedOver,
      message: expect.stringMatching(/已于\d+月\d+日 \d\d:\d\d提货/),
    });
    expect(await lookupPickup(order.pickupCode)).toMatchObject({
      state: PICKUP_STATE.handedOver,
      pickupTime: done.order.pickupTime,
    });
    const after = (await getStation({ fresh: true }))!;
    expect(after.balanceFen).toBe(before.balanceFen + row.commissionFen);
    expect(after.totalEarningFen).toBe(before.totalEarningFen + row.commissionFen);
    expect(after.todayEarningFen).toBe(before.todayEarningFen + row.commissionFen);
    expect(after.pendingEarningFen).toBe(before.pendingEarningFen - row.commissionFen);
    expect((await listPickupOrders({ pageIndex: 0, day: pickupDay, tab: 'done' })).list[0]!.orderCode).toBe(
      order.orderCode,
    );

    await logIn(RESIDENT);
    const picked = await getOrder(order.orderCode);
    expect(picked.status).toBe(ORDER_STATUS.done);
    expect(picked.finishTime).toBe(done.order.pickupTime);
  });

  it('refuses a code of another station, a mistyped code, and anyone who is not a leader', async () => {
    const elsewhere = await orderForPickup('C001');
    await logIn(LEADER);
    await expect(lookupPickup(elsewhere.pickupCode)).rejects.toMatchObject({
      code: PICKUP_ERROR.otherStation,
      message: expect.stringContaining('翠湖天地'),
    });
    await expect(handOver(elsewhere.pickupCode)).rejects.toMatchObject({ code: PICKUP_ERROR.otherStation });
    const typo = `${elsewhere.pickupCode.slice(0, 7)}${(Number(elsewhere.pickupCode[7]) + 1) % 10}`;
    await expect(lookupPickup(typo)).rejects.toMatchObject({ code: PICKUP_ERROR.unknown });
    await logIn(RESIDENT);
    await expect(listPickupDays()).rejects.toMatchObject({ code: 7008 });
    // The hand-over's own refusals are silent (the screen says them in place); the list's is a toast.
    expect(dismissToasts()).toEqual(['您还不是团长']);
    await expect(handOver(elsewhere.pickupCode)).rejects.toMatchObject({ code: 7008 });
  });
});
