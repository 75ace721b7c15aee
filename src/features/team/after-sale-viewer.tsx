// An after-sale's photos large (pinch, swipe, close): antd-mobile's ImageViewer, loaded on the first tap on
// a photo (after-sale-photos.tsx), so the after-sales screen does not carry its gesture libraries.
import { ImageViewer } from 'antd-mobile';
import { useT } from '@/i18n';

export function AfterSaleViewer({ images, index, onClose }: { images: string[]; index: number | null; onClose: () => void }) {
  const t = useT();
  // antd-mobile hides its whole viewer from assistive technology (aria-hidden on the mask): make it a
  // labelled modal dialog instead, and put the focus on its close button.
  const exposeViewer = (footer: HTMLElement | null) => {
    const mask = footer?.closest('.adm-mask');
    if (!footer || !mask) return;
    mask.removeAttribute('aria-hidden');
    mask.setAttribute('role', 'dialog');
    mask.setAttribute('aria-modal', 'true');
    mask.setAttribute('aria-label', t('team.afterSaleViewer'));
    footer.querySelector('button')?.focus();
  };
  return (
    // Rendered into the body: in place it would sit inside the sheet, whose transform would hold the viewer to it.
    <ImageViewer.Multi
      getContainer={() => document.body}
      images={images}
      visible={index !== null}
      defaultIndex={index ?? 0}
      onClose={onClose}
      renderFooter={(_image, i) => (
        <div className="tas-viewer-footer" ref={exposeViewer}>
          <span>
            {i + 1}/{images.length}
          </span>
          <button type="button" onClick={onClose}>
            {t('team.close')}
          </button>
        </div>
      )}
    />
  );
}
