// Leader withdrawals: apply (once per request id) and records; and the quote shown before confirming:
// fee, what arrives and when, and the limit and balance checks, all in integer fen.
import { call } from '@/lib/request/client';
import { nonceStr } from '@/lib/request/sign';
import { fenToYuan, wireYuanToFen } from '@/lib/money';
import type { AppConfig } from './config';
import { mutate, PAGE_SIZE, pageConverter, type Page } from './shared';

/** 0 applied (the payment channel is working on it), 1 paid (arrived), 2 failed (refused, the amount returned to the balance). */
export const WITHDRAW_STATUS = { processing: 0, paid: 1, failed: 2 } as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS];

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

export interface Withdraw {
  code: string;
  amountFen: number;
  feeFen: number;
  actualFen: number;
  status: WithdrawStatus;
  account: string;
  reason: string;
  createTime: number;
  finishTime: number | null;
}

export interface WithdrawResultWire {
  record: WithdrawWire;
  /** Balance after the withdrawal, yuan. */
  balance: number;
}

export function toWithdraw(w: WithdrawWire): Withdraw {
  return {
    code: w.code, amountFen: wireYuanToFen(w.amount), feeFen: wireYuanToFen(w.fee), actualFen: wireYuanToFen(w.actual),
    status: w.status, account: w.account, reason: w.reason ?? '', createTime: w.createTime, finishTime: w.finishTime ?? null,
  };
}

const PPM = 1_000_000;

/**
 * The fee of a withdrawal: amount x rate, rounded half up to the fen, in integers only (the rate, a
 * fraction such as 0.006, is taken in millionths), so 2.50 yuan at 0.6 % is 0.02 and 0.01 is 0.
 */
export function withdrawFee(amountFen: number, rate: number): number {
  const ppm = Math.round(rate * PPM);
  const whole = Math.floor(amountFen / PPM);
  const rest = amountFen % PPM;
  return whole * ppm + Math.floor((rest * ppm + PPM / 2) / PPM);
}

export type WithdrawCheck = 'ok' | 'invalid' | 'overBalance' | 'belowLimit';

/** The client-side check before applying (the backend checks the same, in this order). */
export function checkWithdraw(amountFen: number, balanceFen: number, config: Pick<AppConfig, 'withdrawLimitFen'>): WithdrawCheck {
  if (!Number.isInteger(amountFen) || amountFen <= 0) return 'invalid';
  if (amountFen > balanceFen) return 'overBalance';
  if (amountFen < config.withdrawLimitFen) return 'belowLimit';
  return 'ok';
}

const DAY_MS = 86_400_000;

export interface WithdrawQuote {
  check: WithdrawCheck;
  feeFen: number;
  /** What arrives in the account: amount - fee. */
  actualFen: number;
  /** When it arrives at the latest (ms): delayFee days after applying; equal to `now` when delayFee is 0. */
  arriveBy: number;
}

/**
 * Everything shown before confirming a withdrawal: the check, the fee (withdrawRate), what arrives,
 * and when (delayFee: the days a withdrawal takes to arrive, T+delayFee; docs/api.md).
 */
export function quoteWithdraw(
  amountFen: number,
  balanceFen: number,
  config: Pick<AppConfig, 'withdrawLimitFen' | 'withdrawRate' | 'delayFee'>,
  now: number,
): WithdrawQuote {
  const check = checkWithdraw(amountFen, balanceFen, config);
  const feeFen = check === 'invalid' ? 0 : withdrawFee(amountFen, config.withdrawRate);
  return {
    check,
    feeFen,
    actualFen: check === 'invalid' ? 0 : amountFen - feeFen,
    arriveBy: now + Math.round(config.delayFee * DAY_MS),
  };
}

/** The key that makes one withdrawal out of repeated requests (a double tap, a retry after a time-out). */
export function newWithdrawRequestId(): string {
  return nonceStr(24);
}

/**
 * POST /api/withdraw/v1/apply: withdraw an amount of the balance (approved team managers only).
 * The same requestId again answers the first withdrawal and takes nothing more.
 */
export async function applyWithdraw(amountFen: number, requestId: string): Promise<{ record: Withdraw; balanceFen: number }> {
  return mutate('/api/withdraw/v1/apply', { amount: fenToYuan(amountFen), requestId }, {
    convert: (w: WithdrawResultWire) => ({ record: toWithdraw(w.record), balanceFen: wireYuanToFen(w.balance) }),
  });
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
  return call('/api/withdraw/v1/list', { pageIndex: query.pageIndex, pageSize: PAGE_SIZE }, { convert: pageConverter(toWithdraw) });
}
