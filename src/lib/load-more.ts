// Load-more state of paged lists (docs/product.md#states): a full page (a non-zero multiple of 10) means there may
// be more, a short page means no more; components/paged-list.tsx adds the third state, loading.

/** List page size (docs/product.md#constants). */
export const PAGE_SIZE = 10;

export type LoadMoreStatus = 'more' | 'loading' | 'noMore';

/** The state after a fetch that returned `count` items. */
export function statusAfterFetch(count: number, pageSize = PAGE_SIZE): LoadMoreStatus {
  return count > 0 && count % pageSize === 0 ? 'more' : 'noMore';
}
