// A launched request: taken once while fresh and asked for the same key, else asked again; its answer
// shows once arrived; a failure reaches whoever takes it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { launchedRequest } from './launched-request';

afterEach(() => {
  vi.useRealTimers();
});

describe('launchedRequest', () => {
  it('hands the launched answer to the first take with its key, then asks again', async () => {
    const slot = launchedRequest<string>(10_000);
    const load = vi.fn(async () => 'fresh');
    void slot.launch('a', async () => 'early');
    expect(slot.pending()).toBe(true);
    expect(await slot.take('a', load)).toBe('early');
    expect(slot.pending()).toBe(false);
    expect(await slot.take('a', load)).toBe('fresh');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows an arrived answer for its key only, without using it up', async () => {
    const slot = launchedRequest<string>(10_000);
    void slot.launch('a', async () => 'early');
    expect(slot.arrived('a')).toBeUndefined();
    await Promise.resolve();
    await Promise.resolve();
    expect(slot.arrived('a')).toBe('early');
    expect(slot.arrived('b')).toBeUndefined();
    expect(await slot.take('a', async () => 'fresh')).toBe('early');
  });

  it('asks again for another key or once the answer is older than its age, and a new launch replaces the old', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const slot = launchedRequest<string>(10_000);
    void slot.launch('a', async () => 'early');
    expect(await slot.take('b', async () => 'other')).toBe('other');
    void slot.launch('a', async () => 'early');
    vi.setSystemTime(1_000_000 + 10_001);
    expect(await slot.take('a', async () => 'late')).toBe('late');
    void slot.launch('a', async () => 'first');
    void slot.launch('a', async () => 'second');
    expect(await slot.take('a', async () => 'fresh')).toBe('second');
  });

  it('passes a failure to the take, not before', async () => {
    const slot = launchedRequest<string>(10_000);
    void slot.launch('a', async () => Promise.reject(new Error('offline')));
    await Promise.resolve();
    await expect(slot.take('a', async () => 'fresh')).rejects.toThrow('offline');
  });
});
