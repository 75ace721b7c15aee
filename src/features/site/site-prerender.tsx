// Build-time prerender of the phone home (run by the Vite plugin in vite.config.ts after the build):
// the HTML that dist/index.html carries in #root, hydrated by the site entry.
import { renderToString } from 'react-dom/server';
import { SiteApp, documentTitle } from './site-app';
import { PRERENDER_LOCALE, translate } from './site-i18n';

export function renderSiteHome(): { html: string; title: string } {
  return {
    html: renderToString(<SiteApp />),
    title: documentTitle((key, params) => translate(PRERENDER_LOCALE, key, params), 'index'),
  };
}
