// The start images as the home tab's banner: swipe, autoplay (not with reduced motion), a tap follows
// an image's internal link. Its height is kept while it loads, so nothing below it jumps.
import { Swiper } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useNavigate } from 'react-router-dom';
import { listStartImages } from '@/api/banner';
import { isInternalRoute } from '@/config/paths';
import { useT } from '@/i18n';

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

export function HomeBanner() {
  const t = useT();
  const navigate = useNavigate();
  const { data, error } = useRequest(listStartImages);
  if (error || (data && data.length === 0)) return null;
  return (
    <section className="home-banner" aria-label={t('shop.banner')}>
      {data ? (
        <Swiper autoplay={!reducedMotion() && data.length > 1} autoplayInterval={4000} loop={data.length > 1} className="home-banner-swiper">
          {data.map((image, i) => {
            const img = <img src={image.img} alt={t('shop.bannerImage', { n: i + 1 })} width={750} height={300} loading={i === 0 ? 'eager' : 'lazy'} />;
            return (
              <Swiper.Item key={image.id}>
                {isInternalRoute(image.link) ? (
                  <button type="button" className="home-banner-link" onClick={() => navigate(image.link)}>
                    {img}
                  </button>
                ) : (
                  img
                )}
              </Swiper.Item>
            );
          })}
        </Swiper>
      ) : (
        <div className="home-banner-placeholder" aria-hidden="true" />
      )}
    </section>
  );
}
