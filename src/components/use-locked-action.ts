// The one guard against double taps on a button that commits something (commit order, join, withdraw,
// apply, publish, hand over): ahooks' useLockFn, so a second tap or a dblclick while the first run is on
// its way (its confirmation, its request) does nothing, plus `busy` for the button's loading state.
import { useState, type FormEvent } from 'react';
import { useLockFn } from 'ahooks';

/** [run, busy]: run() starts `action` unless a run is under way; busy is true while one is. */
export function useLockedAction<A extends unknown[]>(
  action: (...args: A) => Promise<void>,
): [run: (...args: A) => Promise<void>, busy: boolean] {
  const [busy, setBusy] = useState(false);
  const run = useLockFn(async (...args: A) => {
    setBusy(true);
    try {
      await action(...args);
    } finally {
      setBusy(false);
    }
  });
  return [run, busy];
}

/** A form's onSubmit for `run`: the page never reloads (default prevented, a locked tap too); run() does the rest. */
export function submitWith(run: () => Promise<void>): (e: FormEvent) => void {
  return (e) => {
    e.preventDefault();
    void run();
  };
}
