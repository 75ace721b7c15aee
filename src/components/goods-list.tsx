// A paged list of goods cards (home, shop, search): load-more as its end nears, pull-to-refresh,
// skeletons, empty state, error with retry.
import { useCallback } from 'react';
import type { Good } from '@/api/app-mall';
import { GoodCard } from './good-card';
import { Skeleton, type EmptyProps } from './loadable';
import { PagedList, type PagedListState } from './paged-list';

export interface GoodsListProps {
  state: PagedListState<Good>;
  empty?: EmptyProps;
  /** How many covers load at once (above the fold); the rest load lazily. */
  eager?: number;
  /** Called when a card is opened, before the navigation (keep it stable: cards are memoized). */
  onOpen?: () => void;
}

export function GoodsList({ state, empty, eager = 2, onOpen }: GoodsListProps) {
  // Stable props: an appended page renders its new cards only.
  const renderItem = useCallback(
    (good: Good, i: number) => <GoodCard key={good.code} good={good} eager={i < eager} onOpen={onOpen} />,
    [eager, onOpen],
  );
  return <PagedList state={state} autoLoad skeleton={<Skeleton rows={4} />} empty={empty} renderItem={renderItem} />;
}
