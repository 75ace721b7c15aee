// Consent to the user agreement and the privacy policy (docs/product.md#accounts), asked once per form: a
// checkbox line whose two documents open in a popup (what was typed stays), and, when the person acts
// without it, one dialog that asks for it. Nothing is sent before it is given.
import { useRef, useState } from 'react';
import { Popup } from 'antd-mobile';
import { showModal } from '@/components/feedback';
import { useT } from '@/i18n';
import { LegalDocument, legalTitle, type LegalDoc } from './legal-document';

export interface ConsentState {
  agreed: boolean;
  setAgreed: (agreed: boolean) => void;
  /** True when consent is given, asking for it first (one dialog) when it is not. */
  ensure: () => Promise<boolean>;
}

/** `initial`: consent already given on this form (kept across a reload). */
export function useConsent(initial = false): ConsentState {
  const t = useT();
  const [agreed, setAgreed] = useState(initial);
  // The dialog being shown: a second tap while it is open waits for the same answer (one dialog, never two).
  const asking = useRef<Promise<boolean> | null>(null);
  function ensure(): Promise<boolean> {
    if (agreed) return Promise.resolve(true);
    asking.current ??= showModal({
      title: t('auth.consentDialogTitle'),
      content: t('auth.consentDialog'),
      confirmText: t('auth.consentAgree'),
      cancelText: t('auth.consentDecline'),
    }).then((yes) => {
      asking.current = null;
      if (yes) setAgreed(true);
      return yes;
    });
    return asking.current;
  }
  return { agreed, setAgreed, ensure };
}

export function ConsentLine({ consent, id }: { consent: ConsentState; id: string }) {
  const t = useT();
  const [open, setOpen] = useState<LegalDoc | null>(null);
  const docButton = (doc: LegalDoc) => (
    <button type="button" className="auth-doc-link" onClick={() => setOpen(doc)}>
      {t(doc === 'user' ? 'auth.userAgreement' : 'auth.privacyPolicy')}
    </button>
  );
  return (
    <div className="auth-consent">
      <input
        id={id}
        type="checkbox"
        name="agreed"
        checked={consent.agreed}
        onChange={(e) => consent.setAgreed(e.target.checked)}
      />
      <span>
        <label htmlFor={id}>{t('auth.consentBefore')}</label>
        {docButton('user')}
        {t('auth.consentAnd')}
        {docButton('privacy')}
      </span>
      <Popup
        visible={open !== null}
        onMaskClick={() => setOpen(null)}
        onClose={() => setOpen(null)}
        bodyClassName="auth-doc-popup"
        destroyOnClose
      >
        {open && (
          <section role="dialog" aria-modal="true" aria-labelledby={`${id}-doc-title`}>
            <header className="auth-doc-head">
              <h2 id={`${id}-doc-title`}>{t(legalTitle[open])}</h2>
              <button type="button" className="auth-inline-btn" onClick={() => setOpen(null)}>
                {t('auth.closeDocument')}
              </button>
            </header>
            <div className="auth-doc-body">
              <LegalDocument doc={open} headingLevel={3} />
            </div>
          </section>
        )}
      </Popup>
    </div>
  );
}
