// The order of a scanned or typed pickup code, to check before handing it over: the resident, the
// goods, the commission; "hand over" acts once; an order already handed over says when.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { formatDate } from '@/lib/date';
import {
  handOver,
  lookupPickup,
  PICKUP_ERROR,
  PICKUP_STATE,
  type HandOverResult,
  type PickupOrder,
} from '@/api/team-pickup';
import { formatPickupCode } from '@/rules/pickup-code';
import { useT } from '@/i18n';
import { errorMessage } from '@/components/loadable';
import { Money } from '@/components/price';
import { Sheet } from '@/components/sheet';
import { useLockedAction } from '@/components/use-locked-action';
import { formatFen } from '@/rules/money';
import { ApiError } from '@/lib/request/errors';

export interface PickupResultProps {
  found: { order: PickupOrder; code: string } | null;
  onClose: () => void;
  onHandedOver: (result: HandOverResult) => void;
}

export function PickupResult({ found, onClose, onHandedOver }: PickupResultProps) {
  const t = useT();
  return (
    <Sheet visible={found !== null} title={t('team.resultTitle')} onClose={onClose}>
      {found && (
        <ResultBody
          key={found.code}
          initial={found.order}
          code={found.code}
          onClose={onClose}
          onHandedOver={onHandedOver}
        />
      )}
    </Sheet>
  );
}

function ResultBody({
  initial,
  code,
  onClose,
  onHandedOver,
}: {
  initial: PickupOrder;
  code: string;
  onClose: () => void;
  onHandedOver: (r: HandOverResult) => void;
}) {
  const t = useT();
  const [order, setOrder] = useState(initial);
  const [justDone, setJustDone] = useState(false);
  const [error, setError] = useState('');
  const handed = order.state === PICKUP_STATE.handedOver;

  const [confirm, busy] = useLockedAction(async () => {
    if (handed) return;
    setError('');
    try {
      const result = await handOver(code);
      setOrder(result.order);
      setJustDone(true);
      onHandedOver(result);
    } catch (e) {
      if (e instanceof ApiError && e.code === PICKUP_ERROR.alreadyHandedOver) {
        // Handed over meanwhile (another phone of the station): show when.
        setOrder(await lookupPickup(code).catch(() => order));
      } else setError(errorMessage(e, t('errors.server')));
    }
  });

  return (
    <div className="team-result-body" data-state={order.state}>
      <p className="team-result-who">
        <strong>{order.residentName}</strong> <span>{order.residentPhone}</span>
      </p>
      <p className="team-result-code">{t('team.resultCode', { code: formatPickupCode(code) })}</p>
      <ul className="team-result-items">
        {order.items.map((i, k) => (
          <li key={`${i.title}-${k}`}>
            <img src={i.img} alt="" width={48} height={48} />
            <span className="team-result-item-title">
              {i.title}
              <small>{i.specName}</small>
            </span>
            <span>×{i.num}</span>
          </li>
        ))}
      </ul>
      <p className="team-result-money">
        <Money fen={order.goodsFen} />
        <span>{t('team.commission', { amount: formatFen(order.commissionFen) })}</span>
      </p>
      {justDone ? (
        <p className="team-result-done" role="status">
          {t('team.handedOverDone', { amount: formatFen(order.commissionFen) })}
        </p>
      ) : handed ? (
        <p className="team-result-already" role="alert">
          {t('team.alreadyHandedOver', { time: formatDate(order.pickupTime ?? 0, t('team.timeFormat')) })}
        </p>
      ) : (
        order.state === PICKUP_STATE.notArrived && <p className="qh-field-hint">{t('team.notArrivedNote')}</p>
      )}
      {error && (
        <p className="team-scan-error" role="alert">
          {error}
        </p>
      )}
      <div className="team-result-actions">
        {handed ? (
          <Button block color="primary" shape="rounded" size="large" onClick={onClose}>
            {t(justDone ? 'team.next' : 'team.close')}
          </Button>
        ) : (
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            onClick={() => void confirm()}
            loading={busy}
            loadingText={t('team.handingOver')}
            disabled={busy}
          >
            {t('team.handOver')}
          </Button>
        )}
      </div>
    </div>
  );
}
