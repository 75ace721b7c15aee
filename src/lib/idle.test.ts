import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_WAIT_MS, whenFirstScreenShown, whenIdle } from './idle';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('whenFirstScreenShown', () => {
  it('runs at once when no skeleton is on the page', () => {
    const run = vi.fn();
    whenFirstScreenShown(run);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits while a skeleton is shown, and runs once when it is replaced by the content', async () => {
    const skeleton = Object.assign(document.createElement('div'), { className: 'qh-skeleton' });
    document.body.append(skeleton);
    const run = vi.fn();
    whenFirstScreenShown(run);
    document.body.append(document.createElement('p'));
    await Promise.resolve();
    expect(run).not.toHaveBeenCalled();
    skeleton.replaceWith(document.createElement('article'));
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    document.body.append(document.createElement('p'));
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after the longest wait when a skeleton stays', () => {
    vi.useFakeTimers();
    document.body.append(Object.assign(document.createElement('div'), { className: 'qh-skeleton' }));
    const run = vi.fn();
    whenFirstScreenShown(run);
    vi.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('whenIdle', () => {
  it('does nothing once the page is gone (a chain of idle work still waiting when its window went)', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    vi.stubGlobal('window', undefined);
    expect(() => whenIdle(run)).not.toThrow();
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
  });
});
