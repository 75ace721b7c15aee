// One product in a product list (home, shop, search): cover, title, tags, group-buy cut-off and pickup time,
// price with the original price, sold count and stock state. A sold-out product is shown, dimmed, not hidden.
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ProductSummary } from '@/api/app-mall';
import { hrefs } from '@/config/paths';
import { useT } from '@/i18n';
import { Price, SoldCount } from './price';
import { saleTimes } from './sale-times';
import { useMinuteNow } from './use-minute-now';
import { TagList } from './tag-list';
import './product-card.css';

/** Stock at or below this shows "only N left". */
export const LOW_STOCK = 10;

export interface ProductCardProps {
  product: ProductSummary;
  /** Above the fold: load the cover at once (the rest load lazily). */
  eager?: boolean;
  /** Called when the card is opened (before the navigation), e.g. to remember the scroll position. */
  onOpen?: () => void;
}

/** Memoized: a list that appends a page renders only the new cards (give it stable props). */
export const ProductCard = memo(function ProductCard({ product, eager, onOpen }: ProductCardProps) {
  const t = useT();
  const soldOut = product.stock <= 0;
  return (
    <Link
      to={hrefs.productDetail(product.code)}
      className={soldOut ? 'qh-product qh-product--sold-out' : 'qh-product'}
      data-testid="product-card"
      data-code={product.code}
      onClick={onOpen}
    >
      <span className="qh-product-cover">
        <img src={product.img} alt="" width={104} height={104} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        {soldOut && (
          <span className="qh-product-sold-out" aria-hidden="true">
            {t('shop.soldOut')}
          </span>
        )}
      </span>
      <span className="qh-product-body">
        <span className="qh-clamp-2 qh-product-title">{product.title}</span>
        <TagList tags={product.tagArr} max={3} className="qh-product-tags" />
        {product.groupBuy && <ProductSaleTimes cutoffTime={product.cutoffTime} pickupTime={product.pickupTime} />}
        {(soldOut || product.stock <= LOW_STOCK) && (
          <span
            className={soldOut ? 'qh-product-stock qh-product-stock--out' : 'qh-product-stock qh-product-stock--low'}
          >
            {soldOut ? t('shop.soldOutHint') : t('shop.lowStock', { n: product.stock })}
          </span>
        )}
        <span className="qh-card-foot">
          <Price fen={product.priceFen} originalFen={product.originalPriceFen} size="s" />
          <SoldCount count={product.sales} />
        </span>
      </span>
    </Link>
  );
});

/** A group-buy product's cut-off and pickup, read against the minute clock (re-rendered when the minute turns). */
function ProductSaleTimes({ cutoffTime, pickupTime }: { cutoffTime: number | null; pickupTime: number | null }) {
  const times = saleTimes(cutoffTime, pickupTime, useMinuteNow());
  if (!times) return null;
  return (
    <span
      className={times.closed ? 'qh-product-times qh-product-times--closed' : 'qh-product-times'}
      data-testid="sale-times"
    >
      {times.text}
    </span>
  );
}
