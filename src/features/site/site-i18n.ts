// The site's texts without the app's dictionaries: only the `site` namespace is loaded here (the full
// i18n module bundles every namespace). The locale is the app's (src/i18n/locale.ts).
import zh from '@/i18n/zh-CN/site';
import en from '@/i18n/en-US/site';
import type { Locale } from '@/i18n/locale';
import { useLocale } from '@/i18n/use-locale';

export type SiteKey = keyof typeof zh;
export type SiteT = (key: SiteKey, params?: Record<string, string | number>) => string;

const dictionaries: Record<Locale, Record<SiteKey, string>> = { 'zh-CN': zh, 'en-US': en };

export function translate(locale: Locale, key: SiteKey, params?: Record<string, string | number>): string {
  const text = dictionaries[locale][key] ?? key;
  return params ? text.replace(/\{(\w+)\}/g, (m, p: string) => (p in params ? String(params[p]) : m)) : text;
}

/** The current locale and `t` bound to it. */
export function useSiteT(): { locale: Locale; t: SiteT } {
  const locale = useLocale();
  return { locale, t: (key, params) => translate(locale, key, params) };
}
