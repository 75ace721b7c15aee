// The leader's earnings ledger against a mock of this file's own: its entries add up to the balance the team
// call answers (seeded, after a hand-over, after refunds that take commission back, after a refused withdrawal),
// and a refund takes back the commission's share of the order's payment it refunds, the whole of it at the end.
import { describe, expect, it } from 'vitest';
import { applyAfterSale, decideAfterSale } from '@/api/after-sale';
import { dismissToasts } from '@/components/feedback';
import { DELIVERY_TYPE } from '@/rules/commerce-states';
import { listLedger, type LedgerEntry, type LedgerSummary } from '@/api/ledger';
import { getStation } from '@/api/team';
import { handOver, listPickupOrders } from '@/api/team-pickup';
import { applyWithdraw, getWithdrawal, newWithdrawRequestId, WITHDRAW_STATUS } from '@/api/withdraw';
import { ownMockPerFile } from './own-mock';
import { logIn, DEMO_LEADER } from './session';
import { commitPaid } from './pay';
import { chinaDayKey } from '../../src/rules/china-time';

const own = ownMockPerFile({ testHooks: true });
const RESIDENT = { phone: '15800158002', password: 'qihuo123' }; // 钱多多
const LEADER = { phone: '15700157004', password: 'qihuo123' }; // 吴桐, station of 滨江金色海岸 (C004)

/** Every page of the ledger, newest first, and the summary of the last answer. */
async function wholeLedger(): Promise<{ entries: LedgerEntry[]; summary: LedgerSummary }> {
  const entries: LedgerEntry[] = [];
  for (let pageIndex = 0; ; pageIndex += 1) {
    const page = await listLedger({ pageIndex });
    entries.push(...page.list);
    if (entries.length >= page.total || page.list.length === 0) return { entries, summary: page.summary };
  }
}

/** The ledger adds up to the team call's balance, entry by entry and in its totals. */
async function expectLedgerMatchesBalance(): Promise<LedgerEntry[]> {
  const { entries, summary } = await wholeLedger();
  const team = (await getStation({ fresh: true }))!;
  expect(entries.reduce((n, e) => n + e.amountFen, 0)).toBe(team.balanceFen);
  expect(summary.balanceFen).toBe(team.balanceFen);
  expect(summary.commissionFen - summary.takenBackFen - summary.withdrawnFen).toBe(team.balanceFen);
  expect(summary.withdrawnFen).toBe(team.withdrawnFen);
  expect(summary.commissionFen - summary.takenBackFen).toBe(team.totalEarningFen);
  // 累计佣金 is one figure: the ledger's total is the team's (¥3,681.43 against ¥3,679.83 before).
  expect(summary.totalEarningFen).toBe(team.totalEarningFen);
  // The newest entry's running balance is the balance; each entry's is the one before plus its amount.
  expect(entries[0]?.balanceFen ?? 0).toBe(team.balanceFen);
  for (let i = 0; i < entries.length - 1; i += 1)
    expect(entries[i]!.balanceFen).toBe(entries[i + 1]!.balanceFen + entries[i]!.amountFen);
  return entries;
}

describe('earnings ledger', () => {
  it("the demo leader's seeded ledger: commissions and withdrawals add up to the balance, never below zero", async () => {
    await logIn(DEMO_LEADER);
    const entries = await expectLedgerMatchesBalance();
    const team = (await getStation())!;
    expect(team.balanceFen).toBe(128650);
    expect(entries.filter((e) => e.kind === 'withdraw').map((e) => e.amountFen)).toEqual([-50000, -89390, -100000]);
    expect(entries.every((e) => e.balanceFen >= 0)).toBe(true);
    // The station's orders handed over in the seed are in it, with their commission (8 % of the goods).
    const o30006 = own().mock.store.orders.find((o) => o.orderCode === 'O30006')!;
    expect(entries.find((e) => e.orderCode === 'O30006')).toMatchObject({
      kind: 'commission',
      amountFen: Math.floor((Math.round(o30006.goodsAmount * 100) * 8 + 50) / 100),
    });
  });

  it('a hand-over credits, partial and last refunds take back in proportion, a refused withdrawal comes back: always the balance', async () => {
    // The payout stays processing until the test makes it due (below): no race with a timer on a busy machine.
    own().mock.store.timing.payoutMs = 3_600_000;
    own().mock.store.timing.afterSaleMs = 60_000;
    await logIn(RESIDENT);
    const order = await commitPaid(
      {
        lines: [{ goodCode: 'P008', specName: '', num: 4 }],
        deliveryType: DELIVERY_TYPE.pickup,
        communityCode: 'C004',
      },
      'ledger-order',
    );
    await logIn(LEADER);
    await expectLedgerMatchesBalance();
    // The station's day is China's (docs/product.md#business-time).
    const day = chinaDayKey(order.pickupStart!);
    const commission = (await listPickupOrders({ pageIndex: 0, day, tab: 'open' })).list.find(
      (o) => o.orderCode === order.orderCode,
    )!.commissionFen;
    await handOver(order.pickupCode);
    const afterHandOver = await expectLedgerMatchesBalance();
    expect(afterHandOver[0]).toMatchObject({ kind: 'commission', orderCode: order.orderCode, amountFen: commission });

    // One piece of four back: a quarter of the payment, so a quarter of the commission (half up, in fen).
    const item = order.items[0]!;
    await logIn(RESIDENT);
    const quarter = Math.floor(order.payFen / 4);
    const first = await applyAfterSale({
      orderCode: order.orderCode,
      items: [{ goodCode: item.goodCode, specName: item.specName, num: 1 }],
      reason: 'spoiled',
      description: '坏了一个',
      images: [],
      amountFen: quarter,
    });
    await logIn(LEADER);
    await decideAfterSale({ afterSaleCode: first.afterSaleCode, accept: true, remark: '' });
    const afterFirst = await expectLedgerMatchesBalance();
    const takenFirst = Math.floor((commission * quarter * 2 + order.payFen) / (2 * order.payFen));
    expect(afterFirst[0]).toMatchObject({
      kind: 'takeBack',
      orderCode: order.orderCode,
      amountFen: -takenFirst,
      refundAmountFen: quarter,
      refundReason: 'afterSale',
    });

    // The rest of the order back: the whole commission has been taken back, not a fen more.
    await logIn(RESIDENT);
    const rest = await applyAfterSale({
      orderCode: order.orderCode,
      items: [{ goodCode: item.goodCode, specName: item.specName, num: 3 }],
      reason: 'spoiled',
      description: '都坏了',
      images: [],
      amountFen: order.payFen - quarter,
    });
    await logIn(LEADER);
    await decideAfterSale({ afterSaleCode: rest.afterSaleCode, accept: true, remark: '' });
    const afterRest = await expectLedgerMatchesBalance();
    const taken = afterRest
      .filter((e) => e.kind === 'takeBack' && e.orderCode === order.orderCode)
      .reduce((n, e) => n - e.amountFen, 0);
    expect(taken).toBe(commission);

    // A withdrawal refused by the demo channel (above 1000 yuan) goes out and comes back in the ledger (the
    // backend's own cap of one withdrawal, config withdrawMax 1000, raised for it).
    own().mock.store.catalogue.config.withdrawMax = 2000;
    await logIn(DEMO_LEADER);
    const w = await applyWithdraw(100_050, newWithdrawRequestId());
    const processing = await expectLedgerMatchesBalance();
    expect(processing[0]).toMatchObject({
      kind: 'withdraw',
      withdrawCode: w.record.code,
      amountFen: -100_050,
      withdrawStatus: WITHDRAW_STATUS.processing,
    });
    // The demo channel answers now: the payout is due, and the next read settles it.
    own().mock.store.withdrawals.find((x) => x.code === w.record.code)!.payAt = Date.now();
    expect((await getWithdrawal(w.record.code)).status).toBe(WITHDRAW_STATUS.failed);
    const refused = await expectLedgerMatchesBalance();
    expect(refused[0]).toMatchObject({
      kind: 'withdrawReturned',
      withdrawCode: w.record.code,
      amountFen: 100_050,
      note: expect.stringContaining('限额'),
    });
    expect(refused[1]).toMatchObject({ kind: 'withdraw', withdrawStatus: WITHDRAW_STATUS.failed });
  }, 30_000);

  it('a resident who is no leader has no ledger', async () => {
    await logIn(RESIDENT);
    await expect(listLedger({ pageIndex: 0 })).rejects.toMatchObject({ code: 7008 });
    expect(dismissToasts()).toEqual(['您还不是团长']);
  });
});
