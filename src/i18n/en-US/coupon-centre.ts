// en-US texts of the "couponCentre" namespace: the same keys as zh-CN/coupon-centre.ts (the type enforces it).
import type zh from '../zh-CN/coupon-centre';

const en: Record<keyof typeof zh, string> = {
  title: 'Coupon centre',
  entry: 'Coupon centre',
  myCoupons: 'My coupons',
  onlyShop: 'Coupons for {shop}',
  showAll: 'Show all',
  stateClaim: 'Claim',
  stateAgain: 'Claim another',
  stateClaimed: 'Claimed',
  stateSoldOut: 'All gone',
  stateNewResidentOnly: 'New residents',
  claimNamed: '{state}: {name}',
  newResidentTag: 'New',
  left: 'Only {n} left',
  perPerson: 'Up to {n} each',
  validDays: 'Valid {n} days after claiming',
  claimUntil: 'Claim by {date}',
  claimed: 'Claimed: it comes off at checkout',
  claimedAgain: 'Claimed: it comes off at checkout',
  refusedSoldOut: 'Too late: this coupon is all gone',
  refusedLimit: 'You have claimed as many as allowed',
  refusedNewResident: 'Only for new residents',
  claimFailed: 'Could not claim, please try again',
  empty: 'No coupons to claim right now',
  emptyHint: 'Come back in a few days',
  productRow: 'Coupons',
  productMore: 'Get coupons',
  chipClaim: 'Claim',
  chipClaimed: 'Claimed',
};
export default en;
