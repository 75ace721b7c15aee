// Where the person is, if the browser can say so at once: only when location access is already granted (no
// prompt, no IP look-up, a short wait), in GCJ-02. What picks the catalogue's community before the home's first
// goods call (docs/product.md#business-time), in the app and in the HTML's early-data script alike: small, no i18n.
import type { LatLng } from '@/rules/distance';
import { wgs84ToGcj02 } from './coords';

/** How long the first goods call waits for a granted position. */
export const QUICK_POSITION_MS = 1500;

/** The position (GCJ-02) when location access is granted and it comes in time; else null. Never rejects. */
export async function quickPosition(timeout = QUICK_POSITION_MS): Promise<LatLng | null> {
  const geo = globalThis.navigator?.geolocation;
  const permissions = globalThis.navigator?.permissions;
  if (!geo || !permissions) return null;
  try {
    const status = await permissions.query({ name: 'geolocation' });
    if (status.state !== 'granted') return null;
  } catch {
    return null;
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeout);
    geo.getCurrentPosition(
      (pos) => {
        clearTimeout(timer);
        resolve(wgs84ToGcj02({ latitude: pos.coords.latitude, longitude: pos.coords.longitude }));
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
      { timeout, maximumAge: 300_000 },
    );
  });
}
