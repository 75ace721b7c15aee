// The en-US dictionaries beyond the core: every key of the zh-CN ones (more-zh-CN.ts), checked by the
// compiler. Its own chunk, fetched only when en-US is the locale.
import type { MoreDict } from './more-zh-CN';
import auth from './en-US/auth';
import cart from './en-US/cart';
import order from './en-US/order';
import activity from './en-US/activity';
import team from './en-US/team';
import withdraw from './en-US/withdraw';
import image from './en-US/image';
import mine from './en-US/mine';
import merchant from './en-US/merchant';
import address from './en-US/address';
import coupon from './en-US/coupon';

export const more: { [NS in keyof MoreDict]: Record<keyof MoreDict[NS], string> } = { auth, cart, order, activity, team, withdraw, image, mine, merchant, address, coupon };
