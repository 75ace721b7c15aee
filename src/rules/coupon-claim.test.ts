// The coupon centre's states and refusals: what a template's button says for whom, which refusal a claim
// meets first, and a template after a claim's answer.
import { describe, expect, it } from 'vitest';
import {
  afterClaim,
  blockOfCode,
  claimable,
  claimBlock,
  claimState,
  CLAIM_CODES,
  type ClaimFacts,
} from './coupon-claim';

const tpl = (more: Partial<ClaimFacts> = {}): ClaimFacts => ({
  left: 10,
  perPerson: 1,
  claimed: 0,
  newcomer: false,
  ...more,
});

describe('claim state', () => {
  it('立即领取 for a template with stock the person has not claimed (a signed-out visitor too)', () => {
    expect(claimState(tpl(), true)).toBe('claim');
    expect(claimState(tpl(), false)).toBe('claim');
    expect(claimable('claim')).toBe(true);
  });
  it('已领取 once the limit is reached, 再领一张 while it allows another', () => {
    expect(claimState(tpl({ claimed: 1 }), true)).toBe('claimed');
    expect(claimState(tpl({ perPerson: 3, claimed: 1 }), true)).toBe('again');
    expect(claimState(tpl({ perPerson: 3, claimed: 3 }), true)).toBe('claimed');
    expect(claimable('again')).toBe(true);
    expect(claimable('claimed')).toBe(false);
  });
  it('已抢光 when none are left, but 已领取 for someone who holds one', () => {
    expect(claimState(tpl({ left: 0 }), true)).toBe('soldOut');
    expect(claimState(tpl({ left: 0, perPerson: 2, claimed: 1 }), true)).toBe('claimed');
    expect(claimable('soldOut')).toBe(false);
  });
  it('新人专享 for a newcomer-only template to someone with a paid order; claimable for a new resident', () => {
    expect(claimState(tpl({ newcomer: true }), false)).toBe('newcomerOnly');
    expect(claimState(tpl({ newcomer: true }), true)).toBe('claim');
    expect(claimable('newcomerOnly')).toBe(false);
    // Sold out and not for them: "new residents only" says more than "none left".
    expect(claimState(tpl({ newcomer: true, left: 0 }), false)).toBe('newcomerOnly');
  });
});

describe('claim refusals', () => {
  it('checks the limit, then new residents only, then the stock', () => {
    expect(claimBlock(tpl({ claimed: 1, left: 0, newcomer: true }), false)).toBe('limit');
    expect(claimBlock(tpl({ left: 0, newcomer: true }), false)).toBe('newcomer');
    expect(claimBlock(tpl({ left: 0 }), true)).toBe('soldOut');
    expect(claimBlock(tpl(), true)).toBeNull();
  });
  it('maps the codes 9301-9303 and nothing else', () => {
    expect(CLAIM_CODES).toEqual({ soldOut: 9301, limit: 9302, newcomer: 9303 });
    expect(blockOfCode(9301)).toBe('soldOut');
    expect(blockOfCode(9302)).toBe('limit');
    expect(blockOfCode(9303)).toBe('newcomer');
    expect(blockOfCode(99)).toBeNull();
  });
});

describe('after a claim', () => {
  it('claimed: one more held, one fewer left; refused: what the refusal told', () => {
    expect(afterClaim(tpl({ left: 3, perPerson: 2 }), 'claimed')).toMatchObject({ claimed: 1, left: 2 });
    expect(claimState(afterClaim(tpl({ left: 3, perPerson: 2 }), 'claimed'), true)).toBe('again');
    expect(claimState(afterClaim(tpl({ left: 1 }), 'claimed'), true)).toBe('claimed');
    expect(afterClaim(tpl({ left: 3 }), 'soldOut')).toMatchObject({ left: 0, claimed: 0 });
    expect(afterClaim(tpl({ perPerson: 2 }), 'limit')).toMatchObject({ claimed: 2 });
    expect(afterClaim(tpl(), 'newcomer')).toEqual(tpl());
  });
});
