// The mock backend's shared pieces: handler context, route shapes, failures and the JSON answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Store } from './store';
import type { MockUser, TokenOwner } from './types';
import { intOf } from './seed/util';
import { ERR } from '../src/rules/error-codes';

export interface MockSettings {
  secret: string;
  appId: string;
  /** Delay of every answer, in ms. */
  latencyMs: number;
  faults: Fault[];
  /** Added to the real clock wherever business time matters (activities, groups): MOCK_CLOCK_OFFSET_MS. */
  clockOffsetMs: number;
  /** Test-only routes: the clock knob under /__mock/ and the echo calls under /api/test/ (MOCK_TEST_HOOKS=1). */
  testHooks: boolean;
  /** The seed's texts poisoned with script payloads and its links with javascript: URLs (MOCK_XSS=1; mock/seed/xss.ts). */
  xss?: boolean;
}

/** The mock's business clock: the real time plus the test offset (so that a 24 h group limit can pass in a test). */
export function mockNow(settings: Pick<MockSettings, 'clockOffsetMs'>): number {
  return Date.now() + settings.clockOffsetMs;
}

/**
 * What an injected fault does: http500 (a JSON 500), html502 (a proxy's HTML 502 page), drop (the
 * connection closed unanswered), garbage (an HTML page with status 200), empty (status 200, no body),
 * hang (no answer ever), types (the real answer with every value of the wrong type), pass (the real
 * answer: an exception in front of a broader fault), or a non-zero envelope code.
 */
export type FaultKind =
  'http500' | 'html502' | 'drop' | 'garbage' | 'empty' | 'hang' | 'types' | 'pass' | { code: number; msg: string };

/** An injected fault: `match` is a path, or a prefix ending in '*' ('*' = every path); `kind` what happens. */
export interface Fault {
  match: string;
  kind: FaultKind;
  /** How many times it fires; undefined = always. */
  times?: number;
}

/** The SMS code the mock accepts for every purpose (login, registration, binding, reset, deletion, team application). */
export const MOCK_SMS_CODE = '123456';

/** A non-zero envelope code, thrown by a handler; `data` (optional) says what the refusal is about. */
export class Fail extends Error {
  constructor(
    readonly code: number,
    msg: string,
    readonly data: unknown = null,
  ) {
    super(msg);
  }
}

/** A refusal for a signing or client-header reason (code 401): the mock records each one (Mock.signingRefusals). */
export class SignFail extends Fail {
  constructor(readonly reason: string) {
    super(ERR.envelope.signCheck, `签名校验失败: ${reason}`);
  }
}

/** One request the mock refused for a signing or header reason, as the e2e harness reads it. */
export interface SigningRefusal {
  method: string;
  path: string;
  reason: string;
}

export interface Ctx {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The parsed payload: JSON body, form body, or query (GET). */
  body: Record<string, unknown>;
  raw: Buffer;
  headers: IncomingMessage['headers'];
  store: Store;
  settings: MockSettings;
  /** Who the bearer token stands for, if anyone. */
  owner: TokenOwner | null;
  /** The user of the token (requireUser() throws code 99 when there is none). */
  user: MockUser | null;
  /** Scheme, host and port the request came to, e.g. http://127.0.0.1:5173 */
  origin: string;
}

/** Code 99 unless the token stands for a user. */
export function requireUser(ctx: Ctx): MockUser {
  if (!ctx.user) throw new Fail(ERR.envelope.sessionInvalid, '登录已失效，请重新登录');
  return ctx.user;
}

export function requireString(body: Record<string, unknown>, name: string, label = name): string {
  const v = body[name];
  if (typeof v !== 'string' || v.trim() === '') throw new Fail(ERR.envelope.badInput, `${label}不能为空`);
  return v.trim();
}

/** The 0-based pageIndex of a list call (default 0), or code 1. */
export function pageIndexOf(body: Record<string, unknown>): number {
  const i = intOf(body.pageIndex ?? 0);
  if (i === null || i < 0) throw new Fail(ERR.envelope.badInput, 'pageIndex须为从0开始的整数');
  return i;
}

export interface ApiRoute {
  method: 'GET' | 'POST';
  path: string;
  /** 'user': needs a user's token (else code 99); 'token': any token; 'none': free. */
  auth: 'user' | 'token' | 'none';
  /** Multipart bodies are not parsed; the handler reads ctx.raw. */
  multipart?: boolean;
  /** A test-only route (the echo hooks): served only with testHooks (MOCK_TEST_HOOKS=1), like the clock; else no such call. */
  testHook?: boolean;
  handle(ctx: Ctx): unknown;
}

/**
 * A POST route for a logged-in user (auth 'user': without a user's token the call answers 99 before the
 * handler runs); the handler gets the user too.
 */
export function userPost(path: string, handle: (ctx: Ctx, user: MockUser) => unknown): ApiRoute {
  return { method: 'POST', path, auth: 'user', handle: (ctx) => handle(ctx, requireUser(ctx)) };
}

/** A route outside the envelope (OAuth page, location service, files): writes the answer itself. */
export interface RawRoute {
  method: 'GET' | 'POST';
  prefix: string;
  raw(req: IncomingMessage, res: ServerResponse, ctx: Ctx): void | Promise<void>;
  /** Answers an injected code:N fault in this route's own format (default: the {code, data, msg} envelope). */
  fault?(res: ServerResponse, ctx: Ctx, fault: { code: number; msg: string }): void;
}

export type Route = ApiRoute | RawRoute;

export function send(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) return;
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  const text = JSON.stringify(body);
  res.setHeader('content-length', Buffer.byteLength(text));
  res.end(text);
}

/** A generated picture (a day's cache; `headers` add to them), or a plain 404 when there is none. */
export function sendPng(res: ServerResponse, png: Buffer | null, headers: Record<string, string> = {}): void {
  if (!png) {
    res.statusCode = 404;
    return void res.end('Not found');
  }
  res.statusCode = 200;
  res.setHeader('content-type', 'image/png');
  res.setHeader('cache-control', 'public, max-age=86400');
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.end(png);
}
