// Entry: the informational site and the app load separately; the app's code loads only when the route
// is not a site page (the site's entry hands over to the app when a link leaves the site). A site page
// that is already prerendered in the HTML paints first; its script loads and hydrates right after.
// When either cannot load (or start), a localized message with a reload takes the blank page's place.
import { isSitePath, routeOfHash } from '@/config/paths';
import { showLoadFailure } from '@/app/load-failure';
import { preloadEntryRoute } from '@/app/entry-routes';
import { earlyPictureSettled, startLinksAdded } from '@/lib/early-picture';
import { yieldToBrowser } from '@/lib/yield';
// The site's styles are part of the first load (inlined into index.html with the prerendered home).
import './global.css';
import '@/features/site/site.css';

const inSite = () => isSitePath(routeOfHash(window.location.hash));

function loadApp(): void {
  document.documentElement.classList.remove('site-cold');
  document.getElementById('root')?.replaceChildren();
  // The start chunks' evaluation in two tasks (React's shared chunk, then the app's), the app's start in the next
  // ones (app-entry.tsx). The entry route's code is asked for beside it, a module a task.
  import('./app/react-dom')
    .then(yieldToBrowser)
    .then(() => import('./app/app-entry'))
    .then(async (m) => {
      await yieldToBrowser();
      return m.startApp();
    })
    .catch(showLoadFailure);
  void preloadEntryRoute(routeOfHash(window.location.hash));
}

// A tap on a prerendered button (the menu, the language) before the site's script would be lost: the
// last one is kept and tapped again once the site has started (React hydrates the button to handle it).
let earlyTap: HTMLElement | null = null;
const keepTap = (e: MouseEvent) => {
  earlyTap = (e.target instanceof Element && e.target.closest<HTMLElement>('#root button')) || earlyTap;
};

// A tap on a prerendered link into the app may come before the site's script: then start the app.
const loadSite = () =>
  import('./app/site-entry')
    .then((m) => {
      document.removeEventListener('click', keepTap, true);
      if (!inSite()) return loadApp();
      m.startSite();
      earlyTap?.click();
    })
    .catch(showLoadFailure);

// The app's code once the entry route's main picture (asked for by the HTML) has loaded and the HTML has added its
// links to the app's start (lib/early-picture.ts).
if (!inSite()) void earlyPictureSettled().then(startLinksAdded).then(loadApp);
else {
  document.addEventListener('click', keepTap, true);
  if (document.documentElement.classList.contains('site-cold')) void loadSite();
  else requestAnimationFrame(() => setTimeout(() => void loadSite(), 0));
}
