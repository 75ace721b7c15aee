// en-US texts of the "more" part: every key of zh-CN-more.ts, checked by the compiler.
import type { Texts } from './zh-CN-more';
import activityEdit from '../en-US/activity-edit';
import auth from '../en-US/auth';
import cart from '../en-US/cart';
import order from '../en-US/order';
import station from '../en-US/station';
import withdraw from '../en-US/withdraw';
import mine from '../en-US/mine';
import productEditor from '../en-US/product-editor';
import address from '../en-US/address';
import coupon from '../en-US/coupon';
import couponCentre from '../en-US/coupon-centre';
import pay from '../en-US/pay';
import afterSale from '../en-US/after-sale';
import account from '../en-US/account';
import legal from '../en-US/legal';
import sheet from '../en-US/sheet';
import growth from '../en-US/growth';
import message from '../en-US/message';
import offline from '../en-US/offline';
import catalogue from '../en-US/catalogue';

export const texts: { [NS in keyof Texts]: Record<keyof Texts[NS], string> } = {
  activityEdit,
  auth,
  cart,
  order,
  station,
  withdraw,
  mine,
  productEditor,
  address,
  coupon,
  pay,
  afterSale,
  account,
  legal,
  sheet,
  offline,
  message,
  couponCentre,
  catalogue,
  growth,
};
