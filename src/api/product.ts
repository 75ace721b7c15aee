// Products: detail, and creation from the product draft (newProduct, spec section 3).
import { call } from '@/lib/request/client';
import { fenToYuan, wireYuanToFen } from '@/lib/money';
import { mutate } from './shared';
import { splitTags } from './app-mall';

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

export interface ProductWire {
  code: string;
  storeCode: string;
  storeName: string;
  storeImg: string;
  categoryCode: string;
  title: string;
  /** Lowest spec price, yuan. */
  price: number;
  originalPrice: number;
  deposit: number;
  img: string;
  imgList: string[];
  specList: SpecWire[];
  goodAttr: GoodAttrWire[];
  /** Plain text (line breaks kept). */
  details: string;
  sales: number;
  tags: string;
  createTime: number;
}

export interface Spec {
  name: string;
  priceFen: number;
  stock: number;
}

export interface Product {
  code: string;
  storeCode: string;
  storeName: string;
  storeImg: string;
  categoryCode: string;
  title: string;
  priceFen: number;
  originalPriceFen: number;
  depositFen: number;
  img: string;
  imgList: string[];
  specList: Spec[];
  goodAttr: GoodAttrWire[];
  details: string;
  sales: number;
  tagArr: string[];
  createTime: number;
}

export function toProduct(w: ProductWire): Product {
  return {
    code: w.code, storeCode: w.storeCode, storeName: w.storeName, storeImg: w.storeImg, categoryCode: w.categoryCode,
    title: w.title, priceFen: wireYuanToFen(w.price), originalPriceFen: wireYuanToFen(w.originalPrice), depositFen: wireYuanToFen(w.deposit),
    img: w.img, imgList: w.imgList, specList: w.specList.map((s) => ({ name: s.name, priceFen: wireYuanToFen(s.price), stock: s.stock })),
    goodAttr: w.goodAttr, details: w.details, sales: w.sales, tagArr: splitTags(w.tags), createTime: w.createTime,
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

/** POST /api/product/v1/get: one product with its specs and attributes. */
export async function getProduct(code: string): Promise<Product> {
  return call('/api/product/v1/get', { code }, { cache: true, convert: toProduct });
}

/** POST /api/product/v1/save: create a product in the manager's shop from the draft (not in the spec). */
export async function createProduct(draft: ProductDraft): Promise<Product> {
  return mutate('/api/product/v1/save', productDraftPayload(draft), { convert: toProduct });
}
