// The detail page's first screen above the action bar: the covers (a swipeable track) and the head with
// the kind, the phase, the title, the price, the joined count and who organises it.
import type { Activity } from '@/api/activity';
import { Carousel } from '@/components/carousel';
import { Price } from '@/components/price';
import { useT } from '@/i18n';
import { KIND_KEYS, PHASE_KEYS, type Phase } from './phase';

export function DetailHead({ activity: a, phase }: { activity: Activity; phase: Phase }) {
  const t = useT();
  const covers = a.coverArr.length ? a.coverArr : [a.img];
  return (
    <>
      <Carousel className="act-covers" label={t('activity.covers')}>
        {covers.map((src, i) => (
          <img
            key={`${src}-${i}`}
            className="act-cover"
            src={src}
            alt={i === 0 ? a.title : t('activity.coverN', { n: i + 1 })}
            width={480}
            height={300}
            {...(i === 0 ? { fetchPriority: 'high' } : { loading: 'lazy' })}
          />
        ))}
      </Carousel>

      <section className="act-block act-head" aria-labelledby="act-title">
        <p className="act-head-tags">
          <span className={`act-kind act-kind--${a.activityType}`}>{t(KIND_KEYS[a.activityType])}</span>
          <span className={`act-phase act-phase--${phase}`}>{t(PHASE_KEYS[phase])}</span>
        </p>
        <h2 className="act-title" id="act-title">
          {a.title}
        </h2>
        <div className="act-head-row">
          {a.priceFen > 0 ? (
            <Price fen={a.priceFen} size="l" suffix={t('activity.from')} prefix={t('activity.fromPrefix')} />
          ) : (
            <span className="act-free act-free--l">{t('activity.free')}</span>
          )}
          <span className="act-joined" data-testid="joined-count">
            {t('activity.joinedOf', { n: a.joinedNum, max: a.num })}
          </span>
        </div>
        <p className="act-creator">
          <img src={a.creatorAvatar} alt="" width={24} height={24} />
          {t('activity.by', { name: a.creatorName })}
        </p>
      </section>
    </>
  );
}
