// The one login gate: the body of a screen that needs a logged-in user shows, to a guest, what the screen
// is for and a login button that comes back to this very screen (route and query) afterwards; everyone
// else gets the screen. Screens say what logging in is for (`message`) and may name the button (`action`).
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { hrefs } from '@/config/paths';
import { useT } from '@/i18n';
import { hasLoginAtom } from '@/state/session';
import { EmptyState } from './loadable';

export interface LoginRequiredProps {
  /** What logging in is for on this screen (default: 登录后才能查看这里). */
  message?: string;
  /** The login button's label (default: 去登录). */
  action?: string;
  /** The screen for a logged-in user. */
  children?: ReactNode;
}

export function LoginRequired({ message, action, children }: LoginRequiredProps) {
  const t = useT();
  const loggedIn = useAtomValue(hasLoginAtom);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  if (loggedIn) return <>{children}</>;
  return (
    <EmptyState
      title={message ?? t('common.loginFirst')}
      action={
        <Button color="primary" shape="rounded" onClick={() => navigate(hrefs.login(pathname + search))}>
          {action ?? t('common.login')}
        </Button>
      }
    />
  );
}
