// The leader's earnings ledger (收益明细): every movement of the withdrawable balance, newest first, with the
// balance after it, and the totals; the entries add up to the balance the team call answers (docs/api.md).
import { call } from '@/lib/request/client';
import { wireYuanToFen } from '@/rules/money';
import { PAGE_SIZE, type PageWire } from './shared';
import type { RefundReason } from '@/rules/commerce-states';
import type { WithdrawStatus } from './withdraw';

/**
 * What moved the balance: an order's commission (+), a refund of that order taking part of it back (-), a
 * withdrawal (-, whatever its status), a refused withdrawal returned to the balance (+).
 */
export type LedgerKind = 'commission' | 'takeBack' | 'withdraw' | 'withdrawReturned';

export interface LedgerEntryWire {
  entryCode: string;
  kind: LedgerKind;
  /** Signed yuan: + into the balance, - out of it. */
  amount: number;
  /** The balance right after this entry, yuan. */
  balance: number;
  time: number;
  /** commission and takeBack: the order. */
  orderCode: string | null;
  /** takeBack: how much the refund of the order gave back (yuan), and why (the refund's reason). */
  refundAmount: number | null;
  refundReason: RefundReason | null;
  /** withdraw and withdrawReturned: the withdrawal, and (withdraw) where it stands now. */
  withdrawCode: string | null;
  withdrawStatus: WithdrawStatus | null;
  /** The server's words: why a withdrawal was refused (withdrawReturned); else ''. */
  note: string;
}

/** Totals over the whole ledger, yuan: commission - takenBack - withdrawn = balance. */
export interface LedgerSummaryWire {
  /** Commission credited (every `commission` entry), before refunds took any back. */
  commission: number;
  takenBack: number;
  /**
   * 累计佣金: commission - takenBack, the one figure the team (TeamWire.totalEarning), the withdrawal and the
   * ledger pages show under that name. Absent (an older backend): computed from the two.
   */
  totalEarning?: number;
  /** Withdrawals processing or paid (a refused one is returned and counts nothing). */
  withdrawn: number;
  balance: number;
}

export interface LedgerPageWire extends PageWire<LedgerEntryWire> {
  summary: LedgerSummaryWire;
}

export interface LedgerEntry extends Omit<LedgerEntryWire, 'amount' | 'balance' | 'refundAmount'> {
  amountFen: number;
  balanceFen: number;
  refundAmountFen: number | null;
}

/** The totals in fen: each of the wire's amounts as `<name>Fen`. */
export type LedgerSummary = { [K in keyof LedgerSummaryWire as `${K}Fen`]-?: number };

export interface LedgerPage extends Omit<LedgerPageWire, 'list' | 'summary'> {
  list: LedgerEntry[];
  summary: LedgerSummary;
}

export function toLedgerEntry(w: LedgerEntryWire): LedgerEntry {
  const { amount, balance, refundAmount, ...rest } = w;
  return {
    ...rest,
    orderCode: rest.orderCode ?? null,
    withdrawCode: rest.withdrawCode ?? null,
    withdrawStatus: rest.withdrawStatus ?? null,
    refundReason: rest.refundReason ?? null,
    note: rest.note ?? '',
    amountFen: wireYuanToFen(amount),
    balanceFen: wireYuanToFen(balance),
    refundAmountFen: refundAmount === null || refundAmount === undefined ? null : wireYuanToFen(refundAmount),
  };
}

export function toLedgerPage(w: LedgerPageWire): LedgerPage {
  return {
    list: w.list.map(toLedgerEntry),
    total: w.total,
    summary: {
      commissionFen: wireYuanToFen(w.summary.commission),
      takenBackFen: wireYuanToFen(w.summary.takenBack),
      totalEarningFen:
        typeof w.summary.totalEarning === 'number'
          ? wireYuanToFen(w.summary.totalEarning)
          : wireYuanToFen(w.summary.commission) - wireYuanToFen(w.summary.takenBack),
      withdrawnFen: wireYuanToFen(w.summary.withdrawn),
      balanceFen: wireYuanToFen(w.summary.balance),
    },
  };
}

/**
 * POST /api/team/v1/ledger/list: the caller's ledger, newest first; pageIndex 0-based. Not cached: the
 * balance moves on the server (hand-overs, refunds, the payment channel) without a mutation of ours.
 */
export async function listLedger(query: { pageIndex: number }): Promise<LedgerPage> {
  return call(
    '/api/team/v1/ledger/list',
    { pageIndex: query.pageIndex, pageSize: PAGE_SIZE },
    { convert: toLedgerPage },
  );
}
