// The desktop QR code of the phone URL (to open the site on a phone in WeChat); uqr loads lazily.
// When its code does not arrive, the URL itself is shown in the code's place.
import { useEffect, useState } from 'react';
import type { SiteT } from './site-i18n';

export function SiteQr({ t, phoneRoute }: { t: SiteT; phoneRoute: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const url = typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}#${phoneRoute}`;
  useEffect(() => {
    let live = true;
    import('uqr').then(
      ({ renderSVG }) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`);
      },
      (error: unknown) => {
        console.warn('[site] the QR code could not load', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <aside className="site-qr" aria-labelledby="site-qr-title">
      <h2 id="site-qr-title">{t('site.qrTitle')}</h2>
      {src ? (
        <img src={src} width={168} height={168} alt={t('site.qrAlt')} data-url={url} data-testid="site-qr" />
      ) : failed ? (
        <p className="site-qr-url" data-testid="site-qr-url">
          {url}
        </p>
      ) : (
        <div className="site-qr-placeholder" />
      )}
      <p>{t('site.qrText')}</p>
    </aside>
  );
}
