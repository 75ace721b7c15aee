// Sharing UI: the poster (long-press to save in WeChat, download elsewhere), the hint pointing at
// WeChat's menu, and outside WeChat the copied link with its QR code.
import { useMemo } from 'react';
import { Button, Mask, Popup } from 'antd-mobile';
import { renderSVG } from 'uqr';
import { PosterSheet as SharedPosterSheet } from '@/components/poster-sheet';
import { showToast } from '@/components/feedback';
import { useT } from '@/i18n';
import type { PosterInput } from '@/lib/poster';

function SheetHead({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  const t = useT();
  return (
    <div className="act-sheet-head">
      <h2 id={id}>{title}</h2>
      <button type="button" className="act-sheet-close" onClick={onClose} aria-label={t('activity.close')}>
        ×
      </button>
    </div>
  );
}

/** The activity's poster: the shared poster sheet in the activity's words. */
export function PosterSheet({
  input,
  fileName,
  inWechat,
  onClose,
}: {
  input: PosterInput | null;
  fileName: string;
  inWechat: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const labels = {
    title: t('activity.posterTitle'),
    alt: t('activity.posterAlt', { title: input?.title ?? '' }),
    longPress: t('activity.posterLongPress'),
    save: t('activity.posterSave'),
  };
  return <SharedPosterSheet input={input} fileName={fileName} inWechat={inWechat} labels={labels} onClose={onClose} />;
}

/** In WeChat the share is made from the top-right menu: point at it. */
export function WechatShareHint({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Mask visible={open} onMaskClick={onClose} opacity={0.75}>
      <button type="button" className="act-share-hint" onClick={onClose} data-testid="share-hint">
        <svg viewBox="0 0 80 80" width="80" height="80" aria-hidden="true">
          <path
            d="M10 70 C 30 30, 50 20, 70 10 M55 8 L70 10 L66 24"
            stroke="#fff"
            strokeWidth="4"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
        <span>{t('activity.shareHint')}</span>
      </button>
    </Mask>
  );
}

/** Outside WeChat without the Web Share API: the link (copied when the browser allowed it) and its QR code. */
export function LinkSheet({ link, copied, onClose }: { link: string | null; copied: boolean; onClose: () => void }) {
  const t = useT();
  const qr = useMemo(
    () => (link ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(link, { border: 2 }))}` : ''),
    [link],
  );
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link ?? '');
      showToast(t('activity.linkCopied'));
    } catch {
      showToast(t('activity.copyFailed'));
    }
  };
  return (
    <Popup visible={link !== null} onMaskClick={onClose} onClose={onClose} bodyClassName="act-sheet" destroyOnClose>
      <section role="dialog" aria-modal="true" aria-labelledby="act-link-title">
        <SheetHead
          id="act-link-title"
          title={copied ? t('activity.linkCopiedTitle') : t('activity.shareLinkTitle')}
          onClose={onClose}
        />
        <div className="act-link-body">
          <img src={qr} width={180} height={180} alt={t('activity.qrAlt')} data-testid="share-qr" />
          <label className="act-link-label" htmlFor="act-share-link">
            {t('activity.shareLink')}
          </label>
          <input
            id="act-share-link"
            className="act-link-input"
            readOnly
            value={link ?? ''}
            onFocus={(e) => e.currentTarget.select()}
          />
          <Button block color="primary" onClick={() => void copy()}>
            {t('activity.copyLink')}
          </Button>
        </div>
      </section>
    </Popup>
  );
}
