import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { hexColor, picturePng } from './picture';

/** Width, height and the RGBA pixels of one of picturePng's images (8-bit RGBA, filter 0 on every row). */
function decode(png: Buffer): { w: number; h: number; at: (x: number, y: number) => number[] } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks = new Map<string, Buffer>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    chunks.set(type, Buffer.concat([chunks.get(type) ?? Buffer.alloc(0), png.subarray(at + 8, at + 8 + length)]));
    at += 12 + length;
  }
  const header = chunks.get('IHDR') as Buffer;
  const w = header.readUInt32BE(0);
  const h = header.readUInt32BE(4);
  expect([...header.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
  const raw = inflateSync(chunks.get('IDAT') as Buffer);
  expect(raw.length).toBe((w * 4 + 1) * h);
  return { w, h, at: (x, y) => [...raw.subarray(y * (w * 4 + 1) + 1 + x * 4, y * (w * 4 + 1) + 5 + x * 4)] };
}

describe('mock pictures', () => {
  it('draws the gradient from corner to corner, the light disc, and round avatars transparent outside the circle', () => {
    const from = hexColor('#36cfc9');
    const to = hexColor('#73d13d');
    expect(from).toEqual([0x36, 0xcf, 0xc9]);
    const square = decode(picturePng(400, 400, from, to));
    expect([square.w, square.h]).toEqual([400, 400]);
    expect(square.at(0, 0)).toEqual([...from, 255]);
    square
      .at(399, 399)
      .slice(0, 3)
      .forEach((c, i) => expect(Math.abs(c - (to[i] as number))).toBeLessThanOrEqual(1));
    // The disc lightens the gradient at (320, 80).
    const under = [0, 1, 2].map((i) => Math.round((from[i] as number) * 0.5 + (to[i] as number) * 0.5));
    square
      .at(320, 80)
      .slice(0, 3)
      .forEach((c, i) => expect(c).toBeGreaterThan(under[i] as number));
    const avatar = decode(picturePng(400, 400, from, to, true));
    expect(avatar.at(0, 0)[3]).toBe(0);
    expect(avatar.at(200, 200)[3]).toBe(255);
  });

  it('serves /mock-assets/<kind>-<n>.png as PNG, the same bytes each time, and 404 for anything else', async () => {
    // The test run's mock (test/global-setup.ts), the page's own origin.
    const get = (name: string) => fetch(`/mock-assets/${name}`);
    const product = await get('product-3.png');
    expect(product.status).toBe(200);
    expect(product.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await product.arrayBuffer());
    expect(Buffer.from(await (await get('product-3.png')).arrayBuffer()).equals(bytes)).toBe(true);
    expect(decode(bytes).w).toBe(400);
    expect(decode(Buffer.from(await (await get('start-1.png')).arrayBuffer())).h).toBe(667);
    for (const name of ['product-3.svg', 'product-0.png', 'poster-1.png', 'product-3', 'product-3.png.png'])
      expect((await get(name)).status, name).toBe(404);
  });
});
