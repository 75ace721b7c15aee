// The start screen: the start images once per launch, a skip button and a short countdown. It never
// holds the first paint: it shows only if its first image has loaded by the time the tab screen first
// renders (it then paints with the screen); otherwise (no images, a failed call, a slow image) not at
// all this launch, so it never covers a screen the person already sees.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { isInternalRoute } from '@/config/paths';
import { useT } from '@/i18n';
import { firstStartImageLoaded, startImagesAtom } from '@/state/start-images';

export const START_SECONDS = 3;
let shownThisLaunch = false;

export function StartScreen() {
  const t = useT();
  const navigate = useNavigate();
  const images = useAtomValue(startImagesAtom) ?? [];
  const [left, setLeft] = useState(START_SECONDS);
  // Decided once, at the first render of the first tab screen of this launch.
  const [open, setOpen] = useState(() => !shownThisLaunch && firstStartImageLoaded());

  useEffect(() => {
    shownThisLaunch = true;
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
