// Any route the app does not know.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';

export default function NotFoundPage() {
  const t = useT();
  return (
    <main className="not-found">
      <h1>{t('common.notFound')}</h1>
      <Link to={paths.tab.home}>{t('common.goHome')}</Link>
    </main>
  );
}
