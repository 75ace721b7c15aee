// The product page's share: the header button opens 分享给朋友 (WeChat's menu, the Web Share API, or the
// copied link) and 生成海报 (the product's poster, drawn on the phone; its code loads when first asked for).
// In WeChat the page's share card is this product's. A leader's links carry the team's `inv`.
import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import type { Product } from '@/api/product';
import { useT } from '@/i18n';
import { showToast } from '@/components/feedback';
import { Sheet } from '@/components/sheet';
import type { PosterInput } from '@/lib/poster';
import { setShareData, share } from '@/lib/wechat/sdk';
import { inWechatAtom } from '@/state/env';
import { useMyInviteCode } from '@/state/invite';
import { userInfoAtom } from '@/state/session';
import { productPosterInput, productShareData } from './product-share';
import './product-growth.css';

const loadPosterSheet = () => import('@/components/growth-poster-sheet');
type PosterSheetModule = Awaited<ReturnType<typeof loadPosterSheet>>;

export function ProductShareButton({ product }: { product: Product }) {
  const t = useT();
  const inWechat = useAtomValue(inWechatAtom);
  const user = useAtomValue(userInfoAtom);
  const inviteCode = useMyInviteCode();
  const [menu, setMenu] = useState(false);
  const [poster, setPoster] = useState<PosterInput | null>(null);
  const [posterSheet, setPosterSheet] = useState<PosterSheetModule | null>(null);
  const [loading, setLoading] = useState(false);

  // In WeChat: this product's share card (title, price, cover, the link). Elsewhere nothing to set.
  const card = productShareData(product, inviteCode);
  useEffect(() => {
    void setShareData(card);
  }, [card.title, card.desc, card.link, card.imgUrl]); // eslint-disable-line react-hooks/exhaustive-deps -- the card's content is what matters

  const onShare = async () => {
    setMenu(false);
    const outcome = await share(card);
    if (outcome === 'menu') showToast(t('shop.shareInWechat'));
    else if (outcome === 'copied') showToast(t('shop.linkCopied'));
    // With a share sheet, 'failed' is the person closing it; without one, the copy failed.
    else if (outcome === 'failed' && typeof navigator.share !== 'function') showToast(t('shop.shareFailed'));
  };
  const onPoster = async () => {
    if (loading) return;
    setLoading(true);
    try {
      if (!posterSheet) setPosterSheet(await loadPosterSheet());
      setMenu(false);
      setPoster(productPosterInput(product, user?.name ?? '', inviteCode));
    } catch {
      showToast(t('errors.network'));
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="qh-icon-button"
        onClick={() => setMenu(true)}
        aria-label={t('shop.share')}
        data-testid="product-share"
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z"
            fill="currentColor"
          />
        </svg>
      </button>
      <Sheet visible={menu} title={t('growth.share')} onClose={() => setMenu(false)} className="product-share-sheet">
        <div className="product-share-actions">
          <Button
            block
            shape="rounded"
            color="primary"
            fill="outline"
            onClick={() => void onShare()}
            data-testid="share-friends"
          >
            {t('growth.shareFriends')}
          </Button>
          <Button
            block
            shape="rounded"
            color="primary"
            loading={loading}
            onClick={() => void onPoster()}
            data-testid="make-poster"
          >
            {t('growth.makePoster')}
          </Button>
        </div>
      </Sheet>
      {posterSheet && (
        <posterSheet.GrowthPosterSheet
          input={poster}
          fileName={`qihuo-${product.code}.png`}
          inWechat={inWechat}
          subject={product.title}
          onClose={() => setPoster(null)}
        />
      )}
    </>
  );
}
