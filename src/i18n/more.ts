// The dictionaries beyond the core (index.ts): every namespace that no first screen of the home needs,
// in both languages. Its own chunk: fetched when the browser is idle after the first screen, and awaited
// by every lazy route that uses it before it renders (app/route-page.tsx), so no screen shows a raw key.
import zhAuth from './zh-CN/auth';
import zhCart from './zh-CN/cart';
import zhOrder from './zh-CN/order';
import zhActivity from './zh-CN/activity';
import zhTeam from './zh-CN/team';
import zhWithdraw from './zh-CN/withdraw';
import zhImage from './zh-CN/image';
import zhMine from './zh-CN/mine';
import zhMerchant from './zh-CN/merchant';
import zhAddress from './zh-CN/address';
import zhCoupon from './zh-CN/coupon';
import enAuth from './en-US/auth';
import enCart from './en-US/cart';
import enOrder from './en-US/order';
import enActivity from './en-US/activity';
import enTeam from './en-US/team';
import enWithdraw from './en-US/withdraw';
import enImage from './en-US/image';
import enMine from './en-US/mine';
import enMerchant from './en-US/merchant';
import enAddress from './en-US/address';
import enCoupon from './en-US/coupon';

const zhCN = {
  auth: zhAuth, cart: zhCart, order: zhOrder, activity: zhActivity, team: zhTeam, withdraw: zhWithdraw,
  image: zhImage, mine: zhMine, merchant: zhMerchant, address: zhAddress, coupon: zhCoupon,
};
export type MoreDict = typeof zhCN;
type Complete = { [NS in keyof MoreDict]: Record<keyof MoreDict[NS], string> };
const enUS: Complete = {
  auth: enAuth, cart: enCart, order: enOrder, activity: enActivity, team: enTeam, withdraw: enWithdraw,
  image: enImage, mine: enMine, merchant: enMerchant, address: enAddress, coupon: enCoupon,
};

export const more = { 'zh-CN': zhCN as Complete, 'en-US': enUS };
