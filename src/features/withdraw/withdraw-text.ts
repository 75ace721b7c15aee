// Small pure helpers of the withdrawal screens: the fee rate as a percentage, the help links of the
// system config opened inside the app, and the amount field's message.
import type { WithdrawCheck } from '@/api/withdraw';
import { isInternalRoute } from '@/config/paths';

/** 0.006 -> '0.6%', 0 -> '0%' (at most 4 decimals of a percent, no float noise). */
export function rateText(rate: number): string {
  return `${Number((rate * 100).toFixed(4))}%`;
}

export type LinkTarget = { kind: 'route'; to: string } | { kind: 'web'; href: string } | null;

/**
 * Where a help link of the config goes: an app or site route opens in place (the router), an
 * http(s) address in this window (inside WeChat that is WeChat's own browser); anything else nowhere.
 */
export function linkTarget(url: string): LinkTarget {
  const u = url.trim();
  if (!u) return null;
  if (isInternalRoute(u)) return { kind: 'route', to: u };
  if (/^https?:\/\/[^\s/]+/i.test(u)) return { kind: 'web', href: u };
  return null;
}

export type AmountMessage = 'withdraw.errInvalid' | 'withdraw.errOverBalance' | 'withdraw.errBelowLimit' | 'withdraw.errNothing' | null;

/**
 * The amount field's message: nothing while empty; over the balance and a malformed amount at once;
 * below the limit only once the person has left the field or tried to send (typing 1 on the way to 100 is fine).
 */
export function amountMessage(text: string, check: WithdrawCheck, balanceFen: number, settled: boolean): AmountMessage {
  if (text.trim() === '') return settled && balanceFen <= 0 ? 'withdraw.errNothing' : null;
  if (check === 'invalid') return 'withdraw.errInvalid';
  if (check === 'overBalance') return balanceFen <= 0 ? 'withdraw.errNothing' : 'withdraw.errOverBalance';
  if (check === 'belowLimit') return settled ? 'withdraw.errBelowLimit' : null;
  return null;
}
