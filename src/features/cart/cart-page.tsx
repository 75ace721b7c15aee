// The Cart tab (/pages/tabbar/cart): lines grouped by shop (cartArr), select a line, a shop or all,
// quantities edited at once and confirmed by the server, removal after a confirmation, sold-out and
// delisted lines set apart, totals in fen, and check-out of one shop's selection. Lines whose shop does not
// deliver to my station are shown apart (当前自提点不可购买), not selectable, with the reason (docs/product.md#business-time).
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { EmptyState, Loadable, Skeleton } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { useT } from '@/i18n';
import { hasLoginAtom } from '@/state/session';
import { CartBar } from './cart-bar';
import { CartLine, CartOffLine, CartStoreHead } from './cart-lines';
import { isStoreSelected, lineBound } from './cart-totals';
import { useCart } from './use-cart';
import './cart.css';

export default function CartPage(_props: PageProps) {
  const t = useT();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(hasLoginAtom);
  if (!loggedIn) {
    return (
      <div className="cart-page">
        <PageHeader title={t('cart.title')} back={false} />
        <EmptyState
          title={t('cart.guestTitle')}
          description={t('cart.guestHint')}
          action={
            <Button color="primary" shape="rounded" onClick={() => navigate(hrefs.login(paths.tab.cart))}>
              {t('cart.login')}
            </Button>
          }
        />
      </div>
    );
  }
  return <CartScreen />;
}

function CartScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [managing, setManaging] = useState(false);
  const {
    request,
    community,
    groups,
    available,
    notServed,
    unavailable,
    selected,
    totals,
    readyFrom,
    count,
    toggleLine,
    toggleShop,
    toggleEvery,
    change,
    remove,
  } = useCart();

  // One checkout for every selected line, whatever the shop: one order per shop, paid together.
  const startCheckout = () => {
    if (totals.selectArr.length) navigate(hrefs.orderConfirm({ cart: totals.selectArr.map((c) => c.code).join(',') }));
  };

  return (
    <div className="cart-page">
      <PageHeader
        title={count > 0 ? t('cart.titleCount', { n: count }) : t('cart.title')}
        back={false}
        right={
          available.length > 0 ? (
            <Button size="mini" fill="none" className="cart-manage" onClick={() => setManaging((m) => !m)}>
              {managing ? t('cart.done') : t('cart.manage')}
            </Button>
          ) : undefined
        }
      />
      <Loadable
        request={request}
        skeleton={<Skeleton rows={3} />}
        isEmpty={(data) => data.length === 0}
        empty={{
          title: t('cart.emptyTitle'),
          description: t('cart.emptyHint'),
          action: (
            <Button color="primary" shape="rounded" onClick={() => navigate(paths.tab.home, { replace: true })}>
              {t('cart.goShopping')}
            </Button>
          ),
        }}
      >
        {() => (
          <>
            {available.map((g) => (
              <section key={g.storeCode} className="cart-group" aria-labelledby={`cart-store-${g.storeCode}`}>
                <CartStoreHead group={g} checked={isStoreSelected(g, selected)} onToggle={toggleShop} />
                <ul className="cart-lines">
                  {g.children.map((item) => {
                    const { max, by } = lineBound(groups, item);
                    return (
                      <CartLine
                        key={item.code}
                        item={item}
                        selected={selected.includes(item.code)}
                        max={max}
                        maxBy={by}
                        onToggle={toggleLine}
                        onChange={change}
                      />
                    );
                  })}
                </ul>
              </section>
            ))}
            {notServed.length > 0 && (
              <section
                className="cart-group cart-group--off cart-group--elsewhere"
                aria-labelledby="cart-not-served"
                data-testid="cart-not-served"
              >
                <div className="cart-group-head">
                  <h2 id="cart-not-served" className="cart-store">
                    {t('catalogue.cartUnavailable')}
                  </h2>
                </div>
                <p className="cart-elsewhere-hint">
                  {t('catalogue.cartUnavailableHint', { station: community?.name ?? t('catalogue.yourStation') })}
                </p>
                <ul className="cart-lines">
                  {notServed.flatMap((g) =>
                    g.children.map((item) => (
                      <CartOffLine
                        key={item.code}
                        item={item}
                        onRemove={remove}
                        reason={t('catalogue.cartUnavailableReason', {
                          shop: g.storeName,
                          station: community?.name ?? t('catalogue.yourStation'),
                        })}
                      />
                    )),
                  )}
                </ul>
              </section>
            )}
            {unavailable.length > 0 && (
              <section className="cart-group cart-group--off" aria-labelledby="cart-unavailable">
                <div className="cart-group-head">
                  <h2 id="cart-unavailable" className="cart-store">
                    {t('cart.unavailable', { n: unavailable.length })}
                  </h2>
                  <Button
                    size="mini"
                    fill="none"
                    onClick={() =>
                      void remove(
                        unavailable.map((c) => c.code),
                        t('cart.clearUnavailableConfirm'),
                      )
                    }
                  >
                    {t('cart.clearUnavailable')}
                  </Button>
                </div>
                <ul className="cart-lines">
                  {unavailable.map((item) => (
                    <CartOffLine key={item.code} item={item} onRemove={remove} />
                  ))}
                </ul>
              </section>
            )}
            {available.length > 0 && (
              <CartBar
                totals={totals}
                readyFrom={readyFrom}
                managing={managing}
                toggleEvery={toggleEvery}
                onCheckout={startCheckout}
                onRemoveSelected={() =>
                  void remove(
                    totals.selectArr.map((c) => c.code),
                    t('cart.removeConfirm', { n: totals.selectTotalProduct }),
                  )
                }
              />
            )}
          </>
        )}
      </Loadable>
    </div>
  );
}
