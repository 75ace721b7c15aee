// The station's day against a mock of this file's own (docs/product.md#the-stations-day): the demo leader's sheet counts the
// station's paid orders of a day (unpaid and cancelled ones left out); receiving it once with shortages takes the
// missing pieces from the orders paid last, refunds each exactly what those pieces cost it (a discounted order to
// the fen), closes an order that lost everything; the commission counts only what is handed over and the ledger
// still adds up to the balance.
import { describe, expect, it } from 'vitest';
import { commitOrder } from '@/api/app-mall-order';
import { listLedger } from '@/api/ledger';
import { cancelOrder, DELIVERY_TYPE, getOrder, ORDER_STATUS } from '@/api/product-order';
import { listRefunds } from '@/api/refund';
import { getStation } from '@/api/team';
import { getPickupSheet, handOver, receivePickupDay, SHEET_ERROR } from '@/api/team-pickup';
import { dismissToasts } from '@/components/feedback';
import { dayOf } from '../../mock/seed/pickup';
import type { MockOrder } from '../../mock/seed/commerce';
import { ownMockPerFile } from './own-mock';
import { logIn, DEMO_LEADER, RESIDENT } from './session';
import { commitPaid } from './pay';

const own = ownMockPerFile({ testHooks: true });
const SUN = { phone: '15800158003', password: 'qihuo123' }; // 孙悦: O30009, paid last of the seeded day, with a discount
const fenOf = (yuan: number) => Math.round(yuan * 100);

/** The demo station's paid orders of a day, as the store holds them. */
const paidOfDay = (day: string): MockOrder[] =>
  own().mock.store.orders.filter(
    (o) =>
      o.station?.teamCode === 'TM001' && !o.deleted && o.status >= 1 && o.status <= 3 && dayOf(o.pickupStart!) === day,
  );

/** The pieces per `goodCode|specName` of orders. */
function piecesOf(orders: readonly MockOrder[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const o of orders)
    for (const i of o.items) out[`${i.goodCode}|${i.specName}`] = (out[`${i.goodCode}|${i.specName}`] ?? 0) + i.num;
  return out;
}

async function ledgerEqualsBalance(): Promise<void> {
  let sum = 0;
  for (let pageIndex = 0; ; pageIndex += 1) {
    const page = await listLedger({ pageIndex });
    sum += page.list.reduce((n, e) => n + e.amountFen, 0);
    if (page.list.length === 0 || (pageIndex + 1) * 10 >= page.total) break;
  }
  const team = (await getStation({ fresh: true }))!;
  expect(sum).toBe(team.balanceFen);
}

describe("the station's day", () => {
  const today = () => dayOf(own().mock.store.orders.find((o) => o.orderCode === 'O30001')!.pickupStart!);

  it("the sheet counts the day's paid orders only: unpaid and cancelled ones are left out", async () => {
    // Tomorrow's day: a resident pays one order, leaves one unpaid, cancels a paid one.
    await logIn(RESIDENT);
    const paid = await commitPaid(
      {
        lines: [{ goodCode: 'P003', specName: '', num: 2 }],
        deliveryType: DELIVERY_TYPE.pickup,
        communityCode: 'C003',
      },
      `sheet-a-${Date.now()}`,
    );
    const [unpaid] = await commitOrder(
      {
        lines: [{ goodCode: 'P003', specName: '', num: 5 }],
        deliveryType: DELIVERY_TYPE.pickup,
        communityCode: 'C003',
      },
      `sheet-b-${Date.now()}`,
    );
    const gone = await commitPaid(
      {
        lines: [{ goodCode: 'P003', specName: '', num: 7 }],
        deliveryType: DELIVERY_TYPE.pickup,
        communityCode: 'C003',
      },
      `sheet-c-${Date.now()}`,
    );
    await cancelOrder(gone.orderCode);
    dismissToasts();
    const day = dayOf(paid.pickupStart!);
    expect(dayOf(unpaid!.pickupStart!)).toBe(day);

    await logIn(DEMO_LEADER);
    const sheet = await getPickupSheet(day);
    const orders = paidOfDay(day);
    expect(orders.map((o) => o.orderCode)).toContain(paid.orderCode);
    expect(sheet).toMatchObject({ day, orderCount: orders.length, receivedTime: null, shortages: [] });
    const counted = Object.fromEntries(sheet.lines.map((l) => [`${l.goodCode}|${l.specName}`, l.ordered]));
    expect(counted).toEqual(piecesOf(orders));
    // 2 pieces of 五常大米 paid, the unpaid 5 and the cancelled 7 not counted.
    expect(sheet.lines.find((l) => l.goodCode === 'P003')?.ordered).toBe(2);
    expect(sheet.lines.every((l) => l.received === null)).toBe(true);
    // By title then spec.
    const titles = sheet.lines.map((l) => l.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'zh-CN')));
  });

  it('refuses a count above what was ordered or not a whole number, naming the line, and changes nothing', async () => {
    await logIn(DEMO_LEADER);
    const day = today();
    const line = (await getPickupSheet(day)).lines.find((l) => l.goodCode === 'P003')!;
    for (const received of [line.ordered + 1, 1.5, -1]) {
      const error = await receivePickupDay(day, [{ goodCode: 'P003', specName: line.specName, received }]).catch(
        (e: unknown) => e,
      );
      dismissToasts();
      expect(error).toMatchObject({
        code: 1,
        message: `「${line.title}${line.specName ? ` ${line.specName}` : ''}」的实收数量须为0到${line.ordered}的整数`,
      });
    }
    expect((await getPickupSheet(day)).receivedTime).toBeNull();
    expect(paidOfDay(day).some((o) => o.items.some((i) => (i.shortNum ?? 0) > 0))).toBe(false);
  });

  it('receives once: shortages from the orders paid last, refunded to the fen, an order that lost everything closed', async () => {
    await logIn(DEMO_LEADER);
    const team0 = (await getStation({ fresh: true }))!;
    const day = today();
    const before = paidOfDay(day);
    const notArrived = before.filter((o) => o.status === ORDER_STATUS.toShip).map((o) => o.orderCode);
    const line = (await getPickupSheet(day)).lines.find((l) => l.goodCode === 'P003')!;
    // Three of the day's 五常大米 did not come.
    const lastPaid = [...before]
      .filter((o) => o.items.some((i) => i.goodCode === 'P003'))
      .sort((a, b) => b.payTime! - a.payTime!);
    const received = line.ordered - 3;
    const result = await receivePickupDay(day, [{ goodCode: 'P003', specName: line.specName, received }]);
    // Every order not arrived before waits now, but one that lost everything (closed below).
    const closedNow = (code: string) =>
      own().mock.store.orders.find((x) => x.orderCode === code)!.status === ORDER_STATUS.cancelled;
    expect(result.arrived).toBe(notArrived.filter((code) => !closedNow(code)).length);

    // Taken paid-last first, each order line at most what it had.
    let left = 3;
    const expected: { orderCode: string; num: number }[] = [];
    for (const o of lastPaid) {
      const num = Math.min(left, o.items.find((i) => i.goodCode === 'P003')!.num);
      if (num > 0) expected.push({ orderCode: o.orderCode, num });
      left -= num;
    }
    expect(result.shortages.map((s) => ({ orderCode: s.orderCode, num: s.num }))).toEqual(expected);
    expect(result.shortages.map((s) => s.orderCode)).toContain('O30009');

    // 孙悦's O30009: 2 × 49.90 and 1 × 36.90 less a discount of 3.00; the two 五常大米 lost cost her
    // 99.80 less their line's share of the discount, floor(300 × 9980 / 13670) = 219 fen: 97.61.
    const sun = result.shortages.find((s) => s.orderCode === 'O30009')!;
    expect(sun).toMatchObject({
      num: 2,
      amountFen: 9980 - Math.floor((300 * 9980) / 13670),
      residentName: '孙悦',
      residentPhone: '158****8003',
    });
    expect(sun.amountFen).toBe(9761);

    // Every order that lost everything is closed with its whole payment back; the others keep waiting.
    for (const s of result.shortages) {
      const o = own().mock.store.orders.find((x) => x.orderCode === s.orderCode)!;
      const refunds = own().mock.store.refunds.filter((r) => r.bizCode === o.orderCode);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ refundCode: s.refundCode, reason: 'shortage' });
      const lostAll = o.items.every((i) => i.shortNum === i.num);
      if (lostAll) {
        expect(o).toMatchObject({ status: ORDER_STATUS.cancelled, cancelReason: 'shortage' });
        expect(fenOf(refunds[0]!.amount)).toBe(fenOf(o.payAmount));
      } else {
        expect(o.status).toBe(ORDER_STATUS.toReceive);
        expect(fenOf(refunds[0]!.amount)).toBe(s.amountFen);
      }
    }
    expect(
      result.shortages.some(
        (s) => own().mock.store.orders.find((x) => x.orderCode === s.orderCode)!.status === ORDER_STATUS.cancelled,
      ),
    ).toBe(true);
    // Orders not shorted all wait at the station.
    for (const o of before)
      if (!result.shortages.some((s) => s.orderCode === o.orderCode) && o.status !== ORDER_STATUS.done)
        expect(o.status).toBe(ORDER_STATUS.toReceive);

    // The sheet now shows what was received and what was shorted; a second receive is refused.
    const sheet = await getPickupSheet(day);
    expect(sheet.receivedTime).not.toBeNull();
    expect(sheet.lines.find((l) => l.goodCode === 'P003')).toMatchObject({ ordered: line.ordered, received });
    expect(sheet.lines.filter((l) => l.goodCode !== 'P003').every((l) => l.received === l.ordered)).toBe(true);
    expect(sheet.shortages).toEqual(result.shortages);
    const again = await receivePickupDay(day, []).catch((e: unknown) => e);
    expect(again).toMatchObject({ code: SHEET_ERROR.received, message: '该日已签收' });
    dismissToasts();
    expect(own().mock.store.refunds.filter((r) => r.reason === 'shortage')).toHaveLength(result.shortages.length);

    // 孙悦 sees 缺货 on her order and the refund of it.
    await logIn(SUN);
    const order = await getOrder('O30009');
    expect(order.items.map((i) => i.shortNum)).toEqual([2, 0]);
    expect(order.status).toBe(ORDER_STATUS.toReceive);
    const refunds = await listRefunds({ pageIndex: 0, bizCode: 'O30009' });
    expect(refunds.list.map((r) => [r.reason, r.amountFen])).toEqual([['shortage', 9761]]);

    // The leader hands O30009 over: the commission counts only the 花生油 handed over (8 % of 36.90).
    await logIn(DEMO_LEADER);
    const pickupCode = own().mock.store.orders.find((o) => o.orderCode === 'O30009')!.pickupCode;
    const done = await handOver(pickupCode);
    expect(done.order.items.map((i) => [i.num, i.shortNum])).toEqual([
      [0, 2],
      [1, 0],
    ]);
    expect(done.order.commissionFen).toBe(Math.floor((3690 * 8 + 50) / 100));
    const team1 = (await getStation({ fresh: true }))!;
    expect(team1.balanceFen).toBe(team0.balanceFen + done.order.commissionFen);
    await ledgerEqualsBalance();

    // A closed order's pickup code hands nothing over.
    const closed = result.shortages
      .map((s) => own().mock.store.orders.find((o) => o.orderCode === s.orderCode)!)
      .find((o) => o.status === ORDER_STATUS.cancelled)!;
    expect(await handOver(closed.pickupCode).catch((e: unknown) => e)).toMatchObject({ code: 9105 });
    dismissToasts();
  });
});
