// Localized texts: zh-CN by default, en-US complete; chosen from the stored choice or the browser
// language, switchable at run time. `t('ns.key', {param})` anywhere, `useT()` in components. The
// informational site's texts (`site`) are not here: the site reads them itself (features/site/site-i18n.ts).
// Two parts, one typed `t`: the core namespaces below are in the app's first load (what the home's
// first screen, the tab bar, the route fallbacks and the request errors say); the rest is a chunk per
// locale (more-zh-CN.ts, more-en-US.ts), loaded by loadDictionaries() for the current locale: when idle
// after the first screen, and before any lazy route renders (app/route-page.tsx), so `t` stays
// synchronous; switchLocale() loads the other before it switches. src/i18n/core.test.ts checks that the home's
// code uses only core namespaces.
import { getLocale, setLocale, type Locale } from './locale';
import { useLocale } from './use-locale';
import type { MoreDict } from './more-zh-CN';
import zhCommon from './zh-CN/common';
import zhErrors from './zh-CN/errors';
import zhShop from './zh-CN/shop';
import zhMap from './zh-CN/map';
import zhLoad from './zh-CN/load';
import enCommon from './en-US/common';
import enErrors from './en-US/errors';
import enShop from './en-US/shop';
import enMap from './en-US/map';
import enLoad from './en-US/load';

const zhCore = { common: zhCommon, errors: zhErrors, shop: zhShop, map: zhMap, load: zhLoad };
type CoreDict = typeof zhCore;
type Dict = CoreDict & MoreDict;
type Complete<D> = { [NS in keyof D]: Record<keyof D[NS], string> };
const enCore: Complete<CoreDict> = { common: enCommon, errors: enErrors, shop: enShop, map: enMap, load: enLoad };

/** The namespaces of the first load; every other namespace comes with loadDictionaries(). */
export const coreNamespaces = Object.keys(zhCore) as (keyof CoreDict)[];

export type MessageKey = { [NS in keyof Dict]: `${NS & string}.${keyof Dict[NS] & string}` }[keyof Dict];
export type Params = Record<string, string | number>;

const dictionaries: Record<Locale, Partial<Complete<Dict>>> = { 'zh-CN': { ...zhCore }, 'en-US': { ...enCore } };

const moreOf: Record<Locale, () => Promise<{ more: Complete<MoreDict> }>> = {
  'zh-CN': () => import('./more-zh-CN'),
  'en-US': () => import('./more-en-US'),
};
const loading = new Map<Locale, Promise<void>>();
const loaded = new Set<Locale>();

/** Loads the namespaces beyond the core of a locale, the current one by default (once; a failed download may be tried again). */
export function loadDictionaries(locale: Locale = getLocale()): Promise<void> {
  let load = loading.get(locale);
  if (!load) {
    load = moreOf[locale]().then(
      ({ more }) => {
        Object.assign(dictionaries[locale], more);
        loaded.add(locale);
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, load);
  }
  return load;
}

/** Whether every namespace of the locale (the current one by default) is there. */
export function dictionariesLoaded(locale: Locale = getLocale()): boolean {
  return loaded.has(locale);
}

/** Switches the app's language once its dictionaries are there (rejects, switching nothing, when they cannot load). */
export async function switchLocale(locale: Locale): Promise<void> {
  await loadDictionaries(locale);
  setLocale(locale);
}

export { browserLocale, getLocale, locales, setLocale, subscribeLocale, type Locale } from './locale';
export { useLocale } from './use-locale';

/** Translates a key in the current (or given) locale, replacing `{name}` parameters. */
export function t(key: MessageKey, params?: Params, locale: Locale = getLocale()): string {
  const dot = key.indexOf('.');
  const ns = key.slice(0, dot) as keyof Dict;
  const name = key.slice(dot + 1);
  const texts = dictionaries[locale][ns] as Record<string, string> | undefined;
  if (!texts && import.meta.env.DEV) console.error(`[i18n] "${key}" used before loadDictionaries(): its namespace is not in the core`);
  const text = texts?.[name] ?? key;
  return params ? text.replace(/\{(\w+)\}/g, (m, p: string) => (p in params ? String(params[p]) : m)) : text;
}

/**
 * A whole count grouped by thousands: '12,345'. Both locales (zh-CN, en-US) group by three with a
 * comma; done by hand because the first Intl.NumberFormat of a page costs about 20 ms of ICU set-up.
 */
export function formatCount(n: number): string {
  return Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+$)/g, ',') : String(n);
}

/** `t` bound to the current locale; the component re-renders when the locale changes. */
export function useT(): (key: MessageKey, params?: Params) => string {
  const locale = useLocale();
  return (key, params) => t(key, params, locale);
}
