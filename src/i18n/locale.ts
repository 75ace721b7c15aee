// The current locale, without any dictionary: chosen from the stored choice or the browser language,
// switchable, observable. The app's i18n and the informational site's texts both use it.
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '@/lib/storage';

export const locales = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof locales)[number];
export const isLocale = (v: unknown): v is Locale => v === 'zh-CN' || v === 'en-US';

/** The locale the browser asks for: English when it prefers English, Chinese otherwise. */
export function browserLocale(languages: readonly string[] = globalThis.navigator?.languages ?? []): Locale {
  for (const lang of languages) {
    if (/^zh\b/i.test(lang)) return 'zh-CN';
    if (/^en\b/i.test(lang)) return 'en-US';
  }
  return 'zh-CN';
}

/** Where there is no browser (the build-time prerender), the locale being rendered. */
let serverLocale: Locale = 'zh-CN';
export function setServerLocale(locale: Locale): void {
  serverLocale = locale;
}

let current: Locale | null = null;
const listeners = new Set<() => void>();

export function getLocale(): Locale {
  if (typeof window === 'undefined') return serverLocale;
  current ??= readStored('locale', browserLocale(), isLocale);
  return current;
}

export function setLocale(locale: Locale): void {
  if (locale === getLocale()) return;
  current = locale;
  writeStored('locale', locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  listeners.forEach((l) => l());
}

export function subscribeLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The current locale, re-rendering on a switch. While hydrating prerendered HTML the locale is the
 * one the page already shows (index.html swaps in the prerender of the current locale before paint).
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}
