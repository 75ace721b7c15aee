// Contact details and links shown on the site (operator data, not translated).
import { APP_VERSION } from '@/config/defaults';
// The hero is the largest paint of the phone home: inlined as a data URI, it paints with the HTML.
import heroSrc from './assets/hero.svg?inline';

export const siteVersion = APP_VERSION;
export const contact = {
  phone: '0571-8866 2020',
  email: 'hello@qihuo.example',
  jobsEmail: 'jobs@qihuo.example',
  /** Tencent Maps marker of the office (GCJ-02). */
  mapUrl:
    'https://apis.map.qq.com/uri/v1/marker?marker=coord:30.2806,120.1310;title:%E9%BD%90%E8%B4%A7%E7%A4%BE%E5%8C%BA%E6%9C%8D%E5%8A%A1%E4%B8%AD%E5%BF%83&referer=qihuo',
};

/** The site images (public/site, the hero inlined): intrinsic size for width/height attributes (no layout shift). */
export const images = {
  hero: { src: heroSrc, width: 640, height: 400 },
  qihuo: { src: '/site/qihuo.svg', width: 480, height: 400 },
  about: { src: '/site/about.svg', width: 640, height: 360 },
  join: { src: '/site/join.svg', width: 640, height: 360 },
} as const;
