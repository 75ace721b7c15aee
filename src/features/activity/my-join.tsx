// My participation on the detail page: its state, what I paid and got back, the time left to pay an
// unpaid join, its refunds, and leaving (or giving up an unpaid join) with the refund it brings.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { JOIN_STATUS, leaveActivity, type MyJoin } from '@/api/activity';
import { Countdown } from '@/components/countdown';
import { showModal, showToast } from '@/components/feedback';
import { Money } from '@/components/price';
import { RefundRows } from '@/components/refund-rows';
import { useT, type MessageKey } from '@/i18n';
import { formatFen } from '@/rules/money';
import { when } from './labels';

const JOIN_STATUS_KEYS: Record<number, MessageKey> = {
  0: 'activity.joinStatus0',
  1: 'activity.joinStatus1',
  2: 'activity.joinStatus2',
  3: 'activity.joinStatus3',
  4: 'activity.joinStatus4',
};

export function MyJoinSection({
  code,
  join,
  now,
  offset,
  refresh,
}: {
  code: string;
  join: MyJoin;
  now: number;
  offset: number;
  refresh: () => void;
}) {
  const t = useT();
  const [leaving, setLeaving] = useState(false);
  const unpaid = join.status === JOIN_STATUS.unpaid;

  async function leave() {
    if (leaving) return;
    const refund = join.payFen - join.refundFen;
    const ok = unpaid
      ? await showModal({
          title: t('activity.giveUp'),
          content: t('activity.giveUpText'),
          confirmText: t('activity.giveUpOk'),
        })
      : await showModal({
          title: t('activity.leaveTitle'),
          // Free things never talk about money.
          content: refund > 0 ? t('activity.leaveText', { amount: formatFen(refund) }) : t('activity.leaveTextFree'),
          confirmText: t('activity.leaveOk'),
        });
    if (!ok) return;
    setLeaving(true);
    try {
      const r = await leaveActivity(code);
      showToast(
        unpaid
          ? t('activity.givenUp')
          : r.refundFen > 0
            ? t('activity.left', { amount: formatFen(r.refundFen) })
            : t('activity.leftFree'),
      );
      refresh();
    } catch {
      // shown by the request layer
    } finally {
      setLeaving(false);
    }
  }

  return (
    <section className="act-block act-mine" aria-labelledby="act-mine-title" data-testid="my-join">
      <h2 className="act-block-title" id="act-mine-title">
        {t('activity.myJoin')}
      </h2>
      <p className="act-mine-state" data-testid="my-join-state">
        {t(
          join.payFen === 0 && join.status === JOIN_STATUS.left
            ? 'activity.joinStatus1Free'
            : (JOIN_STATUS_KEYS[join.status] ?? 'activity.joinStatus0'),
        )}
      </p>
      <dl className="act-times">
        {unpaid && join.expireTime !== null && (
          <div>
            <dt>{t('activity.payLeft')}</dt>
            <dd>
              <Countdown until={join.expireTime} serverOffset={offset} onEnd={refresh} className="act-countdown" />
            </dd>
          </div>
        )}
        {join.payFen > 0 && (
          <div>
            <dt>{unpaid || join.status === JOIN_STATUS.closed ? t('activity.toPay') : t('activity.paid')}</dt>
            <dd>
              <Money fen={join.payFen} />
            </dd>
          </div>
        )}
        {join.refundFen > 0 && (
          <div>
            <dt>{t('activity.refunded')}</dt>
            <dd data-testid="my-refund">
              <Money fen={join.refundFen} />
            </dd>
          </div>
        )}
        {join.program && (
          <div>
            <dt>{t('activity.program')}</dt>
            <dd>{join.program}</dd>
          </div>
        )}
        <div>
          <dt>{t('activity.joinTime')}</dt>
          <dd>{when(t, join.createTime, now)}</dd>
        </div>
      </dl>
      <RefundRows refunds={join.refunds} />
      {join.canLeave && (
        <Button size="small" fill="outline" color="danger" loading={leaving} onClick={() => void leave()}>
          {unpaid ? t('activity.giveUp') : t('activity.leave')}
        </Button>
      )}
    </section>
  );
}
