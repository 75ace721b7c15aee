// Pieces of the checkout and the order's page: the shop and its goods, the amounts, a place (station or
// address) and a choice in a sheet.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { specLabel } from '@/rules/buy-lines';
import type { OrderDraft, OrderShop, PickupStation } from '@/api/product-order';
import { hrefs } from '@/config/paths';
import { Money, Price } from '@/components/price';
import { formatFen } from '@/rules/money';
import { useT } from '@/i18n';
import { pickupWindowText } from './order-format';
import './order-short.css';

/** A refusal about one line of a checkout: which line (0-based), why, and what the person can do. */
export interface LineRefusal {
  line: number;
  message: string;
  action: ReactNode;
}

interface OrderItemsProps {
  order: Pick<OrderDraft, 'storeCode' | 'storeName' | 'storeImg' | 'items'>;
  /** A checkout across shops: only this shop's lines (their indexes stay those of the whole checkout). */
  storeCode?: string;
  /**
   * One shop's amounts in a checkout across shops, under its goods: its goods, deposit, delivery fee and share
   * of the coupon, then its subtotal, so that the subtotal is the sum of what is written above it.
   */
  subtotal?: Pick<OrderShop, 'goodsFen' | 'depositFen' | 'freightFen' | 'discountFen' | 'payFen'>;
  refusal?: LineRefusal | null;
  /** A received order's shortages: what each line's missing pieces were refunded (fen; order-format.ts shortRefundsOf). */
  shortRefunds?: readonly number[];
}

/** The shop and the goods of an order: picture, title, spec and attributes, price and quantity; a refused line says why. */
export function OrderItems({ order, storeCode, subtotal, refusal, shortRefunds }: OrderItemsProps) {
  const t = useT();
  const lines = order.items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => storeCode === undefined || item.storeCode === storeCode);
  const pieces = lines.reduce((n, { item }) => n + item.num, 0);
  return (
    <section className="order-card" aria-labelledby="order-store">
      <h2 id="order-store" className="order-card-title order-store">
        <img src={order.storeImg} alt="" width={20} height={20} />
        <Link to={hrefs.shopDetail(order.storeCode)}>{order.storeName}</Link>
        <span className="order-muted">{t('order.pieces', { n: pieces })}</span>
      </h2>
      <ul className="order-items">
        {lines.map(({ item: i, index }) => (
          <li key={`${index}:${i.goodCode}`} className={refusal?.line === index ? 'order-item--refused' : undefined}>
            <img src={i.img} alt="" width={64} height={64} loading="lazy" />
            <div className="order-item-body">
              <Link to={hrefs.productDetail(i.goodCode)} className="order-item-title">
                {i.title}
              </Link>
              <span className="order-muted">
                {specLabel(i.specName, i.attrs)}
                {i.depositFen > 0 && (
                  <>
                    {' · '}
                    {t('order.itemDeposit')} <Money fen={i.depositFen} />
                  </>
                )}
              </span>
              {i.shortNum > 0 && (
                <span className="order-item-short" data-testid="item-short">
                  <span className="order-item-short-tag">{t('order.itemShort', { n: i.shortNum })}</span>
                  {shortRefunds?.[index] ? (
                    <span>{t('order.itemShortRefund', { amount: formatFen(shortRefunds[index]) })}</span>
                  ) : null}
                </span>
              )}
              {refusal?.line === index && (
                <span className="order-item-refusal">
                  <span>{refusal.message}</span>
                  {refusal.action}
                </span>
              )}
            </div>
            <div className="order-item-side">
              <Price fen={i.priceFen} size="s" />
              <span className="order-muted">×{i.num}</span>
            </div>
          </li>
        ))}
      </ul>
      {subtotal && (
        <p className="order-shop-subtotal" data-testid="shop-subtotal">
          <span className="order-muted">
            {t('order.goodsAmount')} <Money fen={subtotal.goodsFen} />
          </span>
          {subtotal.depositFen > 0 && (
            <span className="order-muted">
              {t('order.depositAmount')} <Money fen={subtotal.depositFen} />
            </span>
          )}
          {subtotal.freightFen > 0 && (
            <span className="order-muted">
              {t('order.freight')} <Money fen={subtotal.freightFen} />
            </span>
          )}
          {subtotal.discountFen > 0 && (
            <span className="order-discount" data-testid="shop-discount">
              {t('order.coupon')} -<Money fen={subtotal.discountFen} />
            </span>
          )}
          <span>
            {t('order.shopSubtotal')} <Price fen={subtotal.payFen} size="s" />
          </span>
        </p>
      )}
    </section>
  );
}

/** Goods, deposit, delivery fee, discount and the total of an order (all from the server, in fen). */
export function OrderAmounts({
  order,
  totalLabel,
  closed = false,
}: {
  order: OrderDraft;
  totalLabel: string;
  closed?: boolean;
}) {
  const t = useT();
  const rows: [string, ReactNode, string?][] = [
    [t('order.goodsAmount'), <Money fen={order.goodsFen} />],
    ...(order.depositFen > 0
      ? [[t('order.depositAmount'), <Money fen={order.depositFen} />] as [string, ReactNode]]
      : []),
    [t('order.freight'), order.freightFen > 0 ? <Money fen={order.freightFen} /> : t('order.freeFreight')],
    ...(order.discountFen > 0
      ? [
          [
            t('order.discount'),
            <>
              -<Money fen={order.discountFen} />
            </>,
            'order-discount',
          ] as [string, ReactNode, string],
        ]
      : []),
  ];
  return (
    <section className="order-card" aria-label={t('order.amounts')}>
      <dl className="qh-value-rows order-amounts">
        {rows.map(([label, value, className]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={className}>{value}</dd>
          </div>
        ))}
        <div className="order-amounts-total">
          <dt>{totalLabel}</dt>
          {/* A closed order owes nothing: its amount plain, not in the price's red. */}
          <dd data-testid="pay-amount" className={closed ? 'order-muted' : undefined}>
            {closed ? <Money fen={order.payFen} /> : <Price fen={order.payFen} />}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** A place in bold with its lines under it (a station, an address, or the prompt to choose one). */
export function Place({ title, lines, testId }: { title: ReactNode; lines: ReactNode[]; testId?: string }) {
  return (
    <span className="order-place-main" data-testid={testId}>
      <strong>{title}</strong>
      {lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
    </span>
  );
}

/** A leader station: name, address, the leader (and `contact`: distance or phone), and when to pick up. */
export function StationPlace({
  station,
  order,
  contact,
}: {
  station: PickupStation;
  order: Pick<OrderDraft, 'pickupStart' | 'pickupEnd'>;
  contact: ReactNode;
}) {
  const t = useT();
  const when =
    order.pickupStart && order.pickupEnd
      ? t('order.pickupAt', { window: pickupWindowText(order.pickupStart, order.pickupEnd) })
      : null;
  return (
    <Place
      testId="station"
      title={station.name}
      lines={[
        station.address,
        <>
          {t('order.leader', { name: station.leaderName })}
          {contact}
        </>,
        ...(when ? [<span className="order-pickup-time">{when}</span>] : []),
      ]}
    />
  );
}

/** One choice of a radio group in a sheet (a coupon, a community). */
export function OptionButton({
  checked,
  onClick,
  title,
  detail,
  side,
}: {
  checked: boolean;
  onClick: () => void;
  title: ReactNode;
  detail?: ReactNode;
  side?: ReactNode;
}) {
  return (
    <button type="button" role="radio" aria-checked={checked} className="order-option" onClick={onClick}>
      <span className="order-option-main">
        <strong>{title}</strong>
        {detail && <span>{detail}</span>}
      </span>
      {side && <span className="order-option-side">{side}</span>}
    </button>
  );
}
