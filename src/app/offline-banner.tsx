// The offline banner of every app screen (not the informational site): while the browser says it is
// offline (navigator.onLine and its online/offline events, through ahooks' useNetwork) a slim localized
// bar sits at the top of the app frame, in the flow (it moves the page down once, covers nothing: the
// sticky page headers stick below it, the tab bar stays at the bottom), and is announced politely.
import { useNetwork } from 'ahooks';
import { useT } from '@/i18n';

export function OfflineBanner() {
  const t = useT();
  const { online } = useNetwork();
  if (online !== false) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h.01M3 3l18 18" />
      </svg>
      <span>{t('common.offline')}</span>
    </div>
  );
}
