// en-US texts of the "offline" namespace: the same keys as zh-CN/offline.ts (the type enforces it).
import type zh from '../zh-CN/offline';

const en: Record<keyof typeof zh, string> = {
  shownOffline: 'Shown offline · updated {time}',
  codesTitle: 'My pickup codes',
  codesHint: 'Show a code to the leader even without a signal; it refreshes once you are back online',
  noCodes: 'No pickup codes saved',
  noCodesHint: 'Open your orders while online and the codes not yet used are saved on this phone',
  waiting: 'Waiting for the goods',
  arrived: 'At the pickup station',
  window: 'Pickup {from}–{to}',
  orderCode: 'Order {code}',
  pieces: '{title} {spec} ×{n}',
  more: 'and {n} more',
  open: 'View order',
};

export default en;
