// Refunds and after-sales against a mock of this file's own (docs/product.md#money): each cause refunds to the
// original payment in integer fen (a paid order cancelled, a tier difference over several pieces, leaving, a
// partial after-sale), refunds are processing until the payment channel's time, the 7-day window, the
// amount cap, one open after-sale per item, and the leader's decisions (and the mock's own after the review time).
import { describe, expect, it } from 'vitest';
import { commitOrder } from '@/api/app-mall-order';
import { ACTIVITY_KIND, getActivity, leaveActivity, saveActivity } from '@/api/activity';
import { SETTING_DEFAULTS } from '@/api/activity-draft';
import {
  AFTER_SALE_STATUS,
  applyAfterSale,
  cancelAfterSale,
  decideAfterSale,
  getAfterSale,
  listAfterSales,
  listStationAfterSales,
  paidForPieces,
} from '@/api/after-sale';
import { PAY_STATUS, getPayment } from '@/api/pay';
import { cancelOrder, DELIVERY_TYPE, getOrder } from '@/api/product-order';
import { listRefunds, REFUND_STATUS } from '@/api/refund';
import { dismissToasts } from '@/components/feedback';
import { clearRequestCache } from '@/lib/request/client';
import { ownMockPerFile } from './own-mock';
import { logIn, DEMO_LEADER } from './session';
import { joinPaid, payFor } from './pay';

const own = ownMockPerFile({ testHooks: true });
const ZHAO = { phone: '15800158001', password: 'qihuo123' }; // 赵丽: O30006 (2 pieces) handed over at the demo station
const ZHOU = { phone: '15800158004', password: 'qihuo123' }; // 周洁: O30005 handed over there
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Lets the payment channel's time pass (refunds go through), on the business clock. */
function refundsGoThrough(): void {
  own().mock.store.timing.refundMs = 0;
}

describe('refunds', () => {
  it('a paid order cancelled refunds everything to its payment: processing, then done', async () => {
    own().mock.store.timing.refundMs = 60_000;
    await logIn();
    const [order] = await commitOrder(
      {
        lines: [{ goodCode: 'P010', specName: '', num: 3 }],
        deliveryType: DELIVERY_TYPE.pickup,
        communityCode: 'C001',
      },
      'refund-cancel',
    );
    const payment = await payFor('order', [order!.orderCode]);
    await cancelOrder(order!.orderCode);
    const [refund] = (await listRefunds({ pageIndex: 0, bizCode: order!.orderCode })).list;
    expect(refund).toMatchObject({
      bizType: 'order',
      amountFen: order!.payFen,
      reason: 'orderCancelled',
      status: REFUND_STATUS.processing,
      finishTime: null,
    });
    expect(await getPayment(payment.payCode)).toMatchObject({
      status: PAY_STATUS.refunded,
      refundedFen: order!.payFen,
    });
    own().mock.settings.clockOffsetMs += 61_000;
    try {
      const done = (await listRefunds({ pageIndex: 0, bizCode: order!.orderCode })).list[0]!;
      expect(done).toMatchObject({ status: REFUND_STATUS.done, finishTime: refund!.createTime + 60_000 });
    } finally {
      own().mock.settings.clockOffsetMs = 0;
      refundsGoThrough();
    }
    // An unpaid order cancelled refunds nothing: nothing was paid.
    const [unpaid] = await commitOrder(
      {
        lines: [{ goodCode: 'P010', specName: '', num: 1 }],
        deliveryType: DELIVERY_TYPE.pickup,
        communityCode: 'C001',
      },
      'refund-unpaid',
    );
    await cancelOrder(unpaid!.orderCode);
    expect((await listRefunds({ pageIndex: 0, bizCode: unpaid!.orderCode })).list).toEqual([]);
  });

  it("group-buy: the tier difference over several pieces, and leaving, each refunded to the join's payment", async () => {
    await logIn(DEMO_LEADER);
    const now = Date.now();
    const created = await saveActivity({
      activityType: ACTIVITY_KIND.group,
      visibility: 1,
      title: '橙子拼团',
      img: '/mock-assets/activity-3.png',
      coverArr: [],
      address: '西溪诚园',
      latitude: 30.28,
      longitude: 120.08,
      beginTime: now - HOUR,
      closeTime: now + 10 * DAY,
      endTime: now + 11 * DAY,
      details: '',
      imgList: [],
      enrollEnable: true,
      num: 50,
      priceFen: 3500,
      programList: [],
      maxSelectionItem: 1,
      refundPlan: '',
      form: [],
      groupLimitTime: 24,
      ungroupedHandling: 1,
      setting: { ...SETTING_DEFAULTS },
      activityItemList: [
        {
          img: '',
          itemName: '赣南脐橙',
          itemDescription: '',
          singleMaxPurchase: 3,
          priceFen: 3500,
          stock: 50,
          groupItemList: [
            { groupSize: 2, priceFen: 3000 },
            { groupSize: 3, priceFen: 2725 },
          ],
        },
      ],
    });
    const item = created.activityItemList[0]!;
    const started = await joinPaid({ code: created.code, items: [{ itemCode: item.code, num: 3 }] });
    await logIn(ZHAO);
    await joinPaid({ code: created.code, groupCode: started.groupCode, items: [{ itemCode: item.code, num: 1 }] });
    await logIn(ZHOU);
    await joinPaid({ code: created.code, groupCode: started.groupCode, items: [{ itemCode: item.code, num: 1 }] });
    await logIn(DEMO_LEADER);
    // Full at 3: (30.00 - 27.25) x 3 pieces = 8.25, to the starter's payment.
    const mine = (await getActivity(created.code)).myJoin!;
    expect(mine.refundFen).toBe(825);
    expect(mine.refunds).toMatchObject([
      { amountFen: 825, reason: 'tierDifference', bizType: 'join', bizCode: mine.joinCode },
    ]);
    expect((await listRefunds({ pageIndex: 0, bizCode: mine.joinCode })).list.map((r) => r.amountFen)).toEqual([825]);

    // Leaving an on-site activity refunds the fee; leaving a free one refunds nothing and records nothing.
    await logIn(ZHAO);
    const fee = await saveActivity({
      ...created,
      code: undefined,
      activityType: ACTIVITY_KIND.onsite,
      title: '烘焙课',
      activityItemList: [],
      priceFen: 3900,
      refundPlan: 'R1',
      beginTime: now + 3 * DAY,
      closeTime: now + 4 * DAY,
      endTime: now + 5 * DAY,
    });
    const joined = await joinPaid({ code: fee.code, form: {} });
    expect(await leaveActivity(fee.code)).toMatchObject({ refundFen: 3900 });
    expect((await listRefunds({ pageIndex: 0, bizCode: joined.joinCode })).list).toMatchObject([
      { amountFen: 3900, reason: 'left' },
    ]);
    const free = await saveActivity({
      ...created,
      code: undefined,
      activityType: ACTIVITY_KIND.onsite,
      title: '义诊',
      activityItemList: [],
      priceFen: 0,
      refundPlan: 'R1',
      beginTime: now + 3 * DAY,
      closeTime: now + 4 * DAY,
      endTime: now + 5 * DAY,
    });
    const freeJoin = await joinPaid({ code: free.code, form: {} });
    expect(await leaveActivity(free.code)).toMatchObject({ refundFen: 0 });
    expect((await listRefunds({ pageIndex: 0, bizCode: freeJoin.joinCode })).list).toEqual([]);
  });
});

describe('after-sales', () => {
  it('a partial after-sale: the amount capped at what was paid for those pieces, one open per item, withdrawn and asked again', async () => {
    own().mock.store.timing.afterSaleMs = DAY;
    await logIn(ZHAO);
    const order = await getOrder('O30006');
    const line = order.items[0]!;
    expect(line.num).toBe(2);
    const cap = paidForPieces(order, line, 1);
    const ask = {
      orderCode: order.orderCode,
      items: [{ goodCode: line.goodCode, specName: line.specName, num: 1 }],
      reason: 'spoiled' as const,
      description: '有一个坏了',
      images: ['/mock-assets/product-1.png'],
    };
    await expect(applyAfterSale({ ...ask, amountFen: cap + 1 })).rejects.toMatchObject({ code: 8009 });
    await expect(
      applyAfterSale({ ...ask, items: [{ ...ask.items[0]!, num: 3 }], amountFen: cap }),
    ).rejects.toMatchObject({ code: 8008, message: `“${line.title}”最多可申请2件` });
    const first = await applyAfterSale({ ...ask, amountFen: cap });
    expect(first).toMatchObject({
      status: AFTER_SALE_STATUS.pending,
      amountFen: cap,
      items: [{ goodCode: line.goodCode, num: 1 }],
      reason: 'spoiled',
    });
    await expect(applyAfterSale({ ...ask, amountFen: 100 })).rejects.toMatchObject({ code: 8007 });
    expect((await cancelAfterSale(first.afterSaleCode)).status).toBe(AFTER_SALE_STATUS.cancelled);
    await expect(cancelAfterSale(first.afterSaleCode)).rejects.toMatchObject({ code: 8010 });
    const again = await applyAfterSale({ ...ask, amountFen: cap - 50 });
    expect(
      (await listAfterSales({ pageIndex: 0, orderCode: order.orderCode })).list.map((a) => a.afterSaleCode),
    ).toEqual([again.afterSaleCode, first.afterSaleCode]);
    expect(dismissToasts()).toEqual([
      `退款金额不能超过这些商品的实付金额${(cap / 100).toFixed(2)}元`,
      `“${line.title}”最多可申请2件`,
      `“${line.title}”已有处理中的售后申请`,
      '售后申请已处理，不能撤销',
    ]);

    // The leader of the order's station: pending first, refuse needs a remark, accept refunds to the payment.
    await logIn(DEMO_LEADER);
    const station = await listStationAfterSales({ pageIndex: 0 });
    expect(station.pending).toBe(1);
    expect(station.list[0]).toMatchObject({
      afterSaleCode: again.afterSaleCode,
      customerName: '赵丽',
      customerPhone: '158****8001',
    });
    await expect(
      decideAfterSale({ afterSaleCode: again.afterSaleCode, accept: false, remark: '' }),
    ).rejects.toMatchObject({ code: 8012 });
    const accepted = await decideAfterSale({
      afterSaleCode: again.afterSaleCode,
      accept: true,
      remark: '抱歉，已退款',
    });
    expect(accepted).toMatchObject({
      status: AFTER_SALE_STATUS.accepted,
      decidedBy: 'leader',
      refund: { amountFen: cap - 50, reason: 'afterSale' },
    });
    await expect(
      decideAfterSale({ afterSaleCode: again.afterSaleCode, accept: false, remark: '不行' }),
    ).rejects.toMatchObject({ code: 8011 });
    expect((await listStationAfterSales({ pageIndex: 0 })).pending).toBe(0);
    await logIn(ZHAO);
    clearRequestCache();
    expect(await getAfterSale(again.afterSaleCode)).toMatchObject({
      status: AFTER_SALE_STATUS.accepted,
      remark: '抱歉，已退款',
      refund: { status: REFUND_STATUS.done },
    });
    // The other piece: the rest of what was paid, no more.
    const rest = paidForPieces(order, line, 2) - (cap - 50);
    await expect(applyAfterSale({ ...ask, amountFen: rest + 100 })).rejects.toMatchObject({ code: 8009 });
    await logIn(DEMO_LEADER);
    const second = (await listStationAfterSales({ pageIndex: 0 })).list;
    expect(second.every((a) => a.status !== AFTER_SALE_STATUS.pending)).toBe(true);
    dismissToasts();
  });

  it('refused with a remark the resident sees; outside the 7-day window or before receipt refused; undecided, the mock accepts', async () => {
    own().mock.store.timing.afterSaleMs = DAY;
    await logIn(ZHOU);
    const order = await getOrder('O30005');
    const line = order.items[0]!;
    const a = await applyAfterSale({
      orderCode: order.orderCode,
      items: [{ goodCode: line.goodCode, specName: line.specName, num: 1 }],
      reason: 'missing',
      description: '',
      images: [],
      amountFen: 100,
    });
    await logIn(DEMO_LEADER);
    await decideAfterSale({ afterSaleCode: a.afterSaleCode, accept: false, remark: '已核实，货品完整' });
    await logIn(ZHOU);
    expect(await getAfterSale(a.afterSaleCode)).toMatchObject({
      status: AFTER_SALE_STATUS.refused,
      remark: '已核实，货品完整',
      refund: null,
    });

    // The window: seven days after the order was received, on the business clock.
    own().mock.settings.clockOffsetMs = order.finishTime! + 7 * DAY + 60_000 - Date.now();
    try {
      await expect(
        applyAfterSale({
          orderCode: order.orderCode,
          items: [{ goodCode: line.goodCode, specName: line.specName, num: 1 }],
          reason: 'other',
          description: '',
          images: [],
          amountFen: 100,
        }),
      ).rejects.toMatchObject({ code: 8003 });
    } finally {
      own().mock.settings.clockOffsetMs = 0;
    }
    await logIn();
    await expect(
      applyAfterSale({
        orderCode: 'O20002',
        items: [{ goodCode: 'P021', specName: '', num: 1 }],
        reason: 'other',
        description: '',
        images: [],
        amountFen: 100,
      }),
    ).rejects.toMatchObject({ code: 8002 });

    // Nobody decides: after the review time the mock accepts it.
    await logIn(ZHAO);
    const order2 = await getOrder('O30006');
    const left = order2.items[0]!;
    const auto = await applyAfterSale({
      orderCode: order2.orderCode,
      items: [{ goodCode: left.goodCode, specName: left.specName, num: 1 }],
      reason: 'outOfStock',
      description: '',
      images: [],
      amountFen: 1,
    });
    own().mock.settings.clockOffsetMs = DAY + 1000;
    try {
      expect(await getAfterSale(auto.afterSaleCode)).toMatchObject({
        status: AFTER_SALE_STATUS.accepted,
        decidedBy: 'auto',
        refund: { amountFen: 1 },
      });
    } finally {
      own().mock.settings.clockOffsetMs = 0;
    }
    dismissToasts();
  });
});
