// The product page's 可领优惠券 row (docs/product.md#growth): the coupon-centre templates usable at the product's
// shop (its own first, then the all-shops ones), each a chip that claims with one tap (signed out: sign in,
// then back to the centre filtered to the shop, which claims it); 领券 opens that centre. Nothing to claim, or the
// list did not come (it says nothing: the page's own data is what matters): no row.
import { Link } from 'react-router-dom';
import { useRequest } from 'ahooks';
import { listCouponCentre } from '@/api/coupon';
import { hrefs } from '@/config/paths';
import { useT } from '@/i18n';
import { Money } from '@/components/price';
import { claimStateText, useCouponClaim } from '@/components/use-coupon-claim';
import { claimable } from '@/rules/coupon-claim';
import { formatFen } from '@/rules/money';

/** How many chips the row shows; the rest are in the centre. */
const CHIPS = 3;

export function ProductCoupons({ storeCode }: { storeCode: string }) {
  const t = useT();
  const request = useRequest(() => listCouponCentre({ pageIndex: 0, storeCode }, { silent: true }), {
    refreshDeps: [storeCode],
  });
  const claims = useCouponClaim(storeCode, request.data?.newResident ?? true);
  const shown = (request.data?.list ?? [])
    .map(claims.view)
    .filter((v) => claimable(v.state) || v.state === 'claimed')
    .sort((a, b) => Number(b.template.storeCode === storeCode) - Number(a.template.storeCode === storeCode))
    .slice(0, CHIPS);
  if (shown.length === 0) return null;
  return (
    <section
      className="product-card product-coupons"
      aria-label={t('couponCentre.productRow')}
      data-testid="product-coupons"
    >
      <span className="product-row-label">{t('couponCentre.productRow')}</span>
      <ul className="product-coupon-chips">
        {shown.map(({ template: c, state }) => (
          <li key={c.templateCode}>
            <button
              type="button"
              className={claimable(state) ? 'product-coupon-chip' : 'product-coupon-chip product-coupon-chip--done'}
              data-testid="product-coupon"
              data-code={c.templateCode}
              data-state={state}
              disabled={!claimable(state) || claims.busyCode === c.templateCode}
              onClick={() => void claims.claim(c.templateCode)}
            >
              <Money fen={c.amountFen} trim className="product-coupon-amount" />
              <span>
                {c.thresholdFen > 0
                  ? t('coupon.threshold', { amount: formatFen(c.thresholdFen, { trim: true }) })
                  : t('coupon.noThreshold')}
              </span>
              <span className="product-coupon-act">
                {t(state === 'claimed' ? 'couponCentre.chipClaimed' : 'couponCentre.chipClaim')}
              </span>
              <span className="qh-visually-hidden">
                {t('couponCentre.claimNamed', { state: t(claimStateText[state]), name: c.name })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Link
        to={hrefs.couponCentre({ store: storeCode })}
        className="product-coupon-more"
        data-testid="product-coupon-more"
      >
        {t('couponCentre.productMore')} ›
      </Link>
    </section>
  );
}
