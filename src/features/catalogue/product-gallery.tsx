// The product's pictures: swipe through them (the shared carousel), tap one to see it large (the viewer
// is loaded on the first tap).
import { Carousel } from '@/components/carousel';
import { usePhotoViewer } from '@/components/use-photo-viewer';
import { useT } from '@/i18n';

export function ProductGallery({ images }: { images: string[] }) {
  const t = useT();
  const { open, viewer } = usePhotoViewer(images, t('shop.gallery'));
  return (
    <section className="product-gallery" aria-label={t('shop.gallery')}>
      <Carousel label={t('shop.gallery')} indicator="count">
        {images.map((src, i) => (
          <button
            key={`${src}-${i}`}
            type="button"
            className="product-gallery-item"
            aria-label={t('shop.enlargeImage', { n: i + 1, total: images.length })}
            onClick={(e) => open(i, e.currentTarget)}
          >
            <img src={src} alt="" width={750} height={750} loading={i === 0 ? 'eager' : 'lazy'} />
          </button>
        ))}
      </Carousel>
      {viewer}
    </section>
  );
}
