// Products: detail, and creation from the product draft (newProduct, spec section 3).
import { call } from '@/lib/request/client';
import { fenToYuan, yuanToFen } from '@/lib/money';
import { mapPage, mutate, PAGE_SIZE, type Page, type PageWire } from './shared';
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
    title: w.title, priceFen: yuanToFen(w.price), originalPriceFen: yuanToFen(w.originalPrice), depositFen: yuanToFen(w.deposit),
    img: w.img, imgList: w.imgList, specList: w.specList.map((s) => ({ name: s.name, priceFen: yuanToFen(s.price), stock: s.stock })),
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
  return toProduct(await call<ProductWire>('/api/product/v1/get', { code }, { cache: true }));
}

/** POST /api/product/v1/save: create a product in the manager's shop from the draft (not in the spec). */
export async function createProduct(draft: ProductDraft): Promise<Product> {
  return toProduct(await mutate<ProductWire>('/api/product/v1/save', productDraftPayload(draft)));
}

// ---- The leader's own products (draft editing, my products, take-down): shapes in docs/api.md ----

/** One of my published products: the product plus whether it is on sale. */
export interface MyProductWire extends ProductWire {
  /** 1 on sale, 0 taken down (hidden from the shop, the goods list and its detail). */
  onSale: 0 | 1;
}

export interface MyProduct extends Product {
  onSale: boolean;
}

export function toMyProduct(w: MyProductWire): MyProduct {
  return { ...toProduct(w), onSale: w.onSale === 1 };
}

/** POST /api/product/v1/save with `code`: replace a product of mine with the edited draft (not in the spec). */
export async function updateProduct(code: string, draft: ProductDraft): Promise<Product> {
  return toProduct(await mutate<ProductWire>('/api/product/v1/save', { code, ...productDraftPayload(draft) }));
}

/** POST /api/product/v1/mine: the products I published, newest first, taken-down ones included; pageIndex 0-based. */
export async function listMyProducts(query: { pageIndex: number }): Promise<Page<MyProduct>> {
  const page = await call<PageWire<MyProductWire>>('/api/product/v1/mine', { pageIndex: query.pageIndex, pageSize: PAGE_SIZE });
  return mapPage(page, toMyProduct);
}

/** POST /api/product/v1/mine/get: one product of mine, on sale or not (to edit it). */
export async function getMyProduct(code: string): Promise<MyProduct> {
  return toMyProduct(await call<MyProductWire>('/api/product/v1/mine/get', { code }));
}

/** POST /api/product/v1/shelf: take a product of mine down (onSale 0) or put it on sale again (1). */
export async function setProductOnSale(code: string, onSale: boolean): Promise<MyProduct> {
  return toMyProduct(await mutate<MyProductWire>('/api/product/v1/shelf', { code, onSale: onSale ? 1 : 0 }));
}
