// The pickup community picker: a bottom sheet with a search box and the communities nearest first,
// each with its distance from me; the chosen one is marked.
import { useState } from 'react';
import { useLockFn } from 'ahooks';
import { Button, Popup } from 'antd-mobile';
import { useT } from '@/i18n';
import { EmptyState, ErrorState, Skeleton } from '@/components/loadable';
import { SearchInput } from '@/components/search-input';
import { confirmStationDistance } from '@/components/far-station';
import type { MyLocationState } from '@/state/location';
import { filterCommunities } from '@/rules/communities';
import type { CommunityNearby } from './communities';
import { formatDistance } from '@/lib/lbs/format-distance';

export interface CommunityPickerProps {
  open: boolean;
  onClose: () => void;
  communities: CommunityNearby[] | undefined;
  error?: Error;
  onRetry: () => void;
  chosenCode: string | undefined;
  onChoose: (c: CommunityNearby) => void;
  me: MyLocationState;
  onRelocate: () => void;
}

export function CommunityPicker({ open, onClose, communities, error, onRetry, chosenCode, onChoose, me, onRelocate }: CommunityPickerProps) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const shown = communities ? filterCommunities(communities, keyword) : undefined;
  // A far station is chosen only after a question (one at a time: a second tap waits for the answer).
  const choose = useLockFn(async (c: CommunityNearby) => {
    if (await confirmStationDistance(me.location, c)) onChoose(c);
  });
  const where =
    me.status === 'ready' && me.location ? t('shop.myLocation', { address: me.location.address })
    : me.status === 'failed' ? t('shop.locateFailed')
    : t('shop.locating');
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position="bottom" bodyClassName="qh-sheet community-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby="community-sheet-title" className="community-sheet-inner">
        <div className="community-sheet-head">
          <h2 id="community-sheet-title">{t('shop.chooseCommunity')}</h2>
          <Button size="small" fill="none" onClick={onClose}>
            {t('common.cancel')}
          </Button>
        </div>
        <SearchInput label={t('shop.searchCommunity')} placeholder={t('shop.searchCommunity')} value={keyword} onChange={setKeyword} />
        <div className="community-sheet-where">
          <span aria-live="polite">{where}</span>
          <Button size="mini" fill="none" color="primary" onClick={onRelocate} disabled={me.status === 'locating'}>
            {t('shop.relocate')}
          </Button>
        </div>
        <div className="community-sheet-list">
          {shown === undefined ? (
            error ? <ErrorState error={error} onRetry={onRetry} /> : <Skeleton rows={3} />
          ) : shown.length === 0 ? (
            <EmptyState title={t('shop.noCommunity')} />
          ) : (
            <ul>
              {shown.map((c) => (
                <li key={c.code}>
                  <button
                    type="button"
                    className={c.code === chosenCode ? 'community-item community-item--chosen' : 'community-item'}
                    aria-pressed={c.code === chosenCode}
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
                    {c.distance !== null && <span className="community-item-distance">{formatDistance(c.distance)}</span>}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </Popup>
  );
}
