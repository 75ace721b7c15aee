// The user's verification (auth info) status.
import { call } from '@/lib/request/client';

/** 0 none submitted, 1 under review, 2 approved, 3 rejected (defined in docs/api.md). */
export const CREDENTIALS_STATUS = { none: 0, reviewing: 1, approved: 2, rejected: 3 } as const;

export interface CredentialsWire {
  status: number;
}

/** POST /api/credentials/get: the user's verification status. */
export function getCredentials(): Promise<CredentialsWire> {
  return call<CredentialsWire>('/api/credentials/get', undefined, { cache: true });
}
