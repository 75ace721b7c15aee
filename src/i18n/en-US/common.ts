// en-US texts of the "common" namespace: the same keys as zh-CN/common.ts (the type enforces it).
import type zh from '../zh-CN/common';

const en: Record<keyof typeof zh, string> = {
  ok: 'OK',
  cancel: 'Cancel',
  retry: 'Retry',
  loading: 'Loading…',
  noMore: 'No more',
  loadMore: 'Load more',
  empty: 'Nothing here yet',
  back: 'Back',
  language: 'Language',
  storageFull: 'Storage is full; some data could not be saved',
  notFound: 'Page not found',
  goHome: 'Back to home',
  justNow: 'just now',
  soon: 'soon',
  minutesAgo: '{n} min ago',
  minutesLater: 'in {n} min',
  tabHome: 'Home',
  tabActivity: 'Activities',
  tabCart: 'Cart',
  tabMine: 'Me',
  tabs: 'Main navigation',
  comingSoon: 'This part of Qihuo is coming soon; have a look around meanwhile',
};
export default en;
