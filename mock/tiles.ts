// The map's raster tiles the mock draws (/__tiles/{z}/{x}/{y}.png, 256 px, Web Mercator like every
// tile source Leaflet reads): a light street-like drawing, so that the real map code runs in every test
// without a licensed tile source. Streets are laid on a world grid in three ranks (avenues, streets,
// lanes; a rank shows once its spacing is wide enough on screen), blocks are land, with a park or a pond
// here and there, and a river winds across; the same tile always has the same bytes.
import { encodePng, hexColor } from './picture';

const SIZE = 256;
const MAX_ZOOM = 19;
type Rgb = [number, number, number];

const LAND = hexColor('#f3efe7');
const PARK = hexColor('#d3ebc0');
const WATER = hexColor('#aad3df');
const PLAZA = hexColor('#ece6da');
const ROAD = hexColor('#ffffff');
const CASING = hexColor('#d9d2c5');
const AVENUE = hexColor('#fbdca5');
const AVENUE_CASING = hexColor('#e3b877');

/** Spacing of each rank of street, in world units (the world is 1 x 1 at zoom 0): ~2.4 km, ~600 m, ~150 m at 31°N. */
const RANKS = [
  { spacing: 2 ** -14, width: (z: number) => Math.max(2, 2 ** (z - 13)), fill: AVENUE, casing: AVENUE_CASING },
  { spacing: 2 ** -16, width: (z: number) => Math.max(1.5, 2 ** (z - 14.5)), fill: ROAD, casing: CASING },
  { spacing: 2 ** -18, width: (z: number) => Math.max(1, 2 ** (z - 16.2)), fill: ROAD, casing: CASING },
] as const;

const RIVER_EVERY = 2 ** -12;
const RIVER_HALF_WIDTH = 2 ** -20;

/** A deterministic number in [0, 1) for two integers. */
function hash(a: number, b: number): number {
  let h = Math.imul(a | 0, 374761393) ^ Math.imul(b | 0, 668265263);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * The street at a point (world units), if any: its colour, or its casing's at the edge. `along` is the
 * other coordinate: a lane runs only part of the way between two streets (not every block is cut).
 */
function streetAt(w: number, along: number, axis: number, z: number, scale: number): Rgb | null {
  for (let r = 0; r < RANKS.length; r++) {
    const rank = RANKS[r] as (typeof RANKS)[number];
    if (rank.spacing * scale < 20) continue;
    const k = Math.round(w / rank.spacing);
    if (r === 2 && hash(k * 2 + axis, Math.floor(along / RANKS[1].spacing)) > 0.6) continue;
    const off = Math.abs(w - k * rank.spacing) * scale;
    const half = rank.width(z) / 2;
    if (off <= half) return rank.fill;
    if (off <= half + 1) return rank.casing;
  }
  return null;
}

/** The 256 x 256 PNG of tile z/x/y; null when there is no such tile. */
export function tilePng(z: number, x: number, y: number): Buffer | null {
  if (!Number.isInteger(z) || z < 0 || z > MAX_ZOOM) return null;
  const n = 2 ** z;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= n || y >= n) return null;
  const key = `${z}/${x}/${y}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const scale = SIZE * n;
  const raw = Buffer.alloc((SIZE * 3 + 1) * SIZE);
  const cols = Array.from({ length: SIZE }, (_, i) => (x * SIZE + i + 0.5) / scale);
  // Blocks are coloured at the finest rank of street on screen (no speckle of tiny blocks when zoomed out).
  const block = [...RANKS].reverse().find((r) => r.spacing * scale >= 20)?.spacing ?? RANKS[0].spacing;
  for (let j = 0; j < SIZE; j++) {
    const wy = (y * SIZE + j + 0.5) / scale;
    const row = j * (SIZE * 3 + 1);
    for (let i = 0; i < SIZE; i++) {
      const wx = cols[i] as number;
      // Rivers: every ~8 km north to south, a band about 100 m wide along a gentle wave.
      const wave = wy + RIVER_EVERY * 0.2 * Math.sin((wx / RIVER_EVERY) * 2 * Math.PI);
      const river = Math.abs((((wave % RIVER_EVERY) + RIVER_EVERY) % RIVER_EVERY) - RIVER_EVERY / 2);
      let c: Rgb;
      const street = streetAt(wx, wy, 0, z, scale) ?? streetAt(wy, wx, 1, z, scale);
      const colour = hash(Math.floor(wx / block), Math.floor(wy / block));
      if (river < RIVER_HALF_WIDTH) c = WATER;
      else if (street) c = street;
      else if (colour < 0.07) c = PARK;
      else if (colour < 0.08) c = WATER;
      else if (colour < 0.2) c = PLAZA;
      else c = LAND;
      const p = row + 1 + i * 3;
      raw[p] = c[0];
      raw[p + 1] = c[1];
      raw[p + 2] = c[2];
    }
  }
  const png = encodePng(SIZE, SIZE, raw, 'rgb');
  if (cache.size >= 512) cache.delete(cache.keys().next().value as string);
  cache.set(key, png);
  return png;
}

const cache = new Map<string, Buffer>();
