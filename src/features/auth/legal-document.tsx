// The text of the user agreement or the privacy policy from the dictionaries: one paragraph a line, a
// line starting with "# " a heading. Shown as its own page and inside the auth forms' consent popup.
import { useT, type MessageKey } from '@/i18n';

export type LegalDoc = 'user' | 'privacy';

export const legalTitle: Record<LegalDoc, MessageKey> = { user: 'legal.userTitle', privacy: 'legal.privacyTitle' };
const legalBody: Record<LegalDoc, MessageKey> = { user: 'legal.userBody', privacy: 'legal.privacyBody' };

export function LegalDocument({ doc, headingLevel = 2 }: { doc: LegalDoc; headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="legal-doc">
      <p className="legal-updated">{t('legal.updated')}</p>
      {t(legalBody[doc])
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line, i) => (line.startsWith('# ') ? <Heading key={i}>{line.slice(2)}</Heading> : <p key={i}>{line}</p>))}
    </div>
  );
}
