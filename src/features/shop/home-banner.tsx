// The start images (the launch's list, state/start-images.ts) as the home tab's banner: swipe (a CSS scroll-snap track, no animation library),
// dots, autoplay every 4 s that wraps to the first image (not with reduced motion, not while a finger
// is on it, not in a hidden tab); a tap follows an image's internal link. Its height is kept while it
// loads, so nothing below it jumps.
import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { isInternalRoute } from '@/config/paths';
import { useT } from '@/i18n';
import { launchStartImages, startImagesAtom } from '@/state/start-images';

export const BANNER_AUTOPLAY_MS = 4000;

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function HomeBanner() {
  const t = useT();
  const navigate = useNavigate();
  // The launch's list (app/bootstrap fetched it with the session; its first image is already loading).
  const data = useAtomValue(startImagesAtom);
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const count = data?.length ?? 0;

  // Autoplay: the next image (after the last, the first), paused while touched and in a hidden tab.
  useEffect(() => {
    const el = track.current;
    if (!el || count < 2 || reducedMotion()) return;
    let held = false;
    const hold = () => (held = true);
    const release = () => (held = false);
    el.addEventListener('pointerdown', hold);
    el.addEventListener('touchstart', hold, { passive: true });
    el.addEventListener('pointerup', release);
    el.addEventListener('touchend', release);
    el.addEventListener('touchcancel', release);
    const id = setInterval(() => {
      if (held || document.hidden || !el.clientWidth) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, BANNER_AUTOPLAY_MS);
    return () => {
      clearInterval(id);
      el.removeEventListener('pointerdown', hold);
      el.removeEventListener('touchstart', hold);
      el.removeEventListener('pointerup', release);
      el.removeEventListener('touchend', release);
      el.removeEventListener('touchcancel', release);
    };
  }, [count]);

  useEffect(() => void launchStartImages(), []);

  if (data?.length === 0) return null;
  const onScroll = () => {
    const el = track.current;
    if (el?.clientWidth) setCurrent(Math.min(count - 1, Math.round(el.scrollLeft / el.clientWidth)));
  };
  return (
    <section className="home-banner" aria-label={t('shop.banner')}>
      {data ? (
        <div className="home-banner-frame">
          <div className="home-banner-track" ref={track} onScroll={onScroll} tabIndex={0} data-testid="home-banner-track">
            {data.map((image, i) => {
              const img = <img src={image.img} alt={t('shop.bannerImage', { n: i + 1 })} width={750} height={300} {...(i === 0 ? { fetchPriority: 'high' } : { loading: 'lazy' })} />;
              return (
                <div className="home-banner-item" key={image.id}>
                  {isInternalRoute(image.link) ? (
                    <button type="button" className="home-banner-link" onClick={() => navigate(image.link)}>
                      {img}
                    </button>
                  ) : (
                    img
                  )}
                </div>
              );
            })}
          </div>
          {count > 1 && (
            <div className="home-banner-dots" aria-hidden="true">
              {data.map((image, i) => (
                <span key={image.id} className={i === current ? 'home-banner-dot home-banner-dot--on' : 'home-banner-dot'} />
              ))}
            </div>
          )}
        </div>
      ) : (
        <div className="home-banner-placeholder" aria-hidden="true" />
      )}
    </section>
  );
}
