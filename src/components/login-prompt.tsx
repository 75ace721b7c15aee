// What a screen that needs a logged-in user shows to a guest: a short note and a login button that
// comes back to this screen afterwards.
import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { hrefs } from '@/config/paths';
import { useT } from '@/i18n';
import { EmptyState } from './loadable';

export function LoginPrompt() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (
    <EmptyState
      title={t('common.loginFirst')}
      action={
        <Button color="primary" shape="rounded" onClick={() => navigate(hrefs.login(pathname + search))}>
          {t('common.loginNow')}
        </Button>
      }
    />
  );
}
