// index.html's early calls (docs/product.md#early-start), compiled at build time into a small inline script
// (scripts/build/early-data.ts): as soon as the HTML arrives, the entry route's first calls go out,
// signed and with the very headers the request client sends (lib/request/headers.ts), and the route's
// main picture is asked for from their answer and shown in the static shell. The client takes the
// answers over (lib/request/early.ts). Nothing goes out where the app leaves at once (WeChat without a
// session or a code: the OAuth trip) or on a site page. The catalogue's calls carry the person's community
// (docs/product.md#business-time), resolved by the app's own rule (rules/communities.ts): the stored choice, else the nearest of
// the community list to a position the browser gives at once, else the list's first.
import { env } from '@/config/env';
import { ENVELOPE_CODES } from '@/rules/envelope-codes';
import { paths, routeOfHash } from '@/config/paths';
import { paintShellImage } from '@/lib/app-shell';
import { holdForPicture, PICTURE_WAIT_MS } from '@/lib/early-picture';
import { detectEnvironment } from '@/lib/platform';
import { isHeaderValue, isRecord, isString, readSession, readStored, writeStored } from '@/lib/storage';
import {
  ANY_SESSION,
  earlyCalls,
  earlyKey,
  sessionKey,
  EARLY_TIMEOUT_MS,
  SCENE_PATH,
  type EarlyAnswer,
  type EarlyCall,
} from '@/lib/request/early';
import { codeFingerprint, readOauthReturn, usableCode } from '@/lib/wechat/oauth';
import { clientHeaders, deviceId, JSON_HEADERS, type SessionHeaders } from '@/lib/request/headers';
import type { Payload } from '@/lib/request/sign';
import { quickPosition } from '@/lib/lbs/quick-position';
import { resolveCommunity } from '@/rules/communities';

/** One early call: a POST with a JSON body (a GET without one), as the API module sends it; `picture` names the page's main picture in its data. */
export interface EntryCall {
  path: string;
  method?: 'POST' | 'GET';
  payload?: Payload;
  picture?: (data: unknown) => unknown;
  /** Asked with the person's community (its payload gets `communityCode`, as the screen's call has it). */
  community?: boolean;
  /** Its answer is the same whoever asks: the app takes it over whatever session it has by then (ANY_SESSION). */
  anyone?: boolean;
  /** A one-time exchange: the app takes it over however late its code comes (EarlyCall.once). */
  once?: boolean;
}

/**
 * WeChat's OAuth landing: the scene login that exchanges the code, sent here rather than once the app's code
 * has come (the entry's round trips: docs/decisions.md). Only a code app/bootstrap.ts would send itself (the
 * state this tab sent, never used: usableCode) on the app's marked return route, noted as used at once as the
 * app notes it; the app takes the answer whatever session it has by then. Null when there is none to send.
 */
export function sceneCall(loc: Location): EntryCall | null {
  const back = readOauthReturn(loc);
  // Only on a return from the authorize page the app sent the person to (its route carries the marker).
  if (!back.marked) return null;
  const code = usableCode(back, readSession('oauthState', '', isString), readStored('authCodeHash', '', isString));
  if (!code || !writeStored('authCodeHash', codeFingerprint(code))) return null;
  return { path: SCENE_PATH, payload: { code }, anyone: true, once: true };
}

/**
 * The community list: the early script asks for it when no community is stored, and the app takes the answer over,
 * also after the sign-in of WeChat's first entry (a reference list, the same for everyone: asked once).
 */
export const COMMUNITY_LIST: EntryCall = { path: '/api/community/v1/list', method: 'GET', anyone: true };

/**
 * The system settings (state/config.ts): every start asks for them (app/bootstrap.ts), the same for everyone. Sent
 * with the scene login of WeChat's landing, so that the entry's first screen waits for no call of the app's own
 * after the early ones (the bench's round trips, docs/decisions.md "Start-up in pieces").
 */
export const CONFIG_CALL: EntryCall = { path: '/api/config/v1/get', method: 'GET', anyone: true };

const firstOf = (list: unknown, fallback?: unknown): unknown =>
  (Array.isArray(list) && (list[0] as unknown)) || fallback;

/**
 * The first calls of the routes people open the app on, exactly as the screens ask for them (the unit
 * test checks each against its API function): the home's start images (its banner), first goods page
 * and areas; an activity (its cover); a product (its first picture).
 */
export function entryCalls(route: string): EntryCall[] {
  const [path = '', query = ''] = route.split('?');
  const code = new URLSearchParams(query).get('code') ?? '';
  if (path === paths.tab.home)
    return [
      {
        path: '/api/banner/v1/start/list',
        picture: (list) => {
          const first = firstOf(list);
          return isRecord(first) ? first.img : undefined;
        },
      },
      // The catalogue's (no sign-in, the same for whoever asks with that community): taken over after the scene
      // login of WeChat's landing too, which the app may have had answered (from here) before it asks.
      { path: '/appMall/good/list', payload: { current: 1, size: 10 }, community: true, anyone: true },
      { path: '/appMall/area/list', community: true, anyone: true },
    ];
  if (path === paths.activityDetail && code)
    return [
      {
        path: '/api/activity/v1/get',
        payload: { code },
        picture: (a) => (isRecord(a) ? firstOf(a.coverArr, a.img) : undefined),
      },
    ];
  if (path === paths.productDetail && code)
    return [
      {
        path: '/api/product/v1/get',
        payload: { code },
        community: true,
        picture: (p) => (isRecord(p) ? firstOf(p.imgList, p.img) : undefined),
      },
    ];
  return [];
}

/** A call with the community in its payload (none known: as it is, for everything). */
export function withCommunity(call: EntryCall, communityCode: string | null): EntryCall {
  return communityCode ? { ...call, payload: { ...call.payload, communityCode } } : call;
}

/** The stored community's code (state/community.ts keeps it), or null. */
function storedCommunity(): string | null {
  const stored = readStored<unknown>('community', null, (v): v is unknown => v === null || isRecord(v));
  return isRecord(stored) && typeof stored.code === 'string' && stored.code ? stored.code : null;
}

/** The community code from the community list's answer and a position given at once (resolveCommunity), or null. */
async function resolvedCommunity(list: Promise<EarlyAnswer>): Promise<string | null> {
  const [answer, here] = await Promise.all([list, quickPosition()]);
  const body = answer.status === 200 ? (JSON.parse(answer.text) as { code?: unknown; data?: unknown }) : null;
  const rows =
    body?.code === ENVELOPE_CODES.ok && Array.isArray(body.data) ? (body.data as unknown[]).filter(isCommunity) : [];
  return resolveCommunity(rows, null, here)?.community.code ?? null;
}

const isCommunity = (v: unknown): v is { code: string; latitude: number; longitude: number } =>
  isRecord(v) && typeof v.code === 'string' && typeof v.latitude === 'number' && typeof v.longitude === 'number';

/** The session as the app will read it (state/session.ts), each value fit for a header or ''. */
function storedSession(): SessionHeaders {
  const header = (name: 'token' | 'userCode' | 'mpOpenid') => readStored(name, '', isHeaderValue);
  const user = readStored<unknown>('userinfo', null, (v): v is unknown => v === null || isRecord(v));
  const sceneOpenid = isRecord(user) && isHeaderValue(user.sceneOpenid) ? user.sceneOpenid : '';
  return { token: header('token'), account: header('userCode'), openid: sceneOpenid || header('mpOpenid') };
}

/** Sends one call; the answer (status and text) or a rejection for a network failure or the time-out. */
function send(
  call: EntryCall,
  session: SessionHeaders,
  who: Parameters<typeof clientHeaders>[1],
): Promise<EarlyAnswer> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), EARLY_TIMEOUT_MS);
  const method = call.method ?? 'POST';
  return fetch(env.apiBase + call.path, {
    method,
    headers: { ...JSON_HEADERS, ...clientHeaders(session, who, call.path, call.payload) },
    body: method === 'GET' ? undefined : JSON.stringify(call.payload ?? {}),
    credentials: 'same-origin',
    signal: abort.signal,
  })
    .then(async (response) => ({ status: response.status, text: await response.text() }))
    .catch((error: unknown) => {
      throw abort.signal.aborted ? { timeout: true } : error;
    })
    .finally(() => clearTimeout(timer));
}

/** Starts the entry route's calls (the script's whole work). */
export function startEarlyCalls(): void {
  const route = routeOfHash(location.hash);
  const environment = detectEnvironment();
  const wechat = environment.platform === 'wechat' && !environment.miniProgram;
  const scene = wechat && /[?&]code=/.test(location.search) ? sceneCall(location) : null;
  const calls = entryCalls(route);
  if (calls.length === 0 && !scene) return;
  const session = storedSession();
  // In WeChat with no session the app goes to the authorize page first (app/bootstrap.ts), unless it is back with a code.
  if (wechat && !session.token && !/[?&]code=/.test(location.search)) return;
  const who = { platform: environment.platform, deviceId: deviceId(), appid: env.wxAppId, secret: env.signSecret };
  const registry = earlyCalls();
  const start = (call: EntryCall) => {
    const answer = send(call, session, who);
    const entry: EarlyCall = {
      session: call.anyone ? ANY_SESSION : sessionKey(session),
      ...(call.once ? { once: true } : {}),
      at: performance.now(),
      answer,
    };
    // Noted when it settles, a failure too (the screen reports that when the client takes it).
    const answered = () => void (entry.answered = true);
    answer.then(answered, answered);
    registry[earlyKey(call.method ?? 'POST', call.path, call.payload)] = entry;
    if (call.picture) showPicture(answer, call.picture);
    return answer;
  };
  if (scene) [scene, CONFIG_CALL].forEach(start);
  calls.filter((c) => !c.community).forEach(start);
  const catalogue = calls.filter((c) => c.community);
  if (catalogue.length === 0) return;
  // The catalogue's calls wait for the community: stored, else resolved from the list (asked for here too).
  const stored = storedCommunity();
  if (stored) return void catalogue.forEach((c) => start(withCommunity(c, stored)));
  // Except for the page's main picture: a product's is the same at every station (the community only says whether
  // its shop serves it), so its call goes at once without one, for the shell's picture; the screen's call, with the
  // community, follows (the one the app takes over, or this one when no community can be had).
  const pictured = catalogue.filter((c) => c.picture);
  pictured.forEach(start);
  resolvedCommunity(start(COMMUNITY_LIST))
    .catch(() => null)
    .then((code) =>
      catalogue
        .filter((c) => code || !pictured.includes(c))
        .forEach(({ picture: _shown, ...c }) => start(withCommunity(c, code))),
    );
}

/**
 * Shows the route's main picture in the shell from its call's answer; the app's code is asked for once
 * the picture has loaded (lib/early-picture.ts), or failed, or was not to be had.
 */
function showPicture(answer: Promise<EarlyAnswer>, picture: NonNullable<EntryCall['picture']>): void {
  const release = holdForPicture();
  answer
    .then(({ status, text }) => {
      const body = status === 200 ? (JSON.parse(text) as { code?: unknown; data?: unknown }) : null;
      const src = body?.code === ENVELOPE_CODES.ok ? picture(body.data) : undefined;
      if (typeof src !== 'string') return release();
      const whenParsed = (paint: () => void) =>
        document.readyState === 'loading'
          ? document.addEventListener('DOMContentLoaded', paint, { once: true })
          : paint();
      whenParsed(() => {
        const img = paintShellImage(src);
        if (!img) return release();
        img.addEventListener('load', release, { once: true });
        img.addEventListener('error', release, { once: true });
        setTimeout(release, PICTURE_WAIT_MS);
      });
    })
    .catch(release);
}
