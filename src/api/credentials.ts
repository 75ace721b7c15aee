// The user's verification (auth info) status.
import { call, clearRequestCache } from '@/lib/request/client';
import { shaped } from './shared';

export { CREDENTIALS_STATUS } from '@/rules/station-states';
import { CREDENTIALS_STATUS } from '@/rules/station-states';

export interface CredentialsWire {
  status: number;
}

/** POST /api/credentials/get: the user's verification status (cached 10 s; `fresh` asks the server, for polling a review). */
export function getCredentials(options: { fresh?: boolean } = {}): Promise<CredentialsWire> {
  return call('/api/credentials/get', undefined, {
    cache: !options.fresh,
    convert: shaped<CredentialsWire>({ status: 'number' }),
  });
}

/**
 * The review poll of the application screen: the status asked fresh; once it is no longer "under
 * review" the client cache is dropped (the review changed team data on the server, as a mutation would).
 */
export async function pollCredentials(): Promise<CredentialsWire> {
  const c = await getCredentials({ fresh: true });
  if (c.status !== CREDENTIALS_STATUS.reviewing) clearRequestCache();
  return c;
}
