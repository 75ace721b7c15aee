// /pages/product/detail?code=: gallery, price, sold count, cut-off and pickup time, shop, the sanitized
// description, specs and attributes in a bottom sheet, add to cart (the tab badge follows at once) and
// buy now; the neighbours who bought it (product-buyers.tsx). Sharing, the share card and the poster: product-share-menu.tsx.
// A product whose shop does not deliver to the person's station (a link from another city; docs/product.md#business-time) says
// so and offers to change station, in place of the buy buttons.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Badge, Button } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useRequest } from 'ahooks';
import { Link, useNavigate } from 'react-router-dom';
import { getProduct, type Product } from '@/api/product';
import { editCart } from '@/api/cart';
import { buyLinesParam } from '@/rules/buy-lines';
import type { PageProps } from '@/config/page-props';
import { hrefs, paths } from '@/config/paths';
import { useT } from '@/i18n';
import { ActionBar } from '@/components/action-bar';
import { showToast } from '@/components/feedback';
import { EmptyState, Loadable, Skeleton } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { Money, Price, SoldCount } from '@/components/price';
import { RichText } from '@/components/rich-text';
import { TagList } from '@/components/tag-list';
import { saleTimes } from '@/components/sale-times';
import { preloadSheet } from '@/components/sheet';
import { useShellUntil } from '@/components/use-shell-until';
import { dropAppShell } from '@/lib/app-shell';
import { whenIdle } from '@/lib/idle';
import { cartCountAtom, refreshCartCount, setCartCount } from '@/state/cart';
import { catalogueCode, currentCommunityAtom } from '@/state/community';
import { hasLoginAtom } from '@/state/session';
import { NotServedCard, StationPicker } from './not-served';
import { ProductCoupons } from './product-coupons';
import { ProductGallery } from './product-gallery';
import { ProductShareButton } from './product-share-menu';
import { ProductBuyers } from './product-buyers';
import { attrsOf, buyBlock, choiceLabel, clampQuantity, initialChoice, maxQuantity, type Choice } from './purchase';
import { SpecSheet, type SheetMode } from './spec-sheet';
import { useByCode } from './use-by-code';
import './product.css';

export default function ProductDetailPage({ query }: PageProps) {
  const t = useT();
  const code = query.code ?? '';
  // Asked with my community: the answer says whether its shop serves my station.
  const community = useAtomValue(currentCommunityAtom)?.code;
  const request = useByCode(code, async (c) => getProduct(c, await catalogueCode(community)), [community]);
  const product = request.data;
  // Opened from a link before the community is known, the answer waits for it: the shell, with the product's
  // picture, stays until the product (ProductView) or the error shows, instead of a skeleton without the picture.
  useShellUntil(code === '' || request.error !== undefined);
  return (
    <div className="product-page">
      <PageHeader
        title={t('shop.productTitle')}
        right={product ? <ProductShareButton product={product} /> : undefined}
      />
      <main>
        {code === '' ? (
          <EmptyState title={t('shop.productMissing')} />
        ) : (
          <Loadable request={request} skeleton={<Skeleton variant="detail" rows={1} />}>
            {(p) => <ProductView key={p.code} product={p} />}
          </Loadable>
        )}
      </main>
    </div>
  );
}

function ProductView({ product }: { product: Product }) {
  const t = useT();
  const navigate = useNavigate();
  const hasLogin = useAtomValue(hasLoginAtom);
  const cartCount = useAtomValue(cartCountAtom);
  const community = useAtomValue(currentCommunityAtom);
  const [picking, setPicking] = useState(false);
  const [choice, setChoice] = useState<Choice>(() => initialChoice(product));
  const [sheet, setSheet] = useState<SheetMode | null>(null);
  const adding = useRequest(editCart, { manual: true });
  const busy = useRef(false);
  // The badge of the cart button is the cart count (kept in step by every screen that changes the cart).
  useRequest(refreshCartCount, { ready: hasLogin });
  // The product on screen: the shell goes in this frame (useShellUntil above).
  useLayoutEffect(dropAppShell, []);
  // The spec sheet's Popup is not in the page's first load: fetched when idle, before the first tap on a buy button.
  useEffect(() => whenIdle(preloadSheet), []);

  const now = Date.now();
  const block = buyBlock(product, now);
  const served = product.serves;
  const times = product.groupBuy ? saleTimes(product.cutoffTime, product.pickupTime, now) : null;
  const spec = product.specList.find((s) => s.name === choice.specName);
  const { max } = maxQuantity(spec, product.limitPerPerson);
  const priceFrom = product.specList.some((s) => s.priceFen !== product.priceFen);
  const here = hrefs.productDetail(product.code);

  /** A guest goes to log in first, and comes back to this product. */
  const loggedIn = () => {
    if (!hasLogin) navigate(hrefs.login(here));
    return hasLogin;
  };
  const open = (mode: SheetMode) => {
    if (mode !== 'both' && !loggedIn()) return;
    setSheet(mode);
  };
  const add = async () => {
    if (busy.current || !loggedIn()) return;
    if (!spec || max === 0) return showToast(t('shop.specSoldOut'));
    busy.current = true;
    try {
      const answer = await adding.runAsync({
        goodCode: product.code,
        specName: spec.name,
        num: clampQuantity(choice.num, max),
        attrs: attrsOf(product, choice),
        communityCode: community?.code,
      });
      setCartCount(answer.count);
      setSheet(null);
      showToast(t('shop.addedToCart'), { icon: 'success' });
    } catch {
      // The request layer has already said why (stock gone, too many); the sheet stays open.
    } finally {
      busy.current = false;
    }
  };
  const buy = () => {
    if (!loggedIn()) return;
    if (!spec || max === 0) return showToast(t('shop.specSoldOut'));
    setSheet(null);
    navigate(
      hrefs.orderConfirm({
        lines: buyLinesParam([
          {
            goodCode: product.code,
            specName: choice.specName,
            num: clampQuantity(choice.num, max),
            attrs: attrsOf(product, choice),
          },
        ]),
      }),
    );
  };

  return (
    <>
      <ProductGallery images={product.imgList} />
      <section className="product-card product-info">
        <div className="product-price-row">
          <Price
            fen={product.priceFen}
            originalFen={product.originalPriceFen}
            size="l"
            suffix={priceFrom ? t('shop.priceFrom') : undefined}
            prefix={priceFrom ? t('shop.priceFromPrefix') : undefined}
          />
          <SoldCount count={product.sales} />
        </div>
        <h2 className="product-title">{product.title}</h2>
        <TagList tags={product.tagArr} />
        <p className="qh-note" data-testid="product-stock">
          {block === 'soldOut' ? t('shop.soldOut') : t('shop.stockLeft', { n: spec?.stock ?? product.stock })}
          {product.limitPerPerson > 0 && (
            <span className="product-limit">{t('shop.limitHint', { n: product.limitPerPerson })}</span>
          )}
        </p>
        {product.depositFen > 0 && (
          <p className="qh-note">
            {t('shop.deposit')} <Money fen={product.depositFen} />
            {t('shop.perPiece')}
          </p>
        )}
      </section>
      {!served && <NotServedCard shopName={product.storeName} onChangeStation={() => setPicking(true)} />}
      {times && (
        <section
          className="product-card product-times"
          aria-label={t('shop.groupBuyTimes')}
          data-testid="product-times"
        >
          <dl>
            <div>
              <dt>{t('shop.cutoffLabel')}</dt>
              <dd>
                <strong>{times.cutoffAt ?? t('shop.closed')}</strong>
              </dd>
            </div>
            {times.pickupAt && (
              <div>
                <dt>{t('shop.pickupLabel')}</dt>
                <dd>{t('shop.pickupAfter', { when: times.pickupAt })}</dd>
              </div>
            )}
            <div>
              <dt>{t('shop.pickupPlace')}</dt>
              <dd>{community ? community.name : t('shop.pickupPlaceUnset')}</dd>
            </div>
          </dl>
        </section>
      )}
      <section className="product-card product-card--rows">
        <button type="button" className="product-row" onClick={() => open('both')} disabled={block !== null || !served}>
          <span className="product-row-label">{t('shop.chosen')}</span>
          <span className="product-row-value">
            {choiceLabel(choice)} · {t('shop.pieces', { n: choice.num })}
          </span>
          <span aria-hidden="true">›</span>
        </button>
        <Link className="product-row product-shop" to={hrefs.shopDetail(product.storeCode)}>
          <img src={product.storeImg} alt="" width={40} height={40} loading="lazy" />
          <span className="product-row-value">{product.storeName}</span>
          <span className="product-shop-go">{t('shop.visitShop')} ›</span>
        </Link>
      </section>
      <section className="product-card product-details" aria-labelledby="product-details-title">
        <h2 id="product-details-title">{t('shop.details')}</h2>
        <RichText html={product.details} />
      </section>
      {/* Last: the coupons and who bought it come in their own calls after the page has drawn; above the
          fold their rows arriving would push what the person is reading (no layout shift on the phone). */}
      <ProductCoupons storeCode={product.storeCode} />
      <ProductBuyers code={product.code} />
      <ActionBar label={t('shop.buyBar')}>
        <Link to={paths.tab.cart} replace className="product-cart">
          <span aria-hidden="true">
            <Badge
              content={cartCount > 0 ? (cartCount > 99 ? '99+' : String(cartCount)) : null}
              data-testid="product-cart-badge"
            >
              <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="1.8">
                <path d="M6 7h12l-1 13H7zm3 0a3 3 0 0 1 6 0" />
              </svg>
            </Badge>
          </span>
          <span>{t('shop.cart')}</span>
          {cartCount > 0 && <span className="qh-visually-hidden">{t('shop.cartCount', { n: cartCount })}</span>}
        </Link>
        {!served ? (
          <Button className="product-buy" block shape="rounded" color="primary" onClick={() => setPicking(true)}>
            {t('catalogue.changeStation')}
          </Button>
        ) : block ? (
          <Button className="product-buy" block shape="rounded" disabled>
            {block === 'soldOut' ? t('shop.soldOut') : t('shop.closed')}
          </Button>
        ) : (
          <>
            <Button className="product-buy" shape="rounded" color="primary" fill="outline" onClick={() => open('cart')}>
              {t('shop.addToCart')}
            </Button>
            <Button className="product-buy" shape="rounded" color="primary" onClick={() => open('buy')}>
              {t('shop.buyNow')}
            </Button>
          </>
        )}
      </ActionBar>
      <SpecSheet
        product={product}
        mode={sheet}
        choice={choice}
        onChange={setChoice}
        onClose={() => setSheet(null)}
        onAdd={() => void add()}
        onBuy={buy}
        adding={adding.loading}
      />
      <StationPicker open={picking} onClose={() => setPicking(false)} />
    </>
  );
}
