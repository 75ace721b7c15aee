// The custom navigation bar of app screens (spec section 2: white bar, black title): a named back
// button, the page's h1 and an optional right slot; it also sets the document title.
import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n';
import { useDocumentTitle } from './use-document-title';

export interface PageHeaderProps {
  title: string;
  /** Show the back button (default true). */
  back?: boolean;
  /** Where back goes when the page was opened directly (a shared link): default the home tab. */
  fallback?: string;
  right?: ReactNode;
}

export function PageHeader({ title, back = true, fallback = paths.tab.home, right }: PageHeaderProps) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(title);
  // The first entry of this tab's history has the key 'default': there is nothing to go back to.
  const goBack = () => (location.key === 'default' ? navigate(fallback, { replace: true }) : navigate(-1));
  // antd-mobile's NavBar always gives its left slot role="button": without a back button that is an
  // empty, nameless button (axe: aria-command-name). A tab page's header is laid out the same way without it.
  if (!back)
    return (
      <header className="qh-page-header">
        <div className="qh-page-bar">
          <span />
          <h1 className="qh-page-title">{title}</h1>
          <div className="qh-page-right">{right}</div>
        </div>
      </header>
    );
  return (
    <header className="qh-page-header">
      <NavBar
        back=""
        backIcon={<span aria-label={t('common.back')} role="img">‹</span>}
        onBack={goBack}
        right={right}
      >
        <h1 className="qh-page-title">{title}</h1>
      </NavBar>
    </header>
  );
}
