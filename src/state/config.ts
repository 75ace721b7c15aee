// System config (delay fee, help links, withdrawal rate and limit): the spec's defaults until the
// backend answers; never persisted (spec section 4).
import { atom } from 'jotai';
import { getConfig, toAppConfig, type AppConfig } from '@/api/config';
import { store } from './store';

export const configAtom = atom<AppConfig>(toAppConfig(null));

/** Fetches the config into configAtom; a failure keeps the defaults (and says nothing: not the person's concern). */
export function loadConfig(): Promise<void> {
  return getConfig().then(
    (config) => store.set(configAtom, config),
    () => undefined,
  );
}
