// The order actions of docs/product.md#states (cancel, confirm receipt, delete), each behind a confirmation,
// shared by the order list and the order's page; which ones an order offers comes from its state. An
// unpaid order also offers to pay (the cashier), with the time left to pay on the server's clock.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { cancelOrder, ORDER_STATUS, orderActions, type Order } from '@/api/product-order';
import { hrefs } from '@/config/paths';
import { Countdown } from '@/components/countdown';
import { confirmOrder, removeOrder } from '@/api/good-order';
import { showModal, showToast } from '@/components/feedback';
import { useT, type MessageKey } from '@/i18n';
import { formatFen } from '@/rules/money';
import { cancelQuestion } from './order-format';

export type OrderAction = 'cancel' | 'confirm' | 'remove';

const texts: Record<OrderAction, { label: MessageKey; ask: MessageKey; ok: MessageKey; done: MessageKey }> = {
  cancel: { label: 'order.cancel', ask: 'order.cancelConfirm', ok: 'order.cancelOk', done: 'order.cancelled' },
  confirm: { label: 'order.confirm', ask: 'order.confirmConfirm', ok: 'order.confirmOk', done: 'order.confirmed' },
  remove: { label: 'order.remove', ask: 'order.removeConfirm', ok: 'order.removeOk', done: 'order.removed' },
};

/**
 * Runs an action after the person confirms it; `onDone` gets the changed order (null once deleted),
 * `onFailed` runs after a refusal (the request layer has said why) so the screen can reload.
 */
export function useOrderActions(onDone: (order: Order | null, before: Order) => void, onFailed: () => void) {
  const t = useT();
  const [busy, setBusy] = useState('');
  const run = async (action: OrderAction, order: Order) => {
    if (busy) return;
    const { ask, ok, done } = texts[action];
    // A cancel says what comes back (the money, and where; the coupon or why not) before the person agrees.
    const content = action === 'cancel' ? cancelQuestion(order) : t(ask);
    if (!(await showModal({ content, confirmText: t(ok), cancelText: t('order.keep') }))) return;
    setBusy(`${order.orderCode}:${action}`);
    try {
      const changed =
        action === 'cancel'
          ? await cancelOrder(order.orderCode)
          : action === 'confirm'
            ? await confirmOrder(order.orderCode)
            : await removeOrder(order.orderCode);
      showToast(
        action === 'cancel' && order.payTime !== null
          ? t('order.cancelledRefund', { amount: formatFen(order.payFen) })
          : t(done),
        { icon: 'success' },
      );
      onDone(changed, order);
    } catch {
      onFailed();
    } finally {
      setBusy('');
    }
  };
  return { run, busy };
}

/** The buttons an order offers in its state. */
export function OrderActionButtons({
  order,
  run,
  busy,
  size = 'small',
  onExpire,
}: {
  order: Order;
  run: (a: OrderAction, o: Order) => void;
  busy: string;
  size?: 'small' | 'middle';
  onExpire?: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const can = orderActions(order.status);
  const list: OrderAction[] = (['remove', 'cancel', 'confirm'] as const).filter((a) => can[a]);
  const payable = order.status === ORDER_STATUS.unpaid && order.expireTime !== null;
  return (
    <>
      {payable && (
        <span className="order-pay-left">
          {t('order.payLeft')}{' '}
          <Countdown
            until={order.expireTime!}
            serverOffset={order.serverOffset}
            onEnd={onExpire}
            className="qh-countdown"
          />
        </span>
      )}
      {list.map((a) => (
        <Button
          key={a}
          size={size}
          shape="rounded"
          color={a === 'confirm' ? 'primary' : 'default'}
          loading={busy === `${order.orderCode}:${a}`}
          disabled={busy !== ''}
          onClick={() => run(a, order)}
        >
          {t(texts[a].label)}
        </Button>
      ))}
      {payable && (
        <Button
          size={size}
          shape="rounded"
          color="primary"
          disabled={busy !== ''}
          onClick={() => navigate(hrefs.cashier({ biz: 'order', codes: [order.orderCode] }))}
        >
          {t('order.pay')}
        </Button>
      )}
    </>
  );
}
