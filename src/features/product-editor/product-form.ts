// The product draft form's rules (errors as i18n keys), its list edits (add, move, remove), the draft
// as the backend takes it (fen), and the draft rebuilt from a published product (to edit it). Numbers are
// read as typed (src/lib/typed-number.ts): a stock of 1.5 is refused with a reason, never read as 15.
import type { MyProduct, ProductDraft } from '@/api/product';
import { fenToYuan, parseYuanInput } from '@/rules/money';
import { readCountInput, type TypedNumberProblem } from '@/lib/typed-number';
import type { DraftAttr, DraftSpec, ProductDraftState } from '@/state/product-draft';

export const TITLE_MAX = 40;
export const DETAILS_MAX = 500;
export const SPECS_MAX = 20;
export const ATTRS_MAX = 10;
export const ATTR_ITEMS_MAX = 20;
export const IMAGES_MAX = 9;
export const STOCK_MAX = 99999;
/** Stock of a spec (or of a product without specs) left empty. */
export const DEFAULT_STOCK = 100;
/** A group-buy good's choices: the daily cut-off (HH:00) and the pickup time the day after (HH:00). */
export const CUTOFF_HOURS = [12, 14, 16, 18, 20, 21, 22, 23] as const;
export const PICKUP_HOURS = [8, 9, 10, 11, 12, 14, 16, 17, 18] as const;
export const DEFAULT_CUTOFF_HOUR = 22;
export const DEFAULT_PICKUP_HOUR = 16;

type Key =
  | 'productEditor.errCategory'
  | 'productEditor.errTitleRequired'
  | 'productEditor.errTitleLength'
  | 'productEditor.errCover'
  | 'productEditor.errPriceRequired'
  | 'productEditor.errPriceInvalid'
  | 'productEditor.errSpecName'
  | 'productEditor.errSpecDuplicate'
  | 'productEditor.errSpecPrice'
  | 'productEditor.errSpecStock'
  | 'productEditor.errStockWhole'
  | 'productEditor.errStockNegative'
  | 'productEditor.errStockNumber'
  | 'productEditor.errSaleHour'
  | 'productEditor.errAttrName'
  | 'productEditor.errAttrItems'
  | 'productEditor.errDetailsLength';

export interface ProductErrors {
  categoryCode?: Key;
  title?: Key;
  cover?: Key;
  price?: Key;
  stock?: Key;
  saleHours?: Key;
  details?: Key;
  specs: { name?: Key; price?: Key; stock?: Key }[];
  attrs: { name?: Key; items?: Key }[];
}

let seq = 0;
/** A key for a new spec or attribute row. */
export function rowKey(): string {
  seq += 1;
  return `r${Date.now().toString(36)}${seq}`;
}

export function emptyProductDraft(code: string | null = null): ProductDraftState {
  return {
    code,
    categoryCode: '',
    title: '',
    price: '',
    img: '',
    cover_list: [],
    imgList: [],
    specList: [],
    goodAttr: [],
    details: '',
    stock: '',
    groupBuy: false,
    cutoffHour: String(DEFAULT_CUTOFF_HOUR),
    pickupHour: String(DEFAULT_PICKUP_HOUR),
    savedAt: 0,
  };
}

/** Nothing typed or picked yet (a new draft like this is not worth keeping). */
export function isBlankDraft(d: ProductDraftState): boolean {
  return (
    !d.categoryCode &&
    !d.title.trim() &&
    !d.price.trim() &&
    d.cover_list.length === 0 &&
    d.imgList.length === 0 &&
    d.specList.length === 0 &&
    d.goodAttr.length === 0 &&
    !d.details.trim() &&
    !(d.stock ?? '').trim() &&
    !d.groupBuy
  );
}

const chars = (s: string) => [...s].length;

/** A price typed in yuan: fen above 0, or null. */
function priceFen(text: string): number | null {
  const fen = parseYuanInput(text);
  return fen !== null && fen > 0 ? fen : null;
}

/** A stock as typed: the number (empty: the default), or why it is refused. */
function readStock(text: string): { ok: true; value: number } | { ok: false; problem: TypedNumberProblem } {
  const read = readCountInput(text, STOCK_MAX);
  return !read.ok && read.problem === 'empty' ? { ok: true, value: DEFAULT_STOCK } : read;
}

function stockOf(text: string): number | null {
  const read = readStock(text);
  return read.ok ? read.value : null;
}

const STOCK_ERRORS: Partial<Record<TypedNumberProblem, Key>> = {
  notWhole: 'productEditor.errStockWhole',
  negative: 'productEditor.errStockNegative',
  notNumber: 'productEditor.errStockNumber',
};

/** The message of a stock as typed, or undefined when it is fine. */
export function stockError(text: string): Key | undefined {
  const read = readStock(text);
  return read.ok ? undefined : (STOCK_ERRORS[read.problem] ?? 'productEditor.errSpecStock');
}

/** Whether a stock's text is wrong in a way worth saying while it is typed (not just empty). */
export function stockErrorNow(text: string): Key | undefined {
  return text.trim() ? stockError(text) : undefined;
}

const hourOf = (text: string | undefined, choices: readonly number[]): number | null => {
  const n = Number(text);
  return text !== undefined && /^\d{1,2}$/.test(text) && choices.includes(n) ? n : null;
};

export function productErrors(d: ProductDraftState): ProductErrors {
  const e: ProductErrors = { specs: [], attrs: [] };
  if (!d.categoryCode) e.categoryCode = 'productEditor.errCategory';
  const title = d.title.trim();
  if (!title) e.title = 'productEditor.errTitleRequired';
  else if (chars(title) > TITLE_MAX) e.title = 'productEditor.errTitleLength';
  if (d.cover_list.length === 0) e.cover = 'productEditor.errCover';
  if (d.specList.length === 0) {
    if (!d.price.trim()) e.price = 'productEditor.errPriceRequired';
    else if (priceFen(d.price) === null) e.price = 'productEditor.errPriceInvalid';
    const stock = stockError(d.stock ?? '');
    if (stock) e.stock = stock;
  }
  if (d.groupBuy && (hourOf(d.cutoffHour, CUTOFF_HOURS) === null || hourOf(d.pickupHour, PICKUP_HOURS) === null))
    e.saleHours = 'productEditor.errSaleHour';
  const seen = new Set<string>();
  e.specs = d.specList.map((s) => {
    const r: ProductErrors['specs'][number] = {};
    const name = s.name.trim();
    if (!name) r.name = 'productEditor.errSpecName';
    else if (seen.has(name)) r.name = 'productEditor.errSpecDuplicate';
    seen.add(name);
    if (priceFen(s.price) === null) r.price = 'productEditor.errSpecPrice';
    const stock = stockError(s.stock);
    if (stock) r.stock = stock;
    return r;
  });
  e.attrs = d.goodAttr.map((a) => {
    const r: ProductErrors['attrs'][number] = {};
    if (!a.name.trim()) r.name = 'productEditor.errAttrName';
    if (a.items.filter((i) => i.trim()).length === 0) r.items = 'productEditor.errAttrItems';
    return r;
  });
  if (chars(d.details.trim()) > DETAILS_MAX) e.details = 'productEditor.errDetailsLength';
  return e;
}

export function hasErrors(e: ProductErrors): boolean {
  const { specs, attrs, ...fields } = e;
  return (
    Object.keys(fields).length > 0 ||
    specs.some((s) => Object.keys(s).length > 0) ||
    attrs.some((a) => Object.keys(a).length > 0)
  );
}

/** The draft in fen, as the API takes it (only for a draft without errors). */
export function toProductDraft(d: ProductDraftState): ProductDraft {
  return {
    categoryCode: d.categoryCode,
    title: d.title.trim(),
    priceFen: d.specList.length === 0 ? (priceFen(d.price) ?? 0) : 0,
    stock: d.specList.length === 0 ? (stockOf(d.stock ?? '') ?? DEFAULT_STOCK) : DEFAULT_STOCK,
    salePlan: d.groupBuy
      ? {
          cutoffHour: hourOf(d.cutoffHour, CUTOFF_HOURS) ?? DEFAULT_CUTOFF_HOUR,
          pickupHour: hourOf(d.pickupHour, PICKUP_HOURS) ?? DEFAULT_PICKUP_HOUR,
        }
      : null,
    img: d.cover_list[0]?.url ?? d.img,
    imgList: d.imgList.map((i) => i.url),
    specList: d.specList.map((s) => ({
      name: s.name.trim(),
      priceFen: priceFen(s.price) ?? 0,
      stock: stockOf(s.stock) ?? DEFAULT_STOCK,
    })),
    goodAttr: d.goodAttr.map((a) => ({ name: a.name.trim(), items: a.items.map((i) => i.trim()).filter(Boolean) })),
    // Only the ends are trimmed: the line breaks inside are the leader's paragraphs.
    details: d.details.replace(/^\s+|\s+$/g, ''),
  };
}

const yuanText = (fen: number) => String(fenToYuan(fen));

/**
 * A published product as a draft to edit. A single spec named 标准 (made from a price alone) comes
 * back as the price; anything else as its specs.
 */
export function draftFromProduct(p: MyProduct, coverName: string, imageName: string): ProductDraftState {
  const plain = p.specList.length === 1 && p.specList[0]!.name === '标准';
  const image = (url: string, name: string) => ({ uid: url, name, url });
  // The backend fills an empty gallery with the cover: that is no gallery of the leader's.
  const gallery = p.imgList.length === 1 && p.imgList[0] === p.img ? [] : p.imgList;
  return {
    code: p.code,
    categoryCode: p.categoryCode,
    title: p.title,
    price: plain ? yuanText(p.specList[0]!.priceFen) : '',
    img: p.img,
    cover_list: p.img ? [image(p.img, coverName)] : [],
    imgList: gallery.map((u, i) => image(u, `${imageName} ${i + 1}`)),
    specList: plain
      ? []
      : p.specList.map((s) => ({ key: rowKey(), name: s.name, price: yuanText(s.priceFen), stock: String(s.stock) })),
    goodAttr: p.goodAttr.map((a) => ({ key: rowKey(), name: a.name, items: [...a.items] })),
    details: p.details,
    stock: plain ? String(p.specList[0]!.stock) : '',
    groupBuy: Boolean(p.salePlan),
    cutoffHour: String(p.salePlan?.cutoffHour ?? DEFAULT_CUTOFF_HOUR),
    pickupHour: String(p.salePlan?.pickupHour ?? DEFAULT_PICKUP_HOUR),
    savedAt: 0,
  };
}

/** The list with the item at `index` moved by `delta` (-1 up, +1 down); unchanged at the ends. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}

export function newSpec(): DraftSpec {
  return { key: rowKey(), name: '', price: '', stock: '' };
}

export function newAttr(): DraftAttr {
  return { key: rowKey(), name: '', items: [] };
}
