// Load-more state of paged lists (spec section 4): page 1 replaces the list, later pages append,
// a full page (a non-zero multiple of 10) means there may be more, a short page means no more.

/** List page size (spec section 9). */
export const PAGE_SIZE = 10;

export type LoadMoreStatus = 'more' | 'loading' | 'noMore';

/** The state before a fetch of `page` (1-based): a page beyond the first sets loading. */
export function statusBeforeFetch(page: number, current: LoadMoreStatus): LoadMoreStatus {
  return page > 1 ? 'loading' : current;
}

/** The state after a fetch that returned `count` items. */
export function statusAfterFetch(count: number, pageSize = PAGE_SIZE): LoadMoreStatus {
  return count > 0 && count % pageSize === 0 ? 'more' : 'noMore';
}

/** The list after a fetch of `page` (1-based): page 1 replaces, later pages append. */
export function mergePage<T>(list: readonly T[], items: readonly T[], page: number): T[] {
  return page <= 1 ? [...items] : [...list, ...items];
}

export interface LoadMoreState<T> {
  list: T[];
  /** The last page fetched (1-based), 0 before the first fetch. */
  page: number;
  status: LoadMoreStatus;
}

/** Both steps after a fetch: the merged list, the page and the new status. */
export function afterFetch<T>(state: LoadMoreState<T>, items: readonly T[], page: number, pageSize = PAGE_SIZE): LoadMoreState<T> {
  return { list: mergePage(state.list, items, page), page, status: statusAfterFetch(items.length, pageSize) };
}
