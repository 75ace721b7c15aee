// One good in a goods list (home, shop, search): cover, title, tags, group-buy cut-off and pickup time,
// price with the original price, sold count and stock state. A sold-out good is shown, dimmed, not hidden.
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Good } from '@/api/app-mall';
import { hrefs } from '@/config/paths';
import { useT } from '@/i18n';
import { Price, SoldCount } from './price';
import { saleTimes } from './sale-times';
import { useMinuteNow } from './use-minute-now';
import { TagList } from './tag-list';
import './good-card.css';

/** Stock at or below this shows "only N left". */
export const LOW_STOCK = 10;

export interface GoodCardProps {
  good: Good;
  /** Above the fold: load the cover at once (the rest load lazily). */
  eager?: boolean;
  /** Called when the card is opened (before the navigation), e.g. to remember the scroll position. */
  onOpen?: () => void;
}

/** Memoized: a list that appends a page renders only the new cards (give it stable props). */
export const GoodCard = memo(function GoodCard({ good, eager, onOpen }: GoodCardProps) {
  const t = useT();
  const soldOut = good.stock <= 0;
  return (
    <Link
      to={hrefs.productDetail(good.code)}
      className={soldOut ? 'qh-good qh-good--sold-out' : 'qh-good'}
      data-testid="good-card"
      data-code={good.code}
      onClick={onOpen}
    >
      <span className="qh-good-cover">
        <img src={good.img} alt="" width={104} height={104} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        {soldOut && (
          <span className="qh-good-sold-out" aria-hidden="true">
            {t('shop.soldOut')}
          </span>
        )}
      </span>
      <span className="qh-good-body">
        <span className="qh-good-title">{good.title}</span>
        <TagList tags={good.tagArr} max={3} className="qh-good-tags" />
        {good.groupBuy && <GoodSaleTimes cutoffTime={good.cutoffTime} pickupTime={good.pickupTime} />}
        {(soldOut || good.stock <= LOW_STOCK) && (
          <span className={soldOut ? 'qh-good-stock qh-good-stock--out' : 'qh-good-stock qh-good-stock--low'}>
            {soldOut ? t('shop.soldOutHint') : t('shop.lowStock', { n: good.stock })}
          </span>
        )}
        <span className="qh-good-foot">
          <Price fen={good.priceFen} originalFen={good.originalPriceFen} size="s" />
          <SoldCount count={good.sales} />
        </span>
      </span>
    </Link>
  );
});

/** A group-buy good's cut-off and pickup, read against the minute clock (re-rendered when the minute turns). */
function GoodSaleTimes({ cutoffTime, pickupTime }: { cutoffTime: number | null; pickupTime: number | null }) {
  const times = saleTimes(cutoffTime, pickupTime, useMinuteNow());
  if (!times) return null;
  return (
    <span className={times.closed ? 'qh-good-times qh-good-times--closed' : 'qh-good-times'} data-testid="sale-times">
      {times.text}
    </span>
  );
}
