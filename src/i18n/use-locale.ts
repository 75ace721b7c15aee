// The current locale in a component, re-rendering on a switch (locale.ts stays free of React).
import { useSyncExternalStore } from 'react';
import { getLocale, subscribeLocale, type Locale } from './locale';

/**
 * The current locale, re-rendering on a switch. While hydrating prerendered HTML the locale is the
 * one the page already shows (index.html swaps in the prerender of the current locale before paint).
 */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}
