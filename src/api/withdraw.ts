// Leader withdrawals: apply (once per request id) and records. The quote shown before confirming (fee,
// what arrives and when, the limit and balance checks) is a rule the mock shares: rules/withdraw.ts.
import { call } from '@/lib/request/client';
import { nonceStr } from '@/lib/request/sign';
import { fenToYuan, wireYuanToFen } from '@/rules/money';
import { mutate, PAGE_SIZE, pageConverter, type Page } from './shared';

export { WITHDRAW_STATUS, type WithdrawStatus } from '@/rules/station-states';
import type { WithdrawStatus } from '@/rules/station-states';

export interface WithdrawWire {
  code: string;
  amount: number;
  fee: number;
  /** What arrives: amount - fee. */
  actual: number;
  status: WithdrawStatus;
  /** Where the money goes, e.g. 微信零钱. */
  account: string;
  /** Why it failed, else ''. */
  reason: string;
  createTime: number;
  /** When it was paid or failed; null while processing. */
  finishTime: number | null;
}

export interface Withdraw extends Omit<WithdrawWire, 'amount' | 'fee' | 'actual'> {
  amountFen: number;
  feeFen: number;
  actualFen: number;
}

export interface WithdrawResultWire {
  record: WithdrawWire;
  /** Balance after the withdrawal, yuan. */
  balance: number;
}

export function toWithdraw(w: WithdrawWire): Withdraw {
  const { amount, fee, actual, ...rest } = w;
  return {
    ...rest,
    amountFen: wireYuanToFen(amount),
    feeFen: wireYuanToFen(fee),
    actualFen: wireYuanToFen(actual),
    reason: rest.reason ?? '',
    finishTime: rest.finishTime ?? null,
  };
}

/** The key that makes one withdrawal out of repeated requests (a double tap, a retry after a time-out). */
export function newWithdrawRequestId(): string {
  return nonceStr(24);
}

/**
 * POST /api/withdraw/v1/apply: withdraw an amount of the balance (approved leaders only).
 * The same requestId again answers the first withdrawal and takes nothing more.
 */
export async function applyWithdraw(
  amountFen: number,
  requestId: string,
): Promise<{ record: Withdraw; balanceFen: number }> {
  return mutate(
    '/api/withdraw/v1/apply',
    { amount: fenToYuan(amountFen), requestId },
    {
      convert: (w: WithdrawResultWire) => ({ record: toWithdraw(w.record), balanceFen: wireYuanToFen(w.balance) }),
    },
  );
}

/**
 * POST /api/withdraw/v1/get: one of my withdrawals as it stands now (processing, paid, or failed and returned).
 * Not cached: the payment channel changes it on the server.
 */
export async function getWithdrawal(code: string, options: { silent?: boolean } = {}): Promise<Withdraw> {
  return call('/api/withdraw/v1/get', { code }, { silent: options.silent, convert: toWithdraw });
}

/**
 * POST /api/withdraw/v1/list: withdrawal records, newest first; pageIndex 0-based. Not cached: a
 * record changes on the server (processing -> paid or failed) without a mutation of ours.
 */
export async function listWithdrawals(query: { pageIndex: number }): Promise<Page<Withdraw>> {
  return call(
    '/api/withdraw/v1/list',
    { pageIndex: query.pageIndex, pageSize: PAGE_SIZE },
    { convert: pageConverter(toWithdraw) },
  );
}
