// zh-CN texts beyond the core and the activity part: every other namespace (src/i18n/index.ts). The keys
// of en-US-more.ts.
import activityEdit from '../zh-CN/activity-edit';
import auth from '../zh-CN/auth';
import cart from '../zh-CN/cart';
import order from '../zh-CN/order';
import station from '../zh-CN/station';
import withdraw from '../zh-CN/withdraw';
import mine from '../zh-CN/mine';
import productEditor from '../zh-CN/product-editor';
import address from '../zh-CN/address';
import coupon from '../zh-CN/coupon';
import couponCentre from '../zh-CN/coupon-centre';
import pay from '../zh-CN/pay';
import afterSale from '../zh-CN/after-sale';
import account from '../zh-CN/account';
import legal from '../zh-CN/legal';
import sheet from '../zh-CN/sheet';
import growth from '../zh-CN/growth';
import message from '../zh-CN/message';
import offline from '../zh-CN/offline';
import catalogue from '../zh-CN/catalogue';

export const texts = {
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
export type Texts = typeof texts;
