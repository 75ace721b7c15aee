// The cashier (/pages/pay/cashier?biz=order|join&codes=..): what is being paid, the amount in fen, the time
// left on the server's clock, the method of this environment (WeChat Pay's sheet in WeChat and WeCom, the H5
// cashier page elsewhere) and one pay button that acts once. Only /api/pay/v1/get says that it was paid: the
// bridge's ok, a return from the H5 page and a reload in the middle all end in asking it.
import { useEffect, useReducer, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useRequest } from 'ahooks';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { getActivity } from '@/api/activity';
import {
  getPayment,
  PAY_STATUS,
  prepay,
  type PayBizType,
  type PayChannel,
  type PayStatus,
  type Prepay,
} from '@/api/pay';
import { getOrder, ORDER_STATUS } from '@/api/product-order';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { ActionBar } from '@/components/action-bar';
import { Countdown } from '@/components/countdown';
import { showToast } from '@/components/feedback';
import { EmptyState, ErrorState, Skeleton } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { Price } from '@/components/price';
import { useLockedAction } from '@/components/use-locked-action';
import { useT } from '@/i18n';
import { formatFen } from '@/rules/money';
import { ApiError } from '@/lib/request/errors';
import { requestWxPayment } from '@/lib/wechat/pay';
import { openTagsReady } from '@/lib/wechat/sdk';
import { SubscribeOffer } from '@/components/subscribe-offer';
import { closedOrdersText } from '@/components/closed-orders';
import { configAtom } from '@/state/config';
import { ERR } from '@/rules/error-codes';
import { envAtom, inWechatAtom } from '@/state/env';
import { cashierReducer, CONFIRM_BACKOFF_MS, initialCashier } from './cashier-machine';
import './cashier.css';

/** After a return from the H5 page the answer is usually there at once: a shorter wait before "being confirmed". */
const RETURN_BACKOFF_MS = [300, 700, 1000] as const;
/** After a cancel on the H5 page one question is enough: paid elsewhere meanwhile, or still unpaid (the cancel). */
const CANCEL_BACKOFF_MS = [0] as const;
/**
 * The word the H5 cashier adds to the return address when the person tapped 取消 there (docs/decisions.md "The
 * H5 cashier's cancel"): only ever "cancelled", never "paid" (only /api/pay/v1/get says paid).
 */
const H5_CANCELLED = 'cancel';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

interface Prepared {
  prepay: Prepay | null;
  /** The backend's status when it was asked first (a reload, a return), or when the prepay was refused. */
  status: PayStatus | null;
  /** The phone's clock when the answer came (the countdown's offset is measured from it). */
  receivedAt: number;
}

function Cashier({ biz, codes, query }: { biz: PayBizType; codes: string[]; query: PageProps['query'] }) {
  const t = useT();
  const navigate = useNavigate();
  const channel: PayChannel = useAtomValue(inWechatAtom) ? 'jsapi' : 'h5';
  const [state, dispatch] = useReducer(cashierReducer, initialCashier);
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
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const here = (payCode: string, check: boolean) =>
    hrefs.cashier({ biz, codes, activity: query.activity, payCode, check });

  /** Asks the backend's status until it is known (paid or closed), then gives up into "being confirmed". */
  const confirm = async (payCode: string, backoff: readonly number[] = CONFIRM_BACKOFF_MS) => {
    for (const ms of backoff) {
      await sleep(ms);
      if (!alive.current) return;
      const answer = await getPayment(payCode, { silent: true }).catch(() => null);
      if (answer && answer.status !== PAY_STATUS.unpaid) return dispatch({ type: 'status', status: answer.status });
    }
    dispatch({ type: 'confirmTimeout' });
  };

  const prepared = useRequest(
    async (): Promise<Prepared> => {
      // A reload or a return: the status first (never a second payment for what was paid).
      if (query.payCode) {
        const known = await getPayment(query.payCode, { silent: true }).catch(() => null);
        if (known && known.status !== PAY_STATUS.unpaid)
          return { prepay: null, status: known.status, receivedAt: Date.now() };
      }
      try {
        return {
          prepay: await prepay({ bizType: biz, bizCodes: codes, channel }, { silent: true }),
          status: null,
          receivedAt: Date.now(),
        };
      } catch (error) {
        if (error instanceof ApiError && error.code === ERR.pay.alreadyPaid)
          return { prepay: null, status: PAY_STATUS.paid, receivedAt: Date.now() };
        if (error instanceof ApiError && error.code === ERR.pay.closed)
          return { prepay: null, status: PAY_STATUS.closed, receivedAt: Date.now() };
        throw error;
      }
    },
    {
      onSuccess: ({ prepay: p, status }) => {
        if (status !== null) return dispatch({ type: 'status', status });
        if (!p) return;
        dispatch({ type: 'prepared' });
        // The payment's code goes into the address: a reload asks its status before anything else.
        if (p.payCode !== query.payCode) navigate(here(p.payCode, query.check === '1'), { replace: true });
        if (query.check === '1') {
          const cancelled = channel === 'h5' && query.wxpayResult === H5_CANCELLED;
          dispatch({ type: 'returned', cancelled });
          void confirm(
            p.payCode,
            cancelled ? CANCEL_BACKOFF_MS : channel === 'h5' ? RETURN_BACKOFF_MS : CONFIRM_BACKOFF_MS,
          );
        }
      },
      onError: () => dispatch({ type: 'error' }),
    },
  );
  const p = prepared.data?.prepay ?? null;

  // Where a paid payment leads: what was paid for.
  const paidTarget =
    biz === 'join'
      ? query.activity
        ? hrefs.activityDetail(query.activity)
        : paths.tab.activity
      : codes.length === 1
        ? hrefs.orderDetail(codes[0]!)
        : hrefs.orderList(ORDER_STATUS.toShip);

  /** What is being paid for while unpaid (the order, the unpaid orders, or the activity): where back leads. */
  const paidFor =
    biz === 'join'
      ? query.activity
        ? hrefs.activityDetail(query.activity)
        : paths.tab.activity
      : codes.length === 1
        ? hrefs.orderDetail(codes[0]!)
        : hrefs.orderList(ORDER_STATUS.unpaid);

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

  const [pay, busy] = useLockedAction(async () => {
    if (!p) return;
    dispatch({ type: 'pay' });
    if (channel === 'h5' && p.h5Url) {
      // The H5 cashier comes back here, asking the status first, in place of WeChat's page. This entry becomes
      // what was paid for (the unpaid order with its pay button): the browser's back from WeChat's page leads there,
      // never to a page that knows nothing of the unpaid order.
      const back = `${location.origin}${location.pathname}${location.search}#${here(p.payCode, true)}`;
      window.history.replaceState(window.history.state, '', `#${paidFor}`);
      location.assign(`${p.h5Url}${p.h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(back)}`);
      return;
    }
    if (!p.jsapi) return dispatch({ type: 'outcome', outcome: 'fail' });
    const outcome = await requestWxPayment(p.jsapi);
    dispatch({ type: 'outcome', outcome });
    if (outcome === 'ok') {
      // A reload from here on keeps asking the status (WeChat's ok is not the backend's word).
      navigate(here(p.payCode, true), { replace: true });
      return confirm(p.payCode);
    }
    // A failure WeChat reports may still have been paid (a second tab, a late answer): ask once.
    const answer = await getPayment(p.payCode, { silent: true }).catch(() => null);
    if (answer && answer.status !== PAY_STATUS.unpaid) dispatch({ type: 'status', status: answer.status });
  });

  const [refresh, refreshing] = useLockedAction(async () => {
    if (!p) return;
    dispatch({ type: 'refresh' });
    await confirm(p.payCode, RETURN_BACKOFF_MS);
  });

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
            className="cashier-countdown"
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
