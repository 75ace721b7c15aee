// Placeholder of /pages/activity/detail?code= (the activity screens are a later issue): shows the
// activity code the route received, so that a shared link's landing can be checked.
import type { PageProps } from '@/config/page-props';
import { useT } from '@/i18n';

export default function ActivityDetailPage({ query }: PageProps) {
  const t = useT();
  return (
    <main className="placeholder-page">
      <section className="placeholder-card">
        <h1>{t('auth.activityTitle')}</h1>
        <p data-testid="activity-code">{query.code ? t('auth.activityCode', { code: query.code }) : t('auth.activityMissing')}</p>
        <p>{t('auth.activityComing')}</p>
      </section>
    </main>
  );
}
