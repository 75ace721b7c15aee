// Pieces shared by the API modules: paged answers, the page size, mutations that drop the client cache, and the product
// line a cart and an order both carry.
import { call, clearRequestCache, convertAnswer, type CallOptions } from '@/lib/request/client';
import type { Payload } from '@/lib/request/sign';
import type { ChosenAttr } from '@/rules/buy-lines';

export { PAGE_SIZE } from '@/lib/load-more';

/** A product line as a cart and an order both carry it: the product, its spec and chosen attributes, price and pieces. */
export interface ProductLineWire {
  goodCode: string;
  /** The shop it is sold by (a checkout across shops makes one order per shop). */
  storeCode: string;
  title: string;
  img: string;
  specName: string;
  /** The attributes chosen (处理方式: 切块), in the product's order; [] when it has none: another choice is another line. */
  attrs: ChosenAttr[];
  /** Unit price in yuan. */
  price: number;
  deposit: number;
  num: number;
}

/** A paged answer: one page of items and the total over all pages. */
export interface PageWire<T> {
  list: T[];
  total: number;
}

/** A page inside the app: the wire's shape, its items converted. */
export type Page<T> = PageWire<T>;

export function mapPage<W, T>(page: PageWire<W>, convert: (w: W) => T): Page<T> {
  if (!Array.isArray(page?.list) || !Number.isSafeInteger(page.total)) throw new TypeError('not a page');
  return { list: page.list.map(convert), total: page.total };
}

/** The converter of a paged answer whose items convert with `convert` (for call's `convert` option). */
export function pageConverter<W, T>(convert: (w: W) => T): (page: PageWire<W>) => Page<T> {
  return (page) => mapPage(page, convert);
}

/** The converter of a list answer whose items convert with `convert`. */
export function listConverter<W, T>(convert: (w: W) => T): (list: W[]) => T[] {
  return (list) => {
    if (!Array.isArray(list)) throw new TypeError('not a list');
    return list.map(convert);
  };
}

/**
 * A call that changes server state: never cached, and after success the whole client cache is
 * dropped, so that the next read of any area (cart count, order list, team data) is fresh. The
 * answer is converted after that: a refused answer still means the server state changed.
 */
export async function mutate<T, W = T>(
  path: string,
  payload?: Payload,
  options: Omit<CallOptions<W, T>, 'cache' | 'method'> = {},
): Promise<T> {
  const { convert, ...rest } = options;
  const data = await call<W>(path, payload, rest);
  clearRequestCache();
  // Without a converter the wire shape is the app's shape (W defaults to T).
  return convert ? convertAnswer(path, data, convert, rest.silent) : (data as unknown as T);
}

/** The JSON type of a wire field; a trailing '?' also allows null or absent. */
type WireKind = 'string' | 'number' | 'boolean' | 'object' | 'array';
export type WireShape<T> = { [K in keyof T]?: WireKind | `${WireKind}?` };

function kindOf(value: unknown): WireKind | 'null' {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' && !Number.isFinite(value) ? 'null' : (typeof value as WireKind);
}

/**
 * The boundary's check of an answer that needs no conversion: a record whose listed fields have their
 * JSON types (wrong types throw, and call's `convert` turns that into ApiError 'parse'). Returns the answer.
 */
export function shaped<T>(shape: WireShape<T>): (wire: T) => T {
  return (wire) => {
    if (kindOf(wire) !== 'object') throw new TypeError('not an object');
    for (const [key, want] of Object.entries(shape) as [string, string][]) {
      const got = kindOf((wire as Record<string, unknown>)[key]);
      if (got !== want.replace('?', '') && !(want.endsWith('?') && got === 'null'))
        throw new TypeError(`${key}: ${got} instead of ${want}`);
    }
    return wire;
  };
}

/** The same check for a list answer: a list of such records. */
export function shapedList<T>(shape: WireShape<T>): (wire: T[]) => T[] {
  const item = shaped(shape);
  return (wire) => {
    if (!Array.isArray(wire)) throw new TypeError('not a list');
    return wire.map(item);
  };
}
