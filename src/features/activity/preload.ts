// The spec's preload rule ('pageAction/hdAction/newAction' preloaded on all networks), as the design
// fixes it: once the activity tab shows, the editor's code is fetched when the browser is idle, on
// every network, so that opening the editor is instant. Safari has no requestIdleCallback: a timer.

export const loadEditor = () => import('./activity-edit-page');

let started = false;

export interface IdleWindow {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  setTimeout: (cb: () => void, ms: number) => unknown;
}

/** Fetches the editor's module once, when idle (a failure lets a later call try again). */
export function preloadEditor(load: () => Promise<unknown> = loadEditor, win: IdleWindow = window): void {
  if (started) return;
  started = true;
  const run = () => {
    load().catch(() => {
      started = false;
    });
  };
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: 4000 });
  else win.setTimeout(run, 200);
}

/** Test hook. */
export function resetPreloadForTests(): void {
  started = false;
}
