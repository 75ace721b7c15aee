// A request started early, at launch (before the screen that shows its answer has rendered), for that screen
// to take once: the home's first goods page and areas, a shared link's activity. Taken only while fresh and
// asked for the same thing (its key); else the screen asks again. A failure reaches the screen that takes it.
// (The HTML's early-data script answers sit below this, in the request client: lib/request/early.ts.)

export interface LaunchedRequest<T> {
  /** Starts the request for `key`, in place of one launched before. Returns its answer. */
  launch(key: string, load: () => Promise<T>): Promise<T>;
  /** True while a launched request waits to be taken (arrived or not). */
  pending(): boolean;
  /** The answer if it has arrived, is fresh and was asked for `key`; it stays to be taken. */
  arrived(key: string): T | undefined;
  /** The launched answer if it is fresh and was asked for `key`, else `load()`; either way the launched one is used up. */
  take(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops the launched request (test hook; or once its answer was handed over by arrived()). */
  forget(): void;
}

interface Launched<T> {
  key: string;
  at: number;
  answer: Promise<T>;
  /** The answer, once it has arrived. */
  value?: T;
}

/** One launch slot; a launched answer older than `maxAgeMs` is not used. */
export function launchedRequest<T>(maxAgeMs: number): LaunchedRequest<T> {
  let launched: Launched<T> | null = null;
  const fits = (l: Launched<T> | null, key: string): l is Launched<T> =>
    l !== null && l.key === key && Date.now() - l.at <= maxAgeMs;
  return {
    launch(key, load) {
      const entry: Launched<T> = { key, at: Date.now(), answer: load() };
      // The screen reports a failure when it takes the answer.
      entry.answer.then(
        (value) => (entry.value = value),
        () => undefined,
      );
      launched = entry;
      return entry.answer;
    },
    pending: () => launched !== null,
    arrived: (key) => (fits(launched, key) ? launched.value : undefined),
    take(key, load) {
      const l = launched;
      launched = null;
      return fits(l, key) ? l.answer : load();
    },
    forget() {
      launched = null;
    },
  };
}
