// Choosing the community of a pickup point: a searchable list (name, district, address), nearest
// first with its distance once my location is known (located only when the list opens).
import { useMemo, useState } from 'react';
import { List, SearchBar } from 'antd-mobile';
import { useLockFn } from 'ahooks';
import type { CommunityWire } from '@/api/community';
import { useT } from '@/i18n';
import { Sheet } from '@/components/sheet';
import { confirmStationDistance } from '@/components/far-station';
import { distanceBetween } from '@/rules/distance';
import { formatDistance } from '@/lib/lbs/format-distance';
import { useMyLocation } from '@/state/location';

export interface CommunityPickerProps {
  open: boolean;
  communities: CommunityWire[];
  selected: string;
  onPick: (c: CommunityWire) => void;
  onClose: () => void;
}

export function CommunityPicker({ open, communities, selected, onPick, onClose }: CommunityPickerProps) {
  const t = useT();
  return (
    <Sheet visible={open} title={t('team.communityPick')} onClose={onClose}>
      {open && <CommunityList communities={communities} selected={selected} onPick={onPick} />}
    </Sheet>
  );
}

function CommunityList({ communities, selected, onPick }: Omit<CommunityPickerProps, 'open' | 'onClose'>) {
  const t = useT();
  const [me] = useMyLocation();
  const [keyword, setKeyword] = useState('');
  const here = me.location;
  // A pickup point far from me is chosen only after a question (one at a time).
  const pick = useLockFn(async (c: CommunityWire) => {
    if (await confirmStationDistance(here, c)) onPick(c);
  });
  const rows = useMemo(() => {
    const k = keyword.trim();
    const withDistance = communities
      .filter((c) => !k || `${c.name}${c.city}${c.district}${c.address}`.includes(k))
      .map((c) => ({ c, d: distanceBetween(here, c) ?? undefined }));
    return here ? withDistance.sort((a, b) => (a.d ?? 0) - (b.d ?? 0)) : withDistance;
  }, [communities, keyword, here]);
  return (
    <>
      <div className="team-community-search">
        <SearchBar placeholder={t('team.communitySearch')} value={keyword} onChange={setKeyword} clearable={false} aria-label={t('team.communitySearch')} />
      </div>
      <List className="team-community-list">
        {rows.length === 0 && <List.Item>{t('team.communityNone')}</List.Item>}
        {rows.map(({ c, d }) => (
          <List.Item
            key={c.code}
            onClick={() => void pick(c)}
            description={`${c.city}${c.district} ${c.address}`}
            extra={d === undefined ? undefined : t('team.distance', { d: formatDistance(d) })}
            arrowIcon={false}
            aria-current={c.code === selected ? 'true' : undefined}
            className={c.code === selected ? 'team-community-picked' : undefined}
          >
            {c.name}
          </List.Item>
        ))}
      </List>
    </>
  );
}
