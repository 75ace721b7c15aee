// The one request client (the only importer of umi-request): signed headers, form or JSON body,
// the client cache, and the one place that unwraps the {code, data, msg} envelope.
import { extend, type RequestOptionsInit, type OnionMiddleware } from 'umi-request';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { t } from '@/i18n';
import { ENVELOPE_CODES } from '@/rules/envelope-codes';
import { goWebRoot, relaunch } from '@/lib/navigation';
import { detectEnvironment } from '@/lib/platform';
import { yieldToBrowser } from '@/lib/yield';
import { clearAllStorage, isHeaderValue, MAX_HEADER_VALUE, removeStored } from '@/lib/storage';
import { ApiError, isEnvelope, isNotFound, transportMessage, type Envelope } from './errors';
import { CACHE_TTL, RequestCache } from './cache';
import { cacheKey, pathOf, wireForm, type Payload } from './sign';
import { clientHeaders, deviceId, type SessionHeaders } from './headers';
import { SCENE_PATH, takeEarlyCall, type EarlyAnswer } from './early';
import { reporter } from './report';

/** Network time-out (docs/product.md#constants). */
export const TIMEOUT_MS = 60_000;
/** Server error toasts wait this long before showing (docs/product.md#errors). */
export const ERROR_TOAST_DELAY_MS = 300;
/**
 * The scene login, the one call that exchanges the OAuth code (at start-up; it answers the openid too): its
 * code 80 means "authorize again" (the spec's openid fetch; docs/decisions.md).
 */
export { SCENE_PATH };

export interface Session {
  token: string;
  userCode: string;
  openid: string;
}

let sessionSource: () => Session = () => ({ token: '', userCode: '', openid: '' });

/** The state layer tells the client where the current session is. */
export function setSessionSource(source: () => Session): void {
  sessionSource = source;
}

export interface CallOptions<W = unknown, T = W> {
  method?: 'GET' | 'POST';
  /** Cache successful answers: true for the default 10 s, or a number of seconds. Never for mutations. */
  cache?: boolean | number;
  /** No toast for a failure (the caller shows the error itself). */
  silent?: boolean;
  signal?: AbortSignal;
  /**
   * Turns the wire answer into the app's shape (yuan into fen): the API boundary. Whatever it refuses
   * (money with a fraction of a fen, NaN, a missing list) becomes an ApiError of kind 'parse'.
   */
  convert?: (wire: W) => T;
}

const cache = new RequestCache();

/** Forget every cached answer (logout, change of user). */
export function clearRequestCache(): void {
  cache.clear();
}

const platform = detectEnvironment().platform;

interface QhOptions extends RequestOptionsInit {
  qhPath: string;
  qhPayload?: Payload;
  qhTtl: number;
  /** The client cache's key of a call that asks for the cache (md5 of path and canonical payload), else ''. */
  qhKey: string;
}

const instance = extend({
  prefix: env.apiBase,
  timeout: TIMEOUT_MS,
  throwErrIfParseFail: true,
  credentials: 'same-origin',
});

/** A session value fit for a header, else '' (a value that cannot travel would fail every call): logged by name only. */
function sendable(header: string, value: string): string {
  if (isHeaderValue(value)) return value;
  console.warn(`[request] ${header} not sent: not printable ASCII or longer than ${MAX_HEADER_VALUE} characters`);
  return '';
}

/** The session as its headers carry it (a value unfit to travel is sent as ''). */
function sessionHeaders(): SessionHeaders {
  const session = sessionSource();
  return {
    token: sendable('token', session.token),
    account: sendable('account', session.userCode),
    openid: sendable('openid', session.openid),
  };
}

/** The headers of every backend request (session, device, signing) for a path and payload; uploads use it too. */
export function requestHeaders(path: string, payload?: Payload): Record<string, string> {
  return clientHeaders(
    sessionHeaders(),
    { platform, deviceId: deviceId(), appid: env.wxAppId, secret: env.signSecret },
    path,
    payload,
  );
}

/** The envelope unwrap of call(), for bodies fetched another way (uploads): same codes, same toasts. */
export function unwrapBody<T>(body: unknown, path: string, silent?: boolean): T {
  if (!isEnvelope(body)) throw fail(new ApiError('parse', transportMessage('parse'), path), silent);
  return unwrap<T>(body, path, sessionSource().token, silent);
}

// Signing headers: computed per request from the path (prefix included) and the payload.
instance.interceptors.request.use(
  (url, options) => {
    const o = options as QhOptions;
    const headers = requestHeaders(pathOf(url), o.qhPayload);
    return { url, options: { ...options, headers: { ...(options.headers as Record<string, string>), ...headers } } };
  },
  { global: false },
);

// The client cache: only calls that ask for it, keyed by md5(path + canon(payload)); only code 0 is kept;
// identical calls in flight share one request, each with its own cancel.
const cacheMiddleware: OnionMiddleware = async (ctx, next) => {
  const o = ctx.req.options as QhOptions;
  if (!(o.qhTtl > 0)) return next();
  const key = o.qhKey;
  const hit = cache.get(key);
  if (hit.hit) {
    ctx.res = hit.value;
    return;
  }
  ctx.res = await cache.share(
    key,
    async (shared) => {
      // The request goes out with the shared signal: it is cancelled only when every caller has cancelled.
      ctx.req.options.signal = shared;
      await next();
      return ctx.res as unknown;
    },
    (body) => (isEnvelope(body) && body.code === ENVELOPE_CODES.ok ? o.qhTtl : 0),
    o.signal ?? undefined,
  );
};
instance.use(cacheMiddleware, { global: false, core: false });

// A call that timed out is cancelled too: umi-request's time-out only stops waiting, and the request left open
// would hold one of the browser's six connections to the backend (HTTP/1.1) until the server answers; six of them
// and no call, not even 重试, could go out. Inside the cache's middleware: a shared request is cancelled with it.
const abortOnTimeout: OnionMiddleware = async (ctx, next) => {
  const controller = new AbortController();
  const outer = ctx.req.options.signal;
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', () => controller.abort(), { once: true });
  ctx.req.options.signal = controller.signal;
  try {
    await next();
  } catch (error) {
    if ((error as { type?: string })?.type === 'Timeout') controller.abort();
    throw error;
  }
};
instance.use(abortOnTimeout, { global: false, core: false });

let reloginShown = false;

/**
 * The API boundary for an answer already unwrapped: `convert` turns the wire shape into the app's;
 * anything it throws on is reported like an unparsable body (ApiError 'parse', a toast unless silent).
 */
export function convertAnswer<W, T>(path: string, wire: W, convert: (wire: W) => T, silent?: boolean): T {
  try {
    return convert(wire);
  } catch {
    throw fail(new ApiError('parse', transportMessage('parse'), path, undefined, 200), silent);
  }
}

/** Calls the backend and resolves the envelope's data (converted when asked); see the spec's error catalogue for the rest. */
export async function call<T, W = T>(path: string, payload?: Payload, options: CallOptions<W, T> = {}): Promise<T> {
  const method = options.method ?? 'POST';
  const ttl = options.cache === true ? CACHE_TTL.default : typeof options.cache === 'number' ? options.cache : 0;
  // '' for a call without the cache: nothing is kept under it.
  const key = ttl > 0 ? cacheKey(path, payload) : '';
  // A call the HTML already started (index.html's early script) is taken over once, its failure too.
  const early = options.signal ? null : takeEarlyCall(method, path, payload, sessionHeaders());
  // Each call that goes out is prepared (signed, through the client's middleware) in a task of its own: a screen
  // that starts several at once made them one long task of its start. An answer kept, or the early script's, has
  // nothing to prepare and is there at once: the home's first goods, arrived before the first render, mark it ready
  // before that render (no start screen over a ready home).
  if (!early && !cache.has(key)) await yieldToBrowser();
  const sentToken = sessionSource().token;
  // GET queries and /form bodies are written by us from the canonical entries: what travels is what is signed.
  const form = method !== 'GET' && path.includes('/form');
  const wire = method === 'GET' || form ? wireForm(payload) : '';
  const init: QhOptions = {
    method,
    qhPath: path,
    qhPayload: payload,
    qhTtl: ttl,
    qhKey: key,
    signal: options.signal,
    // GET has no body, but the spec's header list (section 7) holds content-type for every call.
    ...(method === 'GET'
      ? { headers: { 'Content-Type': 'application/json;charset=UTF-8' } }
      : form
        ? { data: wire, headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' } }
        : { data: payload ?? {}, requestType: 'json' as const }),
  };
  // A cached call takes an early call over as its request in flight: the same call asked meanwhile by another screen
  // shares it (one community list for the home's resolution and its bar), and its answer is kept like any other.
  let body: unknown;
  try {
    body = !early
      ? await instance(method === 'GET' && wire ? `${path}?${wire}` : path, init)
      : ttl > 0
        ? await cache.share(
            key,
            () => adoptEarly(early),
            (b) => (isEnvelope(b) && b.code === ENVELOPE_CODES.ok ? ttl : 0),
          )
        : await adoptEarly(early);
  } catch (error) {
    throw fail(transportError(error, path), options.silent);
  }
  if (!isEnvelope(body)) throw fail(new ApiError('parse', transportMessage('parse'), path), options.silent);
  const data = unwrap<W>(body, path, sentToken, options.silent);
  // Without a converter the wire shape is the app's shape (W defaults to T).
  if (!options.convert) return data as unknown as T;
  try {
    return convertAnswer(path, data, options.convert, options.silent);
  } catch (error) {
    // A refused answer is not kept: a retry asks the server again.
    if (ttl > 0) cache.forget(key);
    throw error;
  }
}

/** An early call's answer read as umi-request reads its own: its errors have the same shape (transportError). */
async function adoptEarly(answer: Promise<EarlyAnswer>): Promise<unknown> {
  let got: EarlyAnswer;
  try {
    got = await answer;
  } catch (error) {
    throw (error as { timeout?: boolean })?.timeout ? { type: 'Timeout' } : error;
  }
  if (got.status < 200 || got.status >= 300) throw { type: 'HttpError', response: { status: got.status } };
  try {
    return JSON.parse(got.text) as unknown;
  } catch {
    throw { type: 'ParseError', response: { status: got.status } };
  }
}

/** `sentToken`: the token the request carried ('' for none). */
function unwrap<T>(body: Envelope, path: string, sentToken: string, silent?: boolean): T {
  const { code, msg } = body;
  if (code === ENVELOPE_CODES.ok) return body.data as T;
  if (code === ENVELOPE_CODES.toRoot) {
    goWebRoot();
    throw new ApiError('redirect', msg || t('errors.redirect'), path, code, 200, body);
  }
  if (code === ENVELOPE_CODES.sessionInvalid && sentToken !== '') {
    // About a token that is no longer the session's (someone logged in meanwhile): nothing to undo.
    if (sessionSource().token !== sentToken) throw new ApiError('session', t('errors.relogin'), path, code, 200, body);
    if (!reloginShown) {
      reloginShown = true;
      void reporter()
        .alert({ content: t('errors.relogin') })
        .then(() => {
          removeStored('autologin');
          clearAllStorage();
          cache.clear();
          relaunch(paths.login);
        });
    }
    throw new ApiError('session', t('errors.relogin'), path, code, 200, body);
  }
  if (code === ENVELOPE_CODES.authFailed && path === SCENE_PATH) {
    void reporter()
      .alert({ title: t('errors.authFailedTitle'), content: t('errors.authFailedContent') })
      .then(goWebRoot);
    throw new ApiError('auth', t('errors.authFailedContent'), path, code, 200, body);
  }
  throw fail(new ApiError('server', msg || t('errors.server'), path, code, 200, body), silent);
}

/** Reports a failure as a toast, except an aborted call and a read answered "not found" (its screen says so in place). */
function fail(error: ApiError, silent?: boolean): ApiError {
  if (!silent && error.kind !== 'aborted' && !isNotFound(error))
    reporter().toast(error.message, { delay: ERROR_TOAST_DELAY_MS });
  return error;
}

function transportError(error: unknown, path: string): ApiError {
  const e = error as { name?: string; type?: string; response?: { status?: number } };
  if (e?.name === 'AbortError' || e?.type === 'AbortError') return new ApiError('aborted', 'aborted', path);
  if (e?.type === 'Timeout') return new ApiError('timeout', transportMessage('timeout'), path);
  // A proxy's HTML error page (502) fails to parse before its status is looked at: it is an HTTP error.
  const status = e?.response?.status ?? 0;
  if (e?.type === 'ParseError' && status >= 400)
    return new ApiError('http', transportMessage('http', status), path, undefined, status);
  if (e?.type === 'ParseError')
    return new ApiError('parse', transportMessage('parse'), path, undefined, e.response?.status);
  if (e?.type === 'HttpError') {
    return new ApiError('http', transportMessage('http', status), path, undefined, status);
  }
  return new ApiError('network', transportMessage('network'), path);
}
