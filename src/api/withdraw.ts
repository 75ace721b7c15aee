// Leader withdrawals: apply and records; the fee and the checks use the system config's rate and limit.
import { call } from '@/lib/request/client';
import { fenToYuan, wireYuanToFen } from '@/lib/money';
import type { AppConfig } from './config';
import { mutate, PAGE_SIZE, pageConverter, type Page } from './shared';

export const WITHDRAW_STATUS = { processing: 0, paid: 1, failed: 2 } as const;

export interface WithdrawWire {
  code: string;
  amount: number;
  fee: number;
  /** What arrives: amount - fee. */
  actual: number;
  status: number;
  /** Where the money goes, e.g. 微信零钱. */
  account: string;
  createTime: number;
}

export interface Withdraw {
  code: string;
  amountFen: number;
  feeFen: number;
  actualFen: number;
  status: number;
  account: string;
  createTime: number;
}

export interface WithdrawResultWire {
  record: WithdrawWire;
  /** Balance after the withdrawal, yuan. */
  balance: number;
}

export function toWithdraw(w: WithdrawWire): Withdraw {
  return {
    code: w.code, amountFen: wireYuanToFen(w.amount), feeFen: wireYuanToFen(w.fee), actualFen: wireYuanToFen(w.actual),
    status: w.status, account: w.account, createTime: w.createTime,
  };
}

/** The fee of a withdrawal: amount x rate, rounded to the fen (rate is a fraction: 0.006 = 0.6 %). */
export function withdrawFee(amountFen: number, rate: number): number {
  return Math.round(amountFen * rate);
}

export type WithdrawCheck = 'ok' | 'invalid' | 'belowLimit' | 'overBalance';

/** The client-side check before applying (the backend checks the same). */
export function checkWithdraw(amountFen: number, balanceFen: number, config: Pick<AppConfig, 'withdrawLimitFen'>): WithdrawCheck {
  if (!Number.isInteger(amountFen) || amountFen <= 0) return 'invalid';
  if (amountFen > balanceFen) return 'overBalance';
  if (amountFen < config.withdrawLimitFen) return 'belowLimit';
  return 'ok';
}

/** POST /api/withdraw/v1/apply: withdraw an amount of the balance (team managers only). */
export async function applyWithdraw(amountFen: number): Promise<{ record: Withdraw; balanceFen: number }> {
  return mutate('/api/withdraw/v1/apply', { amount: fenToYuan(amountFen) }, {
    convert: (w: WithdrawResultWire) => ({ record: toWithdraw(w.record), balanceFen: wireYuanToFen(w.balance) }),
  });
}

/** POST /api/withdraw/v1/list: withdrawal records, newest first; pageIndex 0-based. */
export async function listWithdrawals(query: { pageIndex: number }): Promise<Page<Withdraw>> {
  return call('/api/withdraw/v1/list', { pageIndex: query.pageIndex, pageSize: PAGE_SIZE }, { cache: true, convert: pageConverter(toWithdraw) });
}
