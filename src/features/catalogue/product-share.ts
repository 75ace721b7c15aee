// The share card and the poster of a product: its title, the price, its cover, and the link to this product
// from lib/share-link (nothing secret in it; the sharing leader's `inv`, docs/product.md#growth).
import type { Product } from '@/api/product';
import type { ShareData } from '@/lib/wechat/sdk';
import type { PosterInput } from '@/lib/poster';
import { shareLink } from '@/lib/share-link';
import { hrefs } from '@/config/paths';
import { t } from '@/i18n';
import { formatFen } from '@/rules/money';

/** Whether the product's specs have different prices (its price is then 'from'). */
const priceFrom = (p: Product) => p.specList.length > 1 && p.specList.some((s) => s.priceFen !== p.priceFen);

/** The link to share of this product; `inviteCode` only when the sharer is a leader. */
export function productLink(p: Pick<Product, 'code'>, inviteCode = '', page?: string): string {
  return shareLink(hrefs.productDetail(p.code), inviteCode, page);
}

export function productShareData(p: Product, inviteCode = '', page?: string): ShareData {
  return {
    title: p.title,
    desc: t(priceFrom(p) ? 'shop.shareDescFrom' : 'shop.shareDesc', {
      price: formatFen(p.priceFen),
      shop: p.storeName,
      n: p.sales,
    }),
    link: productLink(p, inviteCode, page),
    imgUrl: new URL(p.img, window.location.href).toString(),
  };
}

/** The poster's words: the shop as its badge, the price, who recommends it (a nameless person is a neighbour). */
export function productPosterInput(p: Product, sharerName: string, inviteCode = '', page?: string): PosterInput {
  const price = formatFen(p.priceFen);
  return {
    title: p.title,
    kindLabel: p.storeName,
    priceText: priceFrom(p) ? t('growth.productPosterFrom', { price }) : price,
    sharerLine: t('growth.productPosterSharer', { name: sharerName.trim() || t('growth.aNeighbour') }),
    scanLine: t('growth.productPosterScan'),
    brandLine: t('growth.posterBrand'),
    link: productLink(p, inviteCode, page),
    coverUrl: p.imgList[0] || p.img,
  };
}
