// Claiming a coupon from the coupon centre (docs/product.md#growth): what refuses a claim (the mock's refusals,
// in the order it checks them), the state a template's button shows, and a template after a claim's answer.
// One rule for the mock and the client. Relative imports only: the mock loads this module as it is.
import { ERR } from './error-codes';

/** What of a centre template a claim depends on: the caller's count, the stock left, the limit, new residents only. */
export interface ClaimFacts {
  left: number;
  perPerson: number;
  /** How many the caller holds from this template (0 signed out). */
  claimed: number;
  /** Only for new residents (no paid order yet). */
  newcomer: boolean;
}

/** Why a claim is refused: the person's limit, new residents only, none left. */
export type ClaimBlock = 'limit' | 'newcomer' | 'soldOut';

/** The refusal codes of /api/coupon/v1/claim and /newcomer/claim (docs/api.md). */
export const CLAIM_CODES = ERR.coupon;

/**
 * What refuses a claim, or null: the person's limit first (they hold it already), then new residents only,
 * then the stock. `newResident`: the caller has no paid order (a signed-out visitor counts as one).
 */
export function claimBlock(t: ClaimFacts, newResident: boolean): ClaimBlock | null {
  if (t.claimed >= t.perPerson) return 'limit';
  if (t.newcomer && !newResident) return 'newcomer';
  if (t.left <= 0) return 'soldOut';
  return null;
}

/** The button of a template: 立即领取, 再领一张 (the limit allows another), 已领取, 已抢光, 新人专享. */
export type ClaimState = 'claim' | 'again' | 'claimed' | 'soldOut' | 'newcomerOnly';

export function claimState(t: ClaimFacts, newResident: boolean): ClaimState {
  const block = claimBlock(t, newResident);
  // Holding one of a template that ran out says "claimed": the person has it.
  if (block === 'limit' || (block === 'soldOut' && t.claimed > 0)) return 'claimed';
  if (block === 'newcomer') return 'newcomerOnly';
  if (block === 'soldOut') return 'soldOut';
  return t.claimed > 0 ? 'again' : 'claim';
}

/** Whether a tap on the button claims (or, signed out, asks to sign in first). */
export const claimable = (state: ClaimState): boolean => state === 'claim' || state === 'again';

/** A claim's outcome as the client met it: claimed, or refused with one of CLAIM_CODES. */
export type ClaimOutcome = 'claimed' | ClaimBlock;

/** The refusal a code stands for, or null for any other code. */
export function blockOfCode(code: number): ClaimBlock | null {
  const hit = (Object.keys(CLAIM_CODES) as ClaimBlock[]).find((k) => CLAIM_CODES[k] === code);
  return hit ?? null;
}

/**
 * A template as the answer of a claim leaves it: one more held and one fewer left, or what the refusal told
 * (none left, the limit reached); 'newcomer' changes the caller, not the template (see claimState's argument).
 */
export function afterClaim<T extends ClaimFacts>(t: T, outcome: ClaimOutcome): T {
  if (outcome === 'claimed') return { ...t, claimed: t.claimed + 1, left: Math.max(0, t.left - 1) };
  if (outcome === 'soldOut') return { ...t, left: 0 };
  if (outcome === 'limit') return { ...t, claimed: Math.max(t.claimed, t.perPerson) };
  return t;
}
