// Checkout (/pages/order/confirm?cart=K1,K2 or ?lines=goodCode:specName:num,...&checkoutId=...): how to
// receive the goods (pickup at my community's leader station, or delivery), the items, the coupon, a
// note and the totals from the server's preview; the commit goes out once per checkout (checkoutId).
// The state and the commit are useCheckout's, the rules checkout-rules.ts's, the sections checkout-sections.tsx's.
import { useEffect, useMemo, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Button } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useNavigate } from 'react-router-dom';
import { parseBuyLines, type BuyLine } from '@/rules/buy-lines';
import { listCommunities } from '@/api/community';
import { DELIVERY_TYPE } from '@/api/product-order';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { ActionBar } from '@/components/action-bar';
import { CommunityPicker } from '@/components/community-picker';
import { EmptyState, ErrorState, Skeleton, errorMessage } from '@/components/loadable';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { Price } from '@/components/price';
import { useT } from '@/i18n';
import { newCheckoutId, type CouponChoice } from '@/state/checkout';
import { communityAtom, toChosen } from '@/state/community';
import { useMyLocation } from '@/state/location';
import { hasLoginAtom, userCodeAtom } from '@/state/session';
import { CouponSheet, PaySection, ReceiveSection } from './checkout-sections';
import { OrderAmounts, OrderItems, type LineRefusal } from './order-parts';
import { useCheckout } from './use-checkout';
import './order.css';
import './checkout.css';

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
    if (loggedIn && !nothing && !checkoutId)
      navigate(hrefs.orderConfirm({ cart: query.cart, lines: query.lines, checkoutId: newCheckoutId() }), {
        replace: true,
      });
  }, [loggedIn, nothing, checkoutId, query.cart, query.lines, navigate]);

  return (
    <main className="order-page">
      <PageHeader title={t('order.confirmTitle')} fallback={paths.tab.cart} />
      <LoginRequired message={t('order.loginFirst')} action={t('order.login')}>
        {nothing ? (
          <EmptyState
            title={t('order.nothingToBuy')}
            action={
              <Button color="primary" shape="rounded" onClick={() => navigate(paths.tab.cart, { replace: true })}>
                {t('order.backToCart')}
              </Button>
            }
          />
        ) : checkoutId ? (
          <CheckoutView
            key={checkoutId}
            checkoutId={checkoutId}
            userCode={userCode}
            cartCodes={cartCodes}
            lines={lines}
          />
        ) : (
          <Skeleton rows={3} />
        )}
      </LoginRequired>
    </main>
  );
}

interface CheckoutViewProps {
  checkoutId: string;
  userCode: string;
  cartCodes: string[];
  lines: BuyLine[];
}

function CheckoutView({ checkoutId, userCode, cartCodes, lines }: CheckoutViewProps) {
  const t = useT();
  const navigate = useNavigate();
  const setCommunity = useSetAtom(communityAtom);
  const [picking, setPicking] = useState(false);
  // The community list, asked for each time the picker opens.
  const communities = useRequest(listCommunities, { ready: picking });
  const [choosingCoupon, setChoosingCoupon] = useState(false);
  const [me] = useMyLocation();
  const { draft, update, community, request, placed, busy, commit, chooseAddress, refusal, previewLine, removeLine } =
    useCheckout({
      checkoutId,
      userCode,
      cartCodes,
      lines,
      pickStation: () => setPicking(true),
    });

  const loaded = request.data;
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
  const lineCount = cartCodes.length || lines.length;
  const lineRefusal: LineRefusal | null = refusal && {
    ...refusal,
    action:
      lineCount > 1 ? (
        <Button size="mini" color="danger" fill="outline" onClick={() => removeLine(refusal.line)}>
          {t('order.removeLine')}
        </Button>
      ) : (
        <Button
          size="mini"
          fill="outline"
          onClick={() =>
            navigate(cartCodes.length ? paths.tab.cart : hrefs.productDetail(lines[0]?.goodCode ?? ''), {
              replace: true,
            })
          }
        >
          {cartCodes.length ? t('order.backToCart') : t('order.backToProduct')}
        </Button>
      ),
  };
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
      <ReceiveSection
        order={order}
        deliveryType={draft.deliveryType}
        me={me.location}
        onMode={(deliveryType) => update({ deliveryType })}
        onPickStation={() => setPicking(true)}
        onChooseAddress={chooseAddress}
      />

      {order.shops.map((shop) => (
        <OrderItems
          key={shop.storeCode}
          order={{ ...shop, items: order.items }}
          storeCode={shop.storeCode}
          subtotal={order.shops.length > 1 ? shop : undefined}
          refusal={lineRefusal}
        />
      ))}

      <PaySection
        coupons={coupons}
        couponCode={couponCode}
        remark={draft.remark}
        onOpenCoupons={() => setChoosingCoupon(true)}
        onRemark={(remark) => update({ remark })}
      />

      <OrderAmounts order={order} totalLabel={t('order.toPay')} />

      <ActionBar label={t('order.commitBar')}>
        <div className="order-bar-total">
          {t('order.toPay')} <Price fen={order.payFen} />
        </div>
        <Button
          color="primary"
          shape="rounded"
          className="order-bar-button"
          loading={busy}
          disabled={placed || (request.loading && !busy)}
          onClick={() => void commit(order, couponCode)}
        >
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
      <CouponSheet
        visible={choosingCoupon}
        coupons={coupons}
        couponCode={couponCode}
        onChoose={chooseCoupon}
        onClose={() => setChoosingCoupon(false)}
      />
    </>
  );
}
