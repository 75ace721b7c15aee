// The client cache of successful answers, with per-call TTLs, and the sharing of identical calls in flight.

/** Spec section 9 cache lifetimes, in seconds. */
export const CACHE_TTL = {
  default: 10,
  shortList: 2, // area list, going-goods list, goods list
  team: 1800, // team data and team list
} as const;

interface Entry {
  value: unknown;
  expires: number;
}

export class RequestCache {
  private entries = new Map<string, Entry>();
  private inflight = new Map<string, Promise<unknown>>();
  private generation = 0;

  constructor(private now: () => number = () => Date.now()) {}

  get(key: string): { hit: true; value: unknown } | { hit: false } {
    const entry = this.entries.get(key);
    if (!entry) return { hit: false };
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return { hit: false };
    }
    return { hit: true, value: entry.value };
  }

  set(key: string, value: unknown, ttlSeconds: number): void {
    if (ttlSeconds > 0) this.entries.set(key, { value, expires: this.now() + ttlSeconds * 1000 });
  }

  /**
   * Runs `load` unless the same key is already loading, in which case the caller shares that
   * promise. A result that arrives after `clear()` is not stored (it may belong to the old user).
   */
  share<T>(key: string, load: () => Promise<T>, keep: (value: T) => number): Promise<T> {
    const running = this.inflight.get(key);
    if (running) return running as Promise<T>;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        if (generation === this.generation) this.set(key, value, keep(value));
        return value;
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
      });
    this.inflight.set(key, promise);
    return promise;
  }

  /** Forgets one answer (it was refused at the API boundary). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets everything (logout, change of user). */
  clear(): void {
    this.entries.clear();
    this.inflight.clear();
    this.generation += 1;
  }

  get size(): number {
    return this.entries.size;
  }
}
