// The one thing a detail screen shows, by the `code` in its route: loaded through useRequest, shown only
// when it is the one asked for (not the previous one while the next loads), and the screen opens at its top.
import { useEffect, type DependencyList } from 'react';
import { useRequest } from 'ahooks';
import type { RequestState } from '@/components/loadable';

/** `deps`: what else the answer depends on (the person's community): a change loads it again. */
export function useByCode<T extends { code: string }>(
  code: string,
  load: (code: string) => Promise<T>,
  deps: DependencyList = [],
): RequestState<T> {
  const request = useRequest(() => load(code), { ready: code !== '', refreshDeps: [code, ...deps] });
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [code]);
  return { ...request, data: request.data?.code === code ? request.data : undefined };
}
