// Pictures opened large from a tap (a product's gallery, an after-sale's photos): which one is open, the
// viewer's code loaded on the first tap, and the focus back on the tapped picture when the viewer closes.
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';

const PhotoViewer = lazy(() => import('@/components/photo-viewer').then((m) => ({ default: m.PhotoViewer })));

/** `open(i, tapped)` shows picture i large; `viewer` goes into the page (nothing until the first tap). */
export function usePhotoViewer(
  images: string[],
  label: string,
): { open: (index: number, tapped: HTMLElement) => void; viewer: ReactNode } {
  const [viewing, setViewing] = useState<number | null>(null);
  const [opened, setOpened] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const close = () => setViewing(null);
  // Once the viewer has gone: while it closes, its own close button holds the focus and drops it on the body.
  const closed = () => opener.current?.focus();
  const open = (index: number, tapped: HTMLElement) => {
    opener.current = tapped;
    setOpened(true);
    setViewing(index);
  };
  const viewer = opened && (
    <Suspense fallback={null}>
      <PhotoViewer images={images} index={viewing} onClose={close} onClosed={closed} label={label} />
    </Suspense>
  );
  return { open, viewer };
}
