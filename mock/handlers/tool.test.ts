// The mock upload over HTTP: signed multipart, content sniffing, size limit, serving back, and the
// compliance check that flags the QIHUO-NONCOMPLIANT marker.
import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendHeaders } from '../../test/backend-headers';
import { startServer, type RunningServer } from '../server';
import { DEMO_RESIDENT } from '../seed/users';

let s: RunningServer;
let token = '';

async function post(path: string, payload: Record<string, string>) {
  const res = await fetch(`${s.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...backendHeaders(path, payload), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(payload),
  });
  return (await res.json()) as { code: number; data: unknown; msg: string };
}

async function send(bytes: Uint8Array<ArrayBuffer>, fields: Record<string, string> = { path: 'tests/a.jpg' }, signedFields = fields) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'a.jpg');
  const res = await fetch(`${s.url}/api/tool/file/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...backendHeaders('/api/tool/file/upload', signedFields) },
    body: form,
  });
  return (await res.json()) as { code: number; data: { uid: string; url: string }; msg: string };
}

/** Node's own HTTP client (happy-dom's fetch applies browser CORS rules). */
const download = (url: string) =>
  new Promise<Uint8Array>((ok, fail) => {
    httpGet(url, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => ok(new Uint8Array(Buffer.concat(chunks))));
    }).on('error', fail);
  });

const jpeg = (extra = ''): Uint8Array<ArrayBuffer> => new Uint8Array([0xff, 0xd8, 0xff, 0xfe, ...Buffer.from(`comment ${extra}`), 0xff, 0xd9]);

beforeAll(async () => {
  s = await startServer({ port: 0 });
  const login = await post('/api/client/v1/login', { phone: DEMO_RESIDENT.phone, password: DEMO_RESIDENT.password });
  token = (login.data as { token: string }).token;
});
afterAll(() => s.close());

describe('mock uploads', () => {
  it('keeps the file, serves it back, and passes the compliance check', async () => {
    const up = await send(jpeg());
    expect(up.code).toBe(0);
    const back = await download(up.data.url);
    expect(back).toEqual(jpeg());
    expect((await post('/api/tool/file/status', { code: up.data.uid })).data).toBe(0);
  });
  it('flags the marker as non-compliant', async () => {
    const up = await send(jpeg('QIHUO-NONCOMPLIANT'));
    expect((await post('/api/tool/file/status', { code: up.data.uid })).data).toBeTruthy();
  });
  it('refuses non-images, oversized files, bad paths and unsigned fields', async () => {
    expect((await send(new TextEncoder().encode('hello'))).code).toBe(415);
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set([0xff, 0xd8, 0xff]);
    expect((await send(big)).code).toBe(413);
    expect((await send(jpeg(), { path: 'https://x/y.jpg' })).code).toBe(1);
    expect((await send(jpeg(), { path: 'a.jpg' }, { path: 'b.jpg' })).code).toBe(401);
  });
});
