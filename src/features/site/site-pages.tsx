// The five pages' content, shared by the phone and desktop layouts (the layout differs by CSS).
import type { ReactNode } from 'react';
import { paths, type SitePage, type SiteVariant } from '@/config/paths';
import { contact, images } from './site-content';
import { routeHref } from './site-route';
import type { SiteT } from './site-i18n';
import { siteRoute } from './device';
import { SiteQr } from './site-qr';

export interface PageArgs {
  t: SiteT;
  variant: SiteVariant;
  page: SitePage;
  query: string;
  /** The index pages' live block (with its pull-to-refresh data). */
  stats?: ReactNode;
}

type Img = (typeof images)[keyof typeof images];
function Picture({ img, alt, eager }: { img: Img; alt: string; eager?: boolean }) {
  return (
    <img
      className="site-img"
      src={img.src}
      width={img.width}
      height={img.height}
      alt={alt}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
}

function OpenApp({ t }: { t: SiteT }) {
  return (
    <p className="site-cta-row">
      <a className="site-cta" href={routeHref(paths.tab.home)} data-testid="site-open-app">
        {t('openApp')}
      </a>
      <span className="site-cta-hint">{t('openAppHint')}</span>
    </p>
  );
}

function Home({ t, variant, stats }: PageArgs) {
  return (
    <>
      <section className="site-hero" aria-labelledby="site-h1">
        <div className="site-hero-text">
          <h1 id="site-h1">{t('homeHeroTitle')}</h1>
          <p className="site-lead">{t('homeHeroText')}</p>
          <OpenApp t={t} />
        </div>
        <Picture img={images.hero} alt={t('homeHeroAlt')} eager />
      </section>
      {stats}
      <section className="site-section" aria-labelledby="site-how">
        <h2 id="site-how">{t('howTitle')}</h2>
        <ul className="site-cards">
          <li>
            <h3>{t('howGroupTitle')}</h3>
            <p>{t('howGroupText')}</p>
          </li>
          <li>
            <h3>{t('howActivityTitle')}</h3>
            <p>{t('howActivityText')}</p>
          </li>
          <li>
            <h3>{t('howPickupTitle')}</h3>
            <p>{t('howPickupText')}</p>
          </li>
        </ul>
      </section>
      <section className="site-section site-band" aria-labelledby="site-leader">
        <h2 id="site-leader">{t('leaderTitle')}</h2>
        <p>{t('leaderText')}</p>
        <p>
          <a className="site-cta site-cta--ghost" href={routeHref(siteRoute(variant, 'joinOur'))}>
            {t('leaderCta')}
          </a>
        </p>
      </section>
      {variant === 'pc' && <SiteQr t={t} phoneRoute={siteRoute('phone', 'index')} />}
    </>
  );
}

function Qihuo({ t, variant }: PageArgs) {
  return (
    <>
      <section className="site-hero" aria-labelledby="site-h1">
        <div className="site-hero-text">
          <h1 id="site-h1">{t('titleQihuo')}</h1>
          <p className="site-lead">{t('qihuoIntro')}</p>
          <OpenApp t={t} />
        </div>
        <Picture img={images.qihuo} alt={t('qihuoImgAlt')} eager />
      </section>
      <section className="site-section" aria-labelledby="site-features">
        <h2 id="site-features">{t('qihuoFeaturesTitle')}</h2>
        <ul className="site-list">
          <li>{t('qihuoFeatureShop')}</li>
          <li>{t('qihuoFeatureCart')}</li>
          <li>{t('qihuoFeatureActivity')}</li>
          <li>{t('qihuoFeatureLeader')}</li>
          <li>{t('qihuoFeatureWechat')}</li>
        </ul>
      </section>
      {variant === 'pc' && <SiteQr t={t} phoneRoute={siteRoute('phone', 'qihuo')} />}
    </>
  );
}

function About({ t }: PageArgs) {
  return (
    <>
      <section className="site-section" aria-labelledby="site-h1">
        <h1 id="site-h1">{t('titleAbout')}</h1>
        <p className="site-lead">{t('aboutIntro')}</p>
        <Picture img={images.about} alt={t('aboutImgAlt')} eager />
        <p>{t('aboutStory1')}</p>
        <p>{t('aboutStory2')}</p>
      </section>
      <section className="site-section" aria-labelledby="site-values">
        <h2 id="site-values">{t('aboutValuesTitle')}</h2>
        <ul className="site-list">
          <li>{t('aboutValue1')}</li>
          <li>{t('aboutValue2')}</li>
          <li>{t('aboutValue3')}</li>
        </ul>
      </section>
      <section className="site-section" aria-labelledby="site-milestones">
        <h2 id="site-milestones">{t('aboutMilestonesTitle')}</h2>
        <ol className="site-list">
          <li>{t('aboutMilestone1')}</li>
          <li>{t('aboutMilestone2')}</li>
          <li>{t('aboutMilestone3')}</li>
        </ol>
      </section>
    </>
  );
}

function JoinOur({ t }: PageArgs) {
  const jobs = [
    ['job1Title', 'job1Text'],
    ['job2Title', 'job2Text'],
    ['job3Title', 'job3Text'],
  ] as const;
  return (
    <>
      <section className="site-section" aria-labelledby="site-h1">
        <h1 id="site-h1">{t('titleJoinOur')}</h1>
        <p className="site-lead">{t('joinIntro')}</p>
      </section>
      <section className="site-section" aria-labelledby="site-leader">
        <h2 id="site-leader">{t('joinLeaderTitle')}</h2>
        <Picture img={images.join} alt={t('joinImgAlt')} eager />
        <p>{t('joinLeaderText')}</p>
        <ol className="site-list">
          <li>{t('joinLeaderStep1')}</li>
          <li>{t('joinLeaderStep2')}</li>
          <li>{t('joinLeaderStep3')}</li>
        </ol>
        <p>
          <a className="site-cta" href={routeHref(paths.teamApply)} data-testid="site-team-apply">
            {t('joinLeaderCta')}
          </a>
        </p>
      </section>
      <section className="site-section" aria-labelledby="site-jobs">
        <h2 id="site-jobs">{t('jobsTitle')}</h2>
        <ul className="site-cards">
          {jobs.map(([title, text]) => (
            <li key={title}>
              <h3>{t(title)}</h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ul>
        <p>{t('jobsApply', { email: contact.jobsEmail })}</p>
      </section>
    </>
  );
}

function FindUs({ t }: PageArgs) {
  return (
    <section className="site-section" aria-labelledby="site-h1">
      <h1 id="site-h1">{t('titleFindUs')}</h1>
      <p className="site-lead">{t('contactIntro')}</p>
      <dl className="site-contact">
        <div>
          <dt>{t('contactAddressLabel')}</dt>
          <dd>{t('contactAddress')}</dd>
        </div>
        <div>
          <dt>{t('contactPhoneLabel')}</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/[^\d]/g, '')}`}>{contact.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('contactEmailLabel')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('contactHoursLabel')}</dt>
          <dd>{t('contactHours')}</dd>
        </div>
      </dl>
      <p>
        <a className="site-cta site-cta--ghost" href={contact.mapUrl} target="_blank" rel="noopener noreferrer" data-testid="site-map-link">
          {t('contactMap')}
          <span className="site-sr-only">{t('newWindow')}</span>
        </a>
      </p>
    </section>
  );
}

const pageComponents: Record<SitePage, (args: PageArgs) => ReactNode> = {
  index: Home,
  qihuo: Qihuo,
  about: About,
  joinOur: JoinOur,
  findUs: FindUs,
};

export function PageContent(args: PageArgs) {
  const Page = pageComponents[args.page];
  return <Page {...args} />;
}
