// The cashier (/pages/pay/cashier?biz=order|join&codes=..): what is being paid, the amount in fen, the time
// left on the server's clock, the method of this environment (WeChat Pay's sheet in WeChat and WeCom, the H5
// cashier page elsewhere) and one pay button that acts once. Only /api/pay/v1/get says that it was paid: the
// bridge's ok, a return from the H5 page and a reload in the middle all end in asking it (use-payment.ts; this
// file is the view, the subscribe offer once paid, and where a paid payment leads).
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useRequest } from 'ahooks';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { getActivity } from '@/api/activity';
import type { PayBizType, PayChannel } from '@/api/pay';
import { getOrder, ORDER_STATUS } from '@/api/product-order';
import type { PageProps } from '@/config/page-props';
import { hrefs } from '@/config/paths';
import { ActionBar } from '@/components/action-bar';
import { Countdown } from '@/components/countdown';
import { showToast } from '@/components/feedback';
import { EmptyState, ErrorState, Skeleton } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { Price } from '@/components/price';
import { useT } from '@/i18n';
import { formatFen } from '@/rules/money';
import { openTagsReady } from '@/lib/wechat/sdk';
import { SubscribeOffer } from '@/components/subscribe-offer';
import { closedOrdersText } from '@/components/closed-orders';
import { configAtom } from '@/state/config';
import { envAtom, inWechatAtom } from '@/state/env';
import { paidForHref, usePayment } from './use-payment';
import './cashier.css';

export default function CashierPage({ query }: PageProps) {
  const t = useT();
  const biz: PayBizType = query.biz === 'join' ? 'join' : 'order';
  const codes = (query.codes ?? '').split(',').filter(Boolean);
  return (
    <main className="cashier-page">
      <PageHeader
        title={t('pay.title')}
        fallback={
          biz === 'join' && query.activity ? hrefs.activityDetail(query.activity) : hrefs.orderList(ORDER_STATUS.unpaid)
        }
      />
      {codes.length === 0 ? (
        <EmptyState title={t('pay.nothingToPay')} />
      ) : (
        <Cashier key={`${biz}:${codes.join(',')}`} biz={biz} codes={codes} query={query} />
      )}
    </main>
  );
}

/** What the payment covers, in words: the orders' shops, or the activity's title. */
function useSubject(biz: PayBizType, codes: string[], activity: string | undefined): string | null {
  const t = useT();
  const request = useRequest(
    async () => {
      if (biz === 'join') return activity ? t('pay.forJoin', { title: (await getActivity(activity)).title }) : null;
      const orders = await Promise.all(codes.map((c) => getOrder(c)));
      const shops = [...new Set(orders.map((o) => o.storeName))].join(t('common.listJoin'));
      return orders.length === 1 ? t('pay.forOrder', { shop: shops }) : t('pay.forOrders', { n: orders.length, shops });
    },
    // Only words beside the amount: a failure leaves them out, silently.
    { onError: () => undefined },
  );
  return request.data ?? null;
}

function Cashier({ biz, codes, query }: { biz: PayBizType; codes: string[]; query: PageProps['query'] }) {
  const t = useT();
  const navigate = useNavigate();
  const channel: PayChannel = useAtomValue(inWechatAtom) ? 'jsapi' : 'h5';
  const { state, dispatch, prepared, p, pay, busy, refresh, refreshing } = usePayment(biz, codes, query, channel);
  const subject = useSubject(biz, codes, query.activity);
  // A closed payment of orders says what actually came back (the coupon or not): its orders as they are now.
  const closedOrders = useRequest(() => Promise.all(codes.map((c) => getOrder(c))), {
    ready: biz === 'order' && state.kind === 'closed',
    onError: () => undefined,
  });
  // WeChat's subscribe messages for what was paid (docs/product.md#the-stations-day): an order's arrival and refund, a join's group result and refund.
  const templates = useAtomValue(configAtom).subscribeTemplates;
  const offerIds = (
    biz === 'join' ? [templates.groupResult, templates.refunded] : [templates.arrived, templates.refunded]
  ).filter(Boolean);
  const [offer, setOffer] = useState(false);
  // The open tag is WeChat's (WeCom has none).
  const inWechatItself = useAtomValue(envAtom).platform === 'wechat';
  // Where a paid payment leads: what was paid for.
  const paidTarget = paidForHref(biz, codes, query.activity, ORDER_STATUS.toShip);

  // Paid: say so, then open what was paid for; inside WeChat, where the subscribe tag can be shown, offer it first
  // (the person goes on with 完成).
  useEffect(() => {
    if (state.kind !== 'paid') return;
    showToast(t('pay.paidToast'), { icon: 'success' });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let gone = false;
    void (inWechatItself && offerIds.length > 0 ? openTagsReady() : Promise.resolve(false)).then((ready) => {
      if (gone) return;
      if (ready) setOffer(true);
      else timer = setTimeout(() => navigate(paidTarget, { replace: true }), 600);
    });
    return () => {
      gone = true;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when it becomes paid (not again when the texts or the target change)
  }, [state.kind]);

  if (state.kind === 'loading' || (prepared.loading && !p)) return <Skeleton rows={2} variant="detail" />;
  if (state.kind === 'error') return <ErrorState error={prepared.error} onRetry={prepared.refresh} />;
  if (state.kind === 'paid' && offer) {
    return (
      <EmptyState
        title={t('pay.paidTitle')}
        action={
          <>
            <SubscribeOffer templateIds={offerIds} bizType={biz === 'join' ? 'join' : 'order'} bizCode={codes[0]!} />
            <Button
              color="primary"
              shape="rounded"
              className="qh-subscribe-continue"
              onClick={() => navigate(paidTarget, { replace: true })}
              data-testid="paid-continue"
            >
              {t('message.continue')}
            </Button>
          </>
        }
      />
    );
  }
  if (state.kind === 'paid') return <EmptyState title={t('pay.paidTitle')} description={t('pay.paidHint')} />;
  if (state.kind === 'closed') {
    return (
      <EmptyState
        title={t('pay.closedTitle')}
        description={
          biz === 'join'
            ? t('pay.closedJoinHint')
            : closedOrders.data
              ? closedOrdersText(closedOrders.data)
              : t('pay.closedOrderHint')
        }
        action={
          <Button
            color="primary"
            shape="rounded"
            onClick={() =>
              navigate(biz === 'join' && query.activity ? hrefs.activityDetail(query.activity) : hrefs.orderList(), {
                replace: true,
              })
            }
          >
            {biz === 'join' ? t('pay.backToActivity') : t('pay.viewOrders')}
          </Button>
        }
      />
    );
  }
  if (!p) return <Skeleton rows={2} variant="detail" />;

  const waiting = state.kind === 'confirming' || state.kind === 'paying';
  return (
    <>
      <section className="cashier-card" aria-labelledby="cashier-amount">
        <p className="cashier-muted" id="cashier-amount">
          {t('pay.toPay')}
        </p>
        <p className="cashier-amount" data-testid="cashier-amount">
          <Price fen={p.amountFen} size="l" />
        </p>
        {subject && <p className="cashier-subject">{subject}</p>}
        <p className="cashier-left">
          {t('pay.timeLeft')}{' '}
          <Countdown
            until={p.expireTime}
            serverOffset={p.serverTime - prepared.data!.receivedAt}
            onEnd={() => dispatch({ type: 'expired' })}
            className="qh-countdown"
          />
        </p>
        <p className="cashier-muted">{t('pay.timeLeftHint')}</p>
      </section>

      <section className="cashier-card" aria-labelledby="cashier-method">
        <h2 id="cashier-method" className="cashier-title">
          {t('pay.method')}
        </h2>
        <div className="cashier-method" role="radiogroup" aria-labelledby="cashier-method">
          <span role="radio" aria-checked="true" className="cashier-method-option">
            <span className="cashier-wxpay" aria-hidden="true" />
            <span>
              <strong>{channel === 'jsapi' ? t('pay.wechatPay') : t('pay.h5Pay')}</strong>
              <span className="cashier-muted">{channel === 'jsapi' ? t('pay.wechatPayHint') : t('pay.h5PayHint')}</span>
            </span>
          </span>
        </div>
      </section>

      {state.kind === 'ready' && state.note !== 'none' && (
        <p className={`cashier-note cashier-note--${state.note}`} role="alert" data-testid="cashier-note">
          {state.note === 'cancelled' ? t('pay.cancelledNote') : t('pay.failedNote')}
        </p>
      )}
      {state.kind === 'confirming' && (
        <p className="cashier-note" role="status" data-testid="cashier-note">
          {t('pay.confirming')} {t('pay.confirmingHint')}
        </p>
      )}
      {state.kind === 'pending' && (
        <section className="cashier-note cashier-note--pending" role="status" data-testid="cashier-note">
          <strong>{t('pay.pendingTitle')}</strong>
          <span>{t('pay.pendingHint')}</span>
          <Button size="small" shape="rounded" loading={refreshing} onClick={() => void refresh()}>
            {t('pay.refresh')}
          </Button>
        </section>
      )}

      <ActionBar label={t('pay.title')}>
        <Button
          block
          color="primary"
          shape="rounded"
          className="cashier-pay"
          loading={busy || waiting}
          disabled={busy || waiting}
          onClick={() => void pay()}
        >
          {state.kind === 'ready' && state.note === 'cancelled'
            ? t('pay.payOn')
            : state.kind === 'ready' && state.note === 'failed'
              ? t('pay.payAgain')
              : t('pay.payNow', { amount: formatFen(p.amountFen) })}
        </Button>
      </ActionBar>
    </>
  );
}
