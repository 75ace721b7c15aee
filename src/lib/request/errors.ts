// The one error type of every backend call: a kind, a localized message, and what the server said.
import { t } from '@/i18n';
import { NOT_FOUND } from '@/rules/envelope-codes';

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

/**
 * The reads whose "no such thing" answer has a code of its own (docs/api.md): the product, the shop, the
 * order, the activity, the after-sale asked for by a stale or mistyped link.
 */
export const NOT_FOUND_CODES: Readonly<Record<string, number>> = {
  '/api/product/v1/get': NOT_FOUND.product,
  '/appMall/store/get': NOT_FOUND.shop,
  '/api/productOrder/v1/user/get': NOT_FOUND.order,
  '/api/activity/v1/get': NOT_FOUND.activity,
  '/api/afterSale/v1/get': NOT_FOUND.afterSale,
};

/**
 * Whether a read answered that what it asked for does not exist: nothing to retry, no toast; the
 * screen shows it as its empty state (components/loadable).
 */
export function isNotFound(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.kind === 'server' &&
    error.code !== undefined &&
    NOT_FOUND_CODES[error.path] === error.code
  );
}

export function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}
