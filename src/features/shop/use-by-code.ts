// The one thing a detail screen shows, by the `code` in its route: loaded through useRequest, shown only
// when it is the one asked for (not the previous one while the next loads), and the screen opens at its top.
import { useEffect } from 'react';
import { useRequest } from 'ahooks';
import type { RequestState } from '@/components/loadable';

export function useByCode<T extends { code: string }>(code: string, load: (code: string) => Promise<T>): RequestState<T> {
  const request = useRequest(() => load(code), { ready: code !== '', refreshDeps: [code] });
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [code]);
  return { ...request, data: request.data?.code === code ? request.data : undefined };
}
