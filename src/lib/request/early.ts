// The calls the HTML started before the app's code arrived (index.html's early script, built from
// lib/early-data-script.ts) and how the request client takes their answers over: each once, only when
// asked for with the same path, payload and session, and only while fresh; otherwise it asks again.
import type { SessionHeaders } from './headers';
import { canon, type Payload } from './sign';

/** The global the early script fills: one entry per call it started. */
export const EARLY_GLOBAL = '__qhEarly';
/** An early answer older than this (from its start) is not used: the client asks again. */
export const EARLY_MAX_AGE_MS = 10_000;
/** The network time-out of an early call (the client's, docs/product.md#constants). */
export const EARLY_TIMEOUT_MS = 60_000;

/** What came back: the HTTP status and the body's text (the client parses and judges it as its own). */
export interface EarlyAnswer {
  status: number;
  text: string;
}

/**
 * The session of an early call whose answer is the same whoever asks (the community list, a reference list): the
 * client takes it over with any session, so that a sign-in in between (WeChat's first entry: the early script runs
 * on the landing with the OAuth code, before the scene login) does not ask for it again.
 */
export const ANY_SESSION = '*';

/** The scene login (WeChat's OAuth code exchanged for the session): the early script sends it on the landing too. */
export const SCENE_PATH = '/api/auth/v2/scene';

export interface EarlyCall {
  /** sessionKey() of the headers it was sent with, or ANY_SESSION. */
  session: string;
  /** A one-time exchange (the scene login's code): taken however old, since asking again cannot succeed. */
  once?: boolean;
  /** performance.now() when it was sent. */
  at: number;
  /** Rejects on a network failure or the time-out ({ timeout: true }). */
  answer: Promise<EarlyAnswer>;
  /** Set by the early script once the answer has come (or the call failed). */
  answered?: true;
}

export type EarlyCalls = Record<string, EarlyCall>;

type WithEarly = { [EARLY_GLOBAL]?: EarlyCalls };

/** One call: method, path and canonical payload (what is signed). */
export const earlyKey = (method: string, path: string, payload?: Payload) => `${method} ${path}?${canon(payload)}`;
export const sessionKey = (s: SessionHeaders) => `${s.token}\n${s.account}\n${s.openid}`;

/** The early calls started so far (the early script's registry; created when absent). */
export function earlyCalls(): EarlyCalls {
  const g = globalThis as WithEarly;
  return (g[EARLY_GLOBAL] ??= {});
}

/**
 * The answer of an early call of exactly this method, path and payload, sent with this session (or one
 * whose answer is anyone's, ANY_SESSION) and still fresh; null otherwise. Taken once: the entry is gone after this, whatever it said.
 */
export function takeEarlyCall(
  method: string,
  path: string,
  payload: Payload | undefined,
  session: SessionHeaders,
  now = performance.now(),
): Promise<EarlyAnswer> | null {
  const calls = (globalThis as WithEarly)[EARLY_GLOBAL];
  if (!calls) return null;
  const key = earlyKey(method, path, payload);
  const call = calls[key];
  if (!call) return null;
  delete calls[key];
  if (call.session !== ANY_SESSION && call.session !== sessionKey(session)) return null;
  if (!call.once && now - call.at > EARLY_MAX_AGE_MS) return null;
  return call.answer;
}

/** Whether the early script sent this call and nobody has taken it yet (app/bootstrap.ts: its scene login). */
export function earlyCallWaiting(method: string, path: string, payload?: Payload): boolean {
  const calls = (globalThis as WithEarly)[EARLY_GLOBAL];
  return Boolean(calls?.[earlyKey(method, path, payload)]);
}

/** Whether an early call of this method and path (any payload), not taken yet, has had its answer (or failed). */
export function earlyCallAnswered(method: string, path: string): boolean {
  const calls = (globalThis as WithEarly)[EARLY_GLOBAL] ?? {};
  const prefix = earlyKey(method, path).split('?')[0] + '?';
  return Object.entries(calls).some(([key, call]) => key.startsWith(prefix) && call.answered === true);
}
