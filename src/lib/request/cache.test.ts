import { describe, expect, it } from 'vitest';
import { RequestCache } from './cache';

function clock() {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('RequestCache', () => {
  it('keeps a value for its TTL and forgets it after', () => {
    const c = clock();
    const cache = new RequestCache(c.now);
    cache.set('k', 'v', 2);
    c.advance(1999);
    expect(cache.get('k')).toEqual({ hit: true, value: 'v' });
    c.advance(1);
    expect(cache.get('k')).toEqual({ hit: false });
  });
  it('does not keep a value with a TTL of 0', () => {
    const cache = new RequestCache();
    cache.set('k', 'v', 0);
    expect(cache.get('k').hit).toBe(false);
  });
  it('shares one load between identical calls in flight', async () => {
    const cache = new RequestCache();
    let loads = 0;
    let release!: (v: string) => void;
    const load = () => {
      loads += 1;
      return new Promise<string>((r) => (release = r));
    };
    const a = cache.share('k', load, () => 10);
    const b = cache.share('k', load, () => 10);
    release('v');
    expect(await Promise.all([a, b])).toEqual(['v', 'v']);
    expect(loads).toBe(1);
    expect(cache.get('k')).toEqual({ hit: true, value: 'v' });
  });
  it('shares a failure too, and keeps nothing', async () => {
    const cache = new RequestCache();
    const load = () => Promise.reject(new Error('boom'));
    await expect(Promise.all([cache.share('k', load, () => 10), cache.share('k', load, () => 10)])).rejects.toThrow(
      'boom',
    );
    expect(cache.get('k').hit).toBe(false);
    // Not stuck in flight: the next call loads again.
    await expect(
      cache.share(
        'k',
        () => Promise.resolve('ok'),
        () => 10,
      ),
    ).resolves.toBe('ok');
  });
  it('keeps only what `keep` allows', async () => {
    const cache = new RequestCache();
    await cache.share(
      'k',
      () => Promise.resolve({ code: 5 }),
      (v) => (v.code === 0 ? 10 : 0),
    );
    expect(cache.get('k').hit).toBe(false);
  });
  it('clear() forgets values and drops a result that arrives after it (old user)', async () => {
    const cache = new RequestCache();
    cache.set('a', 1, 10);
    let release!: (v: string) => void;
    const pending = cache.share(
      'b',
      () => new Promise<string>((r) => (release = r)),
      () => 10,
    );
    cache.clear();
    expect(cache.size).toBe(0);
    release('old');
    await pending;
    expect(cache.get('b').hit).toBe(false);
  });

  /** A load that answers when released and fails like fetch when its signal aborts; `signal` is the last one it got. */
  function heldLoad() {
    const held = { signal: new AbortController().signal, release: (_v: string) => {} };
    const load = (signal: AbortSignal) => {
      held.signal = signal;
      return new Promise<string>((resolve, reject) => {
        held.release = resolve;
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    };
    return { held, load };
  }

  it('a caller that aborts leaves alone; the load is aborted only when every caller has aborted', async () => {
    const cache = new RequestCache();
    const { held, load } = heldLoad();
    const first = new AbortController();
    const second = new AbortController();
    const a = cache.share('k', load, () => 10, first.signal).catch((e: unknown) => e);
    const b = cache.share('k', load, () => 10, second.signal);
    first.abort();
    expect(await a).toMatchObject({ name: 'AbortError' });
    expect(held.signal.aborted).toBe(false);
    held.release('v');
    await expect(b).resolves.toBe('v');

    const c = new AbortController();
    const d = new AbortController();
    const pc = cache.share('k2', load, () => 10, c.signal).catch((e: unknown) => e);
    const pd = cache.share('k2', load, () => 10, d.signal).catch((e: unknown) => e);
    c.abort();
    expect(held.signal.aborted).toBe(false);
    d.abort();
    expect(held.signal.aborted).toBe(true);
    expect(await pc).toMatchObject({ name: 'AbortError' });
    expect(await pd).toMatchObject({ name: 'AbortError' });
    // The next caller starts a fresh load instead of joining the cancelled one.
    const next = cache.share(
      'k2',
      () => Promise.resolve('fresh'),
      () => 10,
    );
    await expect(next).resolves.toBe('fresh');
  });

  it('a caller without a signal keeps the shared load alive', async () => {
    const cache = new RequestCache();
    const { held, load } = heldLoad();
    const ac = new AbortController();
    const a = cache.share('k', load, () => 10, ac.signal).catch((e: unknown) => e);
    const b = cache.share('k', load, () => 10);
    ac.abort();
    expect(held.signal.aborted).toBe(false);
    held.release('v');
    await expect(b).resolves.toBe('v');
    expect(await a).toMatchObject({ name: 'AbortError' });
  });

  it('hands out copies: a caller that changes its answer changes neither the cache nor the other callers', async () => {
    const cache = new RequestCache();
    let release!: (v: { list: number[] }) => void;
    const load = () => new Promise<{ list: number[] }>((r) => (release = r));
    const a = cache.share('k', load, () => 10);
    const b = cache.share('k', load, () => 10);
    release({ list: [1, 2] });
    const [ra, rb] = await Promise.all([a, b]);
    ra.list.push(3);
    expect(rb.list).toEqual([1, 2]);
    const hit = cache.get('k') as { hit: true; value: { list: number[] } };
    expect(hit.value.list).toEqual([1, 2]);
    hit.value.list.length = 0;
    expect((cache.get('k') as { hit: true; value: { list: number[] } }).value.list).toEqual([1, 2]);
  });
});
