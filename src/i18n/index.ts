// Localized texts: zh-CN by default, en-US complete; chosen from the stored choice or the browser
// language, switchable at run time. `t('ns.key', {param})` anywhere, `useT()` in components: the one `t`
// of i18n/translate.ts, which the informational site uses too with only its own namespace (`site`, added
// by features/site/site-i18n.ts; this module's dictionaries are the app's).
// The zh-CN core namespaces below are in the app's first load (en-US's come before the first render) (what the home's
// first screen, the tab bar, the route fallbacks and the request errors say); the rest comes in two
// parts, each a chunk per locale (parts/: the activity page's, and every other namespace), loaded by
// loadDictionaries() for the current locale: when idle after the first screen, and before a lazy route
// renders, the parts it says (app/route-page.tsx), so `t` stays synchronous; switchLocale() loads the
// other locale's before it switches. src/i18n/core.test.ts checks that the home's code uses only core
// namespaces and the activity page's only core and activity ones.
import { getLocale, setLocale, type Locale } from './locale';
import { addTexts, type CoreDict, type Texts } from './translate';
import zhCommon from './zh-CN/common';
import zhErrors from './zh-CN/errors';
import zhShop from './zh-CN/shop';
import zhMap from './zh-CN/map';
import zhLoad from './zh-CN/load';
import zhGift from './zh-CN/gift';

const zhCore: CoreDict = { common: zhCommon, errors: zhErrors, shop: zhShop, map: zhMap, load: zhLoad, gift: zhGift };
addTexts('zh-CN', zhCore);

/** The namespaces of the first load; every other namespace comes with loadDictionaries(). */
export const coreNamespaces = Object.keys(zhCore) as (keyof CoreDict)[];

export { t, useT, type MessageKey, type Params } from './translate';

/** The parts beyond the core: the activity page's (a shared link's first screen waits only for it), and the rest. */
export type TextPart = 'activity' | 'more';
export const textParts: readonly TextPart[] = ['activity', 'more'];
/**
 * The core of zh-CN (the default locale) is in the first load, above; en-US's is a chunk of its own
 * (parts/en-US-core.ts), fetched only where en-US is shown: before the app's first render
 * (loadCoreTexts, app/app-entry.tsx) and with any part of it (loadDictionaries, switchLocale).
 */
type Part = TextPart | 'core';
const partOf: Record<Locale, Record<Part, () => Promise<{ texts: Texts }>>> = {
  'zh-CN': {
    core: () => Promise.resolve({ texts: zhCore }),
    activity: () => import('./parts/zh-CN-activity'),
    more: () => import('./parts/zh-CN-more'),
  },
  'en-US': {
    core: () => import('./parts/en-US-core'),
    activity: () => import('./parts/en-US-activity'),
    more: () => import('./parts/en-US-more'),
  },
};
const loading = new Map<string, Promise<void>>([['zh-CN core', Promise.resolve()]]);
const loaded = new Set<string>(['zh-CN core']);

/** The core namespaces of a locale (the current one by default): at once for zh-CN, fetched once for en-US. */
export function loadCoreTexts(locale: Locale = getLocale()): Promise<void> {
  return loadPart(locale, 'core');
}

function loadPart(locale: Locale, part: Part): Promise<void> {
  const key = `${locale} ${part}`;
  let load = loading.get(key);
  if (!load) {
    load = partOf[locale][part]().then(
      ({ texts }) => {
        addTexts(locale, texts);
        loaded.add(key);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, load);
  }
  return load;
}

/**
 * Loads parts of the namespaces beyond the core (all by default) of a locale (the current one by
 * default), with its core; once each, a failed download may be tried again.
 */
export async function loadDictionaries(
  locale: Locale = getLocale(),
  parts: readonly TextPart[] = textParts,
): Promise<void> {
  await Promise.all([loadCoreTexts(locale), ...parts.map((part) => loadPart(locale, part))]);
}

/** Whether every namespace of the locale (the current one by default) is there. */
export function dictionariesLoaded(locale: Locale = getLocale()): boolean {
  return ['core', ...textParts].every((part) => loaded.has(`${locale} ${part}`));
}

/** Switches the app's language once its dictionaries are there (rejects, switching nothing, when they cannot load). */
export async function switchLocale(locale: Locale): Promise<void> {
  await loadDictionaries(locale);
  setLocale(locale);
}

export { browserLocale, getLocale, locales, setLocale, subscribeLocale, type Locale } from './locale';
export { useLocale } from './use-locale';

/**
 * A whole count grouped by thousands: '12,345'. Both locales (zh-CN, en-US) group by three with a
 * comma; done by hand because the first Intl.NumberFormat of a page costs about 20 ms of ICU set-up.
 */
export function formatCount(n: number): string {
  return Number.isInteger(n) ? String(n).replace(/\B(?=(\d{3})+$)/g, ',') : String(n);
}
