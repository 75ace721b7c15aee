// The share card of a product: its title, the price in the description, its cover, and a clean link
// to this product (no OAuth code, state, token or openid: lib/wechat/sdk cleans it again).
import type { Product } from '@/api/product';
import type { ShareData } from '@/lib/wechat/sdk';
import { hrefs } from '@/config/paths';
import { t } from '@/i18n';
import { formatFen } from '@/rules/money';
import { appRouteUrl } from '@/lib/navigation';

export function productShareData(p: Product): ShareData {
  const from = p.specList.length > 1 && p.specList.some((s) => s.priceFen !== p.priceFen);
  return {
    title: p.title,
    desc: t(from ? 'shop.shareDescFrom' : 'shop.shareDesc', { price: formatFen(p.priceFen), shop: p.storeName, n: p.sales }),
    link: appRouteUrl(hrefs.productDetail(p.code)),
    imgUrl: new URL(p.img, window.location.href).toString(),
  };
}
