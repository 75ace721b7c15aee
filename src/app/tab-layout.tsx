// The four tabs (home, activity, cart, mine) under the tab screens; the cart badge shows the cart count, the mine
// badge the unread messages (asked for when idle after the first screen, on tab changes and back at the front).
// Switching tabs replaces the history entry (a tab page is not opened by a normal navigation).
import { useEffect } from 'react';
import { TabBar } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { tabPaths } from '@/config/paths';
import { useT, type MessageKey } from '@/i18n';
import { hasLoginAtom } from '@/state/session';
import { cartCountAtom, refreshCartCount } from '@/state/cart';
import { currentCommunityAtom } from '@/state/community';
import { badgeText, refreshUnreadCount, unreadCountAtom } from '@/state/unread';
import { whenIdle } from '@/lib/idle';
import { StartScreen } from './start-screen';

/** The cart tab, whose badge is the cart count. */
const CART_TAB_INDEX = 2;
/** The mine tab, whose badge is the unread message count. */
const MINE_TAB_INDEX = 3;
const labels: MessageKey[] = ['common.tabHome', 'common.tabActivity', 'common.tabCart', 'common.tabMine'];
const iconPaths = [
  'M3 10.5 12 3l9 7.5V21h-6v-6H9v6H3z',
  'M4 5h16v3H4zm0 5.5h16v3H4zM4 16h10v3H4z',
  'M6 7h12l-1 13H7zm3 0a3 3 0 0 1 6 0',
  'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0z',
];
const icons = iconPaths.map((d) => (
  <svg
    key={d}
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <path d={d} />
  </svg>
));

export function TabLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const cartCount = useAtomValue(cartCountAtom);
  const hasLogin = useAtomValue(hasLoginAtom);

  const unread = useAtomValue(unreadCountAtom);

  // Counted at my station (lines it cannot get are not): another station counts again.
  const community = useAtomValue(currentCommunityAtom)?.code;
  useEffect(() => {
    void refreshCartCount();
  }, [pathname, hasLogin, community]);

  // The unread count never holds up a screen: asked for when the browser is idle.
  useEffect(() => whenIdle(() => void refreshUnreadCount()), [pathname, hasLogin]);
  useEffect(() => {
    const onFront = () => {
      if (document.visibilityState === 'visible') void refreshUnreadCount();
    };
    document.addEventListener('visibilitychange', onFront);
    return () => document.removeEventListener('visibilitychange', onFront);
  }, []);

  const badgeOf = (i: number): string | undefined =>
    (i === CART_TAB_INDEX ? badgeText(cartCount) : i === MINE_TAB_INDEX ? badgeText(unread) : '') || undefined;

  return (
    <div className="tab-layout">
      <main className="tab-layout-body">
        <Outlet />
      </main>
      <nav className="tab-layout-bar" aria-label={t('common.tabs')}>
        <TabBar activeKey={pathname} onChange={(key) => navigate(key, { replace: true })}>
          {tabPaths.map((path, i) => (
            <TabBar.Item key={path} icon={icons[i]} title={t(labels[i] as MessageKey)} badge={badgeOf(i)} />
          ))}
        </TabBar>
      </nav>
      <StartScreen />
    </div>
  );
}
