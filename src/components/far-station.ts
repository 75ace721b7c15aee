// The question before a far pickup station is chosen, asked by the community picker (home, checkout, team):
// "离你约160.3公里…" with 仍然选择 / 重新选择; a near station, or an unknown location, passes without one.
import { t } from '@/i18n';
import { farDistance } from '@/lib/lbs/far';
import { formatDistance } from '@/lib/lbs/format-distance';
import type { LatLng } from '@/rules/distance';
import { showModal } from './feedback';

/** Resolves true when the station may be chosen: near, unknown distance, or the person confirmed a far one. */
export async function confirmStationDistance(
  me: LatLng | null | undefined,
  station: LatLng & { name: string },
): Promise<boolean> {
  const m = farDistance(me, station);
  if (m === null) return true;
  return showModal({
    title: t('map.farTitle'),
    content: t('map.farStation', { name: station.name, d: formatDistance(m) }),
    confirmText: t('map.farOk'),
    cancelText: t('map.farCancel'),
  });
}
