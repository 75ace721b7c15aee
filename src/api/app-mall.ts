// The mall: products list (1-based `current`), areas and shops (the checkout call is api/app-mall-order.ts).
// The reads are silent: the screens show their failures in place, with a retry.
import { call } from '@/lib/request/client';
import { CACHE_TTL } from '@/lib/request/cache';
import { wireYuanToFen } from '@/rules/money';
import { PAGE_SIZE, pageConverter, shapedList, type Page } from './shared';
import { isOpenAt } from '@/rules/shop-hours';

/** Splits the backend's comma-separated tags (ASCII or full-width commas) into tagArr: trimmed, no blanks, no repeats. */
export function splitTags(tags: string | null | undefined): string[] {
  if (!tags) return [];
  return [
    ...new Set(
      tags
        .split(/[,，]/)
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

export interface GoodWire {
  code: string;
  storeCode: string;
  storeName: string;
  categoryCode: string;
  title: string;
  img: string;
  /** Lowest spec price, yuan. */
  price: number;
  /** Price before the group-buy discount, yuan (0 when none). */
  originalPrice: number;
  deposit: number;
  sales: number;
  /** Comma-separated. */
  tags: string;
  /** Pieces left over all specs; 0 = sold out (a sold-out good stays listed). */
  stock: number;
  /** A group-buy good: ordered until the cut-off, picked up at the community's leader station. */
  groupBuy: boolean;
  /** Group-buy order cut-off, Unix ms (server time); null for other goods. */
  cutoffTime: number | null;
  /** Group-buy pickup from this time on, Unix ms; null for other goods. */
  pickupTime: number | null;
}

export interface ProductSummary extends Omit<GoodWire, 'price' | 'originalPrice' | 'deposit' | 'tags'> {
  priceFen: number;
  originalPriceFen: number;
  depositFen: number;
  tagArr: string[];
}

/** A good's fields of a good or a product: field by field, since a product's other fields (specs in yuan) are not a good's. */
export function toProductSummary(w: GoodWire): ProductSummary {
  return {
    code: w.code,
    storeCode: w.storeCode,
    storeName: w.storeName,
    categoryCode: w.categoryCode,
    title: w.title,
    img: w.img,
    priceFen: wireYuanToFen(w.price),
    originalPriceFen: wireYuanToFen(w.originalPrice),
    depositFen: wireYuanToFen(w.deposit),
    sales: w.sales,
    tagArr: splitTags(w.tags),
    stock: w.stock,
    groupBuy: w.groupBuy,
    cutoffTime: w.cutoffTime ?? null,
    pickupTime: w.pickupTime ?? null,
  };
}

export interface ShopWire {
  code: string;
  name: string;
  img: string;
  communityCode: string;
  communityName: string;
  address: string;
  latitude: number;
  longitude: number;
  /** Comma-separated, e.g. "满39包邮,次日达,社区自提". */
  tags: string;
  notice: string;
  goodCount: number;
  sales: number;
  /** Business hours, "HH:mm-HH:mm" (past midnight when the end is earlier: "18:00-02:00"); optional, added later. */
  businessHours?: string;
  /** Open now on the backend's clock; optional, added later (left out: worked out from businessHours). */
  open?: boolean;
  /** `/appMall/store/get` with a community: whether the shop delivers to its station (docs/product.md#business-time; absent or true without one). */
  serves?: boolean;
}

export interface Shop extends Omit<ShopWire, 'tags' | 'businessHours' | 'open'> {
  tagArr: string[];
  /** '' when the backend gave none. */
  businessHours: string;
  /** null when unknown (neither `open` nor readable hours). */
  open: boolean | null;
}

export function toShop(w: ShopWire): Shop {
  const { tags, businessHours, open, ...rest } = w;
  const hours = businessHours ?? '';
  return {
    ...rest,
    tagArr: splitTags(tags),
    businessHours: hours,
    open: open ?? (hours ? isOpenAt(hours, Date.now()) : null),
  };
}

export interface ProductQuery {
  /** 1-based page number. */
  current: number;
  storeCode?: string;
  categoryCode?: string;
  keyword?: string;
  /** The person's pickup community: only goods whose shop serves it (docs/product.md#business-time). */
  communityCode?: string;
}

/** The payload of the goods list: also what the HTML's early-data script signs for the home's first page (scripts/build). */
export function productsPayload(query: ProductQuery) {
  return {
    current: query.current,
    size: PAGE_SIZE,
    storeCode: query.storeCode,
    categoryCode: query.categoryCode,
    keyword: query.keyword,
    communityCode: query.communityCode,
  };
}

/** POST /appMall/good/list: goods (shop items), 10 a page, `current` 1-based; filters and the community optional (cached 2 s). */
export async function listProducts(query: ProductQuery): Promise<Page<ProductSummary>> {
  return call('/appMall/good/list', productsPayload(query), {
    cache: CACHE_TTL.shortList,
    silent: true,
    convert: pageConverter(toProductSummary),
  });
}

/** An area (专区) of the goods listing: a filter above the home's goods list. */
export interface AreaWire {
  code: string;
  name: string;
  /** Goods on sale now in this area. */
  goodCount: number;
}

/** POST /appMall/area/list: the areas of the goods listing, goodCount of what serves the community when given (cached 2 s). */
export function listAreas(communityCode?: string): Promise<AreaWire[]> {
  return call('/appMall/area/list', communityCode ? { communityCode } : undefined, {
    cache: CACHE_TTL.shortList,
    silent: true,
    convert: shapedList<AreaWire>({ code: 'string', name: 'string', goodCount: 'number' }),
  });
}

/** POST /appMall/good/going/list: goods of an area on sale now, soonest cut-off first (the spec's going-goods list, cached 2 s). */
export async function listGoingProducts(query: {
  areaCode: string;
  current: number;
  communityCode?: string;
}): Promise<Page<ProductSummary>> {
  return call(
    '/appMall/good/going/list',
    { areaCode: query.areaCode, current: query.current, size: PAGE_SIZE, communityCode: query.communityCode },
    { cache: CACHE_TTL.shortList, silent: true, convert: pageConverter(toProductSummary) },
  );
}

export interface ShopQuery {
  /** 1-based page number. */
  current: number;
  /** The person's pickup community: only shops that serve it (docs/product.md#business-time). */
  communityCode?: string;
  keyword?: string;
  /** The person's location (GCJ-02): with both, nearest first. */
  latitude?: number;
  longitude?: number;
}

/** POST /appMall/store/list: shops, 10 a page, `current` 1-based, nearest first when given a location (cached 2 s). */
export async function listShops(query: ShopQuery): Promise<Page<Shop>> {
  return call(
    '/appMall/store/list',
    {
      current: query.current,
      size: PAGE_SIZE,
      communityCode: query.communityCode,
      keyword: query.keyword,
      latitude: query.latitude,
      longitude: query.longitude,
    },
    { cache: CACHE_TTL.shortList, silent: true, convert: pageConverter(toShop) },
  );
}

/** POST /appMall/store/get: one shop; with the person's community its `serves` says whether it delivers to that station. */
export async function getShop(storeCode: string, communityCode?: string): Promise<Shop> {
  return call('/appMall/store/get', { storeCode, communityCode }, { cache: true, silent: true, convert: toShop });
}
