// The site's texts without the app's dictionaries: only the `site` namespace is loaded here (the full
// i18n module bundles every namespace). The locale is the same stored choice the app's i18n reads.
import { useSyncExternalStore } from 'react';
import zh from '@/i18n/zh-CN/site';
import en from '@/i18n/en-US/site';
import { readStored, writeStored } from '@/lib/storage';

export type SiteLocale = 'zh-CN' | 'en-US';
export type SiteKey = keyof typeof zh;
export type SiteT = (key: SiteKey, params?: Record<string, string | number>) => string;

const dictionaries: Record<SiteLocale, Record<SiteKey, string>> = { 'zh-CN': zh, 'en-US': en };
const isLocale = (v: unknown): v is SiteLocale => v === 'zh-CN' || v === 'en-US';
/** The locale of the prerendered HTML. */
export const PRERENDER_LOCALE: SiteLocale = 'zh-CN';

function browserLocale(): SiteLocale {
  for (const lang of globalThis.navigator?.languages ?? []) {
    if (/^zh\b/i.test(lang)) return 'zh-CN';
    if (/^en\b/i.test(lang)) return 'en-US';
  }
  return 'zh-CN';
}

let current: SiteLocale | null = null;
const listeners = new Set<() => void>();

export function getSiteLocale(): SiteLocale {
  if (current === null) current = typeof window === 'undefined' ? PRERENDER_LOCALE : readStored('locale', browserLocale(), isLocale);
  return current;
}

export function setSiteLocale(locale: SiteLocale): void {
  current = locale;
  writeStored('locale', locale);
  document.documentElement.lang = locale;
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function translate(locale: SiteLocale, key: SiteKey, params?: Record<string, string | number>): string {
  const text = dictionaries[locale][key] ?? key;
  return params ? text.replace(/\{(\w+)\}/g, (m, p: string) => (p in params ? String(params[p]) : m)) : text;
}

/** The current locale (the prerender's while hydrating) and `t` bound to it. */
export function useSiteT(): { locale: SiteLocale; t: SiteT } {
  const locale = useSyncExternalStore(subscribe, getSiteLocale, () => PRERENDER_LOCALE);
  return { locale, t: (key, params) => translate(locale, key, params) };
}
