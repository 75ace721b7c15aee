// The payment of a cashier: its state (cashier-machine.ts) driven by the backend's answers. The prepay (or, on a
// reload or a return, the status first: never a second payment for what was paid), the pay action (WeChat Pay's
// sheet, or the H5 cashier page with the way back), and the status asked until it is known. Only /api/pay/v1/get
// says that it was paid.
import { useEffect, useReducer, useRef } from 'react';
import { useRequest } from 'ahooks';
import { useNavigate } from 'react-router-dom';
import {
  getPayment,
  PAY_STATUS,
  prepay,
  type PayBizType,
  type PayChannel,
  type PayStatus,
  type Prepay,
} from '@/api/pay';
import { ORDER_STATUS, type OrderStatus } from '@/api/product-order';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { useLockedAction } from '@/components/use-locked-action';
import { ApiError } from '@/lib/request/errors';
import { requestWxPayment } from '@/lib/wechat/pay';
import { ERR } from '@/rules/error-codes';
import { cashierReducer, CONFIRM_BACKOFF_MS, initialCashier } from './cashier-machine';

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

export interface Prepared {
  prepay: Prepay | null;
  /** The backend's status when it was asked first (a reload, a return), or when the prepay was refused. */
  status: PayStatus | null;
  /** The phone's clock when the answer came (the countdown's offset is measured from it). */
  receivedAt: number;
}

/** What a payment is for: the activity of a join, the order, or the list of orders of `listStatus` for several. */
export function paidForHref(
  biz: PayBizType,
  codes: string[],
  activity: string | undefined,
  listStatus: OrderStatus,
): string {
  if (biz === 'join') return activity ? hrefs.activityDetail(activity) : paths.tab.activity;
  return codes.length === 1 ? hrefs.orderDetail(codes[0]!) : hrefs.orderList(listStatus);
}

/** The payment of `codes` (orders or a join) through `channel`, from the cashier's address (`query`). */
export function usePayment(biz: PayBizType, codes: string[], query: PageProps['query'], channel: PayChannel) {
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(cashierReducer, initialCashier);
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

  /** What is being paid for while unpaid (the order, the unpaid orders, or the activity): where back leads. */
  const paidFor = paidForHref(biz, codes, query.activity, ORDER_STATUS.unpaid);

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

  return { state, dispatch, prepared, p, pay, busy, refresh, refreshing };
}
