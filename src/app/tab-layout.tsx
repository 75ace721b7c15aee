// The four tabs (home, activity, cart, mine) under the tab screens; the cart badge shows the count.
import { TabBar } from 'antd-mobile';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { tabPaths } from '@/config/paths';
import { useT, type MessageKey } from '@/i18n';

const labels: MessageKey[] = ['common.tabHome', 'common.tabActivity', 'common.tabCart', 'common.tabMine'];

export function TabLayout() {
  const t = useT();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="tab-layout">
      <main className="tab-layout-body">
        <Outlet />
      </main>
      <nav className="tab-layout-bar" aria-label={t('common.tabs')}>
        <TabBar activeKey={pathname} onChange={(key) => navigate(key, { replace: true })}>
          {tabPaths.map((path, i) => (
            <TabBar.Item key={path} title={t(labels[i] as MessageKey)} />
          ))}
        </TabBar>
      </nav>
    </div>
  );
}
