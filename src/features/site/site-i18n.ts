// The site's texts through the app's one `t` (i18n/translate.ts), with only the `site` namespace added:
// not the app's dictionaries (i18n/index.ts adds those). The locale is the app's (src/i18n/locale.ts).
import zh from '@/i18n/zh-CN/site';
import en from '@/i18n/en-US/site';
import { addTexts, t, useT, type MessageKey, type Params } from '@/i18n/translate';
import { useLocale } from '@/i18n/use-locale';
import type { Locale } from '@/i18n/locale';

addTexts('zh-CN', { site: zh });
addTexts('en-US', { site: en });

export type SiteKey = Extract<MessageKey, `site.${string}`>;
export type SiteT = (key: SiteKey, params?: Params) => string;

/** A site text in a given locale (the build-time prerender renders both). */
export const translate = (locale: Locale, key: SiteKey, params?: Params): string => t(key, params, locale);

/** The current locale and `t` bound to it. */
export function useSiteT(): { locale: Locale; t: SiteT } {
  return { locale: useLocale(), t: useT() };
}
