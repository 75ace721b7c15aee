// Mock handler of src/api/ledger.ts, a leader's earnings ledger (收益明细, docs/api.md "Earnings ledger"): the entries
// are what moved the withdrawable balance, read from the commissions (credited at hand-over, taken back by refunds)
// and the withdrawals (out when applied, back when the payment channel refused), so they add up to the balance.
//
// Taking commission back: a refund of an order whose commission was credited (an accepted after-sale, or a paid
// order cancelled) takes back the same share of the commission as the share of the order's payment refunded so far:
// taken in all = round(commission × refunded ÷ paid), half up, in fen; a whole refund takes it all back. The
// leader's balance falls by it (it may go below zero: the next commissions make up for it, and no withdrawal passes
// meanwhile). A shortage's refund (pieces never handed over, never credited) counts neither in what was refunded nor
// in what was paid.
import { pageIndexOf, type Route, userPost } from '../core';
import type { LedgerEntryWire, LedgerSummaryWire } from '../../src/api/ledger';
import type { Store } from '../store';
import { fen, pageOf, yuan } from '../seed/util';
import { approvedStation, settleStations } from '../state/stations';
import { ERR } from '../../src/rules/error-codes';
import { WITHDRAW_STATUS } from '../../src/rules/station-states';

/**
 * Takes back the commission share of a refund of `orderCode` (called by refundTo after it recorded the
 * refund). Nothing when the order earned no commission (not handed over at a station).
 */
export function takeBackCommission(store: Store, refund: { orderCode: string; refundCode: string; now: number }): void {
  const credited = store.commissions.find((c) => c.kind === 'commission' && c.orderCode === refund.orderCode);
  const order = store.orders.find((o) => o.orderCode === refund.orderCode);
  if (!credited || !order) return;
  const refunds = store.refunds.filter((r) => r.bizType === 'order' && r.bizCode === refund.orderCode);
  const sum = (list: typeof refunds) => list.reduce((n, r) => n + fen(r.amount), 0);
  const paidFen = fen(order.payAmount) - sum(refunds.filter((r) => r.reason === 'shortage'));
  if (paidFen <= 0) return;
  const commissionFen = fen(credited.amount);
  const refundedFen = sum(refunds.filter((r) => r.reason !== 'shortage'));
  const target = Math.min(
    commissionFen,
    Math.floor((commissionFen * Math.min(refundedFen, paidFen) * 2 + paidFen) / (2 * paidFen)),
  );
  const already = -store.commissions
    .filter((c) => c.kind === 'takeBack' && c.orderCode === refund.orderCode && c.userCode === credited.userCode)
    .reduce((n, c) => n + fen(c.amount), 0);
  const take = target - already;
  if (take <= 0) return;
  store.commissions.unshift({
    userCode: credited.userCode,
    kind: 'takeBack',
    orderCode: refund.orderCode,
    amount: yuan(-take),
    time: refund.now,
    refundCode: refund.refundCode,
  });
  const leader = store.users.get(credited.userCode);
  if (leader) leader.balance = yuan(fen(leader.balance) - take);
  const member = store.teams
    .find((t) => t.userCode === credited.userCode)
    ?.members.find((m) => m.userCode === order.userCode);
  if (member) member.contribution = yuan(Math.max(0, fen(member.contribution) - take));
}

/** Every entry of a user's ledger, oldest first, with the running balance (settled first). */
export function ledgerOf(store: Store, userCode: string): LedgerEntryWire[] {
  settleStations(store);
  type Raw = Omit<LedgerEntryWire, 'balance' | 'entryCode'> & { key: string; seq: number };
  const raw: Raw[] = [];
  store.commissions.forEach((c, i) => {
    if (c.userCode !== userCode) return;
    const refund = c.refundCode ? store.refunds.find((r) => r.refundCode === c.refundCode) : undefined;
    raw.push({
      key: c.kind === 'commission' ? `C-${c.orderCode}` : `T-${c.refundCode ?? c.orderCode}`,
      // commissions are kept newest first: the older the larger the index
      seq: -i,
      kind: c.kind,
      amount: c.amount,
      time: c.time,
      orderCode: c.orderCode,
      refundAmount: refund ? refund.amount : null,
      refundReason: refund ? refund.reason : null,
      withdrawCode: null,
      withdrawStatus: null,
      note: '',
    });
  });
  store.withdrawals.forEach((w, i) => {
    if (w.userCode !== userCode) return;
    raw.push({
      key: `W-${w.code}`,
      seq: -i,
      kind: 'withdraw',
      amount: yuan(-fen(w.amount)),
      time: w.createTime,
      orderCode: null,
      refundAmount: null,
      refundReason: null,
      withdrawCode: w.code,
      withdrawStatus: w.status,
      note: '',
    });
    if (w.status === WITHDRAW_STATUS.failed) {
      raw.push({
        key: `R-${w.code}`,
        seq: -i,
        kind: 'withdrawReturned',
        amount: w.amount,
        time: w.finishTime ?? w.payAt,
        orderCode: null,
        refundAmount: null,
        refundReason: null,
        withdrawCode: w.code,
        withdrawStatus: w.status,
        note: w.reason,
      });
    }
  });
  raw.sort((a, b) => a.time - b.time || a.seq - b.seq);
  let balance = 0;
  return raw.map(({ key, seq: _seq, ...e }) => {
    balance += fen(e.amount);
    return { entryCode: key, ...e, balance: yuan(balance) };
  });
}

/** The ledger's totals (yuan). */
export function ledgerSummary(entries: readonly LedgerEntryWire[]): LedgerSummaryWire {
  const sum = (kinds: LedgerEntryWire['kind'][]) =>
    entries.filter((e) => kinds.includes(e.kind)).reduce((n, e) => n + fen(e.amount), 0);
  const commission = sum(['commission']);
  const takenBack = -sum(['takeBack']);
  const withdrawn = -sum(['withdraw', 'withdrawReturned']);
  return {
    commission: yuan(commission),
    takenBack: yuan(takenBack),
    totalEarning: yuan(commission - takenBack),
    withdrawn: yuan(withdrawn),
    balance: yuan(commission - takenBack - withdrawn),
  };
}

export const routes: Route[] = [
  userPost('/api/team/v1/ledger/list', (ctx, user) => {
    approvedStation(ctx, ERR.team.notLeader, '您还不是团长');
    const pageIndex = pageIndexOf(ctx.body);
    const entries = ledgerOf(ctx.store, user.userCode);
    // Newest first; the entries add up to the balance the team call answers (test/integration/ledger.test.ts).
    return { ...pageOf([...entries].reverse(), pageIndex), summary: ledgerSummary(entries) };
  }),
];
