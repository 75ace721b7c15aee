// The informational site: phone layout (custom navigation bar + drawer menu) and desktop layout (top bar
// with a Product submenu), the current page, the footer with the version, and the document title.
import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import type { SitePage, SiteVariant } from '@/config/paths';
import { env } from '@/config/env';
import { parseSiteRoute, siteRoute } from './device';
import { routeHref, useRoute } from './site-route';
import { setLocale, type Locale } from '@/i18n/locale';
import { useSiteT, type SiteKey, type SiteT } from './site-i18n';
import { PageContent } from './site-pages';
import { PullToRefresh } from '@/components/pull-to-refresh';
import { StatsBlock, useStats } from './site-stats';
import { siteVersion } from './site-content';

export const pageTitleKeys: Record<SitePage, SiteKey> = {
  index: 'site.titleIndex',
  qihuo: 'site.titleQihuo',
  about: 'site.titleAbout',
  joinOur: 'site.titleJoinOur',
  findUs: 'site.titleFindUs',
};

/** `<page title> - <app title>` (docs/product.md#screens). */
export function documentTitle(t: SiteT, page: SitePage): string {
  return `${t(pageTitleKeys[page])} - ${env.appTitle}`;
}

interface MenuProps {
  t: SiteT;
  variant: SiteVariant;
  page: SitePage;
}

function MenuLink({ t, variant, page, to, label }: MenuProps & { to: SitePage; label: SiteKey }) {
  return (
    <a href={routeHref(siteRoute(variant, to))} aria-current={page === to ? 'page' : undefined}>
      {t(label)}
    </a>
  );
}

function LanguageButton({ t, locale }: { t: SiteT; locale: Locale }) {
  return (
    <button
      type="button"
      className="site-lang"
      lang={locale === 'zh-CN' ? 'en' : 'zh-CN'}
      title={t('site.switchLanguageLabel')}
      onClick={() => setLocale(locale === 'zh-CN' ? 'en-US' : 'zh-CN')}
    >
      {t('site.switchLanguage')}
    </button>
  );
}

/**
 * The menu of both layouts (spec: Home, Product with qihuo, About us, Join us, Contact us); `children` is the
 * Product group's heading, `productList` what its list of products carries in that layout.
 */
function MenuItems(
  props: MenuProps & {
    children: ReactNode;
    productList: HTMLAttributes<HTMLUListElement>;
    productRef?: Ref<HTMLLIElement>;
    productClass?: string;
  },
) {
  const { children, productList, productRef, productClass } = props;
  return (
    <ul>
      <li>
        <MenuLink {...props} to="index" label="site.navHome" />
      </li>
      <li ref={productRef} className={productClass}>
        {children}
        <ul {...productList}>
          <li>
            <MenuLink {...props} to="qihuo" label="site.navQihuo" />
          </li>
        </ul>
      </li>
      <li>
        <MenuLink {...props} to="about" label="site.navAbout" />
      </li>
      <li>
        <MenuLink {...props} to="joinOur" label="site.navJoin" />
      </li>
      <li>
        <MenuLink {...props} to="findUs" label="site.navContact" />
      </li>
    </ul>
  );
}

function PhoneMenu(props: MenuProps & { open: boolean; onClose: () => void }) {
  const { t, open, onClose } = props;
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    nav.current?.querySelector('a')?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <>
      {open && <div className="site-drawer-backdrop" onClick={onClose} />}
      <nav ref={nav} id="site-drawer" className="site-drawer" hidden={!open} aria-label={t('site.navLabel')}>
        <MenuItems {...props} productList={{ 'aria-labelledby': 'site-menu-product' }}>
          <span className="site-menu-group" id="site-menu-product">
            {t('site.navProduct')}
          </span>
        </MenuItems>
      </nav>
    </>
  );
}

function DesktopMenu(props: MenuProps) {
  const { t, page } = props;
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLLIElement>(null);
  useEffect(() => setOpen(false), [page]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => !box.current?.contains(e.target as Node) && setOpen(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('click', onClick);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('click', onClick);
    };
  }, [open]);
  return (
    <nav className="site-topnav" aria-label={t('site.navLabel')}>
      <MenuItems
        {...props}
        productRef={box}
        productClass="site-submenu"
        productList={{ id: 'site-submenu-product', hidden: !open }}
      >
        <button
          type="button"
          aria-expanded={open}
          aria-controls="site-submenu-product"
          className={page === 'qihuo' ? 'is-current' : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          {t('site.navProduct')}
        </button>
      </MenuItems>
    </nav>
  );
}

function Footer({ t }: { t: SiteT }) {
  return (
    <footer className="site-footer">
      <p>{t('site.copyright')}</p>
      <p data-testid="site-version">{t('site.version', { version: siteVersion })}</p>
    </footer>
  );
}

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function SiteApp() {
  const route = useRoute();
  const { locale, t } = useSiteT();
  const at = parseSiteRoute(route) ?? { variant: 'phone' as const, page: 'index' as const, query: '' };
  const { variant, page } = at;
  const [menuOpen, setMenuOpen] = useState(false);
  const stats = useStats();
  const title = documentTitle(t, page);

  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    setMenuOpen(false);
    window.scrollTo(0, 0);
  }, [page, variant]);

  let content = <PageContent t={t} variant={variant} page={page} query={at.query} />;
  if (page === 'index')
    content = (
      <PullToRefresh
        onRefresh={stats.refresh}
        labels={{
          pulling: t('site.pullPulling'),
          canRelease: t('site.pullCanRelease'),
          refreshing: t('site.pullRefreshing'),
          restoring: t('site.pullDone'),
        }}
      >
        <PageContent
          t={t}
          variant={variant}
          page={page}
          query={at.query}
          stats={<StatsBlock t={t} state={stats} onRefresh={() => void stats.refresh()} locale={locale} />}
        />
      </PullToRefresh>
    );

  if (variant === 'pc')
    return (
      <div className={`site site--pc site-page-${page}`} data-variant="pc" data-page={page}>
        <header className="site-topbar">
          <div className="site-topbar-inner">
            <a className="site-brand" href={routeHref(siteRoute('pc', 'index'))}>
              <img src="/favicon.svg" width={28} height={28} alt="" />
              {t('site.brand')}
            </a>
            <DesktopMenu t={t} variant={variant} page={page} />
            <LanguageButton t={t} locale={locale} />
          </div>
        </header>
        <main className="site-main">{content}</main>
        <Footer t={t} />
      </div>
    );

  return (
    <div className={`site site--phone site-page-${page}`} data-variant="phone" data-page={page}>
      <header className="site-navbar">
        <button
          type="button"
          className="site-navbar-button"
          aria-expanded={menuOpen}
          aria-controls="site-drawer"
          aria-label={menuOpen ? t('site.menuClose') : t('site.menuOpen')}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <MenuIcon />
        </button>
        <p className="site-navbar-title">{t(pageTitleKeys[page])}</p>
        <LanguageButton t={t} locale={locale} />
      </header>
      <PhoneMenu t={t} variant={variant} page={page} open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main className="site-main">{content}</main>
      <Footer t={t} />
    </div>
  );
}
