// The client cache of successful answers, with per-call TTLs, and the sharing of identical calls in
// flight. Answers are handed out as copies, so a caller that changes one never changes the cache.

/** docs/product.md#constants cache lifetimes, in seconds. */
export const CACHE_TTL = {
  default: 10,
  shortList: 2, // area list, going-goods list, goods list
  team: 1800, // team data and team list
} as const;

interface Entry {
  value: unknown;
  expires: number;
}

/** One load in flight: its own abort controller, aborted only when every caller that joined it has aborted. */
interface Flight {
  promise: Promise<unknown>;
  controller: AbortController;
  /** Callers still waiting (a caller without a signal never leaves). */
  callers: number;
}

/** A copy of a JSON answer (the only kind of value the client caches). */
function copyOf<T>(value: T): T {
  return value === null || typeof value !== 'object' ? value : (JSON.parse(JSON.stringify(value)) as T);
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

export class RequestCache {
  private entries = new Map<string, Entry>();
  private inflight = new Map<string, Flight>();
  private generation = 0;

  constructor(private now: () => number = () => Date.now()) {}

  /** A copy of the value kept for `key`, if it has not expired. */
  get(key: string): { hit: true; value: unknown } | { hit: false } {
    const entry = this.entries.get(key);
    if (!entry) return { hit: false };
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return { hit: false };
    }
    return { hit: true, value: copyOf(entry.value) };
  }

  /** Whether `key` has a value kept that has not expired (no copy made). */
  has(key: string): boolean {
    const entry = this.entries.get(key);
    return entry !== undefined && entry.expires > this.now();
  }

  set(key: string, value: unknown, ttlSeconds: number): void {
    if (ttlSeconds > 0) this.entries.set(key, { value, expires: this.now() + ttlSeconds * 1000 });
  }

  /**
   * Runs `load` unless the same key is already loading, in which case the caller joins that load.
   * Each caller gets its own copy of the result. A caller whose `signal` aborts is rejected at once
   * with an AbortError; the load itself (its signal is the one given to `load`) is aborted only when
   * every caller has aborted. A result that arrives after `clear()` is not stored (it may belong to
   * the old user).
   */
  share<T>(
    key: string,
    load: (signal: AbortSignal) => Promise<T>,
    keep: (value: T) => number,
    signal?: AbortSignal,
  ): Promise<T> {
    if (signal?.aborted) return Promise.reject(abortError());
    let flight = this.inflight.get(key);
    if (!flight) {
      const generation = this.generation;
      const controller = new AbortController();
      const started: Flight = { controller, callers: 0, promise: Promise.resolve() };
      started.promise = load(controller.signal)
        .then((value) => {
          if (generation === this.generation) this.set(key, value, keep(value));
          return value;
        })
        .finally(() => {
          if (this.inflight.get(key) === started) this.inflight.delete(key);
        });
      this.inflight.set(key, started);
      flight = started;
    }
    return this.join(key, flight, signal) as Promise<T>;
  }

  private join(key: string, flight: Flight, signal?: AbortSignal): Promise<unknown> {
    flight.callers += 1;
    if (!signal) return flight.promise.then(copyOf);
    return new Promise((resolve, reject) => {
      const leave = () => {
        flight.callers -= 1;
        if (flight.callers === 0) {
          // Nobody waits any more: cancel the request, and let the next caller start a fresh one.
          if (this.inflight.get(key) === flight) this.inflight.delete(key);
          flight.controller.abort();
        }
        reject(abortError());
      };
      signal.addEventListener('abort', leave, { once: true });
      flight.promise.then(
        (value) => {
          signal.removeEventListener('abort', leave);
          resolve(copyOf(value));
        },
        (error: unknown) => {
          signal.removeEventListener('abort', leave);
          reject(error);
        },
      );
    });
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
