// The frame of every app screen (not the informational site): antd-mobile's styles and texts in the
// app's locale, the offline banner, and the binding to a leader whose link was opened (state/invite.ts).
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { AntdLocale } from '@/components/antd-locale';
import { showToast } from '@/components/feedback';
import { t } from '@/i18n';
import { hasKeptInvite, keepInviteCode } from '@/lib/kept-invite';
import { hasLoginAtom } from '@/state/session';
import { OfflineBanner } from './offline-banner';
import '@/components/components.css';
import './app.css';
import './entry.css';

/** Keeps the `inv` of every route opened; once signed in, binds with it (once) and says so when it bound. */
function useInviteBinding(): void {
  const { pathname, search } = useLocation();
  const hasLogin = useAtomValue(hasLoginAtom);
  useEffect(() => {
    keepInviteCode(`${pathname}${search}`);
    if (!hasLogin || !hasKeptInvite()) return;
    // The binding's code (its API calls) loads only when there is a code to send.
    void import('@/state/invite')
      .then((m) => m.bindKeptInvite())
      .then(
        (answer) => {
          if (answer?.bound)
            showToast(t('common.boundToLeader', { station: answer.teamName, community: answer.communityName }));
        },
        () => undefined,
      );
  }, [pathname, search, hasLogin]);
}

export function AppLayout() {
  useInviteBinding();
  return (
    <AntdLocale>
      <div className="app-frame">
        <OfflineBanner />
        <Outlet />
      </div>
    </AntdLocale>
  );
}
