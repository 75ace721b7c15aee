// The start images (the launch's list, state/start-images.ts) as the home tab's banner: the shared
// carousel (swipe, dots, autoplay every 4 s); a tap follows an image's internal link. Its height is kept
// while it loads, so nothing below it jumps.
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { Carousel } from '@/components/carousel';
import { isInternalRoute } from '@/config/paths';
import { useT } from '@/i18n';
import { launchStartImages, startImagesAtom } from '@/state/start-images';

export const BANNER_AUTOPLAY_MS = 4000;

export function HomeBanner() {
  const t = useT();
  const navigate = useNavigate();
  // The launch's list (app/bootstrap fetched it with the session; its first image is already loading).
  const data = useAtomValue(startImagesAtom);

  useEffect(() => void launchStartImages(), []);

  if (data?.length === 0) return null;
  return (
    <section className="home-banner" aria-label={t('shop.banner')}>
      {data ? (
        <Carousel
          className="home-banner-frame"
          label={t('shop.banner')}
          autoplayMs={BANNER_AUTOPLAY_MS}
          testId="home-banner-track"
        >
          {data.map((image, i) => {
            const img = (
              <img
                key={image.id}
                src={image.img}
                alt={t('shop.bannerImage', { n: i + 1 })}
                width={750}
                height={300}
                {...(i === 0 ? { fetchPriority: 'high' } : { loading: 'lazy' })}
              />
            );
            return isInternalRoute(image.link) ? (
              <button key={image.id} type="button" className="home-banner-link" onClick={() => navigate(image.link)}>
                {img}
              </button>
            ) : (
              img
            );
          })}
        </Carousel>
      ) : (
        <div className="home-banner-placeholder" aria-hidden="true" />
      )}
    </section>
  );
}
