// Build-time prerender of the phone home (run by the Vite plugin in vite.config.ts after the build):
// the HTML that dist/index.html carries in #root for each locale, hydrated by the site entry.
import { renderToString } from 'react-dom/server';
import { locales, setServerLocale, type Locale } from '@/i18n/locale';
import { SiteApp, documentTitle } from './site-app';
import { translate } from './site-i18n';

export function renderSiteHome(): Record<Locale, { html: string; title: string }> {
  const out = {} as Record<Locale, { html: string; title: string }>;
  for (const locale of locales) {
    setServerLocale(locale);
    out[locale] = {
      html: renderToString(<SiteApp />),
      title: documentTitle((key, params) => translate(locale, key, params), 'index'),
    };
  }
  return out;
}
