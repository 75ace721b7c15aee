// The mock backend as one connect-style handler: body parsing, signature and token checks, the
// {code, data, msg} envelope, latency and fault injection. Served by Vite, `npm run mock`,
// `npm run serve` and the tests alike.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SETTING_DEFAULTS } from '../src/config/defaults';
import { canonical, canonicalPairs, checkClient, checkSignedText, NonceBook } from './verify';
import { Store } from './store';
import {
  Fail,
  send,
  SignFail,
  type ApiRoute,
  type Ctx,
  type Fault,
  type MockSettings,
  type RawRoute,
  type SigningRefusal,
} from './core';
import { routes as allRoutes } from './handlers';
import { poisonSeed } from './seed/xss';
import { ERR } from '../src/rules/error-codes';

export function settingsFromEnv(e: NodeJS.ProcessEnv = process.env): MockSettings {
  return {
    secret: e.VITE_SIGN_SECRET || SETTING_DEFAULTS.VITE_SIGN_SECRET,
    appId: e.VITE_WX_APPID || SETTING_DEFAULTS.VITE_WX_APPID,
    latencyMs: Number(e.MOCK_LATENCY_MS) || 0,
    faults: parseFaults(e.MOCK_FAULTS ?? ''),
    clockOffsetMs: Number(e.MOCK_CLOCK_OFFSET_MS) || 0,
    testHooks: e.MOCK_TEST_HOOKS === '1',
    xss: e.MOCK_XSS === '1',
  };
}

/**
 * MOCK_FAULTS: `path=kind` entries separated by ';'. The path is exact, or ends in '*' for a prefix
 * ('*' alone: every path; `/ws/*`: the whole location service); the first entry that matches decides.
 * Kind: http500, html502, drop, garbage, empty, hang, types, pass, or code:N[:msg] (see FaultKind); an optional `*times` at the end limits how often it fires. Only the first '=' splits,
 * so a message may hold '=', ':' and '*'. For any message at all (';', a trailing `*3`), give the
 * faults as JSON instead: `[{"match": "/api/x", "kind": {"code": 5, "msg": "a;b"}, "times": 1}]`.
 * Example: `/api/cart/v1/list=http500*1;/api/config/v1/get=code:5:维护中`
 */
export function parseFaults(spec: string): Fault[] {
  const text = spec.trim();
  if (text.startsWith('[')) return faultsFromJson(JSON.parse(text) as unknown);
  return text
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(parseFaultEntry);
}

const FAULT_KINDS = ['http500', 'html502', 'drop', 'garbage', 'empty', 'hang', 'types', 'pass'] as const;
type PlainKind = (typeof FAULT_KINDS)[number];
const isPlainKind = (k: unknown): k is PlainKind => (FAULT_KINDS as readonly unknown[]).includes(k);

function parseFaultEntry(entry: string): Fault {
  const eq = entry.indexOf('=');
  if (eq <= 0) throw new Error(`MOCK_FAULTS entry "${entry}" is not path=kind`);
  const match = entry.slice(0, eq).trim();
  let kindText = entry.slice(eq + 1).trim();
  const count = /\*(\d+)$/.exec(kindText);
  const times = count ? Number(count[1]) : undefined;
  if (count) kindText = kindText.slice(0, count.index);
  if (kindText.startsWith('code:')) {
    const body = kindText.slice('code:'.length);
    const colon = body.indexOf(':');
    const code = Number(colon === -1 ? body : body.slice(0, colon));
    if (!Number.isInteger(code)) throw new Error(`MOCK_FAULTS entry "${entry}": code:N needs a whole number`);
    const msg = colon === -1 ? '' : body.slice(colon + 1);
    return { match, kind: { code, msg: msg || '模拟错误' }, times };
  }
  if (!isPlainKind(kindText)) throw new Error(`Unknown MOCK_FAULTS kind "${kindText}"`);
  return { match, kind: kindText, times };
}

function faultsFromJson(value: unknown): Fault[] {
  if (!Array.isArray(value)) throw new Error('MOCK_FAULTS as JSON must be an array of {match, kind, times?}');
  return value.map((v: unknown) => {
    const f = (v ?? {}) as { match?: unknown; kind?: unknown; times?: unknown };
    const code = f.kind as { code?: unknown; msg?: unknown } | null;
    const kindOk =
      isPlainKind(f.kind) ||
      (typeof code === 'object' && code !== null && Number.isInteger(code.code) && typeof code.msg === 'string');
    const timesOk = f.times === undefined || (Number.isInteger(f.times) && (f.times as number) >= 0);
    if (typeof f.match !== 'string' || f.match === '' || !kindOk || !timesOk)
      throw new Error(`MOCK_FAULTS entry ${JSON.stringify(v)} is not {match, kind, times?}`);
    return { match: f.match, kind: f.kind as Fault['kind'], times: f.times as number | undefined };
  });
}

export interface Mock {
  handle(req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  store: Store;
  settings: MockSettings;
  /** Replace the injected faults (tests). */
  setFaults(faults: Fault[]): void;
  /**
   * Every request refused so far for a signing or client-header reason (sign, signature, timeStamp,
   * nonceStr, appid, platform, version, deviceId, a spent nonce): the e2e harness fails a file that
   * leaves one it did not provoke on purpose (test/e2e/harness.ts).
   */
  signingRefusals: SigningRefusal[];
}

/** Paths of the backend's calls (the rest is the app, the OAuth page, the location service, files). */
const BACKEND_PREFIXES = ['/api/', '/appMall/'];

const MAX_BODY = 20 * 1024 * 1024;

export function createMock(overrides: Partial<MockSettings> = {}, store = new Store()): Mock {
  const settings: MockSettings = { ...settingsFromEnv(), ...overrides };
  if (settings.xss) poisonSeed(store);
  const nonces = new NonceBook();
  const signingRefusals: SigningRefusal[] = [];
  function refuse(res: ServerResponse, method: string, path: string, reason: string): void {
    const fail = new SignFail(reason);
    signingRefusals.push({ method, path, reason });
    send(res, 200, { code: fail.code, data: null, msg: fail.message });
  }
  const apiRoutes = new Map<string, ApiRoute>();
  const rawRoutes: RawRoute[] = [];
  for (const r of allRoutes) {
    if ('raw' in r) rawRoutes.push(r);
    else apiRoutes.set(`${r.method} ${r.path}`, r);
  }

  async function run(req: IncomingMessage, res: ServerResponse, next?: () => void): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://mock.local');
    const path = url.pathname;
    const method = (req.method ?? 'GET').toUpperCase();
    const backendPath = BACKEND_PREFIXES.some((p) => path.startsWith(p));
    if (backendPath || path.startsWith('/ws/') || path.startsWith('/__wxpay/')) cors(req, res);
    if (method === 'OPTIONS') {
      res.statusCode = 204;
      return void res.end();
    }
    const raw = rawRoutes.find((r) => r.method === method && path.startsWith(r.prefix));
    const found = apiRoutes.get(`${method} ${path}`);
    // Test-only calls exist only with the test hooks on (as the clock knob: handlers/clock.ts).
    const api = found?.testHook && !settings.testHooks ? undefined : found;
    if (!raw && !api) {
      if (backendPath)
        return send(res, 404, { code: ERR.envelope.noSuchCall, data: null, msg: `no such call: ${method} ${path}` });
      if (next) return next();
      res.statusCode = 404;
      res.end('Not found');
      return;
    }
    const body = await readBody(req);
    const proto = (req.headers['x-forwarded-proto'] as string) || 'http';
    const origin = `${proto}://${req.headers.host ?? 'localhost'}`;
    const query = Object.fromEntries(url.searchParams);
    const ctx: Ctx = {
      method,
      path,
      query,
      body: {},
      raw: body,
      headers: req.headers,
      store,
      settings,
      owner: null,
      user: null,
      origin,
    };
    if (settings.latencyMs > 0) await new Promise((r) => setTimeout(r, settings.latencyMs));

    // Faults reach every route: the backend's calls, the location service (/ws/...), pages and files.
    const taken = takeFault(settings, path);
    const fault = taken === 'pass' ? null : taken;
    if (fault === 'http500') return send(res, 500, { error: 'injected' });
    if (fault === 'drop') return void req.socket.destroy();
    if (fault === 'garbage') {
      res.setHeader('content-type', 'text/html');
      return void res.end('<html>502 Bad Gateway</html>');
    }
    if (fault === 'html502') {
      res.statusCode = 502;
      res.setHeader('content-type', 'text/html');
      return void res.end(
        '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
      );
    }
    if (fault === 'empty') {
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.setHeader('content-length', 0);
      return void res.end();
    }
    if (fault === 'hang') return;
    const wrongTypes = fault === 'types';
    if (fault && fault !== 'types' && raw?.fault) return raw.fault(res, ctx, fault);
    if (fault && fault !== 'types') return send(res, 200, { code: fault.code, data: null, msg: fault.msg });

    if (raw) return raw.raw(req, res, ctx);
    if (!api) return;

    let signed = '';
    try {
      if (!api.multipart)
        ({ body: ctx.body, canon: signed } = receivedPayload(method, url, body, req.headers['content-type'] ?? ''));
    } catch {
      return send(res, 200, { code: ERR.envelope.badBody, data: null, msg: '请求体无法解析' });
    }
    // Uploads check their sign on the form fields themselves (handlers/tool.ts); every call checks the rest.
    const now = Date.now();
    const check = api.multipart ? { ok: true as const } : checkSignedText(path, signed, req.headers, settings.secret);
    const client = check.ok ? checkClient(req.headers, settings.appId, now) : check;
    if (!client.ok) return refuse(res, method, path, client.msg);
    if (!nonces.spend(String(req.headers.noncestr ?? ''), now))
      return refuse(res, method, path, 'nonceStr already used');
    const auth = String(req.headers.authorization ?? '');
    const token = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    ctx.owner = token ? (store.tokens.get(token) ?? null) : null;
    ctx.user = ctx.owner?.userCode ? (store.users.get(ctx.owner.userCode) ?? null) : null;
    if (api.auth === 'user' && !ctx.user)
      return send(res, 200, { code: ERR.envelope.sessionInvalid, data: null, msg: '登录已失效，请重新登录' });
    if (api.auth === 'token' && !ctx.owner)
      return send(res, 200, { code: ERR.envelope.sessionInvalid, data: null, msg: '登录已失效，请重新登录' });
    try {
      const data = await api.handle(ctx);
      send(res, 200, { code: 0, data: wrongTypes ? mistyped(data ?? null) : (data ?? null), msg: 'ok' });
    } catch (e) {
      if (e instanceof SignFail) signingRefusals.push({ method, path, reason: e.reason });
      if (e instanceof Fail) return send(res, 200, { code: e.code, data: e.data, msg: e.message });
      console.error('[mock] handler failed', path, e);
      send(res, 500, { code: ERR.envelope.serverError, data: null, msg: '服务器内部错误' });
    }
  }

  return {
    store,
    settings,
    signingRefusals,
    setFaults(faults) {
      settings.faults = faults;
    },
    handle(req, res, next) {
      run(req, res, next).catch((e) => {
        console.error('[mock] request failed', e);
        if (!res.headersSent) send(res, 500, { code: ERR.envelope.serverError, data: null, msg: 'mock failure' });
      });
    },
  };
}

/** The mock answers any origin, so that `npm run mock` serves a client built and served elsewhere. */
function cors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
  res.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS');
  res.setHeader('access-control-allow-headers', String(req.headers['access-control-request-headers'] ?? '*'));
  res.setHeader('access-control-max-age', '600');
  res.setHeader('vary', 'origin');
}

/**
 * The `types` fault: the same answer with every value of another type, as a careless backend sends
 * it: a list becomes an object, a number text with a unit, a string a number, a boolean the text
 * "false" (truthy), null the text "null", an object keeps its keys with their values changed the same way.
 */
export function mistyped(value: unknown): unknown {
  if (Array.isArray(value)) return Object.fromEntries(value.map((v, i) => [String(i), mistyped(v)]));
  if (typeof value === 'string') return value.length;
  if (typeof value === 'number') return `${value}元`;
  if (typeof value === 'boolean') return String(!value);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mistyped(v)]));
  return value === null ? 'null' : value;
}

/** A fault's path: exact, or a prefix when it ends in '*' ('*' alone matches every path). */
function faultMatches(match: string, path: string): boolean {
  return match.endsWith('*') ? path.startsWith(match.slice(0, -1)) : match === path;
}

function takeFault(settings: MockSettings, path: string): Fault['kind'] | null {
  const f = settings.faults.find((x) => faultMatches(x.match, path) && (x.times === undefined || x.times > 0));
  if (!f) return null;
  if (f.times !== undefined) f.times -= 1;
  return f.kind;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new Error('body too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * The payload as the handlers see it, and the canonical text its sign must cover, from what arrived:
 * a GET query or a form body signs its decoded pairs as they came; a JSON body its parsed object.
 */
function receivedPayload(
  method: string,
  url: URL,
  body: Buffer,
  contentType: string,
): { body: Record<string, unknown>; canon: string } {
  if (method === 'GET') return fromPairs([...url.searchParams]);
  const text = body.toString('utf8');
  if (contentType.includes('application/x-www-form-urlencoded')) return fromPairs([...new URLSearchParams(text)]);
  if (text.trim() === '') return { body: {}, canon: '' };
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error('payload must be an object');
  return { body: parsed as Record<string, unknown>, canon: canonical(parsed as Record<string, unknown>) };
}

function fromPairs(pairs: [string, string][]): { body: Record<string, unknown>; canon: string } {
  return { body: Object.fromEntries(pairs), canon: canonicalPairs(pairs) };
}
