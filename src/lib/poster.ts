// The share poster of an activity, a product or a leader's invitation, made in the browser: cover, a badge
// (the activity's kind, the product's shop) and title, price, the sharer's name and a QR code of the shared
// link (with the leader's `inv`: lib/share-link), on a canvas. Works offline (the QR is encoded here, uqr) and with
// pictures from the upload service: images load with crossOrigin='anonymous' (the mock serves them with
// CORS), and a cover that cannot be drawn without tainting the canvas is replaced by the brand colours.
import { encode } from 'uqr';

export const POSTER_SIZE = { width: 750, height: 1200 } as const;
const PAD = 48;
const COVER_H = 560;
const QR_SIZE = 240;
/** White modules around the QR code (the QR spec's quiet zone is 4). */
export const QR_QUIET = 4;

/** What the poster says; the screen builds it from the activity and i18n. */
export interface PosterInput {
  title: string;
  /** The badge over the title: an activity's kind, a product's shop. */
  kindLabel: string;
  /** '¥25.00 起' or '免费' (an invitation: its community). */
  priceText: string;
  /** '林小满 邀你一起参加' */
  sharerLine: string;
  /** '长按识别二维码，查看活动' */
  scanLine: string;
  /** '齐货 · 邻里团购与活动' */
  brandLine: string;
  /** The clean link the QR code carries (lib/share-link's shareLink). */
  link: string;
  coverUrl: string;
}

export interface TextBox {
  text: string;
  x: number;
  y: number;
  font: string;
  color: string;
}

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PosterLayout {
  width: number;
  height: number;
  cover: Rect;
  kind: TextBox & { box: Rect };
  title: TextBox[];
  price: TextBox;
  sharer: TextBox;
  scan: TextBox;
  brand: TextBox;
  /** The QR code's square (quiet zone included) and its modules. */
  qr: Rect & { modules: boolean[][]; module: number };
}

export type Measure = (text: string, font: string) => number;

const FONT_FAMILY =
  "'PingFang SC','Hiragino Sans GB','WenQuanYi Micro Hei','Noto Sans CJK SC','Microsoft YaHei',sans-serif";
const font = (size: number, weight = 400) => `${weight} ${size}px ${FONT_FAMILY}`;

/** Breaks text into at most `maxLines` lines of `maxWidth`, the last one ending in '…' when cut. */
export function wrapText(text: string, maxWidth: number, maxLines: number, measure: Measure, f: string): string[] {
  const chars = [...text.trim()];
  const lines: string[] = [];
  let line = '';
  for (let i = 0; i < chars.length; i += 1) {
    const next = line + chars[i];
    if (measure(next, f) <= maxWidth || line === '') {
      line = next;
      continue;
    }
    if (lines.length === maxLines - 1) {
      let cut = line;
      while (cut && measure(`${cut}…`, f) > maxWidth) cut = [...cut].slice(0, -1).join('');
      lines.push(`${cut}…`);
      return lines;
    }
    lines.push(line);
    line = chars[i] as string;
  }
  if (line) lines.push(line);
  return lines;
}

/** Where everything goes on the poster (pure: the canvas only measures text). */
export function posterLayout(input: PosterInput, measure: Measure): PosterLayout {
  const { width, height } = POSTER_SIZE;
  const inner = width - PAD * 2;
  const kindFont = font(24, 600);
  const kindW = measure(input.kindLabel, kindFont) + 24;
  const kindBox = { x: PAD, y: COVER_H + 40, w: kindW, h: 40 };
  const titleFont = font(40, 600);
  const titleLines = wrapText(input.title, inner, 2, measure, titleFont);
  const titleTop = kindBox.y + kindBox.h + 56;
  const title = titleLines.map((text, i) => ({
    text,
    x: PAD,
    y: titleTop + i * 54,
    font: titleFont,
    color: '#1a1a1a',
  }));
  const priceY = titleTop + titleLines.length * 54 + 24;
  const qrTop = height - PAD - QR_SIZE - 48;
  const modules = encode(input.link, { ecc: 'M', border: 0 }).data;
  const module = Math.floor(QR_SIZE / (modules.length + QR_QUIET * 2));
  const qrSide = module * (modules.length + QR_QUIET * 2);
  const qr = { x: width - PAD - qrSide, y: qrTop + (QR_SIZE - qrSide) / 2, w: qrSide, h: qrSide, modules, module };
  const leftW = qr.x - PAD - 24;
  const sharerFont = font(30, 600);
  const sharer = wrapText(input.sharerLine, leftW, 1, measure, sharerFont)[0] ?? '';
  return {
    width,
    height,
    cover: { x: 0, y: 0, w: width, h: COVER_H },
    kind: {
      text: input.kindLabel,
      x: kindBox.x + 12,
      y: kindBox.y + 29,
      font: kindFont,
      color: '#ffffff',
      box: kindBox,
    },
    title,
    price: {
      text: wrapText(input.priceText, inner, 1, measure, font(48, 700))[0] ?? '',
      x: PAD,
      y: priceY + 44,
      font: font(48, 700),
      color: '#d4380d',
    },
    sharer: { text: sharer, x: PAD, y: qrTop + 80, font: sharerFont, color: '#1a1a1a' },
    scan: {
      text: wrapText(input.scanLine, leftW, 1, measure, font(24))[0] ?? '',
      x: PAD,
      y: qrTop + 130,
      font: font(24),
      color: '#595959',
    },
    brand: { text: input.brandLine, x: width / 2, y: height - 28, font: font(22), color: '#737373' },
    qr,
  };
}

/** Loads an image for the canvas without tainting it; null when it cannot be had (offline, no CORS). */
export function loadPosterImage(url: string): Promise<HTMLImageElement | null> {
  if (!url) return Promise.resolve(null);
  return new Promise((resolve) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.decoding = 'async';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = url;
  });
}

function drawCover(ctx: CanvasRenderingContext2D, img: HTMLImageElement | null, r: Rect): void {
  if (img && img.naturalWidth > 0) {
    // object-fit: cover
    const scale = Math.max(r.w / img.naturalWidth, r.h / img.naturalHeight);
    const sw = r.w / scale;
    const sh = r.h / scale;
    ctx.drawImage(img, (img.naturalWidth - sw) / 2, (img.naturalHeight - sh) / 2, sw, sh, r.x, r.y, r.w, r.h);
    return;
  }
  const g = ctx.createLinearGradient(0, 0, r.w, r.h);
  g.addColorStop(0, '#ff7a45');
  g.addColorStop(1, '#c2410c');
  ctx.fillStyle = g;
  ctx.fillRect(r.x, r.y, r.w, r.h);
}

function text(ctx: CanvasRenderingContext2D, b: TextBox, align: CanvasTextAlign = 'left'): void {
  ctx.font = b.font;
  ctx.fillStyle = b.color;
  ctx.textAlign = align;
  ctx.fillText(b.text, b.x, b.y);
}

/** Paints the poster on `canvas` (sized to the poster). */
export function paintPoster(canvas: HTMLCanvasElement, layout: PosterLayout, cover: HTMLImageElement | null): void {
  canvas.width = layout.width;
  canvas.height = layout.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d unavailable');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, layout.width, layout.height);
  drawCover(ctx, cover, layout.cover);
  ctx.fillStyle = '#c2410c';
  const k = layout.kind.box;
  if (typeof ctx.roundRect === 'function') {
    ctx.beginPath();
    ctx.roundRect(k.x, k.y, k.w, k.h, 8);
    ctx.fill();
  } else ctx.fillRect(k.x, k.y, k.w, k.h);
  text(ctx, layout.kind);
  layout.title.forEach((line) => text(ctx, line));
  text(ctx, layout.price);
  ctx.strokeStyle = '#e5e5e5';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(48, layout.qr.y - 32);
  ctx.lineTo(layout.width - 48, layout.qr.y - 32);
  ctx.stroke();
  text(ctx, layout.sharer);
  text(ctx, layout.scan);
  text(ctx, layout.brand, 'center');
  const { qr } = layout;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(qr.x, qr.y, qr.w, qr.h);
  ctx.fillStyle = '#000000';
  qr.modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark)
        ctx.fillRect(qr.x + (x + QR_QUIET) * qr.module, qr.y + (y + QR_QUIET) * qr.module, qr.module, qr.module);
    }),
  );
}

/** The poster as a PNG data URL (a data URL, so that WeChat's long-press can save it). */
export async function renderPoster(input: PosterInput, doc: Document = document): Promise<string> {
  const canvas = doc.createElement('canvas');
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2d unavailable');
  const measure: Measure = (s, f) => {
    ctx.font = f;
    return ctx.measureText(s).width;
  };
  const layout = posterLayout(input, measure);
  const cover = await loadPosterImage(input.coverUrl);
  paintPoster(canvas, layout, cover);
  try {
    return canvas.toDataURL('image/png');
  } catch {
    // A tainted canvas (an image served without CORS): paint again without it.
    paintPoster(canvas, layout, null);
    return canvas.toDataURL('image/png');
  }
}
