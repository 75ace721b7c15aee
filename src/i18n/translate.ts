// The one `t` of the app and the informational site: the texts by locale and namespace, added by whoever
// loads them (the app's core namespaces and its parts: i18n/index.ts; the site's own namespace and nothing
// else: features/site/site-i18n.ts), so the site carries only its own dictionaries. Holds no texts itself.
import { getLocale, type Locale } from './locale';
import { useLocale } from './use-locale';
import type { Texts as ActivityTexts } from './parts/zh-CN-activity';
import type { Texts as MoreTexts } from './parts/zh-CN-more';
import type zhCommon from './zh-CN/common';
import type zhErrors from './zh-CN/errors';
import type zhShop from './zh-CN/shop';
import type zhMap from './zh-CN/map';
import type zhLoad from './zh-CN/load';
import type zhGift from './zh-CN/gift';
import type zhSite from './zh-CN/site';

/** The namespaces of the app's first load (i18n/index.ts). */
export type CoreDict = {
  common: typeof zhCommon;
  errors: typeof zhErrors;
  shop: typeof zhShop;
  map: typeof zhMap;
  load: typeof zhLoad;
  gift: typeof zhGift;
};
/** Every namespace: the app's core and parts, and the site's. */
type Dict = CoreDict & ActivityTexts & MoreTexts & { site: typeof zhSite };
/** A locale's texts of some namespaces, with every key of zh-CN's. */
export type Complete<D> = { [NS in keyof D]: Record<keyof D[NS], string> };
export type Texts = Partial<Complete<Dict>>;

export type MessageKey = { [NS in keyof Dict]: `${NS & string}.${keyof Dict[NS] & string}` }[keyof Dict];
export type Params = Record<string, string | number>;

const dictionaries: Record<Locale, Texts> = { 'zh-CN': {}, 'en-US': {} };

/** Adds namespaces to a locale's texts (once they have loaded). */
export function addTexts(locale: Locale, texts: Texts): void {
  Object.assign(dictionaries[locale], texts);
}

/** Translates a key in the current (or given) locale, replacing `{name}` parameters. */
export function t(key: MessageKey, params?: Params, locale: Locale = getLocale()): string {
  const dot = key.indexOf('.');
  const ns = key.slice(0, dot) as keyof Dict;
  const name = key.slice(dot + 1);
  const texts = dictionaries[locale][ns] as Record<string, string> | undefined;
  if (!texts && import.meta.env.DEV)
    console.error(`[i18n] "${key}" used before its namespace was loaded (i18n/index.ts, features/site/site-i18n.ts)`);
  const text = texts?.[name] ?? key;
  return params ? fillParams(text, params) : text;
}

/**
 * Puts the parameters into a text: `{name}` is the value; `{n|one|other}` is the word for a count (en-US: 'one'
 * for exactly 1, else 'other': '{n} {n|piece|pieces}'). zh-CN texts need no plural forms and use none.
 */
export function fillParams(text: string, params: Params): string {
  return text
    .replace(/\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g, (m, p: string, one: string, other: string) =>
      p in params ? (Number(params[p]) === 1 ? one : other) : m,
    )
    .replace(/\{(\w+)\}/g, (m, p: string) => (p in params ? String(params[p]) : m));
}

/** `t` bound to the current locale; the component re-renders when the locale changes. */
export function useT(): (key: MessageKey, params?: Params) => string {
  const locale = useLocale();
  return (key, params) => t(key, params, locale);
}
