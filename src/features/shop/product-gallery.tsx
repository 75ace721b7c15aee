// The product's pictures: swipe through them, tap one to see it large (pinch, swipe, close).
import { useRef, useState } from 'react';
import { ImageViewer, Swiper } from 'antd-mobile';
import { useT } from '@/i18n';

export function ProductGallery({ images }: { images: string[] }) {
  const t = useT();
  const [viewing, setViewing] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    setViewing(null);
    opener.current?.focus();
  };
  // antd-mobile hides its whole viewer from assistive technology (aria-hidden on the mask): make it a
  // labelled modal dialog instead, and put the focus on its close button.
  const exposeViewer = (footer: HTMLElement | null) => {
    const mask = footer?.closest('.adm-mask');
    if (!footer || !mask) return;
    mask.removeAttribute('aria-hidden');
    mask.setAttribute('role', 'dialog');
    mask.setAttribute('aria-modal', 'true');
    mask.setAttribute('aria-label', t('shop.gallery'));
    footer.querySelector('button')?.focus();
  };
  return (
    <section className="product-gallery" aria-label={t('shop.gallery')}>
      <Swiper
        loop={images.length > 1}
        indicator={(total, current) => (
          <span className="product-gallery-count" aria-hidden="true">
            {current + 1}/{total}
          </span>
        )}
      >
        {images.map((src, i) => (
          <Swiper.Item key={`${src}-${i}`}>
            <button
              type="button"
              className="product-gallery-item"
              aria-label={t('shop.enlargeImage', { n: i + 1, total: images.length })}
              onClick={(e) => {
                opener.current = e.currentTarget;
                setViewing(i);
              }}
            >
              <img src={src} alt="" width={750} height={750} loading={i === 0 ? 'eager' : 'lazy'} />
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
      <ImageViewer.Multi
        images={images}
        visible={viewing !== null}
        defaultIndex={viewing ?? 0}
        onClose={close}
        renderFooter={(_image, i) => (
          <div className="product-viewer-footer" ref={exposeViewer}>
            <span>
              {i + 1}/{images.length}
            </span>
            <button type="button" onClick={close}>
              {t('shop.close')}
            </button>
          </div>
        )}
      />
    </section>
  );
}
