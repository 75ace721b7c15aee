// Checkout (/pages/order/confirm?cart=K1,K2 or ?lines=goodCode:specName:num,...&checkoutId=...): how to
// receive the goods (pickup at my community's leader station, or delivery), the items, the coupon, a
// note and the totals from the server's preview; the commit goes out once per checkout (checkoutId).
import { useEffect, useMemo, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Button, TextArea } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useNavigate } from 'react-router-dom';
import { buyLinesParam, commitOrder, parseBuyLines, type OrderRequest } from '@/api/app-mall';
import { listCommunities } from '@/api/community';
import { DELIVERY_TYPE, listOrders, ORDER_STATUS, type DeliveryType, type Order, type OrderDraft } from '@/api/product-order';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { ActionBar } from '@/components/action-bar';
import { CommunityPicker } from '@/components/community-picker';
import { showModal } from '@/components/feedback';
import { EmptyState, ErrorState, Skeleton, errorMessage } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { Money, Price } from '@/components/price';
import { Sheet } from '@/components/sheet';
import { useLockedAction } from '@/components/use-locked-action';
import { useT } from '@/i18n';
import { clearRequestCache } from '@/lib/request/client';
import { ApiError } from '@/lib/request/errors';
import { straightDistance } from '@/rules/distance';
import { FAR_STATION_M } from '@/lib/lbs/far';
import { chosenAddressAtom } from '@/state/address';
import { refreshCartCount } from '@/state/cart';
import { checkoutDraftAtom, newCheckoutDraft, newCheckoutId, type CheckoutDraft, type CouponChoice } from '@/state/checkout';
import { communityAtom, currentCommunityAtom, toChosen } from '@/state/community';
import { useMyLocation } from '@/state/location';
import { hasLoginAtom, userCodeAtom } from '@/state/session';
import { COUPON_REFUSALS, loadCheckout, refusedLine } from './checkout';
import { OptionButton, OrderAmounts, OrderItems, Place, StationPlace, type LineRefusal } from './order-parts';
import { formatDateTime } from './order-format';
import { formatDistance } from '@/lib/lbs/format-distance';
import './order.css';

/** The refusal of a second commit of one checkout (docs/api.md). */
const ALREADY_COMMITTED = 4013;

export default function OrderConfirmPage({ query }: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(hasLoginAtom);
  const userCode = useAtomValue(userCodeAtom);
  const cartCodes = useMemo(() => (query.cart ?? '').split(',').filter(Boolean), [query.cart]);
  const lines = useMemo(() => parseBuyLines(query.lines), [query.lines]);
  const checkoutId = query.checkoutId ?? '';
  const nothing = cartCodes.length === 0 && lines.length === 0;

  // Every checkout gets its id once, in the route: a reload keeps it (and the commit stays idempotent).
  useEffect(() => {
    if (loggedIn && !nothing && !checkoutId) navigate(hrefs.orderConfirm({ cart: query.cart, lines: query.lines, checkoutId: newCheckoutId() }), { replace: true });
  }, [loggedIn, nothing, checkoutId, query.cart, query.lines, navigate]);

  const header = <PageHeader title={t('order.confirmTitle')} fallback={paths.tab.cart} />;
  if (!loggedIn) {
    const back = hrefs.orderConfirm({ cart: query.cart, lines: query.lines, checkoutId: query.checkoutId });
    return (
      <main className="order-page">
        {header}
        <EmptyState
          title={t('order.loginFirst')}
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate(hrefs.login(back))}>
              {t('order.login')}
            </Button>
          }
        />
      </main>
    );
  }
  if (nothing) {
    return (
      <main className="order-page">
        {header}
        <EmptyState
          title={t('order.nothingToBuy')}
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate(paths.tab.cart, { replace: true })}>
              {t('order.backToCart')}
            </Button>
          }
        />
      </main>
    );
  }
  return (
    <main className="order-page">
      {header}
      {checkoutId ? <Checkout key={checkoutId} checkoutId={checkoutId} userCode={userCode} cartCodes={cartCodes} lines={lines} /> : <Skeleton rows={3} />}
    </main>
  );
}

interface CheckoutProps {
  checkoutId: string;
  userCode: string;
  cartCodes: string[];
  lines: ReturnType<typeof parseBuyLines>;
}

function Checkout({ checkoutId, userCode, cartCodes, lines }: CheckoutProps) {
  const t = useT();
  const navigate = useNavigate();
  const [stored, setStored] = useAtom(checkoutDraftAtom);
  const mine = (d: CheckoutDraft | null): d is CheckoutDraft => d !== null && d.checkoutId === checkoutId && d.userCode === userCode;
  const draft = mine(stored) ? stored : newCheckoutDraft(checkoutId, userCode);
  const update = (patch: Partial<CheckoutDraft>) => setStored((prev) => ({ ...(mine(prev) ? prev : newCheckoutDraft(checkoutId, userCode)), ...patch }));

  // The station the catalogue shows (design 17): the chosen one, else the one resolved for the home.
  const community = useAtomValue(currentCommunityAtom);
  const setCommunity = useSetAtom(communityAtom);
  const [picking, setPicking] = useState(false);
  // The community list, asked for each time the picker opens.
  const communities = useRequest(listCommunities, { ready: picking });
  const [choosingCoupon, setChoosingCoupon] = useState(false);
  const [me] = useMyLocation();

  // Back from the address list in select mode: take the address it chose.
  const chosenAddress = useAtomValue(chosenAddressAtom);
  const setChosenAddress = useSetAtom(chosenAddressAtom);
  useEffect(() => {
    if (!chosenAddress) return;
    setStored((prev) => ({ ...(mine(prev) ? prev : newCheckoutDraft(checkoutId, userCode)), deliveryType: DELIVERY_TYPE.delivery, addressCode: chosenAddress.code }));
    setChosenAddress(null);
    // mine() only reads the props this effect already depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenAddress, checkoutId, userCode, setStored, setChosenAddress]);

  const req: OrderRequest = {
    cartCodes: cartCodes.length ? cartCodes : undefined,
    lines: cartCodes.length ? undefined : lines,
    deliveryType: draft.deliveryType,
    communityCode: community?.code,
    addressCode: draft.addressCode || undefined,
    checkoutId,
  };
  // The last commit refused because of one line (its index and the server's reason).
  const [refused, setRefused] = useState<{ line: number; message: string } | null>(null);
  // Once placed, the checkout is over: nothing reloads while the order's page opens.
  const [placed, setPlaced] = useState(false);

  const key = JSON.stringify([req, draft.coupon]);
  // A failure is shown in place (the error with retry, the alert, or the refused line): nothing to log.
  const request = useRequest(() => loadCheckout(req, draft.coupon), { refreshDeps: [key], ready: !placed, onError: () => undefined });
  const loaded = request.data;

  const finish = (to: string) => {
    setPlaced(true);
    navigate(to, { replace: true });
    setStored(null);
  };

  /** The cashier for the checkout's orders (one per shop), or the orders themselves once nothing is left to pay. */
  const afterCommit = (orders: Order[]) => {
    const unpaid = orders.filter((o) => o.status === ORDER_STATUS.unpaid).map((o) => o.orderCode);
    if (unpaid.length) return hrefs.cashier({ biz: 'order', codes: unpaid });
    return orders.length === 1 ? hrefs.orderDetail(orders[0]!.orderCode) : hrefs.orderList();
  };

  const [commit, busy] = useLockedAction(async (order: OrderDraft, couponCode: string): Promise<void> => {
    if (order.deliveryType === DELIVERY_TYPE.pickup && !order.station) return setPicking(true);
    if (order.deliveryType === DELIVERY_TYPE.delivery && !order.address) return navigate(hrefs.addressSelect());
    try {
      const created = await commitOrder({ ...req, couponCode: couponCode || undefined, remark: draft.remark.trim() || undefined }, checkoutId, { silent: true });
      void refreshCartCount();
      return finish(afterCommit(created));
    } catch (error) {
      if (error instanceof ApiError && error.code === ALREADY_COMMITTED) {
        // The first commit went through (its answer was lost): pay for, or show, those orders.
        const recent = await listOrders({ pageIndex: 0 }).catch(() => null);
        const created = recent?.list.filter((o) => o.checkoutId === checkoutId) ?? [];
        return finish(created.length ? afterCommit(created) : hrefs.orderList());
      }
      // A refusal explains itself; the checkout stays as it was, with fresh prices and stock.
      const message = errorMessage(error, t('errors.server'));
      const line = refusedLine(error);
      setRefused(line === null ? null : { line, message });
      await showModal({ title: t('order.commitRefused'), content: message, noCancel: true });
      // What the server has changed (stock, coupons): read it afresh.
      clearRequestCache();
      const couponRefused = error instanceof ApiError && error.code !== undefined && COUPON_REFUSALS.includes(error.code);
      if (couponRefused && draft.coupon !== 'auto') update({ coupon: 'auto' });
      else request.refresh();
    }
  });

  if (!loaded) {
    if (!request.error) return <Skeleton rows={3} variant="detail" />;
    return (
      <>
        <ErrorState error={request.error} onRetry={request.refresh} />
        <div className="order-center">
          <Button fill="none" onClick={() => navigate(paths.tab.cart, { replace: true })}>
            {t('order.backToCart')}
          </Button>
        </div>
      </>
    );
  }

  const { order, coupons, couponCode } = loaded;
  const previewLine = refusedLine(request.error);
  const refusal = previewLine !== null ? { line: previewLine, message: errorMessage(request.error, t('errors.server')) } : refused;
  const lineCount = cartCodes.length || lines.length;
  /** The same checkout (id, receiving, coupon, note) without one line. */
  const removeLine = (index: number) => {
    setRefused(null);
    const keep = <T,>(list: T[]) => list.filter((_, i) => i !== index);
    navigate(cartCodes.length ? hrefs.orderConfirm({ cart: keep(cartCodes).join(','), checkoutId }) : hrefs.orderConfirm({ lines: buyLinesParam(keep(lines)), checkoutId }), { replace: true });
  };
  const lineRefusal: LineRefusal | null = refusal && {
    ...refusal,
    action:
      lineCount > 1 ? (
        <Button size="mini" color="danger" fill="outline" onClick={() => removeLine(refusal.line)}>
          {t('order.removeLine')}
        </Button>
      ) : (
        <Button size="mini" fill="outline" onClick={() => navigate(cartCodes.length ? paths.tab.cart : hrefs.productDetail(lines[0]?.goodCode ?? ''), { replace: true })}>
          {cartCodes.length ? t('order.backToCart') : t('order.backToProduct')}
        </Button>
      ),
  };
  const chosen = coupons.find((c) => c.coupon.code === couponCode);
  const station = order.station;
  const distance = station && me.location ? straightDistance(me.location.latitude, me.location.longitude, station.latitude, station.longitude) : null;
  const setMode = (deliveryType: DeliveryType) => update({ deliveryType });
  const chooseCoupon = (coupon: CouponChoice) => {
    update({ coupon });
    setChoosingCoupon(false);
  };

  return (
    <>
      {request.error && previewLine === null && (
        <p className="order-alert" role="alert">
          {errorMessage(request.error, t('errors.server'))}
        </p>
      )}
      <section className="order-card" aria-labelledby="receive-title">
        <h2 id="receive-title" className="order-card-title">
          {t('order.receiveTitle')}
        </h2>
        <div className="order-switch" role="radiogroup" aria-labelledby="receive-title">
          {([DELIVERY_TYPE.pickup, DELIVERY_TYPE.delivery] as const).map((d) => (
            <button key={d} type="button" role="radio" aria-checked={draft.deliveryType === d} onClick={() => setMode(d)}>
              {d === DELIVERY_TYPE.pickup ? t('order.pickup') : t('order.delivery')}
            </button>
          ))}
        </div>
        {draft.deliveryType === DELIVERY_TYPE.pickup ? (
          <button type="button" className="order-place" onClick={() => setPicking(true)}>
            {station ? (
              <StationPlace
                station={station}
                order={order}
                contact={
                  distance === null ? null : distance > FAR_STATION_M ? (
                    // A far station stays visible as such, however it was chosen (issue 25).
                    <>
                      {' · '}
                      <strong className="order-far" data-testid="station-far">
                        {t('map.farNote', { d: formatDistance(distance) })}
                      </strong>
                    </>
                  ) : (
                    ` · ${t('order.distance', { d: formatDistance(distance) })}`
                  )
                }
              />
            ) : (
              <Place title={t('order.chooseCommunity')} lines={[t('order.chooseCommunityHint')]} />
            )}
          </button>
        ) : (
          <button type="button" className="order-place" onClick={() => navigate(hrefs.addressSelect())}>
            {order.address ? (
              <Place testId="address" title={`${order.address.name} ${order.address.phone}`} lines={[order.address.address]} />
            ) : (
              <Place title={t('order.addAddress')} lines={[t('order.addAddressHint')]} />
            )}
          </button>
        )}
      </section>

      {order.shops.map((shop) => (
        <OrderItems key={shop.storeCode} order={{ ...shop, items: order.items }} storeCode={shop.storeCode} subtotal={order.shops.length > 1 ? shop : undefined} refusal={lineRefusal} />
      ))}

      <section className="order-card order-card--rows" aria-label={t('order.payTitle')}>
        <button type="button" className="order-row order-row--button" onClick={() => setChoosingCoupon(true)} aria-haspopup="dialog">
          <span>{t('order.coupon')}</span>
          <span className={chosen ? 'order-discount' : 'order-muted'}>
            {chosen ? <>-<Money fen={chosen.discountFen} /></> : coupons.length ? t('order.couponsAvailable', { n: coupons.length }) : t('order.noCoupon')}
          </span>
        </button>
        <label className="order-remark" htmlFor="order-remark">
          <span>{t('order.remark')}</span>
          <TextArea
            id="order-remark"
            value={draft.remark}
            onChange={(remark) => update({ remark })}
            placeholder={t('order.remarkPlaceholder')}
            maxLength={100}
            showCount
            autoSize={{ minRows: 1, maxRows: 4 }}
          />
        </label>
      </section>

      <OrderAmounts order={order} totalLabel={t('order.toPay')} />

      <ActionBar label={t('order.commitBar')}>
        <div className="order-bar-total">
          {t('order.toPay')} <Price fen={order.payFen} />
        </div>
        <Button color="primary" shape="rounded" className="order-bar-button" loading={busy} disabled={placed || (request.loading && !busy)} onClick={() => void commit(order, couponCode)}>
          {t('order.commit')}
        </Button>
      </ActionBar>

      <CommunityPicker
        open={picking}
        title={t('order.chooseCommunity')}
        communities={communities.data}
        error={communities.error}
        onRetry={communities.refresh}
        chosenCode={community?.code}
        emptyText={t('common.empty')}
        onClose={() => setPicking(false)}
        onChoose={(c) => {
          setCommunity(toChosen(c));
          setPicking(false);
          update({ deliveryType: DELIVERY_TYPE.pickup });
        }}
      />
      <Sheet visible={choosingCoupon} title={t('order.chooseCoupon')} onClose={() => setChoosingCoupon(false)}>
        <div className="order-options" role="radiogroup" aria-label={t('order.chooseCoupon')}>
          {coupons.map(({ coupon, discountFen }) => (
            <OptionButton
              key={coupon.code}
              checked={coupon.code === couponCode}
              onClick={() => chooseCoupon(coupon.code)}
              title={coupon.name}
              detail={
                <>
                  {coupon.thresholdFen > 0 ? (
                    <>
                      {t('order.couponMinBefore')}
                      <Money fen={coupon.thresholdFen} trim />
                      {t('order.couponMinAfter')}
                    </>
                  ) : (
                    t('order.couponNoThreshold')
                  )}
                  {' · '}
                  {t('order.couponUntil', { date: formatDateTime(coupon.endTime).slice(0, 10) })}
                </>
              }
              side={
                <span className="order-discount">
                  -<Money fen={discountFen} />
                </span>
              }
            />
          ))}
          <OptionButton checked={couponCode === ''} onClick={() => chooseCoupon('none')} title={t('order.noCouponChoice')} />
        </div>
      </Sheet>
    </>
  );
}
