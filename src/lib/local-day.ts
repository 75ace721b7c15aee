// The China calendar day as text (2026-11-26): what "once a day" compares (the start screen), also read by the
// bench. China time whatever the phone's zone (docs/product.md#business-time), so the day turns at China's midnight.
import { chinaDayKey } from '@/rules/china-time';

export function localDay(now = new Date()): string {
  return chinaDayKey(now.getTime());
}
