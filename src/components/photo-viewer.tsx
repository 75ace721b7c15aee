// Pictures large (pinch, swipe, close): antd-mobile's ImageViewer as a labelled modal dialog, in the page's
// body. Loaded lazily on the first tap on a picture (a product's gallery, an after-sale's photos), so the
// screens that show the pictures do not carry its gesture libraries.
import { ImageViewer } from 'antd-mobile';
import { useT } from '@/i18n';

/** `onClosed` runs once the viewer has gone (its close animation done): where the focus goes back. */
export function PhotoViewer({
  images,
  index,
  onClose,
  onClosed,
  label,
}: {
  images: string[];
  index: number | null;
  onClose: () => void;
  onClosed?: () => void;
  label: string;
}) {
  const t = useT();
  // antd-mobile hides its whole viewer from assistive technology (aria-hidden on the mask): make it a
  // labelled modal dialog instead, and put the focus on its close button.
  const exposeViewer = (footer: HTMLElement | null) => {
    const mask = footer?.closest('.adm-mask');
    if (!footer || !mask) return;
    mask.removeAttribute('aria-hidden');
    mask.setAttribute('role', 'dialog');
    mask.setAttribute('aria-modal', 'true');
    mask.setAttribute('aria-label', label);
    footer.querySelector('button')?.focus();
  };
  return (
    // In the body: inside a sheet, the sheet's transform would hold the viewer to it.
    <ImageViewer.Multi
      getContainer={() => document.body}
      images={images}
      visible={index !== null}
      defaultIndex={index ?? 0}
      onClose={onClose}
      afterClose={onClosed}
      renderFooter={(_image, i) => (
        <div className="qh-viewer-footer" ref={exposeViewer}>
          <span>
            {i + 1}/{images.length}
          </span>
          <button type="button" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
      )}
    />
  );
}
