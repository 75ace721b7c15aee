// The unread message count behind the 我的 tab's badge and the mine page's entry to the message centre (design
// section 15). Asked for after the first screen (the tab layout, when idle) and on tab changes and when the app
// comes back to the front; the call's code is fetched with it, off the start chunks. Nobody asked for it: a
// failure keeps the last count, silently; signed out it is 0 without a call.
import { atom } from 'jotai';
import { store } from './store';
import { hasLoginAtom } from './session';

export const unreadCountAtom = atom(0);

/** Sets the count from an answer that carries it (reading one or all). */
export function setUnreadCount(n: number): void {
  store.set(unreadCountAtom, n);
}

/** Refreshes the count (logged-in users only). */
export async function refreshUnreadCount(): Promise<void> {
  if (!store.get(hasLoginAtom)) return store.set(unreadCountAtom, 0);
  try {
    const { unreadCount } = await import('@/api/message');
    const n = await unreadCount();
    // Signed out while it was on its way: nothing to show.
    store.set(unreadCountAtom, store.get(hasLoginAtom) ? n : 0);
  } catch {
    // A hint only: the last count stays.
  }
}

/** A badge's text for a count: '' for none, '99+' above 99. */
export function badgeText(n: number): string {
  return n <= 0 ? '' : n > 99 ? '99+' : String(n);
}
