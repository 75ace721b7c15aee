// A paged list of product cards (home, shop, search): load-more as its end nears, pull-to-refresh,
// skeletons, empty state, error with retry.
import { useCallback } from 'react';
import type { ProductSummary } from '@/api/app-mall';
import { ProductCard } from './product-card';
import { Skeleton, type EmptyProps } from './loadable';
import { PagedList, type PagedListState } from './paged-list';

export interface ProductListProps {
  state: PagedListState<ProductSummary>;
  empty?: EmptyProps;
  /** How many covers load at once (above the fold); the rest load lazily. */
  eager?: number;
  /** Called when a card is opened, before the navigation (keep it stable: cards are memoized). */
  onOpen?: () => void;
}

export function ProductList({ state, empty, eager = 2, onOpen }: ProductListProps) {
  // Stable props: an appended page renders its new cards only.
  const renderItem = useCallback(
    (product: ProductSummary, i: number) => (
      <ProductCard key={product.code} product={product} eager={i < eager} onOpen={onOpen} />
    ),
    [eager, onOpen],
  );
  return <PagedList state={state} autoLoad skeleton={<Skeleton rows={4} />} empty={empty} renderItem={renderItem} />;
}
