// The shopping cart: grouped list, one shop's lines, the count (tab badge), edits and removal.
import { call } from '@/lib/request/client';
import { wireYuanToFen } from '@/rules/money';
import { listConverter, mutate, type ProductLineWire } from './shared';
import type { CartItemStatus } from '@/rules/commerce-states';
import type { ChosenAttr } from '@/rules/buy-lines';

export { CART_ITEM_STATUS, type CartItemStatus } from '@/rules/commerce-states';

export interface CartItemWire extends ProductLineWire {
  /** The cart line's code. */
  code: string;
  stock: number;
  /** 0 on sale, 1 sold out, 2 delisted; only lines on sale can be selected and bought. */
  status: CartItemStatus;
  /** The most one person may order of the good at a time, over all its lines (0 = no limit). */
  limitPerPerson: number;
  /** A group-buy good's current cut-off and pickup time (ms); null for other goods. */
  cutoffTime: number | null;
  pickupTime: number | null;
  /** Whether its shop delivers to the asked community's station (docs/product.md#business-time); absent or true without one. */
  serves?: boolean;
}

export interface CartGroupWire {
  storeCode: string;
  storeName: string;
  storeImg: string;
  children: CartItemWire[];
}

/** A cart line inside the app: the wire's line with its money in fen. */
export interface CartItem extends Omit<CartItemWire, 'price' | 'deposit'> {
  priceFen: number;
  depositFen: number;
}

export interface CartGroup extends Omit<CartGroupWire, 'children'> {
  children: CartItem[];
}

/** The most of one line (the mock refuses more). */
export const CART_LINE_MAX = 99;

export function toCartItem(w: CartItemWire): CartItem {
  const { price, deposit, ...rest } = w;
  return { ...rest, priceFen: wireYuanToFen(price), depositFen: wireYuanToFen(deposit) };
}

/** An edit: change a line by its code, or add `num` of a good's spec and attributes (a new line if there is none). */
export type CartEdit =
  { code: string; num: number } | { goodCode: string; specName: string; num: number; attrs?: ChosenAttr[] };

export interface CartEditWire {
  /** The line's code ('' when it was removed by num 0). */
  code: string;
  num: number;
  /** Cart count after the edit. */
  count: number;
}

/** POST /api/cart/v1/list: the cart grouped by store; with the person's community, each line says whether it `serves` it. */
export async function listCart(communityCode?: string): Promise<CartGroup[]> {
  return call('/api/cart/v1/list', communityCode ? { communityCode } : undefined, {
    cache: true,
    convert: listConverter((g: CartGroupWire): CartGroup => ({ ...g, children: g.children.map(toCartItem) })),
  });
}

/** POST /api/cart/v1/store/list: the cart lines of one store. */
export async function listStoreCart(storeCode: string): Promise<CartItem[]> {
  return call('/api/cart/v1/store/list', { storeCode }, { cache: true, convert: listConverter(toCartItem) });
}

/**
 * POST /api/cart/v1/count/json: the cart count, the lines that can be bought (cartCountOf), of one store or all when
 * storeCode is ''; with the person's community only the lines its station can get (docs/product.md#business-time).
 */
export function cartCount(storeCode = '', communityCode?: string): Promise<number> {
  return call<number>('/api/cart/v1/count/json', { storeCode, communityCode }, { cache: true, silent: true });
}

/** The person's pickup community of an edit or removal: the answer's `count` then counts what its station can get. */
type WithCommunity = { communityCode?: string };

/** POST /api/cart/v1/edit/json: add to the cart or set a line's quantity (num 0 removes the line). */
export function editCart(edit: CartEdit & WithCommunity, options: { silent?: boolean } = {}): Promise<CartEditWire> {
  return mutate<CartEditWire>('/api/cart/v1/edit/json', { ...edit }, options);
}

/** POST /api/cart/v1/remove/json: remove lines by code; answers the new count (then reload the cart). */
export function removeCartItems(
  codes: string[],
  options: { silent?: boolean } & WithCommunity = {},
): Promise<{ count: number }> {
  return mutate<{ count: number }>(
    '/api/cart/v1/remove/json',
    { codes, communityCode: options.communityCode },
    { silent: options.silent },
  );
}
