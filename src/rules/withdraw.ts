// The withdrawal quote and checks in integer fen, one rule for the client (shown before confirming) and the
// mock (applied): the fee, the balance and limit checks, what arrives and when. Pure; no imports.

/** The settings a quote reads (AppConfig's withdrawal fields, in fen and days). */
export interface WithdrawSettings {
  withdrawLimitFen: number;
  /** Largest amount of one withdrawal (the backend's config `withdrawMax`); 0: no cap but the balance. */
  withdrawMaxFen: number;
  /** Fee as a fraction of the amount, e.g. 0.006. */
  withdrawRate: number;
  /** Days a withdrawal takes to arrive (T+delayFee). */
  delayFee: number;
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

export type WithdrawCheck = 'ok' | 'invalid' | 'overBalance' | 'aboveMax' | 'belowLimit';

/** The client-side check before applying (the backend checks the same, in this order). */
export function checkWithdraw(
  amountFen: number,
  balanceFen: number,
  config: Pick<WithdrawSettings, 'withdrawLimitFen' | 'withdrawMaxFen'>,
): WithdrawCheck {
  if (!Number.isInteger(amountFen) || amountFen <= 0) return 'invalid';
  if (amountFen > balanceFen) return 'overBalance';
  if (config.withdrawMaxFen > 0 && amountFen > config.withdrawMaxFen) return 'aboveMax';
  if (amountFen < config.withdrawLimitFen) return 'belowLimit';
  return 'ok';
}

/** The most one withdrawal can take now: the balance, within the cap (0 when nothing can be withdrawn). */
export function withdrawableFen(balanceFen: number, config: Pick<WithdrawSettings, 'withdrawMaxFen'>): number {
  const most = config.withdrawMaxFen > 0 ? Math.min(balanceFen, config.withdrawMaxFen) : balanceFen;
  return Math.max(0, most);
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
  config: WithdrawSettings,
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
