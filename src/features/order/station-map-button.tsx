// "Go there" for an order's pickup station: WeChat's map inside WeChat, the system's map app elsewhere
// (lib/wechat/sdk openLocation), at the station's GCJ-02 point.
import type { PickupStation } from '@/api/product-order';
import { useT } from '@/i18n';
import { openLocation } from '@/lib/wechat/sdk';
import { MapButton } from '@/components/map-button';

export function StationMapButton({ station }: { station: PickupStation }) {
  const t = useT();
  if (!station.latitude && !station.longitude) return null;
  return (
    <MapButton testId="station-map" onClick={() => void openLocation(station)}>
      {t('order.stationOnMap')}
    </MapButton>
  );
}
