// The cart screen's state: the cart as loaded for my community with the quantities typed but not yet
// confirmed, its parts (on sale, not for my station, sold out or delisted), the selection and its totals,
// and the actions on it (select, change a quantity, remove after a confirmation).
import { useCallback, useMemo } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useMemoizedFn, useRequest } from 'ahooks';
import { listCart, removeCartItems, type CartGroup } from '@/api/cart';
import { showModal, showToast } from '@/components/feedback';
import { useT } from '@/i18n';
import { cartCountOf } from '@/rules/commerce-states';
import { draftCartAtom, setCartCount } from '@/state/cart';
import { catalogueCode, currentCommunityAtom } from '@/state/community';
import { draftForLoaded, draftWithout } from './cart-draft';
import { cartTotals, pickupReadyFrom, splitCart, toggleAll, toggleItem, toggleStore, withPending } from './cart-totals';
import { useCartEdits } from './use-cart-edits';

export function useCart() {
  const t = useT();
  const [draft, setDraft] = useAtom(draftCartAtom);

  // Asked with my community: each line says whether my station can get it; another station asks again.
  const community = useAtomValue(currentCommunityAtom);
  const request = useRequest(async () => listCart(await catalogueCode(community?.code)), {
    refreshDeps: [community?.code],
    onSuccess(groups) {
      setCartCount(cartCountOf(groups.flatMap((g) => g.children)));
      setDraft((d) => draftForLoaded(groups, d));
      // Edits typed before a reload go out now.
      flushAll();
    },
  });
  const { mutate, refresh } = request;
  const updateGroups = useCallback(
    (update: (groups: CartGroup[]) => CartGroup[]) => mutate((groups) => update(groups ?? [])),
    [mutate],
  );
  const { change, flushAll } = useCartEdits(updateGroups, refresh);

  // The lines keep their identity across a selection tap, so the memoized lines render only when their own
  // line, selection or limit changes (a tap renders the tapped line, its shop's head and the bar).
  const groups = useMemo(() => withPending(request.data ?? [], draft.pending), [request.data, draft.pending]);
  const parts = useMemo(() => splitCart(groups), [groups]);
  const totals = cartTotals(groups, draft.selected);
  const select = (next: string[]) => setDraft((d) => ({ ...d, selected: next }));
  const toggleLine = useMemoizedFn((code: string) => select(toggleItem(groups, draft.selected, code)));
  const toggleShop = useMemoizedFn((storeCode: string) => select(toggleStore(groups, draft.selected, storeCode)));
  const toggleEvery = () => select(toggleAll(groups, draft.selected));

  const remove = useMemoizedFn(async (codes: string[], question: string) => {
    if (codes.length === 0 || !(await showModal({ content: question, confirmText: t('cart.removeOk') }))) return;
    try {
      const { count: left } = await removeCartItems(codes, { communityCode: community?.code });
      setCartCount(left);
      setDraft((d) => draftWithout(d, codes));
      showToast(t('cart.removed'));
    } finally {
      // Spec: removing items reloads the cart (also after a failure, to show what is there).
      refresh();
    }
  });

  return {
    request,
    community,
    groups,
    ...parts,
    selected: draft.selected,
    totals,
    readyFrom: pickupReadyFrom(totals, Date.now()),
    // The header counts as the badge and the backend do: the lines that can be bought.
    count: cartCountOf(groups.flatMap((g) => g.children)),
    toggleLine,
    toggleShop,
    toggleEvery,
    change,
    remove,
  };
}
