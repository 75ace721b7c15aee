// The mock upload over HTTP: signed multipart, content sniffing, size limit, serving back, and the
// compliance check that flags images whose sides are in the ratio 17:3, read from every image format's header.
import { get as httpGet } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backendCall, backendHeaders } from '../../test/backend-headers';
import { startServer, type RunningServer } from '../server';
import { DEMO_RESIDENT } from '../seed/users';
import { imageSize, isNonCompliantSize } from './tool';

let s: RunningServer;
let token = '';

/** A signed call of the signed-in resident (once logged in). */
const post = (path: string, payload: Record<string, string>) => backendCall(s.url, path, payload, token);

async function send(
  bytes: Uint8Array<ArrayBuffer>,
  fields: Record<string, string> = { path: 'tests/a.jpg' },
  signedFields = fields,
) {
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

const jpeg = (extra = ''): Uint8Array<ArrayBuffer> =>
  new Uint8Array([0xff, 0xd8, 0xff, 0xfe, ...Buffer.from(`comment ${extra}`), 0xff, 0xd9]);

const u16be = (n: number) => [n >> 8, n & 0xff];
const u16le = (n: number) => [n & 0xff, n >> 8];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
/** Headers as encoders write them (no pixel data: the size is all the check reads). */
const headers = {
  jpeg: (w: number, h: number) =>
    new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0,
      16,
      ...Buffer.from('JFIF\0'),
      1,
      1,
      0,
      0,
      1,
      0,
      1,
      0,
      0,
      0xff,
      0xc2,
      0,
      17,
      8,
      ...u16be(h),
      ...u16be(w),
      3,
      1,
      0x22,
      0,
      2,
      0x11,
      1,
      3,
      0x11,
      1,
      0xff,
      0xd9,
    ]),
  png: (w: number, h: number) =>
    new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      0,
      0,
      0,
      13,
      ...Buffer.from('IHDR'),
      ...u32be(w),
      ...u32be(h),
      8,
      6,
      0,
      0,
      0,
    ]),
  gif: (w: number, h: number) => new Uint8Array([...Buffer.from('GIF89a'), ...u16le(w), ...u16le(h), 0, 0, 0]),
  webpLossy: (w: number, h: number) =>
    new Uint8Array([
      ...Buffer.from('RIFF'),
      0,
      0,
      0,
      0,
      ...Buffer.from('WEBPVP8 '),
      0,
      0,
      0,
      0,
      0,
      0,
      0,
      0x9d,
      0x01,
      0x2a,
      ...u16le(w),
      ...u16le(h),
      0,
      0,
    ]),
  webpLossless: (w: number, h: number) => {
    const bits = ((w - 1) & 0x3fff) | (((h - 1) & 0x3fff) << 14);
    return new Uint8Array([
      ...Buffer.from('RIFF'),
      0,
      0,
      0,
      0,
      ...Buffer.from('WEBPVP8L'),
      0,
      0,
      0,
      0,
      0x2f,
      bits & 0xff,
      (bits >> 8) & 0xff,
      (bits >> 16) & 0xff,
      (bits >>> 24) & 0xff,
      0,
      0,
      0,
      0,
      0,
    ]);
  },
  webpExtended: (w: number, h: number) =>
    new Uint8Array([
      ...Buffer.from('RIFF'),
      0,
      0,
      0,
      0,
      ...Buffer.from('WEBPVP8X'),
      10,
      0,
      0,
      0,
      0x10,
      0,
      0,
      0,
      ...u24le(w - 1),
      ...u24le(h - 1),
      0,
      0,
    ]),
};

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
  it('reads the size of JPEG, PNG, GIF and the three kinds of WebP', () => {
    for (const [kind, make] of Object.entries(headers))
      expect(imageSize(Buffer.from(make(1700, 300))), kind).toEqual({ width: 1700, height: 300 });
    expect(imageSize(Buffer.from(jpeg()))).toBeNull();
  });

  it('a 17:3 image is non-compliant in any orientation and after the downscaling to 1600 px; others are not', () => {
    for (const [w, h] of [
      [1700, 300],
      [300, 1700],
      [3400, 600],
      [1600, 282],
      [1600, 283],
      [1520, 268],
    ])
      expect(isNonCompliantSize({ width: w!, height: h! }), `${w}x${h}`).toBe(true);
    for (const [w, h] of [
      [4032, 3024],
      [1600, 1200],
      [400, 300],
      [1700, 310],
      [1920, 1080],
      [2, 2],
      [17, 3],
    ])
      expect(isNonCompliantSize({ width: w!, height: h! }), `${w}x${h}`).toBe(false);
  });

  it('the compliance check flags an uploaded 17:3 image and passes a 4:3 one', async () => {
    const bad = await send(headers.jpeg(1600, 282));
    expect((await post('/api/tool/file/status', { code: bad.data.uid })).data).toBeTruthy();
    const webp = await send(headers.webpLossy(282, 1600));
    expect((await post('/api/tool/file/status', { code: webp.data.uid })).data).toBeTruthy();
    const good = await send(headers.jpeg(1600, 1200));
    expect((await post('/api/tool/file/status', { code: good.data.uid })).data).toBe(0);
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
