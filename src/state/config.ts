// System config (delay fee, help links, withdrawal rate and limit): the spec's defaults until the
// backend answers; never persisted (docs/product.md#states).
import { atom } from 'jotai';
import { getConfig, toAppConfig, type AppConfig } from '@/api/config';
import { store } from './store';

export const configAtom = atom<AppConfig>(toAppConfig(null));

/**
 * Fetches the config into configAtom at start-up. Nobody asked for it, so the call is silent: a failure
 * (HTTP error, dropped, garbage, a non-zero code, a time-out 60 s later) keeps the defaults and shows
 * no toast; a screen that needs the config shows the problem in place.
 */
export function loadConfig(): Promise<void> {
  return getConfig({ silent: true }).then(
    (config) => store.set(configAtom, config),
    () => undefined,
  );
}
