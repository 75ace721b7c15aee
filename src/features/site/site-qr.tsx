// The desktop QR code of the phone URL (to open the site on a phone in WeChat); uqr loads lazily.
import { useEffect, useState } from 'react';
import type { SiteT } from './site-i18n';

export function SiteQr({ t, phoneRoute }: { t: SiteT; phoneRoute: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const url = typeof window === 'undefined' ? '' : `${window.location.origin}${window.location.pathname}#${phoneRoute}`;
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ renderSVG }) => {
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(url, { border: 2 }))}`);
    });
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <aside className="site-qr" aria-labelledby="site-qr-title">
      <h2 id="site-qr-title">{t('qrTitle')}</h2>
      {src ? (
        <img src={src} width={168} height={168} alt={t('qrAlt')} data-url={url} data-testid="site-qr" />
      ) : (
        <div className="site-qr-placeholder" />
      )}
      <p>{t('qrText')}</p>
    </aside>
  );
}
