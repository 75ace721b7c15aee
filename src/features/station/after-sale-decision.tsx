// One after-sale in a sheet: the customer, order, items, reason, amount, description and photos (tap for
// large); a pending one is accepted (a confirmation says the amount goes back to the original payment) or
// refused with a remark (required, kept when the request fails); a decided one says who decided and why.
import { useState } from 'react';
import { Button } from 'antd-mobile';
import { decideAfterSale, AFTER_SALE_STATUS, type AfterSale } from '@/api/after-sale';
import { REFUND_STATUS } from '@/api/refund';
import { useT } from '@/i18n';
import { formatDate } from '@/lib/date';
import { formatFen } from '@/rules/money';
import { ApiError } from '@/lib/request/errors';
import { showModal, showToast } from '@/components/feedback';
import { FormField } from '@/components/form-field';
import { PhotoStrip } from '@/components/photo-strip';
import { Money } from '@/components/price';
import { ERR } from '@/rules/error-codes';
import { Sheet } from '@/components/sheet';
import { useLockedAction } from '@/components/use-locked-action';
import { maskName, REASON_KEYS, TAG_KEYS, tagOf } from './after-sale-labels';

/** The most a remark may say (the backend's limit). */
export const REMARK_MAX = 100;
/** The backend's answers that mean the request is no longer pending or not there: nothing left to decide here. */
const GONE_CODES = new Set<number>([ERR.afterSale.notFound, ERR.afterSale.alreadyHandled]);

export interface AfterSaleDecisionProps {
  item: AfterSale | null;
  visible: boolean;
  onClose: () => void;
  /** Decided here (the answer), or found decided or withdrawn meanwhile (null): the list is asked again. */
  onChanged: (decided: AfterSale | null) => void;
}

export function AfterSaleDecision({ item, visible, onClose, onChanged }: AfterSaleDecisionProps) {
  const t = useT();
  return (
    <Sheet visible={visible} title={t('station.afterSaleDetail')} onClose={onClose}>
      {item && <Detail key={item.afterSaleCode} item={item} onChanged={onChanged} />}
    </Sheet>
  );
}

const TIME = 'YYYY/MM/DD HH:mm';

function Detail({ item, onChanged }: { item: AfterSale; onChanged: (decided: AfterSale | null) => void }) {
  const t = useT();
  const tag = tagOf(item);
  return (
    <div className="tas-detail" data-testid="after-sale-decision">
      <div className="qh-row-ends">
        <p className="tas-customer">
          <span className="tas-label">{t('station.afterSaleCustomer')}</span>
          {maskName(item.customerName ?? '')} <span className="tas-phone">{item.customerPhone}</span>
        </p>
        <span className={`tas-tag tas-tag--${tag}`}>{t(TAG_KEYS[tag])}</span>
      </div>
      <p className="tas-order">
        {t('station.afterSaleOrder', { code: item.orderCode })} · {item.storeName}
      </p>
      <h3 className="tas-section-title">{t('station.afterSaleProducts')}</h3>
      <ul className="tas-goods">
        {item.items.map((i) => (
          <li key={`${i.goodCode}-${i.specName}`}>
            {i.img && <img src={i.img} alt="" width={44} height={44} loading="lazy" />}
            <span className="tas-goods-title">
              {i.title}
              {i.specName && <span className="tas-goods-spec">{i.specName}</span>}
            </span>
            <span className="tas-goods-num">×{i.num}</span>
          </li>
        ))}
      </ul>
      <dl className="tas-facts">
        <div>
          <dt>{t('station.afterSaleReasonLabel')}</dt>
          <dd>{t(REASON_KEYS[item.reason])}</dd>
        </div>
        <div>
          <dt>{t('station.afterSaleAmountLabel')}</dt>
          <dd className="tas-amount">
            <Money fen={item.amountFen} />
          </dd>
        </div>
        <div>
          <dt>{t('station.afterSaleAppliedLabel')}</dt>
          <dd>{formatDate(item.createTime, TIME)}</dd>
        </div>
      </dl>
      <h3 className="tas-section-title">{t('station.afterSaleDescription')}</h3>
      {item.description ? (
        <p className="tas-description">{item.description}</p>
      ) : (
        <p className="tas-muted">{t('station.afterSaleNoDescription')}</p>
      )}
      <h3 className="tas-section-title">{t('station.afterSalePhotos')}</h3>
      {item.images.length > 0 ? (
        <PhotoStrip images={item.images} label={t('station.afterSaleViewer')} />
      ) : (
        <p className="tas-muted">{t('station.afterSaleNoPhotos')}</p>
      )}
      {item.status === AFTER_SALE_STATUS.pending ? (
        <Decide item={item} onChanged={onChanged} />
      ) : item.status === AFTER_SALE_STATUS.cancelled ? (
        <p className="tas-result-note">
          {t('station.afterSaleCancelledAt', { time: formatDate(item.cancelTime ?? item.createTime, TIME) })}
        </p>
      ) : (
        <Result item={item} />
      )}
    </div>
  );
}

/** Who decided, when, the remark, and the refund of an accepted one. */
function Result({ item }: { item: AfterSale }) {
  const t = useT();
  const auto = item.decidedBy === 'auto';
  const refund = item.refund;
  return (
    <section className="tas-result" aria-labelledby="tas-result-title">
      <h3 id="tas-result-title" className="tas-section-title">
        {t('station.afterSaleResult')}
      </h3>
      <dl className="tas-facts">
        <div>
          <dt>{t('station.afterSaleDecider')}</dt>
          <dd data-testid="after-sale-decider">{t(auto ? 'station.afterSaleByAuto' : 'station.afterSaleByLeader')}</dd>
        </div>
        {item.decideTime !== null && (
          <div>
            <dt>{t('station.afterSaleDecidedAt')}</dt>
            <dd>{formatDate(item.decideTime, TIME)}</dd>
          </div>
        )}
        {item.remark && (
          <div>
            <dt>{t('station.afterSaleRemarkShown')}</dt>
            <dd className="tas-remark">{item.remark}</dd>
          </div>
        )}
        {refund && (
          <div>
            <dt>{t('station.afterSaleRefund')}</dt>
            <dd>
              {refund.status === REFUND_STATUS.done
                ? t('station.afterSaleRefundDone', {
                    amount: formatFen(refund.amountFen),
                    time: formatDate(refund.finishTime ?? refund.createTime, TIME),
                  })
                : refund.status === REFUND_STATUS.failed
                  ? t('station.afterSaleRefundFailed', { amount: formatFen(refund.amountFen) })
                  : t('station.afterSaleRefundProcessing', { amount: formatFen(refund.amountFen) })}
            </dd>
          </div>
        )}
      </dl>
      {auto && <p className="tas-muted">{t('station.afterSaleByAutoNote')}</p>}
    </section>
  );
}

/** Accept (after a confirmation) or refuse (a remark required); one decision at a time, a double tap acts once. */
function Decide({ item, onChanged }: { item: AfterSale; onChanged: (decided: AfterSale | null) => void }) {
  const t = useT();
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | undefined>();
  // Which decision is on its way to the server (its button spins; the confirmation before it does not).
  const [sending, setSending] = useState<'accept' | 'refuse' | null>(null);
  const amount = formatFen(item.amountFen);
  const [decide, busy] = useLockedAction(async (accept: boolean) => {
    const text = remark.trim();
    if (!accept && !text) {
      setError(t('station.afterSaleRemarkRequired'));
      document.getElementById('tas-remark')?.focus();
      return;
    }
    if (
      accept &&
      !(await showModal({
        title: t('station.afterSaleAcceptTitle'),
        content: t('station.afterSaleAcceptConfirm', { amount }),
        confirmText: t('station.afterSaleAccept'),
      }))
    )
      return;
    setSending(accept ? 'accept' : 'refuse');
    try {
      const decided = await decideAfterSale({ afterSaleCode: item.afterSaleCode, accept, remark: text });
      showToast(accept ? t('station.afterSaleAccepted', { amount }) : t('station.afterSaleRefusedDone'), {
        icon: 'success',
      });
      onChanged(decided);
    } catch (e) {
      // The request client has shown the server's message; the remark stays for another try, unless the
      // request was decided (the mock's own review) or withdrawn meanwhile: then the list shows how it ended.
      if (e instanceof ApiError && e.code !== undefined && GONE_CODES.has(e.code)) onChanged(null);
    } finally {
      setSending(null);
    }
  });
  return (
    <>
      <section className="tas-decide" aria-label={t('station.afterSaleResult')}>
        <FormField
          id="tas-remark"
          label={t('station.afterSaleRemark')}
          hint={t('station.afterSaleRemarkHint')}
          error={error}
          extra={`${remark.length}/${REMARK_MAX}`}
        >
          {(aria) => (
            <textarea
              {...aria}
              className="qh-input"
              rows={3}
              maxLength={REMARK_MAX}
              placeholder={t('station.afterSaleRemarkPlaceholder')}
              value={remark}
              onChange={(e) => {
                setRemark(e.target.value);
                if (e.target.value.trim()) setError(undefined);
              }}
            />
          )}
        </FormField>
      </section>
      {/* Pinned to the sheet's bottom edge (a child of the whole detail, so it stays while the sheet scrolls): both
          decisions are in view as soon as the sheet opens, whatever the photos and the description take. */}
      <div className="tas-actions">
        <Button
          fill="outline"
          color="danger"
          loading={sending === 'refuse'}
          disabled={busy}
          onClick={() => void decide(false)}
        >
          {t('station.afterSaleRefuse')}
        </Button>
        <Button color="primary" loading={sending === 'accept'} disabled={busy} onClick={() => void decide(true)}>
          {t('station.afterSaleAccept')}
        </Button>
      </div>
    </>
  );
}
