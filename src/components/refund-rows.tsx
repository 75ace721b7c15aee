// Refunds of an order or a join, as the person sees them: why, how much, back to the original payment,
// processing or done (with when). Shared by the order's page, the activity's page and the refunds list.
import type { Refund, RefundReason } from '@/api/refund';
import { REFUND_STATUS } from '@/api/refund';
import { useT, type MessageKey } from '@/i18n';
import { formatDate } from '@/lib/date';
import { Money } from './price';

export const REFUND_REASON_KEYS: Record<RefundReason, MessageKey> = {
  orderCancelled: 'common.refundOrderCancelled',
  left: 'common.refundLeft',
  tierDifference: 'common.refundTierDifference',
  groupFailed: 'common.refundGroupFailed',
  afterSale: 'common.refundAfterSale',
  shortage: 'common.refundShortage',
};

/** One refund: the reason and amount, then its state and "back to the original payment". */
export function RefundRow({ refund: r }: { refund: Refund }) {
  const t = useT();
  const state =
    r.status === REFUND_STATUS.done && r.finishTime !== null
      ? t('common.refundDone', { time: formatDate(r.finishTime, 'MM/DD HH:mm') })
      : r.status === REFUND_STATUS.failed
        ? t('common.refundFailed')
        : t('common.refundProcessing');
  return (
    <li className={`qh-refund qh-refund--${r.status}`} data-testid="refund">
      <span className="qh-refund-main">
        <span>{t(REFUND_REASON_KEYS[r.reason])}</span>
        <Money fen={r.amountFen} className="qh-refund-amount" />
      </span>
      <span className="qh-refund-state">
        <span data-testid="refund-state">{state}</span>
        <span>{t('common.refundBack')}</span>
      </span>
    </li>
  );
}

/** A titled list of refunds; nothing at all when there are none (free things never talk about money). */
export function RefundRows({ refunds, title = true }: { refunds: readonly Refund[]; title?: boolean }) {
  const t = useT();
  if (refunds.length === 0) return null;
  return (
    <div className="qh-refunds">
      {title && <h3 className="qh-refunds-title">{t('common.refunds')}</h3>}
      <ul>
        {refunds.map((r) => (
          <RefundRow key={r.refundCode} refund={r} />
        ))}
      </ul>
    </div>
  );
}
