// Any route the app does not know (a stale or mistyped link): the shared empty state with the way home.
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from '@/components/loadable';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';

export default function NotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('common.notFound')} />
      <EmptyState
        title={t('common.notFound')}
        description={t('common.notFoundHint')}
        action={
          <Button color="primary" shape="rounded" onClick={() => navigate(paths.tab.home, { replace: true })}>
            {t('common.goHome')}
          </Button>
        }
      />
    </>
  );
}
