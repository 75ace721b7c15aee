// The photos of an after-sale as thumbnails; a tap shows them large (the viewer is loaded on the first tap).
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '@/i18n';

const PhotoViewer = lazy(() => import('@/components/photo-viewer').then((m) => ({ default: m.PhotoViewer })));

export function AfterSalePhotos({ images }: { images: string[] }) {
  const t = useT();
  const [viewing, setViewing] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    setViewing(null);
    opener.current?.focus();
  };
  if (images.length === 0) return <p className="tas-muted">{t('team.afterSaleNoPhotos')}</p>;
  return (
    <>
      <ul className="tas-photos">
        {images.map((src, i) => (
          <li key={`${src}-${i}`}>
            <button
              type="button"
              className="tas-photo"
              aria-label={t('team.afterSalePhotoOpen', { i: i + 1 })}
              onClick={(e) => {
                opener.current = e.currentTarget;
                setOpened(true);
                setViewing(i);
              }}
            >
              <img src={src} alt="" width={80} height={80} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {opened && (
        <Suspense fallback={null}>
          <PhotoViewer images={images} index={viewing} onClose={close} label={t('team.afterSaleViewer')} />
        </Suspense>
      )}
    </>
  );
}
