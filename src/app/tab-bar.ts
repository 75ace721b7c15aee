// Tab-bar badges (spec section 5): updates only from a tab-bar page and for an existing item; the
// cart tab (index 2) shows the cart count when it is above 0.
import { atom } from 'jotai';
import { routeOfHash, tabPaths } from '@/config/paths';
import { store } from '@/state/store';

export const CART_TAB_INDEX = 2;
export const NOT_TAB_PAGE = 'not TabBar page';
export const ITEM_NOT_FOUND = 'tabbar item not found';

/** Badge texts by tab index, set through setTabBarBadge. */
export const tabBadgesAtom = atom<Record<number, string>>({});

const currentRoute = () => (routeOfHash(window.location.hash).split('?')[0] ?? '/');

function check(index: number, route: string): void {
  if (!(tabPaths as readonly string[]).includes(route)) throw new Error(NOT_TAB_PAGE);
  if (!Number.isInteger(index) || index < 0 || index >= tabPaths.length) throw new Error(ITEM_NOT_FOUND);
}

/** Sets a badge; throws 'not TabBar page' or 'tabbar item not found' (spec section 8). */
export function setTabBarBadge(index: number, text: string, route = currentRoute()): void {
  check(index, route);
  store.set(tabBadgesAtom, { ...store.get(tabBadgesAtom), [index]: text });
}

export function removeTabBarBadge(index: number, route = currentRoute()): void {
  check(index, route);
  const next = { ...store.get(tabBadgesAtom) };
  delete next[index];
  store.set(tabBadgesAtom, next);
}
