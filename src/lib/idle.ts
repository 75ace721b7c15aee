// Runs work when the browser is idle (within a time-out), or after a short timer where there is no
// requestIdleCallback (Safari): for code and texts fetched after the first screen, not with it, and never
// while the page still shows skeletons for its first screen.

export interface IdleWindow {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  setTimeout: (cb: () => void, ms: number) => unknown;
}

/** The longest a page's skeletons hold back the work for after its first screen. */
export const FIRST_SCREEN_WAIT_MS = 3000;

/**
 * Runs `run` once the page's first screen is shown: no skeleton left on it (its data has come and shows),
 * or after FIRST_SCREEN_WAIT_MS (a slow answer, a part that loads late). The browser is often idle while
 * a page waits for its data: what is fetched and evaluated then would come before the first screen.
 */
export function whenFirstScreenShown(run: () => void, doc: Document = document): void {
  const shown = () => !doc.querySelector('.qh-skeleton');
  if (shown()) return run();
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    run();
  };
  const observer = new MutationObserver(() => shown() && finish());
  observer.observe(doc.body, { childList: true, subtree: true });
  const timer = setTimeout(finish, FIRST_SCREEN_WAIT_MS);
}

/** Calls `run` once the page's first screen is shown and then the browser is idle (at the latest `timeout` ms after that). */
export function whenIdle(run: () => void, timeout = 4000, win: IdleWindow | undefined = globalThis.window): void {
  // No window: the page is gone (a test's environment torn down while a chain of idle work was still waiting).
  if (!win) return;
  const idle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout });
    else win.setTimeout(run, 200);
  };
  if (win === window && typeof document !== 'undefined') whenFirstScreenShown(idle);
  else idle();
}
