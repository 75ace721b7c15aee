// Products: detail, and creation from the product draft (newProduct, spec section 3).
import { call } from '@/lib/request/client';
import { fenToYuan, wireYuanToFen } from '@/lib/money';
import { mutate } from './shared';
import { toGood, type Good, type GoodWire } from './app-mall';

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
}

export interface Spec {
  name: string;
  priceFen: number;
  stock: number;
}

export interface Product extends Good {
  storeImg: string;
  imgList: string[];
  specList: Spec[];
  goodAttr: GoodAttrWire[];
  details: string;
  limitPerPerson: number;
  createTime: number;
}

export function toProduct(w: ProductWire): Product {
  return {
    ...toGood(w),
    storeImg: w.storeImg, imgList: w.imgList.length ? w.imgList : [w.img],
    specList: w.specList.map((s) => ({ name: s.name, priceFen: wireYuanToFen(s.price), stock: s.stock })),
    goodAttr: w.goodAttr, details: w.details, limitPerPerson: w.limitPerPerson ?? 0, createTime: w.createTime,
  };
}

/** The product draft as the app keeps it (money in fen). */
export interface ProductDraft {
  categoryCode: string;
  title: string;
  /** Price when there are no specs. */
  priceFen: number;
  img: string;
  imgList: string[];
  specList: Spec[];
  goodAttr: GoodAttrWire[];
  details: string;
}

/** The draft as the backend takes it (money in yuan). */
export function productDraftPayload(d: ProductDraft) {
  return {
    categoryCode: d.categoryCode,
    title: d.title.trim(),
    price: fenToYuan(d.priceFen),
    img: d.img,
    imgList: d.imgList,
    specList: d.specList.map((s) => ({ name: s.name.trim(), price: fenToYuan(s.priceFen), stock: s.stock })),
    goodAttr: d.goodAttr.map((a) => ({ name: a.name.trim(), items: a.items.map((i) => i.trim()).filter(Boolean) })),
    details: d.details,
  };
}

/** POST /api/product/v1/get: one product with its specs and attributes (silent: the screen shows a failure in place). */
export async function getProduct(code: string): Promise<Product> {
  return call('/api/product/v1/get', { code }, { cache: true, silent: true, convert: toProduct });
}

/** POST /api/product/v1/save: create a product in the manager's shop from the draft (not in the spec). */
export async function createProduct(draft: ProductDraft): Promise<Product> {
  return mutate('/api/product/v1/save', productDraftPayload(draft), { convert: toProduct });
}
