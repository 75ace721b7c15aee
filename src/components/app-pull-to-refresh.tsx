// The app's pull-to-refresh: ours (pull-to-refresh.tsx, no animation library) with the app's localized
// texts, for every app screen that refreshes on a pull (the site passes its own texts to the same one).
import type { ReactNode } from 'react';
import { useT } from '@/i18n';
import { PullToRefresh } from './pull-to-refresh';

export function AppPullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const t = useT();
  return (
    <PullToRefresh
      onRefresh={onRefresh}
      labels={{
        pulling: t('common.pullToRefresh'),
        canRelease: t('common.releaseToRefresh'),
        refreshing: t('common.refreshing'),
        restoring: t('common.refreshed'),
      }}
    >
      {children}
    </PullToRefresh>
  );
}
