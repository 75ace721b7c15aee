// The shop and the goods of an order (checkout and the order's page): picture, title, spec, price and quantity.
import { Link } from 'react-router-dom';
import type { OrderDraft } from '@/api/product-order';
import { hrefs } from '@/config/paths';
import { Money, Price } from '@/components/price';
import { useT } from '@/i18n';

export function OrderItems({ order }: { order: Pick<OrderDraft, 'storeCode' | 'storeName' | 'storeImg' | 'items'> }) {
  const t = useT();
  const pieces = order.items.reduce((n, i) => n + i.num, 0);
  return (
    <section className="order-card" aria-labelledby="order-store">
      <h2 id="order-store" className="order-card-title order-store">
        <img src={order.storeImg} alt="" width={20} height={20} />
        <Link to={hrefs.shopDetail(order.storeCode)}>{order.storeName}</Link>
        <span className="order-muted">{t('order.pieces', { n: pieces })}</span>
      </h2>
      <ul className="order-items">
        {order.items.map((i) => (
          <li key={`${i.goodCode}:${i.specName}`}>
            <img src={i.img} alt="" width={64} height={64} loading="lazy" />
            <div className="order-item-body">
              <Link to={hrefs.productDetail(i.goodCode)} className="order-item-title">
                {i.title}
              </Link>
              <span className="order-muted">
                {i.specName}
                {i.depositFen > 0 && (
                  <>
                    {' · '}
                    {t('order.itemDeposit')} <Money fen={i.depositFen} />
                  </>
                )}
              </span>
            </div>
            <div className="order-item-side">
              <Price fen={i.priceFen} size="s" />
              <span className="order-muted">×{i.num}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
