// The custom navigation bar of app screens (docs/product.md#screens: white bar, black title): a named back
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
  /** Called instead of going back (e.g. to confirm discarding a form); it may call the back it gets. */
  onBack?: (goBack: () => void) => void;
}

/** Back one screen, or to `fallback` when the page was opened directly (nothing to go back to). */
export function useGoBack(fallback: string = paths.tab.home): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  // The first entry of this tab's history has the key 'default': there is nothing to go back to.
  return () => (location.key === 'default' ? navigate(fallback, { replace: true }) : navigate(-1));
}

export function PageHeader({ title, back = true, fallback = paths.tab.home, right, onBack }: PageHeaderProps) {
  const t = useT();
  useDocumentTitle(title);
  const goBackOrHome = useGoBack(fallback);
  const goBack = onBack ? () => onBack(goBackOrHome) : goBackOrHome;
  if (!back) {
    // antd-mobile's NavBar always renders its left slot as a role="button"; without a back button that
    // would be a nameless button (axe: aria-command-name), so a tab page's bar is drawn with its classes.
    return (
      <header className="qh-page-header">
        <div className="adm-nav-bar">
          <div className="adm-nav-bar-left" />
          <div className="adm-nav-bar-title">
            <h1 className="qh-page-title">{title}</h1>
          </div>
          <div className="adm-nav-bar-right">{right}</div>
        </div>
      </header>
    );
  }
  return (
    <header className="qh-page-header">
      <NavBar
        back=""
        backIcon={
          <span aria-label={t('common.back')} role="img">
            ‹
          </span>
        }
        onBack={goBack}
        right={right}
      >
        <h1 className="qh-page-title">{title}</h1>
      </NavBar>
    </header>
  );
}
