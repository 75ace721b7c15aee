// The one error type of every backend call: a kind, a localized message, and what the server said.
import { t } from '@/i18n';

export type ApiErrorKind =
  | 'server' // the envelope's code is not 0 (and not one of the codes below)
  | 'redirect' // code 300: the browser goes to the web root
  | 'session' // code 99 with a token: log in again
  | 'auth' // code 80 on the openid call: authorize again
  | 'http' // non-2xx HTTP status
  | 'network' // no answer at all
  | 'timeout' // no answer within 60 s
  | 'parse' // an answer that is not a JSON envelope
  | 'aborted'; // the caller cancelled

export interface Envelope<T = unknown> {
  code: number;
  data: T;
  msg: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly path: string,
    readonly code?: number,
    readonly status?: number,
    readonly response?: Envelope,
  ) {
    super(message);
  }
}

/** A localized message for a transport failure. */
export function transportMessage(kind: 'http' | 'network' | 'timeout' | 'parse', status?: number): string {
  if (kind === 'http') return t('errors.http', { status: status ?? 0 });
  return t(`errors.${kind}`);
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}
