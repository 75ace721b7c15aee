// What the backend's messages share in their texts: money as a resident reads it, a pickup window in China
// time, and when an unpaid order or join is reminded before it closes.
import { formatChina } from '../../src/rules/china-time';

/** How long before an unpaid order or join closes its `unpaidSoon` is written (docs/product.md#the-stations-day). */
export const UNPAID_SOON_MS = 5 * 60_000;

/** An amount in yuan as the texts write it: ¥12.50. */
export const money = (yuanAmount: number) => `¥${yuanAmount.toFixed(2)}`;
/** A pickup window in China time: 5月12日 16:00-20:00. */
export const windowText = (start: number, end: number) =>
  `${formatChina(start, 'M月D日 HH:mm')}-${formatChina(end, 'HH:mm')}`;
