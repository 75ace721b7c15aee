// en-US texts of the "gift" namespace: the same keys as zh-CN/gift.ts (the type enforces it).
import type zh from '../zh-CN/gift';

const en: Record<keyof typeof zh, string> = {
  title: 'Welcome gift',
  summary: '{n} coupons worth {amount}',
  noThreshold: 'No minimum',
  threshold: 'Over {amount}',
  claim: 'Claim all',
  signInToClaim: 'Sign in to claim',
  close: 'Close the welcome gift',
  claimed: '{n} coupons claimed: they come off at checkout',
  notEligible: 'The welcome gift is for new residents who have not ordered yet',
  failed: 'Could not claim, please try again',
  centre: 'Coupons',
  centreLabel: 'Coupon centre',
};
export default en;
