// en-US texts of the "catalogue" namespace: the same keys as zh-CN/catalogue.ts (the type enforces it).
import type zh from '../zh-CN/catalogue';

const en: Record<keyof typeof zh, string> = {
  notServedTitle: 'Not delivered to your pickup station',
  notServed: '{shop} does not deliver to {station}. Choose a station it delivers to and you can order it.',
  notServedNoStation: '{shop} does not deliver to your pickup station.',
  changeStation: 'Change pickup station',
  stationProducts: 'See what your station offers',
  chooseStation: 'Choose a pickup station',
  cartUnavailable: 'Not available at your pickup station',
  cartUnavailableHint: 'The shops of these goods do not deliver to {station}; change station to buy them',
  cartUnavailableReason: '{shop} does not deliver to {station}',
  yourStation: 'your pickup station',
};

export default en;
