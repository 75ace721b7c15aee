// The cart's rows: a shop's head (select its lines, a link to it), a line on sale (selection, quantity and
// why it cannot grow) and a line that cannot be bought (sold out, delisted, or not for my station) with its removal.
import { memo } from 'react';
import { Button, Checkbox } from 'antd-mobile';
import { Link } from 'react-router-dom';
import { specLabel } from '@/rules/buy-lines';
import { CART_ITEM_STATUS, type CartGroup, type CartItem } from '@/api/cart';
import { hrefs } from '@/config/paths';
import { Money, Price } from '@/components/price';
import { useT } from '@/i18n';
import type { LineBound } from './cart-totals';
import { QuantityStepper } from './quantity-stepper';

/** A shop's head: select all its lines, its name with a link to it. */
export const CartStoreHead = memo(function CartStoreHead({
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
        <span className="qh-visually-hidden">{t('cart.selectShop', { name: group.storeName })}</span>
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
export const CartLine = memo(function CartLine({ item, selected, max, maxBy: by, onToggle, onChange }: CartLineProps) {
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
      <img className="qh-cover cart-img" src={item.img} alt="" width={80} height={80} loading="lazy" />
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
export const CartOffLine = memo(function CartOffLine({
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
      <img className="qh-cover cart-img" src={item.img} alt="" width={80} height={80} loading="lazy" />
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
