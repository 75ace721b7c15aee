// "Go there" for an order's pickup station: WeChat's map inside WeChat, the system's map app elsewhere
// (lib/wechat/sdk openLocation), at the station's GCJ-02 point.
import type { Station } from '@/api/product-order';
import { useT } from '@/i18n';
import { openLocation } from '@/lib/wechat/sdk';

export function StationMapButton({ station }: { station: Station }) {
  const t = useT();
  if (!station.latitude && !station.longitude) return null;
  return (
    <button
      type="button"
      className="order-station-map"
      data-testid="station-map"
      onClick={() => void openLocation({ latitude: station.latitude, longitude: station.longitude, name: station.name, address: station.address })}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12zm0-9a3 3 0 1 1 0-6 3 3 0 0 1 0 6z" fill="currentColor" />
      </svg>
      {t('order.stationOnMap')}
    </button>
  );
}
