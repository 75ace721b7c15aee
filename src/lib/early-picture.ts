// When the app's code may be asked for: on an entry route whose main picture the HTML's early script
// asks for (lib/early-data-script.ts), once that picture has loaded (or failed, or was not to be had, or
// a short wait ran out), so that the picture does not share the phone's bandwidth with the app's code;
// at once everywhere else. Read by main.tsx and index.html's preload script (the same global). And when
// index.html's preload script has added its links (startLinksAdded).

/** The global the early script sets: a promise settled when the app's code may be asked for. */
export const PICTURE_GLOBAL = '__qhEarlyPicture';
/** After the picture's address is known, the code waits for it at most this long. */
export const PICTURE_WAIT_MS = 1000;
/** From the early script's start, the code waits at most this long in all (a slow or hanging call). */
export const START_WAIT_MS = 3000;

/** The global index.html's preload script sets: a promise settled once it has added the last of its start links. */
export const START_LINKS_GLOBAL = '__qhStartLinks';

type WithPicture = { [PICTURE_GLOBAL]?: Promise<void>; [START_LINKS_GLOBAL]?: Promise<void> };

/** Settles when the app's code may be asked for (at once when no early picture is on its way). */
export function earlyPictureSettled(): Promise<void> {
  return (globalThis as WithPicture)[PICTURE_GLOBAL] ?? Promise.resolve();
}

/**
 * Settles when the HTML has added its modulepreload links of the app's start and the route (a few a task), at once
 * where it adds none: the app's imports then find every link there (Vite's preload helper adds those missing).
 */
export function startLinksAdded(): Promise<void> {
  return (globalThis as WithPicture)[START_LINKS_GLOBAL] ?? Promise.resolve();
}

/** The early script's side: publishes the promise and returns its release. */
export function holdForPicture(): () => void {
  let release: () => void = () => undefined;
  (globalThis as WithPicture)[PICTURE_GLOBAL] = new Promise<void>((done) => (release = done));
  setTimeout(release, START_WAIT_MS);
  return release;
}
