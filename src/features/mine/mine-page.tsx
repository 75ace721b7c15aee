// The "mine" tab: who is logged in (name, masked phone, balance, role) or a way to log in, the
// language, and logout after a confirmation. Orders, team, withdrawals and the rest come with their issues.
import { useAtomValue } from 'jotai';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '@/config/page-props';
import { useDocumentTitle } from '@/components/use-document-title';
import { hrefs, paths } from '@/config/paths';
import { locales, setLocale, useLocale, useT } from '@/i18n';
import { showModal } from '@/components/feedback';
import { formatFen } from '@/lib/money';
import { maskPhone } from '@/lib/validate';
import { hasLoginAtom, logout, userInfoAtom } from '@/state/session';
import './mine.css';

const localeNames = { 'zh-CN': '简体中文', 'en-US': 'English' } as const;

export default function MinePage(_props: PageProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const loggedIn = useAtomValue(hasLoginAtom) && user !== null;
  useDocumentTitle(t('mine.title'));

  const askLogout = async () => {
    if (await showModal({ content: t('mine.logoutConfirm'), confirmText: t('mine.logoutOk') })) logout();
  };

  return (
    <main className="mine-page">
      <h1 className="mine-visually-hidden">{t('mine.title')}</h1>
      <section className="mine-card" aria-live="polite">
        {loggedIn ? (
          <>
            <img className="mine-avatar" src={user.avatar} alt="" width={56} height={56} />
            <div>
              <p className="mine-name">
                {user.name}
                <span className="mine-role">{t(user.isManager ? 'mine.manager' : 'mine.resident')}</span>
              </p>
              <p className="mine-phone">{maskPhone(user.phone)}</p>
            </div>
            <p className="mine-balance">
              <span>{t('mine.balance')}</span>
              <strong>{formatFen(user.balanceFen)}</strong>
            </p>
          </>
        ) : (
          <>
            <div>
              <p className="mine-name">{t('mine.guest')}</p>
              <p className="mine-phone">{t('mine.guestHint')}</p>
            </div>
            <Button color="primary" shape="rounded" onClick={() => navigate(hrefs.login(paths.tab.mine))}>
              {t('mine.login')}
            </Button>
          </>
        )}
      </section>
      {/* Team leaders (issue 11): the leader centre, or the application for everyone else. */}
      <List className="mine-list mine-team">
        <List.Item onClick={() => navigate(loggedIn && user.isManager ? paths.teamIndex : loggedIn ? paths.teamApply : hrefs.login(paths.teamApply))}>
          {t(loggedIn && user.isManager ? 'team.indexTitle' : 'team.applyTitle')}
        </List.Item>
      </List>
      <List header={t('mine.language')} className="mine-list">
        {locales.map((l) => (
          <List.Item key={l} onClick={() => setLocale(l)} extra={l === locale ? '✓' : undefined} arrowIcon={false}>
            <span lang={l}>{localeNames[l]}</span>
          </List.Item>
        ))}
      </List>
      {loggedIn && (
        <div className="mine-logout">
          <Button block onClick={askLogout}>
            {t('mine.logout')}
          </Button>
        </div>
      )}
    </main>
  );
}
