// WeChat official-account OAuth in the browser: the authorize URL, reading the code and state WeChat
// puts before the hash, and the clean address (no code, no state, no auth marker) that replaces it.
import { md5 } from 'js-md5/build/md5-lite.mjs';
import { SETTING_DEFAULTS } from '@/config/defaults';

/**
 * Added to the hash route of redirect_uri with the number of the round trip (1, or 2 for the one
 * retry): "coming back from OAuth", so a return without a usable code never loops.
 */
export const AUTH_MARKER = 'wxauth';
/** The mock's authorize page on the app's own origin (docs/mock.md). */
export const MOCK_AUTHORIZE_PATH = '/connect/oauth2/authorize';

export type OauthScope = 'snsapi_base' | 'snsapi_userinfo';

/**
 * The authorize page to use: the configured one; but when the build runs against the embedded mock
 * (VITE_API_BASE empty) and VITE_WX_OAUTH_URL was left at WeChat's default, the mock's page.
 */
export function authorizeBase(apiBase: string, oauthUrl: string, origin: string): string {
  const base = apiBase === '' && oauthUrl === SETTING_DEFAULTS.VITE_WX_OAUTH_URL ? MOCK_AUTHORIZE_PATH : oauthUrl;
  return base.startsWith('/') ? `${origin}${base}` : base;
}

/** 16 characters of [A-Za-z0-9] for `state` (WeChat allows up to 128). */
export function randomState(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => chars[b % chars.length]).join('');
}

/** `base?appid=..&redirect_uri=..&response_type=code&scope=..&state=..#wechat_redirect`, in that order. */
export function authorizeUrl(
  base: string,
  appId: string,
  redirectUri: string,
  scope: OauthScope,
  state: string,
): string {
  const q = [
    `appid=${encodeURIComponent(appId)}`,
    `redirect_uri=${encodeURIComponent(redirectUri)}`,
    'response_type=code',
    `scope=${scope}`,
    `state=${encodeURIComponent(state)}`,
  ].join('&');
  return `${base}?${q}#wechat_redirect`;
}

function splitRoute(route: string): { path: string; params: URLSearchParams } {
  const i = route.indexOf('?');
  return i < 0
    ? { path: route, params: new URLSearchParams() }
    : { path: route.slice(0, i), params: new URLSearchParams(route.slice(i + 1)) };
}

function joinRoute(path: string, params: URLSearchParams): string {
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

/** The hash route with the auth marker of round trip `attempt` added (the route the person was going to survives the trip). */
export function markedRoute(route: string, attempt = 1): string {
  const { path, params } = splitRoute(route || '/');
  params.set(AUTH_MARKER, String(attempt));
  return joinRoute(path, params);
}

/** redirect_uri: this page without query, with the marked route as its hash. */
export function redirectUri(origin: string, pathname: string, route: string, attempt = 1): string {
  return `${origin}${pathname}#${markedRoute(route, attempt)}`;
}

/** What is remembered of a used code (spec: a repeated code restarts): its md5, never the code itself. */
export function codeFingerprint(code: string): string {
  return md5(`wx-oauth-code:${code}`);
}

export interface OauthReturn {
  /** The code WeChat put into the query (before the hash), or ''. */
  code: string;
  /** The state that came back with it, or ''. A code is exchanged only when this is the state the tab sent. */
  state: string;
  /** The hash route carried the auth marker. */
  marked: boolean;
  /** The round trip this is a return from: 0 (no marker), 1, or 2 (the one retry). */
  attempt: number;
  /** The hash route without the marker. */
  route: string;
  /** The address to put in place with history.replaceState: no code, no state, no marker. */
  cleanUrl: string;
}

/** Reads a location after a possible OAuth return. A `code` inside the hash route is a page's own, never OAuth's. */
export function readOauthReturn(loc: { origin: string; pathname: string; search: string; hash: string }): OauthReturn {
  const search = new URLSearchParams(loc.search);
  const code = search.get('code') ?? '';
  const state = search.get('state') ?? '';
  search.delete('code');
  search.delete('state');
  const rawRoute = loc.hash.replace(/^#/, '') || '/';
  const { path, params } = splitRoute(rawRoute);
  const marker = params.get(AUTH_MARKER);
  const marked = marker !== null;
  const attempt = marker === null ? 0 : marker === '2' ? 2 : 1;
  params.delete(AUTH_MARKER);
  const route = joinRoute(path, params);
  const s = search.toString();
  const hash = loc.hash === '' && !marked ? '' : `#${route}`;
  return { code, state, marked, attempt, route, cleanUrl: `${loc.origin}${loc.pathname}${s ? `?${s}` : ''}${hash}` };
}

/**
 * The code this return may exchange, or '': a code comes back with the state this tab sent (any other would
 * sign the person into someone else's account) and was never used (`usedFingerprint`, codeFingerprint of the
 * last one sent). The one rule of app/bootstrap.ts and the HTML's early script (lib/early-data-script.ts).
 */
export function usableCode(
  back: Pick<OauthReturn, 'code' | 'state'>,
  sentState: string,
  usedFingerprint: string,
): string {
  if (!back.code || sentState === '' || back.state !== sentState) return '';
  return codeFingerprint(back.code) === usedFingerprint ? '' : back.code;
}
