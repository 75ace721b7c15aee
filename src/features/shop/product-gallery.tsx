// The product's pictures: swipe through them (the shared carousel), tap one to see it large (the viewer
// is loaded on the first tap).
import { lazy, Suspense, useRef, useState } from 'react';
import { Carousel } from '@/components/carousel';
import { useT } from '@/i18n';

const PhotoViewer = lazy(() => import('@/components/photo-viewer').then((m) => ({ default: m.PhotoViewer })));

export function ProductGallery({ images }: { images: string[] }) {
  const t = useT();
  const [viewing, setViewing] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    setViewing(null);
    opener.current?.focus();
  };
  return (
    <section className="product-gallery" aria-label={t('shop.gallery')}>
      <Carousel label={t('shop.gallery')} indicator="count">
        {images.map((src, i) => (
          <button
            key={`${src}-${i}`}
            type="button"
            className="product-gallery-item"
            aria-label={t('shop.enlargeImage', { n: i + 1, total: images.length })}
            onClick={(e) => {
              opener.current = e.currentTarget;
              setOpened(true);
              setViewing(i);
            }}
          >
            <img src={src} alt="" width={750} height={750} loading={i === 0 ? 'eager' : 'lazy'} />
          </button>
        ))}
      </Carousel>
      {opened && (
        <Suspense fallback={null}>
          <PhotoViewer images={images} index={viewing} onClose={close} label={t('shop.gallery')} />
        </Suspense>
      )}
    </section>
  );
}
