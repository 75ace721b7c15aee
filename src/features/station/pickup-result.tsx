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
    <Sheet visible={found !== null} title={t('station.resultTitle')} onClose={onClose}>
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
    <div className="station-result-body" data-state={order.state}>
      <p className="station-result-who">
        <strong>{order.residentName}</strong> <span>{order.residentPhone}</span>
      </p>
      <p className="station-result-code">{t('station.resultCode', { code: formatPickupCode(code) })}</p>
      <ul className="station-result-items">
        {order.items.map((i, k) => (
          <li key={`${i.title}-${k}`}>
            <img src={i.img} alt="" width={48} height={48} />
            <span className="station-result-item-title">
              {i.title}
              <small>{i.specName}</small>
            </span>
            <span>×{i.num}</span>
          </li>
        ))}
      </ul>
      <p className="station-result-money">
        <Money fen={order.goodsFen} />
        <span>{t('station.commission', { amount: formatFen(order.commissionFen) })}</span>
      </p>
      {justDone ? (
        <p className="station-result-done" role="status">
          {t('station.handedOverDone', { amount: formatFen(order.commissionFen) })}
        </p>
      ) : handed ? (
        <p className="station-result-already" role="alert">
          {t('station.alreadyHandedOver', { time: formatDate(order.pickupTime ?? 0, t('station.timeFormat')) })}
        </p>
      ) : (
        order.state === PICKUP_STATE.notArrived && <p className="qh-field-hint">{t('station.notArrivedNote')}</p>
      )}
      {error && (
        <p className="station-scan-error" role="alert">
          {error}
        </p>
      )}
      <div className="station-result-actions">
        {handed ? (
          <Button block color="primary" shape="rounded" size="large" onClick={onClose}>
            {t(justDone ? 'station.next' : 'station.close')}
          </Button>
        ) : (
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            onClick={() => void confirm()}
            loading={busy}
            loadingText={t('station.handingOver')}
            disabled={busy}
          >
            {t('station.handOver')}
          </Button>
        )}
      </div>
    </div>
  );
}
