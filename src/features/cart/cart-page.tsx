// The Cart tab (/pages/tabbar/cart): lines grouped by shop (cartArr), select a line, a shop or all,
// quantities edited at once and confirmed by the server, removal after a confirmation, sold-out and
// delisted lines set apart, totals in fen, and check-out of one shop's selection. Lines whose shop does not
// deliver to my station are shown apart (当前自提点不可购买), not selectable, with the reason (docs/product.md#business-time).
import { memo, useCallback, useMemo, useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Button, Checkbox } from 'antd-mobile';
import { useMemoizedFn, useRequest } from 'ahooks';
import { Link, useNavigate } from 'react-router-dom';
import { specLabel } from '@/rules/buy-lines';
import { CART_ITEM_STATUS, listCart, removeCartItems, type CartGroup, type CartItem } from '@/api/cart';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { ActionBar } from '@/components/action-bar';
import { showModal, showToast } from '@/components/feedback';
import { EmptyState, Loadable, Skeleton } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { Money, Price } from '@/components/price';
import { useT } from '@/i18n';
import { cartCountOf } from '@/rules/commerce-states';
import { draftCartAtom, setCartCount } from '@/state/cart';
import { hasLoginAtom } from '@/state/session';
import { catalogueCode, currentCommunityAtom } from '@/state/community';
import { dayAndTime } from '@/components/sale-times';
import {
  cartTotals,
  isStoreSelected,
  pickupReadyFrom,
  lineBound,
  pruneSelection,
  type LineBound,
  splitCart,
  toggleAll,
  toggleItem,
  toggleStore,
  withPending,
} from './cart-totals';
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

  // Asked with my community: each line says whether my station can get it; another station asks again.
  const community = useAtomValue(currentCommunityAtom);
  const request = useRequest(async () => listCart(await catalogueCode(community?.code)), {
    refreshDeps: [community?.code],
    onSuccess(groups) {
      setCartCount(cartCountOf(groups.flatMap((g) => g.children)));
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
  const updateGroups = useCallback(
    (update: (groups: CartGroup[]) => CartGroup[]) => mutate((groups) => update(groups ?? [])),
    [mutate],
  );
  const { change, flushAll } = useCartEdits(updateGroups, refresh);

  // The lines keep their identity across a selection tap, so the memoized lines below render only when
  // their own line, selection or limit changes (a tap renders the tapped line, its shop's head and the bar).
  const groups = useMemo(() => withPending(request.data ?? [], draft.pending), [request.data, draft.pending]);
  const { available, notServed, unavailable } = useMemo(() => splitCart(groups), [groups]);
  const totals = cartTotals(groups, draft.selected);
  const readyFrom = pickupReadyFrom(totals, Date.now());
  // The header counts as the badge and the backend do: the lines that can be bought.
  const count = cartCountOf(groups.flatMap((g) => g.children));
  const select = (next: string[]) => setDraft((d) => ({ ...d, selected: next }));
  const toggleLine = useMemoizedFn((code: string) => select(toggleItem(groups, draft.selected, code)));
  const toggleShop = useMemoizedFn((storeCode: string) => select(toggleStore(groups, draft.selected, storeCode)));

  const remove = useMemoizedFn(async (codes: string[], question: string) => {
    if (codes.length === 0 || !(await showModal({ content: question, confirmText: t('cart.removeOk') }))) return;
    try {
      const { count: left } = await removeCartItems(codes, { communityCode: community?.code });
      setCartCount(left);
      setDraft((d) => ({
        selected: d.selected.filter((c) => !codes.includes(c)),
        pending: Object.fromEntries(Object.entries(d.pending).filter(([c]) => !codes.includes(c))),
      }));
      showToast(t('cart.removed'));
    } finally {
      // Spec: removing items reloads the cart (also after a failure, to show what is there).
      refresh();
    }
  });

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
                <CartStoreHead group={g} checked={isStoreSelected(g, draft.selected)} onToggle={toggleShop} />
                <ul className="cart-lines">
                  {g.children.map((item) => {
                    const { max, by } = lineBound(groups, item);
                    return (
                      <CartLine
                        key={item.code}
                        item={item}
                        selected={draft.selected.includes(item.code)}
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
                    onClick={() =>
                      void remove(
                        totals.selectArr.map((c) => c.code),
                        t('cart.removeConfirm', { n: totals.selectTotalProduct }),
                      )
                    }
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
                      {readyFrom !== null && (
                        <small data-testid="cart-ready">
                          {t('cart.readyFrom', { when: dayAndTime(readyFrom, Date.now()) })}
                        </small>
                      )}
                    </div>
                    <Button
                      className="cart-bar-button"
                      color="primary"
                      shape="rounded"
                      disabled={totals.selectTotalNum === 0}
                      onClick={startCheckout}
                    >
                      {t('cart.checkout', { n: totals.selectTotalNum })}
                    </Button>
                  </>
                )}
              </ActionBar>
            )}
          </>
        )}
      </Loadable>
    </div>
  );
}

/** A shop's head: select all its lines, its name with a link to it. */
const CartStoreHead = memo(function CartStoreHead({
  group,
  checked,
  onToggle,
}: {
  group: CartGroup;
  checked: boolean;
  onToggle: (storeCode: string) => void;
}) {
  const t = useT();
  return (
    <div className="cart-group-head">
      <Checkbox checked={checked} onChange={() => onToggle(group.storeCode)}>
        <span className="qh-visually-hidden">{t('cart.selectStore', { name: group.storeName })}</span>
      </Checkbox>
      <h2 id={`cart-store-${group.storeCode}`} className="cart-store">
        <Link to={hrefs.shopDetail(group.storeCode)}>{group.storeName}</Link>
      </h2>
    </div>
  );
});

interface CartLineProps {
  item: CartItem;
  selected: boolean;
  /** The most the line may hold, and what sets it (lineBound). */
  max: number;
  maxBy: LineBound;
  onToggle: (code: string) => void;
  onChange: (code: string, num: number) => void;
}

/** A line on sale: selection, cover, title, spec, deposit, stock warning, price and quantity. */
const CartLine = memo(function CartLine({ item, selected, max, maxBy: by, onToggle, onChange }: CartLineProps) {
  const t = useT();
  const spec = specLabel(item.specName, item.attrs);
  // At its most, the line says why + is greyed out (a stock already short says so above).
  const atMax = item.num >= max && item.num <= item.stock;
  const maxText =
    by === 'limit'
      ? t('cart.limitReached', { n: item.limitPerPerson })
      : by === 'stock'
        ? t('cart.stockReached', { n: max })
        : t('cart.capReached', { n: max });
  const maxId = `cart-max-${item.code}`;
  return (
    <li className="cart-line" data-code={item.code}>
      <Checkbox checked={selected} onChange={() => onToggle(item.code)}>
        <span className="qh-visually-hidden">{t('cart.selectItem', { name: item.title })}</span>
      </Checkbox>
      <img className="cart-img" src={item.img} alt="" width={80} height={80} loading="lazy" />
      <div className="cart-line-body">
        <Link className="cart-title" to={hrefs.productDetail(item.goodCode)}>
          {item.title}
        </Link>
        {spec && <p className="cart-spec">{spec}</p>}
        {item.depositFen > 0 && (
          <p className="cart-deposit">
            {t('cart.deposit')} <Money fen={item.depositFen} />
          </p>
        )}
        {item.num > item.stock && <p className="cart-warn">{t('cart.fewLeft', { n: item.stock })}</p>}
        <div className="cart-line-foot">
          <Price fen={item.priceFen} size="s" />
          <QuantityStepper
            value={item.num}
            max={max}
            name={item.title}
            onChange={(n) => onChange(item.code, n)}
            moreDescribedBy={atMax ? maxId : undefined}
          />
        </div>
        {atMax && (
          <p className="cart-max" id={maxId}>
            {maxText}
          </p>
        )}
      </div>
    </li>
  );
});

/** A sold-out or delisted line, or one my station cannot get (`reason` given): why, and its removal. */
const CartOffLine = memo(function CartOffLine({
  item,
  onRemove,
  reason,
}: {
  item: CartItem;
  onRemove: (codes: string[], question: string) => Promise<void>;
  reason?: string;
}) {
  const t = useT();
  const spec = specLabel(item.specName, item.attrs);
  const soldOut = item.status === CART_ITEM_STATUS.soldOut;
  return (
    <li className="cart-line cart-line--off" data-code={item.code}>
      {!reason && <span className="cart-tag">{soldOut ? t('cart.soldOut') : t('cart.delisted')}</span>}
      <img className="cart-img" src={item.img} alt="" width={80} height={80} loading="lazy" />
      <div className="cart-line-body">
        {reason ? (
          <Link className="cart-title" to={hrefs.productDetail(item.goodCode)}>
            {item.title}
          </Link>
        ) : (
          <p className="cart-title">{item.title}</p>
        )}
        {spec && <p className="cart-spec">{spec}</p>}
        <p className="cart-off-why">{reason ?? (soldOut ? t('cart.soldOutHint') : t('cart.delistedHint'))}</p>
        <div className="cart-line-foot">
          <Money fen={item.priceFen} className="cart-off-price" />
          <Button
            size="mini"
            onClick={() => void onRemove([item.code], t('cart.removeOneConfirm', { name: item.title }))}
          >
            {t('cart.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
});
