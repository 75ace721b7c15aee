// The start screen: the start images once per launch, a skip button and a short countdown. It never
// blocks: no images (or a failed call) means no start screen.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isInternalRoute } from '@/config/paths';
import { useT } from '@/i18n';
import type { StartImageWire } from '@/api/banner';
import { launchStartImages } from './bootstrap';

export const START_SECONDS = 3;
let shownThisLaunch = false;

export function StartScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [images, setImages] = useState<StartImageWire[]>([]);
  const [left, setLeft] = useState(START_SECONDS);
  const [open, setOpen] = useState(!shownThisLaunch);

  useEffect(() => {
    if (shownThisLaunch) return;
    shownThisLaunch = true;
    let alive = true;
    void launchStartImages().then((list) => {
      if (!alive) return;
      if (list.length === 0) setOpen(false);
      else setImages(list);
    });
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    if (!open || images.length === 0) return;
    if (left <= 0) return setOpen(false);
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [open, images.length, left]);

  if (!open || images.length === 0) return null;
  const image = images[(START_SECONDS - left) % images.length] ?? images[0];
  if (!image) return null;
  const follow = () => {
    if (!isInternalRoute(image.link)) return;
    setOpen(false);
    navigate(image.link);
  };
  return (
    <div className="start-screen" role="dialog" aria-modal="true" aria-label={t('common.startImage', { n: 1 })}>
      <img
        className="start-screen-img"
        src={image.img}
        alt={t('common.startImage', { n: images.indexOf(image) + 1 })}
        onClick={follow}
      />
      <button type="button" className="start-screen-skip" onClick={() => setOpen(false)}>
        {t('common.startSkip', { n: left })}
      </button>
    </div>
  );
}
