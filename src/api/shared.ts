// Pieces shared by the API modules: paged answers, the page size, and mutations that drop the client cache.
import { call, clearRequestCache, type CallOptions } from '@/lib/request/client';
import type { Payload } from '@/lib/request/sign';

export { PAGE_SIZE } from '@/lib/load-more';

/** A paged answer: one page of items and the total over all pages. */
export interface PageWire<T> {
  list: T[];
  total: number;
}

export interface Page<T> {
  list: T[];
  total: number;
}

export function mapPage<W, T>(page: PageWire<W>, convert: (w: W) => T): Page<T> {
  return { list: page.list.map(convert), total: page.total };
}

/**
 * A call that changes server state: never cached, and after success the whole client cache is
 * dropped, so that the next read of any area (cart count, order list, team data) is fresh.
 */
export async function mutate<T>(path: string, payload?: Payload, options: Omit<CallOptions, 'cache' | 'method'> = {}): Promise<T> {
  const data = await call<T>(path, payload, options);
  clearRequestCache();
  return data;
}
