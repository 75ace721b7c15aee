// "Now" to the minute, for texts that read times to the minute (a good's cut-off and pickup): one timer
// for the whole app, set to the turn of the minute while something shows such a text. Cards that show
// it re-render when the minute turns, not whenever their list does.
import { useSyncExternalStore } from 'react';

const MINUTE_MS = 60_000;

const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** The start of the current minute (Unix ms): the same value all minute long. */
const currentMinute = (): number => {
  const now = Date.now();
  return now - (now % MINUTE_MS);
};

function tickAtNextMinute(): void {
  timer = setTimeout(
    () => {
      listeners.forEach((listener) => listener());
      tickAtNextMinute();
    },
    MINUTE_MS - (Date.now() % MINUTE_MS),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) tickAtNextMinute();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(timer);
    timer = undefined;
  };
}

/** The start of the current minute (Unix ms), updated when the minute turns. */
export function useMinuteNow(): number {
  return useSyncExternalStore(subscribe, currentMinute, currentMinute);
}
