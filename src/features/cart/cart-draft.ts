// The cart draft (state/cart.ts: the selection and the quantities not yet confirmed) kept true to the cart:
// after a load it holds only lines that are there, after a removal none of the removed ones.
import type { CartGroup } from '@/api/cart';
import type { CartDraft } from '@/state/cart';
import { pruneSelection } from './cart-totals';

/** The draft for the cart as loaded: a line gone is neither selected nor pending; an unsellable one not selected. */
export function draftForLoaded(groups: readonly CartGroup[], draft: CartDraft): CartDraft {
  const present = new Set(groups.flatMap((g) => g.children.map((c) => c.code)));
  const pending = Object.fromEntries(Object.entries(draft.pending).filter(([code]) => present.has(code)));
  return { selected: pruneSelection(groups, draft.selected), pending };
}

/** The draft once the lines `codes` are removed. */
export const draftWithout = (draft: CartDraft, codes: readonly string[]): CartDraft => ({
  selected: draft.selected.filter((c) => !codes.includes(c)),
  pending: Object.fromEntries(Object.entries(draft.pending).filter(([c]) => !codes.includes(c))),
});
