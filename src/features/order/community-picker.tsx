// Choosing my pickup community from the community list (nearest first when my location is known);
// the choice is the shared communityAtom, the same the home tab shows.
import { useLockFn, useRequest } from 'ahooks';
import { listCommunities } from '@/api/community';
import { Loadable } from '@/components/loadable';
import { Sheet } from '@/components/sheet';
import { confirmStationDistance } from '@/components/far-station';
import { useT } from '@/i18n';
import { straightDistance } from '@/rules/distance';
import type { ChosenCommunity } from '@/state/community';
import type { MyLocation } from '@/lib/lbs/my-location';
import { formatDistance } from '@/lib/lbs/format-distance';
import { OptionButton } from './order-parts';

export interface CommunityPickerProps {
  visible: boolean;
  current: string | undefined;
  me: MyLocation | null;
  onPick: (c: ChosenCommunity) => void;
  onClose: () => void;
}

export function CommunityPicker({ visible, current, me, onPick, onClose }: CommunityPickerProps) {
  const t = useT();
  const request = useRequest(listCommunities, { ready: visible });
  // A far station is chosen only after a question (one at a time: a second tap waits for the answer).
  const pick = useLockFn(async (c: ChosenCommunity) => {
    if (await confirmStationDistance(me, c)) onPick(c);
  });
  return (
    <Sheet visible={visible} title={t('order.chooseCommunity')} onClose={onClose}>
      <Loadable request={request} isEmpty={(list) => list.length === 0}>
        {(list) => {
          const rows = list
            .map((c) => ({ c, m: me ? straightDistance(me.latitude, me.longitude, c.latitude, c.longitude) : null }))
            .sort((a, b) => (a.m ?? 0) - (b.m ?? 0));
          return (
            <div className="order-options" role="radiogroup" aria-label={t('order.chooseCommunity')}>
              {rows.map(({ c, m }) => (
                <OptionButton
                  key={c.code}
                  checked={c.code === current}
                  onClick={() => void pick({ code: c.code, name: c.name, latitude: c.latitude, longitude: c.longitude })}
                  title={c.name}
                  detail={`${c.city}${c.district}${c.address}`}
                  side={m !== null && formatDistance(m)}
                />
              ))}
            </div>
          );
        }}
      </Loadable>
    </Sheet>
  );
}
