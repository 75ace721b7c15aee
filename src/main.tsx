// Entry: the informational site and the app load separately; the app's code loads only when the route
// is not a site page (the site's entry hands over to the app when a link leaves the site). A site page
// that is already prerendered in the HTML paints first; its script loads and hydrates right after.
import { isSitePath, routeOfHash } from '@/config/paths';
// The site's styles are part of the first load (inlined into index.html with the prerendered home).
import './global.css';
import '@/features/site/site.css';

const inSite = () => isSitePath(routeOfHash(window.location.hash));

function loadApp(): void {
  document.documentElement.classList.remove('site-cold');
  document.getElementById('root')?.replaceChildren();
  void import('./app/app-entry').then((m) => m.startApp());
}

// A tap on a prerendered link into the app may come before the site's script: then start the app.
const loadSite = () => import('./app/site-entry').then((m) => (inSite() ? m.startSite() : loadApp()));

if (!inSite()) loadApp();
else if (document.documentElement.classList.contains('site-cold')) void loadSite();
else requestAnimationFrame(() => setTimeout(() => void loadSite(), 0));
