// /pages/set/agreement and /pages/set/privacy: the user agreement and the privacy policy, readable on
// their own (linked from the consent line of the auth forms, and shareable).
import type { PageProps } from '@/config/page-props';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { LegalDocument, legalTitle, type LegalDoc } from './legal-document';
import './auth.css';

export default function LegalPage({ doc }: PageProps & { doc: LegalDoc }) {
  const t = useT();
  return (
    <main className="legal-page">
      <PageHeader title={t(legalTitle[doc])} fallback={paths.tab.mine} />
      <article className="legal-article" aria-label={t(legalTitle[doc])}>
        <LegalDocument doc={doc} />
      </article>
    </main>
  );
}
