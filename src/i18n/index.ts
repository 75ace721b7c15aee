// Localized texts: zh-CN by default, en-US complete; chosen from the stored choice or the browser
// language, switchable at run time. `t('ns.key', {param})` anywhere, `useT()` in components. The
// informational site's texts (`site`) are not here: the site reads them itself (features/site/site-i18n.ts).
import { getLocale, type Locale } from './locale';
import { useLocale } from './use-locale';
import zhCommon from './zh-CN/common';
import zhErrors from './zh-CN/errors';
import zhAuth from './zh-CN/auth';
import zhShop from './zh-CN/shop';
import zhCart from './zh-CN/cart';
import zhOrder from './zh-CN/order';
import zhActivity from './zh-CN/activity';
import zhTeam from './zh-CN/team';
import zhWithdraw from './zh-CN/withdraw';
import zhMap from './zh-CN/map';
import zhImage from './zh-CN/image';
import zhMine from './zh-CN/mine';
import zhMerchant from './zh-CN/merchant';
import zhLoad from './zh-CN/load';
import zhAddress from './zh-CN/address';
import zhCoupon from './zh-CN/coupon';
import enCommon from './en-US/common';
import enErrors from './en-US/errors';
import enAuth from './en-US/auth';
import enShop from './en-US/shop';
import enCart from './en-US/cart';
import enOrder from './en-US/order';
import enActivity from './en-US/activity';
import enTeam from './en-US/team';
import enWithdraw from './en-US/withdraw';
import enMap from './en-US/map';
import enImage from './en-US/image';
import enMine from './en-US/mine';
import enMerchant from './en-US/merchant';
import enLoad from './en-US/load';
import enAddress from './en-US/address';
import enCoupon from './en-US/coupon';

const zhCN = {
  common: zhCommon, errors: zhErrors, auth: zhAuth, shop: zhShop, cart: zhCart, order: zhOrder,
  activity: zhActivity, team: zhTeam, withdraw: zhWithdraw, map: zhMap, image: zhImage, mine: zhMine, load: zhLoad,
  merchant: zhMerchant, address: zhAddress, coupon: zhCoupon,
};
type Dict = typeof zhCN;
type Complete = { [NS in keyof Dict]: Record<keyof Dict[NS], string> };
const enUS: Complete = {
  common: enCommon, errors: enErrors, auth: enAuth, shop: enShop, cart: enCart, order: enOrder,
  activity: enActivity, team: enTeam, withdraw: enWithdraw, map: enMap, image: enImage, mine: enMine, load: enLoad,
  merchant: enMerchant, address: enAddress, coupon: enCoupon,
};

export type MessageKey = { [NS in keyof Dict]: `${NS & string}.${keyof Dict[NS] & string}` }[keyof Dict];
export type Params = Record<string, string | number>;

const dictionaries: Record<Locale, Complete> = { 'zh-CN': zhCN, 'en-US': enUS };

export { browserLocale, getLocale, locales, setLocale, subscribeLocale, type Locale } from './locale';
export { useLocale } from './use-locale';

/** Translates a key in the current (or given) locale, replacing `{name}` parameters. */
export function t(key: MessageKey, params?: Params, locale: Locale = getLocale()): string {
  const dot = key.indexOf('.');
  const ns = key.slice(0, dot) as keyof Dict;
  const name = key.slice(dot + 1);
  const text = (dictionaries[locale][ns] as Record<string, string>)[name] ?? key;
  return params ? text.replace(/\{(\w+)\}/g, (m, p: string) => (p in params ? String(params[p]) : m)) : text;
}

/** `t` bound to the current locale; the component re-renders when the locale changes. */
export function useT(): (key: MessageKey, params?: Params) => string {
  const locale = useLocale();
  return (key, params) => t(key, params, locale);
}
