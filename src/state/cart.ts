// The cart count behind the cart tab's badge, shared by every screen that changes the cart
// (product detail, cart, checkout) so the badge is in step on every tab at once.
import { atom } from 'jotai';
import { cartCount } from '@/api/cart';
import { store } from './store';
import { hasLoginAtom } from './session';

/** Pieces in the cart (the cart tab's badge). */
export const cartCountAtom = atom(0);

/** Sets the count from an answer that carries it (edit, remove), without another request. */
export function setCartCount(count: number): void {
  store.set(cartCountAtom, count);
}

/** Refreshes the cart count (logged-in users only; a failure keeps the last count, silently). */
export async function refreshCartCount(): Promise<void> {
  if (!store.get(hasLoginAtom)) return store.set(cartCountAtom, 0);
  try {
    store.set(cartCountAtom, await cartCount());
  } catch {
    // The badge is a hint: a failure keeps the last count (the call itself is silent).
  }
}
