// The pickup community picker of the home, the checkout and the team application: a bottom sheet with the
// communities nearest first (rules/communities), each with its distance from me, the chosen one marked; a far
// one is taken only after a question. What the screens differ in (title, search, where-I-am line, texts) are props.
import { useMemo, useState } from 'react';
import { useLockFn } from 'ahooks';
import { Button } from 'antd-mobile';
import type { CommunityWire } from '@/api/community';
import { useT } from '@/i18n';
import { formatDistance } from '@/lib/lbs/format-distance';
import { byDistance, filterCommunities } from '@/rules/communities';
import { useMyLocation } from '@/state/location';
import { confirmStationDistance } from './far-station';
import { EmptyState, ErrorState, Skeleton } from './loadable';
import { SearchInput } from './search-input';
import { Sheet } from './sheet';
import './community-picker.css';

export interface CommunityPickerProps {
  open: boolean;
  /** The sheet's heading (and the list's name). */
  title: string;
  onClose: () => void;
  /** The communities, in any order (shown nearest first once I am located); undefined while they load. */
  communities: readonly CommunityWire[] | undefined;
  /** Why they did not load: shown in place of the list, with a retry. */
  error?: Error;
  onRetry?: () => void;
  chosenCode: string | undefined;
  /** A community tapped (a far one once the person has confirmed it). */
  onChoose: (c: CommunityWire) => void;
  /** A search box over the list, with this name and placeholder; none without. */
  searchLabel?: string;
  /** A line saying where I am, with a button that locates me again (this); none without. */
  onRelocate?: () => void;
  /** What an empty list (or a search finding nothing) says. */
  emptyText: string;
  /** How a row says its distance, given the formatted one ("350米"); the formatted one as it is without. */
  distanceText?: (distance: string) => string;
}

export function CommunityPicker({ open, title, onClose, ...list }: CommunityPickerProps) {
  return (
    <Sheet
      visible={open}
      title={title}
      onClose={onClose}
      className={list.searchLabel ? 'community-sheet community-sheet--search' : 'community-sheet'}
    >
      {/* The sheet mounts its content when it opens and drops it once closed: my location is asked for, and
          the search box starts empty, each time it opens. */}
      <CommunityList title={title} {...list} />
    </Sheet>
  );
}

function CommunityList({
  title,
  communities,
  error,
  onRetry,
  chosenCode,
  onChoose,
  searchLabel,
  onRelocate,
  emptyText,
  distanceText,
}: Omit<CommunityPickerProps, 'open' | 'onClose'>) {
  const t = useT();
  const [me] = useMyLocation();
  const [keyword, setKeyword] = useState('');
  const here = me.location;
  const rows = useMemo(
    () => (communities ? filterCommunities(byDistance(communities, here), keyword) : undefined),
    [communities, here, keyword],
  );
  // A far station is chosen only after a question (one at a time: a second tap waits for the answer).
  const choose = useLockFn(async (c: CommunityWire) => {
    if (await confirmStationDistance(here, c)) onChoose(c);
  });
  const where =
    me.status === 'ready' && here
      ? t('shop.myLocation', { address: here.address })
      : me.status === 'failed'
        ? t('shop.locateFailed')
        : t('shop.locating');
  return (
    <>
      {searchLabel !== undefined && (
        <SearchInput
          className="community-search"
          label={searchLabel}
          placeholder={searchLabel}
          value={keyword}
          onChange={setKeyword}
        />
      )}
      {onRelocate && (
        <div className="community-where">
          <span aria-live="polite">{where}</span>
          <Button size="mini" fill="none" color="primary" onClick={onRelocate} disabled={me.status === 'locating'}>
            {t('shop.relocate')}
          </Button>
        </div>
      )}
      <div className="community-list">
        {rows === undefined ? (
          error && onRetry ? (
            <ErrorState error={error} onRetry={onRetry} />
          ) : (
            <Skeleton rows={3} />
          )
        ) : rows.length === 0 ? (
          <EmptyState title={emptyText} />
        ) : (
          <div role="radiogroup" aria-label={title}>
            {rows.map((c) => (
              <button
                key={c.code}
                type="button"
                role="radio"
                aria-checked={c.code === chosenCode}
                className={c.code === chosenCode ? 'community-item community-item--chosen' : 'community-item'}
                onClick={() => void choose(c)}
              >
                <span className="community-item-main">
                  <span className="community-item-name">{c.name}</span>
                  <span className="community-item-address">
                    {c.city}
                    {c.district}
                    {c.address}
                  </span>
                </span>
                {c.distance !== null && (
                  <span className="community-item-distance">
                    {distanceText ? distanceText(formatDistance(c.distance)) : formatDistance(c.distance)}
                  </span>
                )}
              </button>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
