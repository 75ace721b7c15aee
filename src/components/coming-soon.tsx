// An honest placeholder for an app screen whose issue is not built yet: its title, a short
// localized note, and a way back to the home tab.
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT, type MessageKey } from '@/i18n';
import { useDocumentTitle } from './use-document-title';

export function ComingSoon({ title }: { title: MessageKey }) {
  const t = useT();
  useDocumentTitle(t(title));
  return (
    <main className="placeholder-page">
      <section className="placeholder-card">
        <h1>{t(title)}</h1>
        <p>{t('common.comingSoon')}</p>
        <Link to={paths.tab.home}>{t('common.goHome')}</Link>
      </section>
    </main>
  );
}
