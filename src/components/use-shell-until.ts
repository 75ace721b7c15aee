// A page that keeps index.html's shell over it (app/route-page.tsx, lazyPage's `keepsShell`) while its first screen
// would only be a skeleton: the shell already shows that skeleton, with the page's main picture in it.
import { useEffect, useLayoutEffect } from 'react';
import { dropAppShell } from '@/lib/app-shell';
import { FIRST_SCREEN_WAIT_MS } from '@/lib/idle';

/**
 * Takes the shell away in the frame in which `shown` (the page's content, or its error) renders; at the latest
 * FIRST_SCREEN_WAIT_MS after the page's first render (then its own skeleton, whose header works), or as it goes.
 */
export function useShellUntil(shown: boolean): void {
  useLayoutEffect(() => {
    if (shown) dropAppShell();
  }, [shown]);
  useEffect(() => {
    const timer = setTimeout(dropAppShell, FIRST_SCREEN_WAIT_MS);
    return () => {
      clearTimeout(timer);
      dropAppShell();
    };
  }, []);
}
