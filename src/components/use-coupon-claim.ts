// One-tap claims of coupon-centre templates, for the coupon centre and the product page's 可领优惠券 row: a
// double tap claims once (useLockedAction), a signed-out tap goes to sign in and comes back to the centre,
// which then claims; each answer (claimed, none left, limit reached, new residents only) is kept, so that the
// template's button shows what the server said until the list is loaded again (src/rules/coupon-claim.ts).
import { useCallback, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { claimCoupon, type CouponTemplate } from '@/api/coupon';
import { hrefs } from '@/config/paths';
import { useT, type MessageKey } from '@/i18n';
import { ApiError } from '@/lib/request/errors';
import {
  afterClaim,
  blockOfCode,
  claimState,
  type ClaimBlock,
  type ClaimOutcome,
  type ClaimState,
} from '@/rules/coupon-claim';
import { hasLoginAtom } from '@/state/session';
import { showToast } from './feedback';
import { errorMessage } from './loadable';
import { useLockedAction } from './use-locked-action';

const refusal: Record<ClaimBlock, MessageKey> = {
  soldOut: 'couponCentre.refusedSoldOut',
  limit: 'couponCentre.refusedLimit',
  newcomer: 'couponCentre.refusedNewResident',
};

export const claimStateText: Record<ClaimState, MessageKey> = {
  claim: 'couponCentre.stateClaim',
  again: 'couponCentre.stateAgain',
  claimed: 'couponCentre.stateClaimed',
  soldOut: 'couponCentre.stateSoldOut',
  newcomerOnly: 'couponCentre.stateNewResidentOnly',
};

/** Claims one template, toasting the outcome; the outcome, or null for a failure that says nothing about the template. */
export async function claimWithToast(
  templateCode: string,
  say: (key: MessageKey) => string,
): Promise<ClaimOutcome | null> {
  try {
    await claimCoupon(templateCode);
    showToast(say('couponCentre.claimed'), { icon: 'success' });
    return 'claimed';
  } catch (error) {
    const block = error instanceof ApiError && error.code !== undefined ? blockOfCode(error.code) : null;
    showToast(block ? say(refusal[block]) : errorMessage(error, say('couponCentre.claimFailed')));
    return block;
  }
}

/**
 * `store`: the shop the centre is filtered to when a signed-out person comes back from signing in.
 * `newResident`: what the list said of the caller (a 9303 answer turns it false).
 */
export function useCouponClaim(store: string | undefined, newResident: boolean) {
  const t = useT();
  const navigate = useNavigate();
  const signedIn = useAtomValue(hasLoginAtom);
  const [outcomes, setOutcomes] = useState<Record<string, ClaimOutcome[]>>({});
  const [busyCode, setBusyCode] = useState('');
  const [claim] = useLockedAction(async (templateCode: string) => {
    if (!signedIn) return void navigate(hrefs.login(hrefs.couponCentre({ store, claim: templateCode })));
    setBusyCode(templateCode);
    const outcome = await claimWithToast(templateCode, t).finally(() => setBusyCode(''));
    if (outcome) setOutcomes((all) => ({ ...all, [templateCode]: [...(all[templateCode] ?? []), outcome] }));
  });
  const newcomer = newResident && !Object.values(outcomes).some((list) => list.includes('newcomer'));
  /** The template as the answers so far leave it, and its button's state. */
  const view = useCallback(
    (tpl: CouponTemplate): { template: CouponTemplate; state: ClaimState } => {
      const template = (outcomes[tpl.templateCode] ?? []).reduce(afterClaim, tpl);
      return { template, state: claimState(template, newcomer) };
    },
    [outcomes, newcomer],
  );
  /** Forget the answers (the list has been loaded again and says them itself). */
  const forget = useCallback(() => setOutcomes({}), []);
  return { claim, busyCode, view, forget };
}
