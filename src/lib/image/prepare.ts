// Before an upload: accept only images (by type and by content), refuse oversized ones, correct
// the EXIF orientation, downscale to 1600 px on the long side and re-encode to at most ~400 KB.
import { t } from '@/i18n';
import { chinaDayKey } from '@/rules/china-time';

/** Largest file accepted from the camera or album, before compression. */
export const MAX_RAW_BYTES = 20 * 1024 * 1024;
/** Largest upload (the backend's limit). */
export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
export const MAX_SIDE_PX = 1600;
/** Target size of an upload. */
export const TARGET_BYTES = 400 * 1024;

export type ImageKind = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

export class ImageError extends Error {
  override readonly name = 'ImageError';
}

/** The image type by its first bytes (JPEG, PNG, WebP, GIF), or null. */
export function sniffImageType(head: Uint8Array): ImageKind | null {
  const s = (a: number, b: number) => String.fromCharCode(...head.subarray(a, b));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head[0] === 0x89 && s(1, 4) === 'PNG') return 'image/png';
  if (s(0, 4) === 'RIFF' && s(8, 12) === 'WEBP') return 'image/webp';
  if (/^GIF8[79]a$/.test(s(0, 6))) return 'image/gif';
  return null;
}

async function head(file: Blob, n = 16): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, n).arrayBuffer());
}

/** A cloud upload path must be a non-empty string without '://' (docs/product.md#validation). */
export function isCloudPath(p: unknown): p is string {
  return typeof p === 'string' && p.trim() !== '' && !p.includes('://');
}

/** A fresh cloud path for one image of a purpose, e.g. 'images/cover/20260521-ab12cd.jpg' (the China day). */
export function cloudPathFor(purpose: string, ext: string, now = new Date()): string {
  const day = chinaDayKey(now.getTime()).replace(/-/g, '');
  return `images/${purpose}/${day}-${Math.random().toString(36).slice(2, 10)}.${ext}`;
}

export interface Prepared {
  file: File;
  type: ImageKind;
}

/** browser-image-compression (~38 KB gzip), loaded when a picked image needs it, not with the screen. */
const compression = async () => (await import('browser-image-compression')).default;

/** Checks the file and compresses it; rejects with a localized ImageError. */
export async function prepareImage(
  file: File,
  options: { signal?: AbortSignal; onProgress?: (p: number) => void } = {},
): Promise<Prepared> {
  const type = sniffImageType(await head(file));
  if (!type) throw new ImageError(t('image.unsupported'));
  if (file.size > MAX_RAW_BYTES) throw new ImageError(t('image.tooLarge', { mb: MAX_RAW_BYTES / 1024 / 1024 }));
  const typed =
    file.type === type ? file : new File([file], file.name || 'image', { type, lastModified: file.lastModified });
  // Small, upright images that fit go as they are (no quality loss; GIFs keep their frames).
  const orientation = type === 'image/jpeg' ? await (await compression()).getExifOrientation(typed) : 1;
  const dims = await dimensions(typed).catch(() => null);
  if (!dims) throw new ImageError(t('image.decodeFailed'));
  const fits = Math.max(dims.width, dims.height) <= MAX_SIDE_PX && file.size <= TARGET_BYTES && orientation <= 1;
  if (fits || type === 'image/gif') {
    if (typed.size > MAX_UPLOAD_BYTES)
      throw new ImageError(t('image.uploadTooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }));
    return { file: typed, type };
  }
  const outType: ImageKind = type === 'image/png' || type === 'image/webp' ? 'image/webp' : 'image/jpeg';
  let out: File;
  try {
    const imageCompression = await compression();
    out = await imageCompression(typed, {
      maxWidthOrHeight: MAX_SIDE_PX,
      maxSizeMB: (TARGET_BYTES * 0.95) / 1024 / 1024,
      initialQuality: 0.82,
      fileType: outType,
      // No worker: the library would fetch itself from a CDN for it.
      useWebWorker: false,
      signal: options.signal,
      onProgress: options.onProgress,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ImageError(t('image.decodeFailed'));
  }
  if (out.size > MAX_UPLOAD_BYTES)
    throw new ImageError(t('image.uploadTooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }));
  const ext = outType === 'image/webp' ? 'webp' : 'jpg';
  const name = (file.name || 'image').replace(/\.[^.]*$/, '') + `.${ext}`;
  return { file: new File([out], name, { type: outType }), type: outType };
}

function dimensions(file: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    return createImageBitmap(file).then((b) => {
      const d = { width: b.width, height: b.height };
      b.close();
      return d;
    });
  }
  return new Promise((ok, fail) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      ok({ width: img.naturalWidth, height: img.naturalHeight });
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      fail(new Error('decode'));
    };
    img.src = url;
  });
}
