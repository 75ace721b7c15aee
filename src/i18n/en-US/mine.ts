// en-US texts of the "mine" namespace: the same keys as zh-CN/mine.ts (the type enforces it).
import type zh from '../zh-CN/mine';

const en: Record<keyof typeof zh, string> = {
  title: 'Me',
  guest: 'Not logged in',
  guestHint: 'Log in to see your orders, balance and team',
  login: 'Log in / Sign up',
  balance: 'Balance',
  leader: 'Team leader',
  resident: 'Resident',
  orders: 'My orders',
  allOrders: 'All orders',
  orderUnpaid: 'To pay',
  orderToShip: 'To ship',
  orderToReceive: 'To receive',
  orderDone: 'Completed',
  addresses: 'Addresses',
  coupons: 'Coupons',
  couponsUsable: '{n} usable',
  language: 'Language',
  logout: 'Log out',
  logoutConfirm: 'Log out of Qihuo?',
  logoutOk: 'Log out',
};
export default en;
