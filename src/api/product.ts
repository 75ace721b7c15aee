// Products: detail, creation from the product draft (newProduct, docs/product.md#entities), and who bought one.
import { call } from '@/lib/request/client';
import { fenToYuan, wireYuanToFen } from '@/rules/money';
import { mutate, PAGE_SIZE, pageConverter, shaped, shapedList, type Page } from './shared';
import { toProductSummary, type ProductSummary, type GoodWire } from './app-mall';

export interface SpecWire {
  name: string;
  price: number;
  stock: number;
}

/** An attribute such as 口味 with its choices. */
export interface GoodAttrWire {
  name: string;
  items: string[];
}

/** A product: the goods-list fields plus the gallery, specs, attributes, description and limit. */
export interface ProductWire extends GoodWire {
  storeImg: string;
  imgList: string[];
  specList: SpecWire[];
  goodAttr: GoodAttrWire[];
  /** The description: rich text (HTML; the client sanitizes it) or plain text with line breaks. */
  details: string;
  /** The most one person may buy of this good at a time; 0 = no limit. */
  limitPerPerson: number;
  createTime: number;
  /** Whether its shop delivers to the asked community's station (docs/product.md#business-time); absent or true without one. */
  serves?: boolean;
}

export interface Spec extends Omit<SpecWire, 'price'> {
  priceFen: number;
}

/** A product: the good in fen, and the product's own fields as the wire has them, its specs in fen. */
export interface Product extends ProductSummary, Omit<ProductWire, keyof GoodWire | 'specList' | 'serves'> {
  specList: Spec[];
  /** Its shop delivers to the person's station (false: offer to change station instead of buying). */
  serves: boolean;
}

const toSpec = ({ price, ...rest }: SpecWire): Spec => ({ ...rest, priceFen: wireYuanToFen(price) });

export function toProduct(w: ProductWire): Product {
  return {
    ...toProductSummary(w),
    storeImg: w.storeImg,
    imgList: w.imgList.length ? w.imgList : [w.img],
    specList: w.specList.map(toSpec),
    goodAttr: w.goodAttr,
    details: w.details,
    limitPerPerson: w.limitPerPerson ?? 0,
    createTime: w.createTime,
    serves: w.serves !== false,
  };
}

/**
 * How a group-buy good is sold: ordered until cutoffHour:00 each day, picked up at the community's station
 * from pickupHour:00 the day after (server time; the wire's cutoffTime and pickupTime are made from it).
 */
export interface SalePlanWire {
  cutoffHour: number;
  pickupHour: number;
}

/** The product draft as the app keeps it (money in fen): the product's fields the editor sets. */
export interface ProductDraft extends Pick<
  ProductWire,
  'categoryCode' | 'title' | 'img' | 'imgList' | 'goodAttr' | 'details'
> {
  /** Price when there are no specs. */
  priceFen: number;
  /** Stock when there are no specs (default 100). */
  stock?: number;
  /** A group-buy good's cut-off and pickup hours; null (or absent) for a good sold at any time. */
  salePlan?: SalePlanWire | null;
  specList: Spec[];
}

/** The draft as the backend takes it (money in yuan). */
export function productDraftPayload(d: ProductDraft) {
  return {
    categoryCode: d.categoryCode,
    title: d.title.trim(),
    price: fenToYuan(d.priceFen),
    stock: d.stock ?? 100,
    salePlan: d.salePlan ?? null,
    img: d.img,
    imgList: d.imgList,
    specList: d.specList.map((s) => ({ name: s.name.trim(), price: fenToYuan(s.priceFen), stock: s.stock })),
    goodAttr: d.goodAttr.map((a) => ({ name: a.name.trim(), items: a.items.map((i) => i.trim()).filter(Boolean) })),
    details: d.details,
  };
}

/**
 * POST /api/product/v1/get: one product with its specs and attributes, and whether it `serves` the person's
 * community when given (silent: the screen shows a failure in place).
 */
export async function getProduct(code: string, communityCode?: string): Promise<Product> {
  return call('/api/product/v1/get', { code, communityCode }, { cache: true, silent: true, convert: toProduct });
}

/** POST /api/product/v1/save: create a product in the leader's shop from the draft (not in the spec). */
export async function createProduct(draft: ProductDraft): Promise<Product> {
  return mutate('/api/product/v1/save', productDraftPayload(draft), { convert: toProduct });
}

// ---- The leader's own products (draft editing, my products, take-down): shapes in docs/api.md ----

/** One of my published products: the product plus whether it is on sale. */
export interface MyProductWire extends ProductWire {
  /** 1 on sale, 0 taken down (hidden from the shop, the goods list and its detail). */
  onSale: 0 | 1;
  /** The group-buy plan the leader set, or null (not a group-buy). */
  salePlan: SalePlanWire | null;
}

export interface MyProduct extends Product, Omit<MyProductWire, keyof ProductWire | 'onSale'> {
  onSale: boolean;
}

export function toMyProduct(w: MyProductWire): MyProduct {
  return { ...toProduct(w), onSale: w.onSale === 1, salePlan: w.salePlan ?? null };
}

/** POST /api/product/v1/save with `code`: replace a product of mine with the edited draft (not in the spec). */
export async function updateProduct(code: string, draft: ProductDraft): Promise<Product> {
  return mutate('/api/product/v1/save', { code, ...productDraftPayload(draft) }, { convert: toProduct });
}

/** POST /api/product/v1/mine: the products I published, newest first, taken-down ones included; pageIndex 0-based. */
export async function listMyProducts(query: { pageIndex: number }): Promise<Page<MyProduct>> {
  return call(
    '/api/product/v1/mine',
    { pageIndex: query.pageIndex, pageSize: PAGE_SIZE },
    { convert: pageConverter(toMyProduct) },
  );
}

/** POST /api/product/v1/mine/get: one product of mine, on sale or not (to edit it). */
export async function getMyProduct(code: string): Promise<MyProduct> {
  return call('/api/product/v1/mine/get', { code }, { convert: toMyProduct });
}

/** POST /api/product/v1/shelf: take a product of mine down (onSale 0) or put it on sale again (1). */
export async function setProductOnSale(code: string, onSale: boolean): Promise<MyProduct> {
  return mutate('/api/product/v1/shelf', { code, onSale: onSale ? 1 : 0 }, { convert: toMyProduct });
}

// ---- Who bought it (docs/product.md#growth) ----

/** One neighbour with a paid order of the product in the last 30 days: the name masked (张*), when paid (ms). */
export interface BuyerWire {
  name: string;
  avatar: string;
  time: number;
}

export interface BuyersWire {
  total: number;
  list: BuyerWire[];
}

/** POST /api/product/v1/buyers: the neighbours who bought it in 30 days, newest first (silent: a product page shows nothing on failure). */
export async function listBuyers(code: string, pageSize = 5): Promise<BuyersWire> {
  return call(
    '/api/product/v1/buyers',
    { code, pageSize },
    {
      cache: true,
      silent: true,
      convert: (w: BuyersWire) => ({
        total: shaped<BuyersWire>({ total: 'number', list: 'array' })(w).total,
        list: shapedList<BuyerWire>({ name: 'string', avatar: 'string', time: 'number' })(w.list),
      }),
    },
  );
}
