// The server's clock on this page: the phone's clock plus the offset measured from the last answer,
// re-read every second while the screen shows a countdown.
import { useEffect, useState } from 'react';

export function useServerNow(offset: number, tickMs = 1000): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  return Date.now() + offset;
}
