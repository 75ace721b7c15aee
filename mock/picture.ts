// The mock's pictures (/mock-assets/<name>.png): a diagonal two-colour gradient with a light disc, or a
// round avatar, as PNG. A real backend serves photos (JPEG, PNG, WebP), which the browser decodes off
// the page's main thread; pictures drawn as SVG with text would be laid out on it, which no real page
// pays, so the mock answers raster images like the real thing. Deterministic: the same name, the same bytes.
import { deflateSync } from 'node:zlib';

type Rgb = [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export const hexColor = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;

/**
 * A w×h RGBA PNG: `from` to `to` from the top left to the bottom right, a white disc at 25 % in the top
 * right corner; `round` leaves only the inscribed circle (transparent outside it).
 */
export function picturePng(w: number, h: number, from: Rgb, to: Rgb, round = false): Buffer {
  const raw = Buffer.alloc((w * 4 + 1) * h);
  const disc = { x: w * 0.8, y: h * 0.2, r: w * 0.12 };
  for (let y = 0; y < h; y++) {
    const row = y * (w * 4 + 1);
    for (let x = 0; x < w; x++) {
      const t = (x + y) / (w + h);
      const px = row + 1 + x * 4;
      const inDisc = !round && (x - disc.x) ** 2 + (y - disc.y) ** 2 <= disc.r ** 2;
      for (let i = 0; i < 3; i++) {
        const c = (from[i] as number) * (1 - t) + (to[i] as number) * t;
        raw[px + i] = Math.round(inDisc ? c * 0.75 + 255 * 0.25 : c);
      }
      raw[px + 3] = round && (x + 0.5 - w / 2) ** 2 + (y + 0.5 - h / 2) ** 2 > (w / 2) ** 2 ? 0 : 255;
    }
  }
  return encodePng(w, h, raw, 'rgba');
}

/** A PNG of `raw` scanlines (each a filter byte 0 and then w pixels of 3 (rgb) or 4 (rgba) bytes). */
export function encodePng(w: number, h: number, raw: Buffer, kind: 'rgb' | 'rgba'): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, kind === 'rgba' ? 6 : 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
