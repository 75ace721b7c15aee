// The current locale, without any dictionary and without React: chosen from the stored choice or the
// browser language, switchable, observable. The app's i18n, the informational site's texts and the
// entry's load-failure message (src/main.tsx) all use it; `useLocale` is in use-locale.ts.
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
