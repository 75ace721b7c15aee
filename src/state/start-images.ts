// The start images of this launch, fetched once (app/bootstrap starts it with the session; on the home,
// index.html's early script has already asked) and used by the start screen and the home's banner. The
// first image starts loading, high priority, as soon as the list arrives (the shell shows it in the
// banner's place until the page renders). The start screen's rules (docs/decisions.md#speed-and-start-up): at most once a
// day, only on a plain launch of the home, and only while the home is not ready.
import { atom } from 'jotai';
import { listStartImages, type StartImageWire } from '@/api/banner';
import { paths, routeOfHash } from '@/config/paths';
import { paintShellImage } from '@/lib/app-shell';
import { earlyCallAnswered } from '@/lib/request/early';
import { localDay } from '@/lib/local-day';
import { isString, readStored, writeStored } from '@/lib/storage';
import { store } from './store';

/** The list: null while it is on its way, [] when there is none (or the call failed: nobody asked for it). */
export const startImagesAtom = atom<StartImageWire[] | null>(null);

let launched: Promise<StartImageWire[]> | null = null;
let firstLoaded = false;

/** Fetches the list once per launch and starts loading its first image. */
export function launchStartImages(): Promise<StartImageWire[]> {
  launched ??= listStartImages().then(
    (list) => {
      const first = list[0];
      if (first) {
        const img = new Image();
        img.fetchPriority = 'high';
        img.onload = () => (firstLoaded = true);
        img.src = first.img;
        if (routeOfHash(window.location.hash).split('?')[0] === paths.tab.home) paintShellImage(first.img);
      }
      store.set(startImagesAtom, list);
      return list;
    },
    () => {
      store.set(startImagesAtom, []);
      return [];
    },
  );
  return launched;
}

/** The home has shown its first goods (or their failure): from then on no start screen covers it. */
export const homeReadyAtom = atom(false);

/** Called by the home once its first goods (or their failure) are on screen. */
export function markHomeReady(): void {
  if (!store.get(homeReadyAtom)) store.set(homeReadyAtom, true);
}

/**
 * Whether the home is ready now: it has shown its goods, or their answer is already here (the HTML's early call
 * has answered and the app, still resolving the community it asks with, has not taken it over yet: it shows them
 * as soon as it does).
 */
export function homeReadyNow(): boolean {
  // The goods' path as api/app-mall.ts listProducts asks (named, not imported: that module is not in the start's code).
  return store.get(homeReadyAtom) || earlyCallAnswered('POST', '/appMall/good/list');
}

let plainLaunch = false;

/**
 * Bootstrap says which route the app was opened on: only the home opened as such (not a shared link,
 * not another page opened directly) may show the start screen.
 */
export function noteEntryRoute(route: string): void {
  plainLaunch = route === paths.tab.home;
}

/** Whether this launch may show the start screen now: a plain launch of the home, none shown today. */
export function startScreenAllowed(now = new Date()): boolean {
  return plainLaunch && readStored('startScreenDay', '', isString) !== localDay(now);
}

/** The start screen showed: not again today. */
export function startScreenShown(now = new Date()): void {
  writeStored('startScreenDay', localDay(now));
}

/** Whether the first start image has loaded (the start screen never waits for it). */
export function firstStartImageLoaded(): boolean {
  return firstLoaded;
}
