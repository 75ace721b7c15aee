// One shop in a list (the shops page, search): picture, name, open or closed with its hours, tags, where it
// is and how far from me (the one distance rule and format of lib/lbs); the card opens the shop's page.
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Shop } from '@/api/app-mall';
import { hrefs } from '@/config/paths';
import { useT } from '@/i18n';
import { distanceBetween, type LatLng } from '@/rules/distance';
import { formatDistance } from '@/lib/lbs/format-distance';
import { TagList } from './tag-list';
import './product-card.css';
import './shop-card.css';

export interface ShopCardProps {
  shop: Shop;
  /** My location: the distance shows once it is known. */
  me: LatLng | null;
  eager?: boolean;
}

export const ShopCard = memo(function ShopCard({ shop, me, eager }: ShopCardProps) {
  const metres = distanceBetween(me, shop);
  return (
    <Link to={hrefs.shopDetail(shop.code)} className="qh-shop" data-testid="shop-card" data-code={shop.code}>
      <img
        className="qh-cover"
        src={shop.img}
        alt=""
        width={64}
        height={64}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className="qh-shop-body">
        <span className="qh-shop-head">
          <span className="qh-shop-name">{shop.name}</span>
          {metres !== null && (
            <span className="qh-shop-distance" data-testid="shop-distance">
              {formatDistance(metres)}
            </span>
          )}
        </span>
        <ShopOpenState shop={shop} />
        <TagList tags={shop.tagArr} max={3} />
        <span className="qh-shop-where">
          {shop.communityName} · {shop.address}
        </span>
      </span>
    </Link>
  );
});

/** 营业中 / 已打烊 with the hours ('营业中 · 08:00-21:00'); the hours alone when the state is unknown. */
export function ShopOpenState({ shop }: { shop: Pick<Shop, 'open' | 'businessHours'> }) {
  const t = useT();
  if (shop.open === null && !shop.businessHours) return null;
  return (
    <span className="qh-shop-open" data-testid="shop-open">
      {shop.open !== null && (
        <span className={shop.open ? 'qh-shop-state qh-shop-state--open' : 'qh-shop-state qh-shop-state--closed'}>
          {shop.open ? t('shop.shopOpen') : t('shop.shopClosed')}
        </span>
      )}
      {shop.businessHours && <span>{t('shop.shopHours', { hours: shop.businessHours })}</span>}
    </span>
  );
}
