// The cart count behind the cart tab's badge, shared by every screen that changes the cart
// (product detail, cart, checkout) so the badge is in step on every tab at once; and the cart
// draft (`draftCart`: which lines are selected, quantity edits not yet confirmed), kept in storage.
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { cartCount } from '@/api/cart';
import { atomStorage, isRecord, isStringArray } from '@/lib/storage';
import { store } from './store';
import { hasLoginAtom } from './session';
import { catalogueCode } from './community';

/** The cart count (the cart tab's badge): lines that can be bought (cartCountOf, docs/api.md). */
export const cartCountAtom = atom(0);

/** Sets the count from an answer that carries it (edit, remove), without another request. */
export function setCartCount(count: number): void {
  store.set(cartCountAtom, count);
}

/**
 * Refreshes the cart count (logged-in users only; a failure keeps the last count, silently): asked with the
 * person's community, so that lines their station cannot get are not counted (as the cart page sets them apart).
 */
export async function refreshCartCount(): Promise<void> {
  if (!store.get(hasLoginAtom)) return store.set(cartCountAtom, 0);
  try {
    store.set(cartCountAtom, await cartCount('', await catalogueCode(undefined)));
  } catch {
    // The badge is a hint: a failure keeps the last count (the call itself is silent).
  }
}

/** The cart draft: selected line codes, and quantities typed but not yet confirmed by the server (line code -> num). */
export interface CartDraft {
  selected: string[];
  pending: Record<string, number>;
}

const isPending = (v: unknown): v is Record<string, number> =>
  isRecord(v) && Object.values(v).every((n) => Number.isInteger(n) && (n as number) >= 0);
const isCartDraft = (v: unknown): v is CartDraft => isRecord(v) && isStringArray(v.selected) && isPending(v.pending);

export const EMPTY_CART_DRAFT: CartDraft = { selected: [], pending: {} };

/** Persisted as `draftCart` (docs/architecture.md#storage-keys; cleared when another user logs in). */
export const draftCartAtom = atomWithStorage<CartDraft>('draftCart', EMPTY_CART_DRAFT, atomStorage(isCartDraft), {
  getOnInit: true,
});
