// The start images of this launch, fetched once (app/bootstrap starts it with the session) and used by
// the start screen and the home's banner. The first image starts loading, high priority, as soon as
// the list arrives, before any screen asks for it (on the home, index.html's static shell shows it in
// the banner's place until the page renders); the start screen shows only if it is loaded by then.
import { atom } from 'jotai';
import { listStartImages, type StartImageWire } from '@/api/banner';
import { paths, routeOfHash } from '@/config/paths';
import { paintShellImage } from '@/lib/app-shell';
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

/** Whether the first start image has loaded (the start screen never waits for it). */
export function firstStartImageLoaded(): boolean {
  return firstLoaded;
}
