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
        {t('site.openApp')}
      </a>
      <span className="site-cta-hint">{t('site.openAppHint')}</span>
    </p>
  );
}

function Home({ t, variant, stats }: PageArgs) {
  return (
    <>
      <section className="site-hero" aria-labelledby="site-h1">
        <div className="site-hero-text">
          <h1 id="site-h1">{t('site.homeHeroTitle')}</h1>
          <p className="site-lead">{t('site.homeHeroText')}</p>
          <OpenApp t={t} />
        </div>
        <Picture img={images.hero} alt={t('site.homeHeroAlt')} eager />
      </section>
      {stats}
      <section className="site-section" aria-labelledby="site-how">
        <h2 id="site-how">{t('site.howTitle')}</h2>
        <ul className="site-cards">
          <li>
            <h3>{t('site.howGroupTitle')}</h3>
            <p>{t('site.howGroupText')}</p>
          </li>
          <li>
            <h3>{t('site.howActivityTitle')}</h3>
            <p>{t('site.howActivityText')}</p>
          </li>
          <li>
            <h3>{t('site.howPickupTitle')}</h3>
            <p>{t('site.howPickupText')}</p>
          </li>
        </ul>
      </section>
      <section className="site-section site-band" aria-labelledby="site-leader">
        <h2 id="site-leader">{t('site.leaderTitle')}</h2>
        <p>{t('site.leaderText')}</p>
        <p>
          <a className="site-cta site-cta--ghost" href={routeHref(siteRoute(variant, 'joinOur'))}>
            {t('site.leaderCta')}
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
          <h1 id="site-h1">{t('site.titleQihuo')}</h1>
          <p className="site-lead">{t('site.qihuoIntro')}</p>
          <OpenApp t={t} />
        </div>
        <Picture img={images.qihuo} alt={t('site.qihuoImgAlt')} eager />
      </section>
      <section className="site-section" aria-labelledby="site-features">
        <h2 id="site-features">{t('site.qihuoFeaturesTitle')}</h2>
        <ul className="site-list">
          <li>{t('site.qihuoFeatureShop')}</li>
          <li>{t('site.qihuoFeatureCart')}</li>
          <li>{t('site.qihuoFeatureActivity')}</li>
          <li>{t('site.qihuoFeatureLeader')}</li>
          <li>{t('site.qihuoFeatureWechat')}</li>
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
        <h1 id="site-h1">{t('site.titleAbout')}</h1>
        <p className="site-lead">{t('site.aboutIntro')}</p>
        <Picture img={images.about} alt={t('site.aboutImgAlt')} eager />
        <p>{t('site.aboutStory1')}</p>
        <p>{t('site.aboutStory2')}</p>
      </section>
      <section className="site-section" aria-labelledby="site-values">
        <h2 id="site-values">{t('site.aboutValuesTitle')}</h2>
        <ul className="site-list">
          <li>{t('site.aboutValue1')}</li>
          <li>{t('site.aboutValue2')}</li>
          <li>{t('site.aboutValue3')}</li>
        </ul>
      </section>
      <section className="site-section" aria-labelledby="site-milestones">
        <h2 id="site-milestones">{t('site.aboutMilestonesTitle')}</h2>
        <ol className="site-list">
          <li>{t('site.aboutMilestone1')}</li>
          <li>{t('site.aboutMilestone2')}</li>
          <li>{t('site.aboutMilestone3')}</li>
        </ol>
      </section>
    </>
  );
}

function JoinOur({ t }: PageArgs) {
  const jobs = [
    ['site.job1Title', 'site.job1Text'],
    ['site.job2Title', 'site.job2Text'],
    ['site.job3Title', 'site.job3Text'],
  ] as const;
  return (
    <>
      <section className="site-section" aria-labelledby="site-h1">
        <h1 id="site-h1">{t('site.titleJoinOur')}</h1>
        <p className="site-lead">{t('site.joinIntro')}</p>
      </section>
      <section className="site-section" aria-labelledby="site-leader">
        <h2 id="site-leader">{t('site.joinLeaderTitle')}</h2>
        <Picture img={images.join} alt={t('site.joinImgAlt')} eager />
        <p>{t('site.joinLeaderText')}</p>
        <ol className="site-list">
          <li>{t('site.joinLeaderStep1')}</li>
          <li>{t('site.joinLeaderStep2')}</li>
          <li>{t('site.joinLeaderStep3')}</li>
        </ol>
        <p>
          <a className="site-cta" href={routeHref(paths.stationApply)} data-testid="site-team-apply">
            {t('site.joinLeaderCta')}
          </a>
        </p>
      </section>
      <section className="site-section" aria-labelledby="site-jobs">
        <h2 id="site-jobs">{t('site.jobsTitle')}</h2>
        <ul className="site-cards">
          {jobs.map(([title, text]) => (
            <li key={title}>
              <h3>{t(title)}</h3>
              <p>{t(text)}</p>
            </li>
          ))}
        </ul>
        <p>{t('site.jobsApply', { email: contact.jobsEmail })}</p>
      </section>
    </>
  );
}

function FindUs({ t }: PageArgs) {
  return (
    <section className="site-section" aria-labelledby="site-h1">
      <h1 id="site-h1">{t('site.titleFindUs')}</h1>
      <p className="site-lead">{t('site.contactIntro')}</p>
      <dl className="site-contact">
        <div>
          <dt>{t('site.contactAddressLabel')}</dt>
          <dd>{t('site.contactAddress')}</dd>
        </div>
        <div>
          <dt>{t('site.contactPhoneLabel')}</dt>
          <dd>
            <a href={`tel:${contact.phone.replace(/[^\d]/g, '')}`}>{contact.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t('site.contactEmailLabel')}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('site.contactHoursLabel')}</dt>
          <dd>{t('site.contactHours')}</dd>
        </div>
      </dl>
      <p>
        <a
          className="site-cta site-cta--ghost"
          href={contact.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="site-map-link"
        >
          {t('site.contactMap')}
          <span className="site-sr-only">{t('site.newWindow')}</span>
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
