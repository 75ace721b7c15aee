// Localized texts: zh-CN by default, en-US complete; chosen from the stored choice or the browser
// language, switchable at run time. `t('ns.key', {param})` anywhere, `useT()` in components. The
// informational site's texts (`site`) are not here: the site reads them itself (features/site/site-i18n.ts).
// One typed `t` over parts: the core namespaces below are in the app's first load (what the home's
// first screen, the tab bar, the route fallbacks and the request errors say); the rest comes in two
// parts, each a chunk per locale (parts/: the activity page's, and every other namespace), loaded by
// loadDictionaries() for the current locale: when idle after the first screen, and before a lazy route
// renders, the parts it says (app/route-page.tsx), so `t` stays synchronous; switchLocale() loads the
// other locale's before it switches. src/i18n/core.test.ts checks that the home's code uses only core
// namespaces and the activity page's only core and activity ones.
// The texts and `t` live in translate.ts (free of React, for the start-up code); the hooks here.
import { t, type MessageKey, type Params } from './translate';
import { useLocale } from './use-locale';

export * from './translate';
export { useLocale };

/** `t` bound to the current locale; the component re-renders when the locale changes. */
export function useT(): (key: MessageKey, params?: Params) => string {
  const locale = useLocale();
  return (key, params) => t(key, params, locale);
}
