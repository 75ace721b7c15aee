// Texts of after-sales: the reason's and the state's names, and the steps of an after-sale's timeline.
import { AFTER_SALE_STATUS, type AfterSale, type AfterSaleReason, type AfterSaleStatus } from '@/api/after-sale';
import { t, type MessageKey } from '@/i18n';

export const REASON_KEYS: Record<AfterSaleReason, MessageKey> = {
  outOfStock: 'afterSale.reasonOutOfStock',
  spoiled: 'afterSale.reasonSpoiled',
  missing: 'afterSale.reasonMissing',
  other: 'afterSale.reasonOther',
};

export const STATUS_KEYS: Record<AfterSaleStatus, MessageKey> = {
  [AFTER_SALE_STATUS.pending]: 'afterSale.status0',
  [AFTER_SALE_STATUS.accepted]: 'afterSale.status1',
  [AFTER_SALE_STATUS.refused]: 'afterSale.status2',
  [AFTER_SALE_STATUS.cancelled]: 'afterSale.status3',
};

export interface TimelineStep {
  text: string;
  time: number;
}

/** What happened to an after-sale, oldest first: asked, then decided (and how) or withdrawn. */
export function timelineOf(a: AfterSale): TimelineStep[] {
  const steps: TimelineStep[] = [{ text: t('afterSale.stepApplied'), time: a.createTime }];
  if (a.status === AFTER_SALE_STATUS.accepted && a.decideTime !== null) {
    steps.push({
      text: a.decidedBy === 'auto' ? t('afterSale.stepAutoAccepted') : t('afterSale.stepAccepted'),
      time: a.decideTime,
    });
  }
  if (a.status === AFTER_SALE_STATUS.refused && a.decideTime !== null)
    steps.push({ text: t('afterSale.stepRefused', { remark: a.remark }), time: a.decideTime });
  if (a.status === AFTER_SALE_STATUS.cancelled && a.cancelTime !== null)
    steps.push({ text: t('afterSale.stepCancelled'), time: a.cancelTime });
  return steps;
}
