// Mock handlers of src/api/tool.ts, uploads (multipart, signed form fields, 2 MB, images only by content), files
// served back at /uploads/<uid>, and the compliance check: an image whose sides are in the ratio 17:3 is rejected
// (a property that survives the picker's downscaling and re-encoding, unlike any byte marker).
import type { ApiRoute, Ctx, RawRoute, Route } from '../core';
import { Fail, requireString, SignFail } from '../core';
import { checkSigned } from '../verify';
import { ERR } from '../../src/rules/error-codes';

/** Largest upload the mock takes (the client compresses to about 400 KB first). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/**
 * The test hook of the compliance check: an image whose long side and short side are in the ratio
 * 17:3 (1700x300, 3400x600, 300x1700, ...; the short side within 1 px, at least 30 px) is rejected.
 * Scaling and re-encoding keep the ratio, so the picker's compression keeps the image "non-compliant".
 */
export const NONCOMPLIANT_RATIO = { long: 17, short: 3 } as const;

export function isNonCompliantSize(size: { width: number; height: number } | null): boolean {
  if (!size) return false;
  const long = Math.max(size.width, size.height);
  const short = Math.min(size.width, size.height);
  return (
    short >= 30 &&
    Math.abs(long * NONCOMPLIANT_RATIO.short - short * NONCOMPLIANT_RATIO.long) <= NONCOMPLIANT_RATIO.long
  );
}

/** Width and height from an image's header (JPEG SOF, PNG IHDR, GIF screen, WebP VP8/VP8L/VP8X), or null. */
export function imageSize(b: Buffer): { width: number; height: number } | null {
  const type = sniffImage(b);
  if (type === 'image/png' && b.length >= 24) return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
  if (type === 'image/gif' && b.length >= 10) return { width: b.readUInt16LE(6), height: b.readUInt16LE(8) };
  if (type === 'image/webp' && b.length >= 30) {
    const chunk = b.subarray(12, 16).toString('latin1');
    if (chunk === 'VP8X') return { width: 1 + b.readUIntLE(24, 3), height: 1 + b.readUIntLE(27, 3) };
    if (chunk === 'VP8 ') return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = b.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    return null;
  }
  if (type === 'image/jpeg') {
    let o = 2;
    while (o + 9 < b.length) {
      if (b[o] !== 0xff) return null;
      const marker = b[o + 1] ?? 0;
      if (marker === 0xff) {
        o += 1;
        continue;
      }
      // Start of frame (any coding), not DHT (C4), JPG (C8) or DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return { height: b.readUInt16BE(o + 5), width: b.readUInt16BE(o + 7) };
      }
      if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
        o += 2;
        continue;
      }
      o += 2 + b.readUInt16BE(o + 2);
    }
  }
  return null;
}

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

/** A small multipart/form-data parser (RFC 7578) over a whole body. */
export function parseMultipart(body: Buffer, contentType: string): Part[] {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  if (!boundary) throw new Error('no boundary');
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const chunk = body.subarray(start + delimiter.length + 2, next - 2); // skip CRLF after the delimiter and before the next
    const headerEnd = chunk.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      const head = chunk.subarray(0, headerEnd).toString('utf8');
      const disposition = /content-disposition:[^\r\n]*/i.exec(head)?.[0] ?? '';
      const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
      const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(head)?.[1]?.trim();
      if (name !== undefined) parts.push({ name, filename, type, data: chunk.subarray(headerEnd + 4) });
    }
    start = next;
  }
  return parts;
}

/** The image type by its first bytes, or null. */
export function sniffImage(b: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    b.length >= 12 &&
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  if (b.length >= 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1'))) return 'image/gif';
  return null;
}

const uploadRoute: ApiRoute = {
  method: 'POST',
  path: '/api/tool/file/upload',
  auth: 'token',
  multipart: true,
  handle(ctx: Ctx) {
    const type = String(ctx.headers['content-type'] ?? '');
    if (!type.startsWith('multipart/form-data')) throw new Fail(ERR.upload.badBody, '请使用 multipart/form-data 上传');
    let parts: Part[];
    try {
      parts = parseMultipart(ctx.raw, type);
    } catch {
      throw new Fail(ERR.upload.badBody, '请求体无法解析');
    }
    const fields: Record<string, string> = {};
    for (const p of parts) if (p.filename === undefined) fields[p.name] = p.data.toString('utf8');
    const check = checkSigned(ctx.path, fields, ctx.headers, ctx.settings.secret);
    if (!check.ok) throw new SignFail(check.msg);
    const file = parts.find((p) => p.name === 'file' && p.filename !== undefined);
    if (!file || file.data.length === 0) throw new Fail(ERR.envelope.badInput, '请选择要上传的文件');
    if (file.data.length > MAX_UPLOAD_BYTES) throw new Fail(ERR.upload.tooLarge, '文件不能超过2MB');
    const sniffed = sniffImage(file.data);
    if (!sniffed) throw new Fail(ERR.upload.notImage, '只能上传图片');
    const path = fields.path ?? '';
    if (path !== '' && path.includes('://')) throw new Fail(ERR.envelope.badInput, '上传路径无效');
    const uid = ctx.store.nextId('F');
    ctx.store.uploads.set(uid, {
      uid,
      bytes: Buffer.from(file.data),
      type: sniffed,
      name: file.filename ?? 'file',
      path,
      nonCompliant: isNonCompliantSize(imageSize(file.data)),
    });
    return {
      uid,
      url: `${ctx.origin}/uploads/${uid}`,
      name: file.filename ?? '',
      size: file.data.length,
      type: sniffed,
    };
  },
};

const statusRoute: ApiRoute = {
  method: 'POST',
  path: '/api/tool/file/status',
  auth: 'token',
  handle(ctx: Ctx) {
    const uid = requireString(ctx.body, 'code');
    const f = ctx.store.uploads.get(uid);
    if (!f) throw new Fail(ERR.upload.noFile, '文件不存在');
    return f.nonCompliant ? 1 : 0;
  },
};

const serveRoute: RawRoute = {
  method: 'GET',
  prefix: '/uploads/',
  raw(_req, res, ctx) {
    const f = ctx.store.uploads.get(ctx.path.slice('/uploads/'.length));
    if (!f) {
      res.statusCode = 404;
      return void res.end('Not found');
    }
    res.statusCode = 200;
    res.setHeader('content-type', f.type);
    res.setHeader('content-length', String(f.bytes.length));
    res.setHeader('cache-control', 'public, max-age=3600');
    res.setHeader('access-control-allow-origin', '*');
    res.end(f.bytes);
  },
};

export const routes: Route[] = [uploadRoute, statusRoute, serveRoute];
