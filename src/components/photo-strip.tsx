// Photos as a row of square thumbnails (an after-sale's, for the resident and the leader); a tap shows them
// large (components/use-photo-viewer.tsx).
import { useT } from '@/i18n';
import { usePhotoViewer } from './use-photo-viewer';

/** `label` names the viewer (what the photos are). */
export function PhotoStrip({ images, label }: { images: string[]; label: string }) {
  const t = useT();
  const { open, viewer } = usePhotoViewer(images, label);
  return (
    <>
      <ul className="qh-row-list" aria-label={label}>
        {images.map((src, i) => (
          <li key={`${src}-${i}`}>
            <button
              type="button"
              className="qh-photo-thumb"
              aria-label={t('image.photoOpen', { i: i + 1 })}
              onClick={(e) => open(i, e.currentTarget)}
            >
              <img src={src} alt="" width={80} height={80} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {viewer}
    </>
  );
}
