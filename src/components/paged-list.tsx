// Paged lists (docs/product.md#states load-more states) on ahooks' useInfiniteScroll: page 1 replaces, later
// pages append, a full page means more, a short page means no more; pull-to-refresh reloads page 1.
import { useEffect, useRef, useState, type DependencyList, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useInfiniteScroll } from 'ahooks';
import { useT } from '@/i18n';
import { statusAfterFetch, type LoadMoreStatus } from '@/lib/load-more';
import { AppPullToRefresh } from './app-pull-to-refresh';
import { EmptyState, ErrorState, Skeleton, errorMessage, type EmptyProps } from './loadable';

export interface PageData<T> {
  list: T[];
  /** The last page fetched, 1-based. */
  page: number;
  status: LoadMoreStatus;
}

export interface PagedListOptions<T> {
  /** Pages kept from an earlier visit (back from a product): shown instead of fetching page 1, once. */
  restore?: PageData<T>;
}

/** One page of items (page 1-based); the hook turns pages into the spec's load-more state. */
export function usePagedList<T>(
  fetchPage: (page: number) => Promise<readonly T[]>,
  deps: DependencyList = [],
  options: PagedListOptions<T> = {},
) {
  const restore = useRef(options.restore);
  const result = useInfiniteScroll<PageData<T>>(
    async (last) => {
      if (!last && restore.current) {
        const kept = restore.current;
        restore.current = undefined;
        return kept;
      }
      const page = (last?.page ?? 0) + 1;
      const items = await fetchPage(page);
      return { list: [...items], page, status: statusAfterFetch(items.length) };
    },
    { reloadDeps: deps, isNoMore: (d) => d?.status === 'noMore' },
  );
  // The spec's third state: a page beyond the first is loading.
  const status: LoadMoreStatus = result.loadingMore ? 'loading' : (result.data?.status ?? 'more');
  return { ...result, status };
}

export type PagedListState<T> = ReturnType<typeof usePagedList<T>>;

export interface PagedListProps<T> {
  state: PagedListState<T>;
  renderItem: (item: T, index: number) => ReactNode;
  /** Pull-to-refresh (default on). */
  refreshable?: boolean;
  skeleton?: ReactNode;
  empty?: EmptyProps;
  className?: string;
  /** Load the next page when the footer comes within 50 px of the viewport (the spec's reach-bottom distance). */
  autoLoad?: boolean;
}

/** Reach-bottom distance (docs/product.md#constants). */
const REACH_BOTTOM_PX = 50;

export function PagedList<T>({
  state,
  renderItem,
  refreshable = true,
  skeleton,
  empty,
  className,
  autoLoad,
}: PagedListProps<T>) {
  const t = useT();
  const { data, error, loading, loadingMore, status, loadMore, reload, reloadAsync } = state;
  const [footer, setFooter] = useState<HTMLDivElement | null>(null);
  // One page each time the footer comes within reach. The footer is observed afresh whenever the list can
  // load more (after each page): a new observer's first report is measured after the page is laid out, so
  // a page that pushed the footer away is not followed by another at once (an observer kept from before
  // the page would still say "in view"), and a page too short to fill the screen is followed by the next.
  // A failed page waits for the retry button (no request on every scroll).
  useEffect(() => {
    if (!autoLoad || !footer || status !== 'more' || error || loading || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        loadMore();
      },
      { rootMargin: `0px 0px ${REACH_BOTTOM_PX}px 0px` },
    );
    observer.observe(footer);
    return () => observer.disconnect();
  }, [autoLoad, footer, status, error, loading, loadMore]);
  let body: ReactNode;
  if (data === undefined) body = error ? <ErrorState error={error} onRetry={reload} /> : (skeleton ?? <Skeleton />);
  else if (data.list.length === 0 && !loading) body = <EmptyState {...empty} />;
  else
    body = (
      <>
        <div className={className}>{data.list.map(renderItem)}</div>
        <div className="qh-load-more" aria-live="polite" data-status={status} ref={setFooter}>
          {error && !loading && !loadingMore && data.page > 0 ? (
            <Button size="small" fill="none" onClick={loadMore}>
              {t('common.loadMoreFailed', { msg: errorMessage(error, t('errors.server')) })}
            </Button>
          ) : status === 'loading' ? (
            t('common.loading')
          ) : status === 'noMore' ? (
            t('common.noMore')
          ) : (
            <Button size="small" fill="none" onClick={loadMore}>
              {t('common.loadMore')}
            </Button>
          )}
        </div>
      </>
    );
  if (!refreshable) return body;
  return <AppPullToRefresh onRefresh={reloadAsync}>{body}</AppPullToRefresh>;
}
