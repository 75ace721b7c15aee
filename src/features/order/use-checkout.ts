// The checkout's state and actions (/pages/order/confirm): the stored draft (receiving, address, coupon, note),
// the address coming back from the address list, the server's preview, and the commit: once per checkout
// (its id), recovered when its answer was lost, explained in place when refused (the line it is about, or
// the coupon falling back to the best one).
import { useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { useRequest } from 'ahooks';
import { useNavigate } from 'react-router-dom';
import { commitOrder } from '@/api/app-mall-order';
import { DELIVERY_TYPE, listOrders, type OrderDraft } from '@/api/product-order';
import { hrefs } from '@/config/paths';
import { showModal } from '@/components/feedback';
import { errorMessage } from '@/components/loadable';
import { useLockedAction } from '@/components/use-locked-action';
import { useT } from '@/i18n';
import { clearRequestCache } from '@/lib/request/client';
import { ApiError } from '@/lib/request/errors';
import { ERR } from '@/rules/error-codes';
import { refreshCartCount } from '@/state/cart';
import { checkoutDraftAtom, type CheckoutDraft } from '@/state/checkout';
import { askFor, useComeBack } from '@/state/come-back';
import { currentCommunityAtom } from '@/state/community';
import { loadCheckout, refusedLine } from './checkout';
import {
  afterCommit,
  afterLostCommit,
  checkoutRequest,
  couponFallback,
  draftFor,
  withoutLine,
  type CheckoutLines,
} from './checkout-rules';

const isAddressCode = (v: unknown): v is string => typeof v === 'string' && v !== '';

export interface CheckoutInput extends CheckoutLines {
  checkoutId: string;
  userCode: string;
  /** The commit needs a station first: open the station picker. */
  pickStation: () => void;
}

export function useCheckout({ checkoutId, userCode, cartCodes, lines, pickStation }: CheckoutInput) {
  const t = useT();
  const navigate = useNavigate();
  const [stored, setStored] = useAtom(checkoutDraftAtom);
  const draft = draftFor(stored, checkoutId, userCode);
  const update = (patch: Partial<CheckoutDraft>) =>
    setStored((prev) => ({ ...draftFor(prev, checkoutId, userCode), ...patch }));

  // Back from the address list with an address chosen for this checkout: delivery to it.
  useComeBack('address', checkoutId, isAddressCode, (addressCode) =>
    update({ deliveryType: DELIVERY_TYPE.delivery, addressCode }),
  );
  /** Opens the address list to choose the delivery address of this checkout. */
  const chooseAddress = () => {
    askFor('address', checkoutId, draft.addressCode || undefined);
    navigate(hrefs.addressSelect());
  };

  // The station the catalogue shows (docs/product.md#business-time): the chosen one, else the one resolved for the home.
  const community = useAtomValue(currentCommunityAtom);
  const req = checkoutRequest({ cartCodes, lines }, draft, community?.code);
  // The last commit refused because of one line (its index and the server's reason).
  const [refused, setRefused] = useState<{ line: number; message: string } | null>(null);
  // Once placed, the checkout is over: nothing reloads while the order's page opens.
  const [placed, setPlaced] = useState(false);

  const key = JSON.stringify([req, draft.coupon]);
  // A failure is shown in place (the error with retry, the alert, or the refused line): nothing to log.
  const request = useRequest(() => loadCheckout(req, draft.coupon), {
    refreshDeps: [key],
    ready: !placed,
    onError: () => undefined,
  });

  const finish = (to: string) => {
    setPlaced(true);
    navigate(to, { replace: true });
    setStored(null);
  };

  const [commit, busy] = useLockedAction(async (order: OrderDraft, couponCode: string): Promise<void> => {
    if (order.deliveryType === DELIVERY_TYPE.pickup && !order.station) return pickStation();
    if (order.deliveryType === DELIVERY_TYPE.delivery && !order.address) return chooseAddress();
    try {
      const created = await commitOrder(
        { ...req, couponCode: couponCode || undefined, remark: draft.remark.trim() || undefined },
        checkoutId,
        { silent: true },
      );
      void refreshCartCount();
      return finish(afterCommit(created));
    } catch (error) {
      if (error instanceof ApiError && error.code === ERR.order.alreadyCommitted) {
        // The first commit went through (its answer was lost): pay for, or show, those orders.
        const recent = await listOrders({ pageIndex: 0 }).catch(() => null);
        return finish(afterLostCommit(recent?.list ?? [], checkoutId));
      }
      // A refusal explains itself; the checkout stays as it was, with fresh prices and stock.
      const message = errorMessage(error, t('errors.server'));
      const line = refusedLine(error);
      setRefused(line === null ? null : { line, message });
      await showModal({ title: t('order.commitRefused'), content: message, noCancel: true });
      // What the server has changed (stock, coupons): read it afresh.
      clearRequestCache();
      const coupon = couponFallback(error, draft.coupon);
      if (coupon) update({ coupon });
      else request.refresh();
    }
  });

  // A refused line: of the preview (it cannot be bought now), else of the last commit.
  const previewLine = refusedLine(request.error);
  const refusal =
    previewLine !== null ? { line: previewLine, message: errorMessage(request.error, t('errors.server')) } : refused;
  /** The same checkout (id, receiving, coupon, note) without one line. */
  const removeLine = (index: number) => {
    setRefused(null);
    navigate(withoutLine({ cartCodes, lines }, index, checkoutId), { replace: true });
  };

  return { draft, update, community, request, placed, busy, commit, chooseAddress, refusal, previewLine, removeLine };
}
