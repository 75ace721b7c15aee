// Entry: the informational site and the app load separately, so that the site's first load carries
// none of the app's code. The site's entry hands over to the app's when a link leaves the site.
import { isSitePath, routeOfHash } from '@/config/paths';

if (isSitePath(routeOfHash(window.location.hash))) void import('./app/site-entry').then((m) => m.startSite());
else void import('./app/app-entry').then((m) => m.startApp());
