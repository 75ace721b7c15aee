// The body of a screen that needs a logged-in user: a way to log in (and come back here) for a
// guest, the screen for everyone else.
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { hrefs } from '@/config/paths';
import { useT } from '@/i18n';
import { hasLoginAtom } from '@/state/session';
import { EmptyState } from './loadable';

export function LoginRequired({ message, children }: { message: string; children: ReactNode }) {
  const t = useT();
  const loggedIn = useAtomValue(hasLoginAtom);
  const navigate = useNavigate();
  const location = useLocation();
  if (loggedIn) return <>{children}</>;
  return (
    <EmptyState
      title={message}
      action={
        <Button color="primary" shape="rounded" onClick={() => navigate(hrefs.login(location.pathname + location.search))}>
          {t('common.login')}
        </Button>
      }
    />
  );
}
