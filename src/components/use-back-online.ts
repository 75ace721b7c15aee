// Offline is told as offline, and a failure the network caused is retried by itself when it is back: the
// browser says it is offline (navigator.onLine, through ahooks' useNetwork) or the failure is a network-kind
// ApiError; while a failure is shown, the `online` event retries it once.
import { useEffect } from 'react';
import { useLatest, useNetwork } from 'ahooks';
import { ApiError } from '@/lib/request/errors';

/** Whether `error` (shown now, or undefined) is the phone being offline; `retry` runs when the network is back. */
export function useBackOnline(error: unknown, retry: () => void): boolean {
  const { online } = useNetwork();
  const retryRef = useLatest(retry);
  const failed = error !== undefined && error !== null;
  useEffect(() => {
    if (!failed) return;
    const back = () => retryRef.current();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, [failed, retryRef]);
  return failed && (online === false || (error instanceof ApiError && error.kind === 'network'));
}
