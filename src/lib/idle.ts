// Runs work when the browser is idle (within a time-out), or after a short timer where there is no
// requestIdleCallback (Safari): for code and texts fetched after the first screen, not with it.

export interface IdleWindow {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  setTimeout: (cb: () => void, ms: number) => unknown;
}

/** Calls `run` once the browser is idle (at the latest after `timeout` ms). */
export function whenIdle(run: () => void, timeout = 4000, win: IdleWindow = window): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout });
  else win.setTimeout(run, 200);
}
