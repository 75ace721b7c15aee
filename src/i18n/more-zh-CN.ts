// The zh-CN dictionaries beyond the core (index.ts): every namespace that no first screen of the home
// needs. Its own chunk, as is the en-US one (more-en-US.ts): only the current locale's is fetched, when
// the browser is idle after the first screen, and awaited by every lazy route that uses it before it
// renders (app/route-page.tsx), so no screen shows a raw key. The zh-CN texts define the keys.
import auth from './zh-CN/auth';
import cart from './zh-CN/cart';
import order from './zh-CN/order';
import activity from './zh-CN/activity';
import team from './zh-CN/team';
import withdraw from './zh-CN/withdraw';
import image from './zh-CN/image';
import mine from './zh-CN/mine';
import merchant from './zh-CN/merchant';
import address from './zh-CN/address';
import coupon from './zh-CN/coupon';

export const more = { auth, cart, order, activity, team, withdraw, image, mine, merchant, address, coupon };
export type MoreDict = typeof more;
