// The preload rule: the editor's code is fetched once, when the browser is idle (a timer without requestIdleCallback).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadEditor, resetPreloadForTests } from './preload';

afterEach(() => resetPreloadForTests());

describe('preloadEditor', () => {
  it('waits for idle time, then loads the editor once however often the tab shows', () => {
    const idle: (() => void)[] = [];
    const win = { requestIdleCallback: (cb: () => void) => idle.push(cb), setTimeout: vi.fn() };
    const load = vi.fn(() => Promise.resolve());
    preloadEditor(load, win);
    preloadEditor(load, win);
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(load).toHaveBeenCalledTimes(1);
    expect(win.setTimeout).not.toHaveBeenCalled();
  });
  it('falls back to a timer where requestIdleCallback is missing (Safari), and tries again after a failed fetch', async () => {
    const timers: (() => void)[] = [];
    const win = { setTimeout: (cb: () => void) => timers.push(cb) };
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    preloadEditor(load, win);
    timers[0]!();
    await Promise.resolve();
    await Promise.resolve();
    preloadEditor(load, win);
    expect(timers).toHaveLength(2);
  });
});
