// Entry: the informational site and the app load separately. The site's entry is part of this first
// chunk (the prerendered phone home hydrates without another round trip); the app's code loads only when
// the route is not a site page (the site's entry hands over to the app when a link leaves the site).
import { isSitePath, routeOfHash } from '@/config/paths';
import { startSite } from './app/site-entry';

if (isSitePath(routeOfHash(window.location.hash))) startSite();
else {
  document.documentElement.classList.remove('site-cold');
  document.getElementById('root')?.replaceChildren();
  void import('./app/app-entry').then((m) => m.startApp());
}
