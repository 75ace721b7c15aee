// Quantity edits of cart lines: shown at once (optimistic), kept in the cart draft until the server
// confirms them (so a reload resends them), sent once the taps settle, one request per line at a
// time; a refusal rolls the line back to the server's quantity with a localized message.
import { useCallback, useEffect, useRef } from 'react';
import { editCart, type CartGroup } from '@/api/cart';
import { errorMessage } from '@/components/loadable';
import { showToast } from '@/components/feedback';
import { t } from '@/i18n';
import { draftCartAtom, setCartCount } from '@/state/cart';
import { currentCommunityAtom } from '@/state/community';
import { store } from '@/state/store';

/** Taps closer together than this are sent as one edit. */
export const EDIT_SETTLE_MS = 350;

type GroupsUpdate = (update: (groups: CartGroup[]) => CartGroup[]) => void;

function setPending(code: string, num: number | undefined): void {
  const draft = store.get(draftCartAtom);
  const pending = { ...draft.pending };
  if (num === undefined) delete pending[code];
  else pending[code] = num;
  store.set(draftCartAtom, { ...draft, pending });
}

/** `updateGroups` changes the loaded cart in place; `reload` fetches it again (after a refusal). */
export function useCartEdits(updateGroups: GroupsUpdate, reload: () => void) {
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const inFlight = useRef(new Set<string>());

  const send = useCallback(
    async (code: string): Promise<void> => {
      const num = store.get(draftCartAtom).pending[code];
      if (num === undefined || inFlight.current.has(code)) return;
      inFlight.current.add(code);
      try {
        const answer = await editCart(
          { code, num, communityCode: store.get(currentCommunityAtom)?.code },
          { silent: true },
        );
        setCartCount(answer.count);
        updateGroups((groups) =>
          groups
            .map((g) => ({
              ...g,
              children: answer.code
                ? g.children.map((c) => (c.code === code ? { ...c, num: answer.num } : c))
                : g.children.filter((c) => c.code !== code),
            }))
            .filter((g) => g.children.length > 0),
        );
        if (store.get(draftCartAtom).pending[code] === num) setPending(code, undefined);
      } catch (error) {
        // Roll back to what the server has, and say why.
        setPending(code, undefined);
        showToast(t('cart.editFailed', { msg: errorMessage(error, t('errors.server')) }));
        reload();
      } finally {
        inFlight.current.delete(code);
      }
      // A tap that came while this edit was on its way goes out now.
      const later = store.get(draftCartAtom).pending[code];
      if (later !== undefined && later !== num) void send(code);
    },
    [updateGroups, reload],
  );

  /** Shows `num` at once and sends it when the taps settle. */
  const change = useCallback(
    (code: string, num: number) => {
      setPending(code, num);
      clearTimeout(timers.current.get(code));
      timers.current.set(
        code,
        setTimeout(() => void send(code), EDIT_SETTLE_MS),
      );
    },
    [send],
  );

  /** Sends every edit still waiting (after a reload, or when leaving the screen). */
  const flushAll = useCallback(() => {
    timers.current.forEach((id) => clearTimeout(id));
    timers.current.clear();
    for (const code of Object.keys(store.get(draftCartAtom).pending)) void send(code);
  }, [send]);

  useEffect(() => flushAll, [flushAll]);

  return { change, flushAll };
}
