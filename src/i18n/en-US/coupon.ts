// en-US texts of the "coupon" namespace: the same keys as zh-CN/coupon.ts (the type enforces it).
import type zh from '../zh-CN/coupon';

const en: Record<keyof typeof zh, string> = {
  title: 'Coupons',
  tabs: 'Coupon status',
  tabUsable: 'Usable',
  tabUsed: 'Used',
  tabExpired: 'Expired',
  tabCount: '{label} {n}',
  noThreshold: 'No minimum',
  threshold: 'On orders over {amount}',
  scopeAll: 'Any shop',
  scopeShop: 'Only at {shop}',
  validity: '{from} - {to}',
  expiringSoon: 'Expires soon',
  use: 'Use',
  useAt: 'Use {name}',
  stampUsed: 'Used',
  stampExpired: 'Expired',
  emptyUsable: 'No usable coupons',
  emptyUsableHint: 'At checkout the best usable coupon is picked for you',
  emptyUsed: 'You have not used a coupon yet',
  emptyExpired: 'No expired coupons',
};
export default en;
