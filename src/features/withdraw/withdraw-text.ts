// Small pure helpers of the withdrawal screens: the fee rate as a percentage, the help links of the
// system config opened inside the app, and the amount field's message.
import type { WithdrawCheck } from '@/rules/withdraw';
import { isInternalRoute } from '@/config/paths';
import type { TypedNumber } from '@/lib/typed-number';

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

export type AmountMessage =
  | 'withdraw.errEmpty'
  | 'withdraw.errNotNumber'
  | 'withdraw.errNegative'
  | 'withdraw.errZero'
  | 'withdraw.errDecimals'
  | 'withdraw.errOverBalance'
  | 'withdraw.errAboveMax'
  | 'withdraw.errBelowLimit'
  | 'withdraw.errNothing'
  | null;

/**
 * The amount field's message, from the text as typed (readYuanInput) and the check of its value: nothing
 * while empty until the person tries to send; letters, a minus sign, a third decimal and an amount over
 * the balance at once; 0 and "below the limit" once the person has left the field or tried to send (typing
 * 1 on the way to 100, or 0 on the way to 0.5, is fine).
 */
export function amountMessage(
  read: TypedNumber,
  check: WithdrawCheck,
  balanceFen: number,
  settled: boolean,
): AmountMessage {
  if (!read.ok) {
    switch (read.problem) {
      case 'empty':
        return settled ? (balanceFen <= 0 ? 'withdraw.errNothing' : 'withdraw.errEmpty') : null;
      case 'negative':
        return 'withdraw.errNegative';
      case 'zero':
        return settled ? 'withdraw.errZero' : null;
      case 'decimals':
        return 'withdraw.errDecimals';
      case 'tooLarge':
        return balanceFen <= 0 ? 'withdraw.errNothing' : 'withdraw.errOverBalance';
      default:
        return 'withdraw.errNotNumber';
    }
  }
  if (check === 'overBalance') return balanceFen <= 0 ? 'withdraw.errNothing' : 'withdraw.errOverBalance';
  if (check === 'aboveMax') return 'withdraw.errAboveMax';
  if (check === 'belowLimit') return settled ? 'withdraw.errBelowLimit' : null;
  return null;
}
