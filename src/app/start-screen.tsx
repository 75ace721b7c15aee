// The start screen: the start images with a skip button and a short countdown, at most once a day and
// only on a plain launch of the home (never over a shared link or a page opened directly). It never
// holds a screen that is ready: it opens only if its first image has loaded by the time the tab screen
// first renders while the home has neither shown its goods nor has their answer, and it closes as soon as
// the home shows them (docs/decisions.md#speed-and-start-up). No images, a failed call or a slow image:
// not at all this launch.
import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { isInternalRoute } from '@/config/paths';
import { useT } from '@/i18n';
import {
  firstStartImageLoaded,
  homeReadyAtom,
  homeReadyNow,
  startImagesAtom,
  startScreenAllowed,
  startScreenShown,
} from '@/state/start-images';

export const START_SECONDS = 3;
let decided = false;

export function StartScreen() {
  const t = useT();
  const navigate = useNavigate();
  const images = useAtomValue(startImagesAtom) ?? [];
  const homeReady = useAtomValue(homeReadyAtom);
  const [left, setLeft] = useState(START_SECONDS);
  // Decided once, at the first render of the first tab screen of this launch.
  const [open, setOpen] = useState(
    () => !decided && startScreenAllowed() && firstStartImageLoaded() && !homeReadyNow(),
  );

  useEffect(() => {
    decided = true;
    if (open) startScreenShown();
    // Only the first render decides: `open` is decided once and then only closes, which shows nothing again.
  }, [open]);

  useEffect(() => {
    if (!open || images.length === 0) return;
    if (left <= 0 || homeReady) return setOpen(false);
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [open, images.length, left, homeReady]);

  if (!open || homeReady || images.length === 0) return null;
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
