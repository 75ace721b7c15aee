// The Cart tab (/pages/tabbar/cart): lines grouped by shop (cartArr), select a line, a shop or all,
// quantities edited at once and confirmed by the server, removal after a confirmation, sold-out and
// delisted lines set apart, totals in fen, and check-out of one shop's selection.
import { useCallback, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Button, Checkbox } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { Link, useNavigate } from 'react-router-dom';
import { specLabel } from '@/api/buy-lines';
import { CART_ITEM_STATUS, listCart, removeCartItems, type CartGroup } from '@/api/cart';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { ActionBar } from '@/components/action-bar';
import { showModal, showToast } from '@/components/feedback';
import { EmptyState, Loadable, Skeleton } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { Money, Price } from '@/components/price';
import { Sheet } from '@/components/sheet';
import { useT } from '@/i18n';
import { draftCartAtom, setCartCount } from '@/state/cart';
import { hasLoginAtom } from '@/state/session';
import { dayAndTime } from '@/components/sale-times';
import { cartTotals, isStoreSelected, lineMax, pruneSelection, splitCart, toggleAll, toggleItem, toggleStore, withPending } from './cart-totals';
import { QuantityStepper } from './quantity-stepper';
import { useCartEdits } from './use-cart-edits';
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
  const [draft, setDraft] = useAtom(draftCartAtom);
  const [managing, setManaging] = useState(false);
  const [choosingStore, setChoosingStore] = useState(false);

  const request = useRequest(listCart, {
    onSuccess(groups) {
      setCartCount(groups.reduce((n, g) => n + g.children.reduce((m, c) => m + c.num, 0), 0));
      setDraft((d) => {
        const present = new Set(groups.flatMap((g) => g.children.map((c) => c.code)));
        const pending = Object.fromEntries(Object.entries(d.pending).filter(([code]) => present.has(code)));
        return { selected: pruneSelection(groups, d.selected), pending };
      });
      // Edits typed before a reload go out now.
      flushAll();
    },
  });
  const { mutate, refresh } = request;
  const updateGroups = useCallback((update: (groups: CartGroup[]) => CartGroup[]) => mutate((groups) => update(groups ?? [])), [mutate]);
  const { change, flushAll } = useCartEdits(updateGroups, refresh);

  const groups = withPending(request.data ?? [], draft.pending);
  const { available, unavailable } = splitCart(groups);
  const totals = cartTotals(groups, draft.selected);
  const count = groups.reduce((n, g) => n + g.children.length, 0);
  const select = (next: string[]) => setDraft((d) => ({ ...d, selected: next }));

  const remove = async (codes: string[], question: string) => {
    if (codes.length === 0 || !(await showModal({ content: question, confirmText: t('cart.removeOk') }))) return;
    try {
      const { count: left } = await removeCartItems(codes);
      setCartCount(left);
      setDraft((d) => ({ selected: d.selected.filter((c) => !codes.includes(c)), pending: Object.fromEntries(Object.entries(d.pending).filter(([c]) => !codes.includes(c))) }));
      showToast(t('cart.removed'));
    } finally {
      // Spec: removing items reloads the cart (also after a failure, to show what is there).
      refresh();
    }
  };

  const checkout = (storeCode: string) => {
    const codes = totals.selectArr.filter((c) => c.storeCode === storeCode).map((c) => c.code);
    setChoosingStore(false);
    navigate(hrefs.orderConfirm({ cart: codes.join(',') }));
  };
  const startCheckout = () => {
    if (totals.selectStores.length === 1) checkout(totals.selectStoreCode);
    else if (totals.selectStores.length > 1) setChoosingStore(true);
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
                <div className="cart-group-head">
                  <Checkbox checked={isStoreSelected(g, draft.selected)} onChange={() => select(toggleStore(groups, draft.selected, g.storeCode))}>
                    <span className="qh-visually-hidden">{t('cart.selectStore', { name: g.storeName })}</span>
                  </Checkbox>
                  <h2 id={`cart-store-${g.storeCode}`} className="cart-store">
                    <Link to={hrefs.shopDetail(g.storeCode)}>{g.storeName}</Link>
                  </h2>
                </div>
                <ul className="cart-lines">
                  {g.children.map((item) => (
                    <li key={item.code} className="cart-line" data-code={item.code}>
                      <Checkbox checked={draft.selected.includes(item.code)} onChange={() => select(toggleItem(groups, draft.selected, item.code))}>
                        <span className="qh-visually-hidden">{t('cart.selectItem', { name: item.title })}</span>
                      </Checkbox>
                      <img className="cart-img" src={item.img} alt="" width={80} height={80} loading="lazy" />
                      <div className="cart-line-body">
                        <Link className="cart-title" to={hrefs.productDetail(item.goodCode)}>
                          {item.title}
                        </Link>
                        {specLabel(item.specName, item.attrs) && <p className="cart-spec">{specLabel(item.specName, item.attrs)}</p>}
                        {item.depositFen > 0 && (
                          <p className="cart-deposit">
                            {t('cart.deposit')} <Money fen={item.depositFen} />
                          </p>
                        )}
                        {item.num > item.stock && <p className="cart-warn">{t('cart.fewLeft', { n: item.stock })}</p>}
                        <div className="cart-line-foot">
                          <Price fen={item.priceFen} size="s" />
                          <QuantityStepper value={item.num} max={lineMax(groups, item)} name={item.title} onChange={(n) => change(item.code, n)} />
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {unavailable.length > 0 && (
              <section className="cart-group cart-group--off" aria-labelledby="cart-unavailable">
                <div className="cart-group-head">
                  <h2 id="cart-unavailable" className="cart-store">
                    {t('cart.unavailable', { n: unavailable.length })}
                  </h2>
                  <Button size="mini" fill="none" onClick={() => void remove(unavailable.map((c) => c.code), t('cart.clearUnavailableConfirm'))}>
                    {t('cart.clearUnavailable')}
                  </Button>
                </div>
                <ul className="cart-lines">
                  {unavailable.map((item) => (
                    <li key={item.code} className="cart-line cart-line--off" data-code={item.code}>
                      <span className="cart-tag">{item.status === CART_ITEM_STATUS.soldOut ? t('cart.soldOut') : t('cart.delisted')}</span>
                      <img className="cart-img" src={item.img} alt="" width={80} height={80} loading="lazy" />
                      <div className="cart-line-body">
                        <p className="cart-title">{item.title}</p>
                        {specLabel(item.specName, item.attrs) && <p className="cart-spec">{specLabel(item.specName, item.attrs)}</p>}
                        <p className="cart-off-why">{item.status === CART_ITEM_STATUS.soldOut ? t('cart.soldOutHint') : t('cart.delistedHint')}</p>
                        <div className="cart-line-foot">
                          <Money fen={item.priceFen} className="cart-off-price" />
                          <Button size="mini" onClick={() => void remove([item.code], t('cart.removeOneConfirm', { name: item.title }))}>
                            {t('cart.remove')}
                          </Button>
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {available.length > 0 && (
              <ActionBar aboveTabBar label={t('cart.barLabel')}>
                <Checkbox checked={totals.isAllSelect} onChange={() => select(toggleAll(groups, draft.selected))}>
                  {t('cart.selectAll')}
                </Checkbox>
                {managing ? (
                  <Button
                    className="cart-bar-button"
                    color="danger"
                    fill="outline"
                    shape="rounded"
                    disabled={totals.selectTotalProduct === 0}
                    onClick={() => void remove(totals.selectArr.map((c) => c.code), t('cart.removeConfirm', { n: totals.selectTotalProduct }))}
                  >
                    {t('cart.removeSelected', { n: totals.selectTotalProduct })}
                  </Button>
                ) : (
                  <>
                    <div className="cart-total" aria-live="polite">
                      <span>
                        {t('cart.total')} <Price fen={totals.selectTotalPay} size="s" />
                      </span>
                      {totals.selectTotalDeposit > 0 && (
                        <small>
                          {t('cart.totalDeposit')} <Money fen={totals.selectTotalDeposit} />
                        </small>
                      )}
                      {totals.selectLongTime !== null && <small data-testid="cart-ready">{t('cart.readyFrom', { when: dayAndTime(totals.selectLongTime, Date.now()) })}</small>}
                    </div>
                    <Button className="cart-bar-button" color="primary" shape="rounded" disabled={totals.selectTotalNum === 0} onClick={startCheckout}>
                      {t('cart.checkout', { n: totals.selectTotalNum })}
                    </Button>
                  </>
                )}
              </ActionBar>
            )}
            <Sheet visible={choosingStore} title={t('cart.chooseStore')} onClose={() => setChoosingStore(false)}>
              <p className="cart-stores-hint">{t('cart.chooseStoreHint')}</p>
              <ul className="cart-stores">
                {totals.selectStores.map((code) => {
                  const shop = groups.filter((g) => g.storeCode === code);
                  const name = shop[0]?.storeName ?? code;
                  const sub = cartTotals(shop, draft.selected);
                  return (
                    <li key={code}>
                      <div>
                        <strong>{name}</strong>
                        <span>{t('cart.storePieces', { n: sub.selectTotalNum })}</span>
                      </div>
                      <Price fen={sub.selectTotalPay} size="s" />
                      <Button size="small" color="primary" shape="rounded" onClick={() => checkout(code)} aria-label={t('cart.checkoutStore', { name })}>
                        {t('cart.checkoutShort')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </Sheet>
          </>
        )}
      </Loadable>
    </div>
  );
}
