// The server's clock on this page: the phone's clock plus the offset measured from the last answer,
// re-read every second while the screen shows a countdown.
import { useState } from 'react';
import { useInterval } from 'ahooks';

export function useServerNow(offset: number, tickMs = 1000): number {
  const [, setTick] = useState(0);
  useInterval(() => setTick((n) => n + 1), tickMs);
  return Date.now() + offset;
}
