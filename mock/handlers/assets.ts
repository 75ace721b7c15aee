// Not a backend call: the generated pictures the seed links to, /mock-assets/<kind>-<n>.png (product, shop,
// activity, avatar, start), standing in for the images a real backend's CDN would serve (mock/picture.ts draws them).
import { sendPng, type Route } from '../core';
import { hexColor, picturePng } from '../picture';

const COLORS = ['#ff7a45', '#36cfc9', '#597ef7', '#f759ab', '#73d13d', '#ffc53d', '#9254de', '#40a9ff'];
const PICTURE_KINDS = new Set(['product', 'shop', 'activity', 'avatar', 'start']);
const pictures = new Map<string, Buffer>();

/** The picture of `<kind>-<n>` (start images portrait, avatars round), or null for any other name. */
function picture(name: string): Buffer | null {
  const m = /^([a-z]+)-([1-9]\d{0,3})$/.exec(name);
  if (!m || !PICTURE_KINDS.has(m[1] as string)) return null;
  const cached = pictures.get(name);
  if (cached) return cached;
  const n = Number(m[2]);
  const [w, h] = m[1] === 'start' ? [375, 667] : [400, 400];
  const png = picturePng(
    w,
    h,
    hexColor(COLORS[n % COLORS.length] as string),
    hexColor(COLORS[(n + 3) % COLORS.length] as string),
    m[1] === 'avatar',
  );
  pictures.set(name, png);
  return png;
}

export const routes: Route[] = [
  {
    method: 'GET',
    prefix: '/mock-assets/',
    raw(_req, res, ctx) {
      const name = ctx.path.slice('/mock-assets/'.length);
      sendPng(res, name.endsWith('.png') ? picture(name.slice(0, -'.png'.length)) : null);
    },
  },
];
