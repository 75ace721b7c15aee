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
    await expect(Promise.all([cache.share('k', load, () => 10), cache.share('k', load, () => 10)])).rejects.toThrow('boom');
    expect(cache.get('k').hit).toBe(false);
    // Not stuck in flight: the next call loads again.
    await expect(cache.share('k', () => Promise.resolve('ok'), () => 10)).resolves.toBe('ok');
  });
  it('keeps only what `keep` allows', async () => {
    const cache = new RequestCache();
    await cache.share('k', () => Promise.resolve({ code: 5 }), (v) => (v.code === 0 ? 10 : 0));
    expect(cache.get('k').hit).toBe(false);
  });
  it('clear() forgets values and drops a result that arrives after it (old user)', async () => {
    const cache = new RequestCache();
    cache.set('a', 1, 10);
    let release!: (v: string) => void;
    const pending = cache.share('b', () => new Promise<string>((r) => (release = r)), () => 10);
    cache.clear();
    expect(cache.size).toBe(0);
    release('old');
    await pending;
    expect(cache.get('b').hit).toBe(false);
  });
});
