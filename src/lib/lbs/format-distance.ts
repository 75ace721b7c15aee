// One format for a distance everywhere: whole metres under 1 km, then kilometres with one
// decimal, the units from i18n ('850米' / '1.2公里', '850 m' / '1.2 km').
import { t } from '@/i18n';

/** '850米' under 1 km (whole metres), else '1.2公里' (one decimal); the units from the current language. */
export function formatDistance(metres: number): string {
  const m = Math.max(0, Math.round(metres));
  if (m < 1000) return t('map.distanceM', { n: m });
  return t('map.distanceKm', { n: (m / 1000).toFixed(1) });
}
